-- Search (issue 28): the words of a text as the index keeps them. PostgreSQL's parser reads a
-- hyphen or a plus sign before digits as a sign ("TR-104243" gave 'tr' and '-104243', "+39" gave
-- '+39'), so a trip reference, a phone or a code typed as it is written ("TR-104", "+39 055") never
-- matched: the query splits on those characters. Both now split alike: '-' and '+' are spaces.
CREATE OR REPLACE FUNCTION search_tsv(value text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_tsvector('simple', translate(search_fold(value), '-+', '  ')) $$;
--> statement-breakpoint
UPDATE search_documents SET
  name_tsv = search_tsv(name_text),
  address_tsv = search_tsv(address_text),
  description_tsv = search_tsv(description_text);
