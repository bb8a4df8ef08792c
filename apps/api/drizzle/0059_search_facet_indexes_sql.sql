-- Advanced search at scale (issue 28): the status, start date and vendor kinds of each document as columns
-- (migration 0058; the index keeps them from here on), filled from the facets they copy, and two
-- covering indexes: a page's ids and total and the destination and status facet counts are read
-- from them alone (index-only scans), where each was a scan of the documents' rows (the trips
-- partition: 300 MB read three times per search, ~250 ms each; docs/performance.md, Search).
UPDATE search_documents SET status = facets->'status'->>0, start_date = (facets->>'startDate')::date,
    vendor_kinds = CASE WHEN jsonb_typeof(facets->'vendorKind') = 'array'
      THEN ARRAY(SELECT jsonb_array_elements_text(facets->'vendorKind')) END
  WHERE facets ?| ARRAY['status', 'startDate', 'vendorKind'];
--> statement-breakpoint
CREATE INDEX search_documents_status_date ON search_documents (kind, status, start_date)
  INCLUDE (record_id, updated_at, location_ids, vendor_kinds);
--> statement-breakpoint
CREATE INDEX search_documents_dated ON search_documents (kind, start_date)
  INCLUDE (record_id, updated_at, status, location_ids) WHERE start_date IS NOT NULL;
