ALTER TABLE "client_guests" ADD COLUMN "email" varchar(180);--> statement-breakpoint
ALTER TABLE "email_logs" ADD COLUMN "cc" text;--> statement-breakpoint
ALTER TABLE "email_logs" ADD COLUMN "vendor_id" integer;--> statement-breakpoint
ALTER TABLE "email_logs" ADD COLUMN "trip_id" integer;--> statement-breakpoint
ALTER TABLE "email_logs" ADD COLUMN "trip_pdf_id" integer;--> statement-breakpoint
ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_trip_pdf_id_trip_pdfs_id_fk" FOREIGN KEY ("trip_pdf_id") REFERENCES "public"."trip_pdfs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_logs_vendor_idx" ON "email_logs" USING btree ("vendor_id","sent_at");--> statement-breakpoint
CREATE INDEX "email_logs_trip_idx" ON "email_logs" USING btree ("trip_id","sent_at");--> statement-breakpoint
CREATE INDEX "email_logs_trip_pdf_idx" ON "email_logs" USING btree ("trip_pdf_id");