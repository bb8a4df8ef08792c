-- Search at scale (issue 28): the lexicon's trigram index (a typo's neighbours), the folded title
-- in byte order per kind (a one-letter query lists the names starting with it), and the lexicon
-- filled from the documents already indexed. The trigram index on whole names goes: typos are
-- looked up in the lexicon now.
CREATE INDEX search_words_trgm ON search_words USING gin (word gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX search_documents_kind_title ON search_documents (kind, (title_text COLLATE "C"));
--> statement-breakpoint
DROP INDEX IF EXISTS search_documents_name_trgm;
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM search_documents d,
    unnest(tsvector_to_array(d.name_tsv) || tsvector_to_array(d.address_tsv) || tsvector_to_array(d.description_tsv)) w
  WHERE length(w) >= 4 AND w ~ '^[[:alpha:]]+$'
  ON CONFLICT DO NOTHING;
