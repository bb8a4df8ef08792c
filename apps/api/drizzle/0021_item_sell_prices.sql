ALTER TABLE "trip_items" ADD COLUMN "client_price_overridden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_items" ADD COLUMN "room_count" integer;--> statement-breakpoint
ALTER TABLE "trip_items" ADD COLUMN "board_basis" varchar(32);--> statement-breakpoint
-- Prices typed before this migration are kept as they are: an item whose sell price is not the one
-- its cost and its trip's markup give is marked as overridden, so a later markup change leaves it.
UPDATE "trip_items" i SET "client_price_overridden" = true
FROM "trips" t
WHERE t."id" = i."trip_id" AND i."client_total_price" IS NOT NULL
  AND i."client_total_price" IS DISTINCT FROM round(i."vendor_total_price" * (100 + t."markup") / 100, 2);
