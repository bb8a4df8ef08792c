ALTER TABLE "vendors" ADD COLUMN "places" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" drop column "search_text";--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(website, '') || ' ' || places)) STORED;--> statement-breakpoint
CREATE INDEX "vendors_search_trgm" ON "vendors" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Hand-written: vendors.places holds the cities and countries of the vendor's locations, for search.
CREATE FUNCTION "vendor_places_of"(vendor integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(concat_ws(' ', city, country), ' ' ORDER BY id), '')
  FROM vendor_locations WHERE vendor_id = vendor
$$;--> statement-breakpoint
CREATE FUNCTION "vendor_places_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE vendors SET places = vendor_places_of(OLD.vendor_id) WHERE id = OLD.vendor_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE vendors SET places = vendor_places_of(NEW.vendor_id) WHERE id = NEW.vendor_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vendor_locations_places" AFTER INSERT OR UPDATE OF city, country, vendor_id OR DELETE ON "vendor_locations"
  FOR EACH ROW EXECUTE FUNCTION "vendor_places_refresh"();--> statement-breakpoint
UPDATE "vendors" v SET places = vendor_places_of(v.id) WHERE EXISTS (SELECT 1 FROM vendor_locations l WHERE l.vendor_id = v.id);
--> statement-breakpoint
-- The re-created search_text has no statistics until ANALYZE: without them searches plan blind.
ANALYZE "vendors";
