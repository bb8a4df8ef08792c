-- Search (issue 28): accent folding, typo distance, the destination path, and the documents of
-- deleted records removed in the delete's transaction (cascades included).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT pg_catalog.lower(public.unaccent('public.unaccent'::regdictionary, coalesce(value, ''))) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_destination_path(ids integer[]) RETURNS integer[]
  LANGUAGE sql STABLE
  AS $$
    WITH RECURSIVE up(id, parent_id, depth) AS (
      SELECT d.id, d.parent_id, 1 FROM destinations d WHERE d.id = ANY(coalesce(ids, '{}'::integer[]))
      UNION ALL
      SELECT d.id, d.parent_id, up.depth + 1 FROM destinations d JOIN up ON d.id = up.parent_id WHERE up.depth < 8
    )
    SELECT coalesce(array_agg(DISTINCT id), '{}'::integer[]) FROM up
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_documents_forget() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM search_documents WHERE kind = TG_ARGV[0] AND record_id = OLD.id;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER vendors_search_forget AFTER DELETE ON vendors FOR EACH ROW EXECUTE FUNCTION search_documents_forget('vendors');
--> statement-breakpoint
CREATE TRIGGER accommodations_search_forget AFTER DELETE ON accommodations FOR EACH ROW EXECUTE FUNCTION search_documents_forget('accommodations');
--> statement-breakpoint
CREATE TRIGGER spas_search_forget AFTER DELETE ON spas FOR EACH ROW EXECUTE FUNCTION search_documents_forget('spas');
--> statement-breakpoint
CREATE TRIGGER restaurants_search_forget AFTER DELETE ON restaurants FOR EACH ROW EXECUTE FUNCTION search_documents_forget('restaurants');
--> statement-breakpoint
CREATE TRIGGER wineries_search_forget AFTER DELETE ON wineries FOR EACH ROW EXECUTE FUNCTION search_documents_forget('wineries');
--> statement-breakpoint
CREATE TRIGGER activity_providers_search_forget AFTER DELETE ON activity_providers FOR EACH ROW EXECUTE FUNCTION search_documents_forget('activity_providers');
--> statement-breakpoint
CREATE TRIGGER transportation_providers_search_forget AFTER DELETE ON transportation_providers FOR EACH ROW EXECUTE FUNCTION search_documents_forget('transportation_providers');
--> statement-breakpoint
CREATE TRIGGER conciergeries_search_forget AFTER DELETE ON conciergeries FOR EACH ROW EXECUTE FUNCTION search_documents_forget('conciergeries');
--> statement-breakpoint
CREATE TRIGGER activities_search_forget AFTER DELETE ON activities FOR EACH ROW EXECUTE FUNCTION search_documents_forget('activities');
--> statement-breakpoint
CREATE TRIGGER transfers_search_forget AFTER DELETE ON transfers FOR EACH ROW EXECUTE FUNCTION search_documents_forget('transfers');
--> statement-breakpoint
CREATE TRIGGER conciergerie_services_search_forget AFTER DELETE ON conciergerie_services FOR EACH ROW EXECUTE FUNCTION search_documents_forget('conciergerie_services');
--> statement-breakpoint
CREATE TRIGGER destinations_search_forget AFTER DELETE ON destinations FOR EACH ROW EXECUTE FUNCTION search_documents_forget('destinations');
--> statement-breakpoint
CREATE TRIGGER airports_search_forget AFTER DELETE ON airports FOR EACH ROW EXECUTE FUNCTION search_documents_forget('airports');
--> statement-breakpoint
CREATE TRIGGER airlines_search_forget AFTER DELETE ON airlines FOR EACH ROW EXECUTE FUNCTION search_documents_forget('airlines');
--> statement-breakpoint
CREATE TRIGGER clients_search_forget AFTER DELETE ON clients FOR EACH ROW EXECUTE FUNCTION search_documents_forget('clients');
--> statement-breakpoint
CREATE TRIGGER prospects_search_forget AFTER DELETE ON prospects FOR EACH ROW EXECUTE FUNCTION search_documents_forget('prospects');
--> statement-breakpoint
CREATE TRIGGER trips_search_forget AFTER DELETE ON trips FOR EACH ROW EXECUTE FUNCTION search_documents_forget('trips');
--> statement-breakpoint
CREATE TRIGGER trip_templates_search_forget AFTER DELETE ON trip_templates FOR EACH ROW EXECUTE FUNCTION search_documents_forget('trip_templates');
--> statement-breakpoint
CREATE INDEX search_documents_name_trgm ON search_documents USING gin (search_fold(name_text) gin_trgm_ops);
