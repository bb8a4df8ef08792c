ALTER TABLE "search_documents" ADD COLUMN "status" varchar(64);--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "vendor_kinds" text[];