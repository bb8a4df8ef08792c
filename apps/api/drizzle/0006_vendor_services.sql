ALTER TABLE "vendors" ADD COLUMN "services" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "vendors_services_idx" ON "vendors" USING gin ("services");--> statement-breakpoint
-- Hand-written: vendors.services lists the vendor kinds a vendor has records of, in the order of the
-- menu, under the names of exists[...] (calls.md 7.2); the kind tables' triggers keep it.
CREATE FUNCTION "vendor_services_of"(vendor integer) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT array_remove(ARRAY[
    CASE WHEN EXISTS (SELECT 1 FROM accommodations WHERE vendor_id = vendor) THEN 'accommodations' END,
    CASE WHEN EXISTS (SELECT 1 FROM spas WHERE vendor_id = vendor) THEN 'spas' END,
    CASE WHEN EXISTS (SELECT 1 FROM restaurants WHERE vendor_id = vendor) THEN 'restaurants' END,
    CASE WHEN EXISTS (SELECT 1 FROM wineries WHERE vendor_id = vendor) THEN 'wineries' END,
    CASE WHEN EXISTS (SELECT 1 FROM activity_providers WHERE vendor_id = vendor) THEN 'activityProviders' END,
    CASE WHEN EXISTS (SELECT 1 FROM transportation_providers WHERE vendor_id = vendor) THEN 'transportationProviders' END,
    CASE WHEN EXISTS (SELECT 1 FROM conciergeries WHERE vendor_id = vendor) THEN 'conciergeries' END
  ]::text[], NULL)
$$;--> statement-breakpoint
CREATE FUNCTION "vendor_services_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE vendors SET services = vendor_services_of(OLD.vendor_id) WHERE id = OLD.vendor_id;
  END IF;
  -- TG_ARGV[0] is the kind's service name: a vendor that already has it needs no update.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE vendors SET services = vendor_services_of(NEW.vendor_id)
    WHERE id = NEW.vendor_id AND NOT services @> ARRAY[TG_ARGV[0]]::text[];
  END IF;
  RETURN NULL;
END
$$;;--> statement-breakpoint
CREATE TRIGGER "accommodations_services" AFTER INSERT OR DELETE ON "accommodations" FOR EACH ROW EXECUTE FUNCTION "vendor_services_refresh"('accommodations');--> statement-breakpoint
CREATE TRIGGER "accommodations_services_move" AFTER UPDATE OF vendor_id ON "accommodations" FOR EACH ROW
  WHEN (OLD.vendor_id IS DISTINCT FROM NEW.vendor_id) EXECUTE FUNCTION "vendor_services_refresh"('accommodations');--> statement-breakpoint
CREATE TRIGGER "spas_services" AFTER INSERT OR DELETE ON "spas" FOR EACH ROW EXECUTE FUNCTION "vendor_services_refresh"('spas');--> statement-breakpoint
CREATE TRIGGER "spas_services_move" AFTER UPDATE OF vendor_id ON "spas" FOR EACH ROW
  WHEN (OLD.vendor_id IS DISTINCT FROM NEW.vendor_id) EXECUTE FUNCTION "vendor_services_refresh"('spas');--> statement-breakpoint
CREATE TRIGGER "restaurants_services" AFTER INSERT OR DELETE ON "restaurants" FOR EACH ROW EXECUTE FUNCTION "vendor_services_refresh"('restaurants');--> statement-breakpoint
CREATE TRIGGER "restaurants_services_move" AFTER UPDATE OF vendor_id ON "restaurants" FOR EACH ROW
  WHEN (OLD.vendor_id IS DISTINCT FROM NEW.vendor_id) EXECUTE FUNCTION "vendor_services_refresh"('restaurants');--> statement-breakpoint
CREATE TRIGGER "wineries_services" AFTER INSERT OR DELETE ON "wineries" FOR EACH ROW EXECUTE FUNCTION "vendor_services_refresh"('wineries');--> statement-breakpoint
CREATE TRIGGER "wineries_services_move" AFTER UPDATE OF vendor_id ON "wineries" FOR EACH ROW
  WHEN (OLD.vendor_id IS DISTINCT FROM NEW.vendor_id) EXECUTE FUNCTION "vendor_services_refresh"('wineries');--> statement-breakpoint
CREATE TRIGGER "activity_providers_services" AFTER INSERT OR DELETE ON "activity_providers" FOR EACH ROW EXECUTE FUNCTION "vendor_services_refresh"('activityProviders');--> statement-breakpoint
CREATE TRIGGER "activity_providers_services_move" AFTER UPDATE OF vendor_id ON "activity_providers" FOR EACH ROW
  WHEN (OLD.vendor_id IS DISTINCT FROM NEW.vendor_id) EXECUTE FUNCTION "vendor_services_refresh"('activityProviders');--> statement-breakpoint
CREATE TRIGGER "transportation_providers_services" AFTER INSERT OR DELETE ON "transportation_providers" FOR EACH ROW EXECUTE FUNCTION "vendor_services_refresh"('transportationProviders');--> statement-breakpoint
CREATE TRIGGER "transportation_providers_services_move" AFTER UPDATE OF vendor_id ON "transportation_providers" FOR EACH ROW
  WHEN (OLD.vendor_id IS DISTINCT FROM NEW.vendor_id) EXECUTE FUNCTION "vendor_services_refresh"('transportationProviders');--> statement-breakpoint
CREATE TRIGGER "conciergeries_services" AFTER INSERT OR DELETE ON "conciergeries" FOR EACH ROW EXECUTE FUNCTION "vendor_services_refresh"('conciergeries');--> statement-breakpoint
CREATE TRIGGER "conciergeries_services_move" AFTER UPDATE OF vendor_id ON "conciergeries" FOR EACH ROW
  WHEN (OLD.vendor_id IS DISTINCT FROM NEW.vendor_id) EXECUTE FUNCTION "vendor_services_refresh"('conciergeries');--> statement-breakpoint
UPDATE "vendors" SET services = vendor_services_of(id) WHERE vendor_services_of(id) <> '{}'::text[];--> statement-breakpoint
ANALYZE "vendors";
