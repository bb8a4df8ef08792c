-- Search at scale (issue 28): no parallel scans of the search documents. Global search counts each
-- kind up to 1,001 matches; for a broad match ("Italy": 240,000 trips) the planner now scans the
-- kind's partition and stops at the cap, and planned it as a parallel scan whose workers took longer
-- to start (~17 ms on the busy 2-core server) than the scan takes to find 1,001 rows. Same reason as
-- image_srcs (migration 0041).
ALTER TABLE search_documents_vendors SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE search_documents_clients SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE search_documents_prospects SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE search_documents_trips SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE search_documents_trip_templates SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE search_documents_accommodations SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE search_documents_restaurants SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE search_documents_activities SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE search_documents_destinations SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE search_documents_other SET (parallel_workers = 0);
