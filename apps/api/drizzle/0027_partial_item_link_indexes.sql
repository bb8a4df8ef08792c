DROP INDEX "trip_items_alternative_idx";--> statement-breakpoint
DROP INDEX "trip_items_accommodation_idx";--> statement-breakpoint
DROP INDEX "trip_items_activity_idx";--> statement-breakpoint
DROP INDEX "trip_items_transfer_idx";--> statement-breakpoint
DROP INDEX "trip_items_spa_idx";--> statement-breakpoint
DROP INDEX "trip_items_restaurant_idx";--> statement-breakpoint
DROP INDEX "trip_items_conciergerie_service_idx";--> statement-breakpoint
CREATE INDEX "trip_items_alternative_idx" ON "trip_items" USING btree ("alternative_of_id") WHERE "trip_items"."alternative_of_id" is not null;--> statement-breakpoint
CREATE INDEX "trip_items_accommodation_idx" ON "trip_items" USING btree ("accommodation_id") WHERE "trip_items"."accommodation_id" is not null;--> statement-breakpoint
CREATE INDEX "trip_items_activity_idx" ON "trip_items" USING btree ("activity_id") WHERE "trip_items"."activity_id" is not null;--> statement-breakpoint
CREATE INDEX "trip_items_transfer_idx" ON "trip_items" USING btree ("transfer_id") WHERE "trip_items"."transfer_id" is not null;--> statement-breakpoint
CREATE INDEX "trip_items_spa_idx" ON "trip_items" USING btree ("spa_id") WHERE "trip_items"."spa_id" is not null;--> statement-breakpoint
CREATE INDEX "trip_items_restaurant_idx" ON "trip_items" USING btree ("restaurant_id") WHERE "trip_items"."restaurant_id" is not null;--> statement-breakpoint
CREATE INDEX "trip_items_conciergerie_service_idx" ON "trip_items" USING btree ("conciergerie_service_id") WHERE "trip_items"."conciergerie_service_id" is not null;