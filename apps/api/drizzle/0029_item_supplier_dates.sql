ALTER TABLE "trip_items" ADD COLUMN "cancel_by_date" date;--> statement-breakpoint
ALTER TABLE "trip_items" ADD COLUMN "supplier_payment_due_date" date;--> statement-breakpoint
CREATE INDEX "trip_items_cancel_by_idx" ON "trip_items" USING btree ("cancel_by_date") WHERE "trip_items"."cancel_by_date" is not null;--> statement-breakpoint
CREATE INDEX "trip_items_supplier_payment_due_idx" ON "trip_items" USING btree ("supplier_payment_due_date") WHERE "trip_items"."supplier_payment_due_date" is not null;