-- Advanced search at scale (issue 28): a narrow copy of each search document, what advanced search
-- matches a word in, filters, counts facets of and ranks by (search/search-index.ts, advanced). A
-- common word's matches ("amalfi": 25,000 trips) were read from the documents' rows by the page and
-- by each facet count: 19,900 pages of the trips partition (156 MB, more than PostgreSQL's default
-- shared buffers) per statement, ~90 ms each. Here a row is ~220 bytes and a search reads them once.
-- Partitioned by kind as search_documents (migration 0038); kept by a trigger on search_documents, so
-- every writer of the documents (the index, the backfill, the delete triggers) keeps it in step in
-- its own transaction.
CREATE TABLE "search_facet_rows" (
	"kind" varchar(64) NOT NULL,
	"record_id" integer NOT NULL,
	"area" varchar(32) NOT NULL,
	"title_text" text NOT NULL,
	"name_tsv" "tsvector" NOT NULL,
	"location_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" varchar(64),
	"start_date" date,
	"vendor_kinds" text[],
	"facets" jsonb,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_facet_rows_kind_record_id_pk" PRIMARY KEY("kind","record_id")
) PARTITION BY LIST (kind);
--> statement-breakpoint
CREATE TABLE search_facet_rows_vendors PARTITION OF search_facet_rows FOR VALUES IN ('vendors') WITH (parallel_workers = 0);
--> statement-breakpoint
CREATE TABLE search_facet_rows_clients PARTITION OF search_facet_rows FOR VALUES IN ('clients') WITH (parallel_workers = 0);
--> statement-breakpoint
CREATE TABLE search_facet_rows_prospects PARTITION OF search_facet_rows FOR VALUES IN ('prospects') WITH (parallel_workers = 0);
--> statement-breakpoint
CREATE TABLE search_facet_rows_trips PARTITION OF search_facet_rows FOR VALUES IN ('trips') WITH (parallel_workers = 0);
--> statement-breakpoint
CREATE TABLE search_facet_rows_trip_templates PARTITION OF search_facet_rows FOR VALUES IN ('trip_templates') WITH (parallel_workers = 0);
--> statement-breakpoint
CREATE TABLE search_facet_rows_accommodations PARTITION OF search_facet_rows FOR VALUES IN ('accommodations') WITH (parallel_workers = 0);
--> statement-breakpoint
CREATE TABLE search_facet_rows_restaurants PARTITION OF search_facet_rows FOR VALUES IN ('restaurants') WITH (parallel_workers = 0);
--> statement-breakpoint
CREATE TABLE search_facet_rows_activities PARTITION OF search_facet_rows FOR VALUES IN ('activities') WITH (parallel_workers = 0);
--> statement-breakpoint
CREATE TABLE search_facet_rows_destinations PARTITION OF search_facet_rows FOR VALUES IN ('destinations') WITH (parallel_workers = 0);
--> statement-breakpoint
CREATE TABLE search_facet_rows_other PARTITION OF search_facet_rows DEFAULT WITH (parallel_workers = 0);
--> statement-breakpoint
-- The facets held in columns of their own are left out of the JSON copy (null when nothing is left).
CREATE FUNCTION search_facet_rows_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_facet_rows WHERE kind = OLD.kind AND record_id = OLD.record_id;
    RETURN NULL;
  END IF;
  INSERT INTO search_facet_rows (kind, record_id, area, title_text, name_tsv, location_ids, status, start_date,
      vendor_kinds, facets, updated_at)
    VALUES (NEW.kind, NEW.record_id, NEW.area, NEW.title_text, NEW.name_tsv, NEW.location_ids, NEW.status,
      NEW.start_date, NEW.vendor_kinds, NULLIF(NEW.facets - 'status' - 'startDate' - 'vendorKind', '{}'::jsonb),
      NEW.updated_at)
    ON CONFLICT (kind, record_id) DO UPDATE SET area = excluded.area, title_text = excluded.title_text,
      name_tsv = excluded.name_tsv, location_ids = excluded.location_ids, status = excluded.status,
      start_date = excluded.start_date, vendor_kinds = excluded.vendor_kinds, facets = excluded.facets,
      updated_at = excluded.updated_at;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO search_facet_rows (kind, record_id, area, title_text, name_tsv, location_ids, status, start_date,
    vendor_kinds, facets, updated_at)
  SELECT kind, record_id, area, title_text, name_tsv, location_ids, status, start_date, vendor_kinds,
    NULLIF(facets - 'status' - 'startDate' - 'vendorKind', '{}'::jsonb), updated_at
  FROM search_documents ORDER BY kind, record_id;
--> statement-breakpoint
CREATE INDEX "search_facet_rows_name_tsv" ON "search_facet_rows" USING gin ("name_tsv");
--> statement-breakpoint
-- Statistics at once: unanalysed, the planner guessed a kind's rows few and intersected the word's
-- matches with the whole primary key.
ANALYZE search_facet_rows;
--> statement-breakpoint
CREATE TRIGGER search_documents_facet_rows AFTER INSERT OR UPDATE OR DELETE ON search_documents
  FOR EACH ROW EXECUTE FUNCTION search_facet_rows_keep();
