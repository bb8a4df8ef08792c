-- Search at scale (issue 28): the documents partitioned by kind. Global search answers per kind (a
-- count and a page each), so each kind's tsvector and array indexes are its own: a kind's count
-- reads its own posting lists, not every kind's. The large kinds have a partition each; the rest
-- (and kinds declared later) share the default one. Same columns, keys and index names as before.
CREATE TABLE search_documents_by_kind (LIKE search_documents INCLUDING DEFAULTS) PARTITION BY LIST (kind);
--> statement-breakpoint
CREATE TABLE search_documents_vendors PARTITION OF search_documents_by_kind FOR VALUES IN ('vendors');
--> statement-breakpoint
CREATE TABLE search_documents_clients PARTITION OF search_documents_by_kind FOR VALUES IN ('clients');
--> statement-breakpoint
CREATE TABLE search_documents_prospects PARTITION OF search_documents_by_kind FOR VALUES IN ('prospects');
--> statement-breakpoint
CREATE TABLE search_documents_trips PARTITION OF search_documents_by_kind FOR VALUES IN ('trips');
--> statement-breakpoint
CREATE TABLE search_documents_trip_templates PARTITION OF search_documents_by_kind FOR VALUES IN ('trip_templates');
--> statement-breakpoint
CREATE TABLE search_documents_accommodations PARTITION OF search_documents_by_kind FOR VALUES IN ('accommodations');
--> statement-breakpoint
CREATE TABLE search_documents_restaurants PARTITION OF search_documents_by_kind FOR VALUES IN ('restaurants');
--> statement-breakpoint
CREATE TABLE search_documents_activities PARTITION OF search_documents_by_kind FOR VALUES IN ('activities');
--> statement-breakpoint
CREATE TABLE search_documents_destinations PARTITION OF search_documents_by_kind FOR VALUES IN ('destinations');
--> statement-breakpoint
CREATE TABLE search_documents_other PARTITION OF search_documents_by_kind DEFAULT;
--> statement-breakpoint
INSERT INTO search_documents_by_kind SELECT * FROM search_documents;
--> statement-breakpoint
DROP TABLE search_documents;
--> statement-breakpoint
ALTER TABLE search_documents_by_kind RENAME TO search_documents;
--> statement-breakpoint
ALTER TABLE search_documents ADD CONSTRAINT search_documents_kind_record_id_pk PRIMARY KEY (kind, record_id);
--> statement-breakpoint
CREATE INDEX search_documents_name_tsv ON search_documents USING gin (name_tsv);
--> statement-breakpoint
CREATE INDEX search_documents_address_tsv ON search_documents USING gin (address_tsv);
--> statement-breakpoint
CREATE INDEX search_documents_description_tsv ON search_documents USING gin (description_tsv);
--> statement-breakpoint
CREATE INDEX search_documents_location_ids ON search_documents USING gin (location_ids);
--> statement-breakpoint
CREATE INDEX search_documents_facets ON search_documents USING gin (facets);
--> statement-breakpoint
CREATE INDEX search_documents_area_updated ON search_documents USING btree (area, updated_at);
--> statement-breakpoint
CREATE INDEX search_documents_kind_updated ON search_documents USING btree (kind, updated_at DESC NULLS LAST, record_id DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX search_documents_kind_title ON search_documents (kind, (title_text COLLATE "C"));
