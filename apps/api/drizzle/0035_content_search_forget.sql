-- Search (issue 28) over the website content (issue 27): a deleted content record leaves the index
-- in its delete's transaction, whatever its kind (content ids are unique across kinds: one table).
CREATE OR REPLACE FUNCTION search_documents_forget_kinds() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM search_documents WHERE record_id = OLD.id AND kind = ANY(TG_ARGV);
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER content_items_search_forget AFTER DELETE ON content_items FOR EACH ROW EXECUTE FUNCTION search_documents_forget_kinds('articles', 'pages', 'presses', 'services', 'brochures', 'journal_entries', 'knowledge_base_articles', 'city_guides', 'destination_guides');
