ALTER TABLE "trip_proposal_option_items" ALTER COLUMN "accommodation_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD COLUMN "type" varchar(32) DEFAULT 'accommodation' NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD COLUMN "start_time" varchar(5);--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD COLUMN "end_time" varchar(5);--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD COLUMN "vendor_net_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD COLUMN "vendor_total_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD COLUMN "client_net_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD COLUMN "client_total_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD COLUMN "markup_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD COLUMN "is_main_accommodation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD COLUMN "dmc" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD COLUMN "airline_id" integer;--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD COLUMN "flight_number" varchar(16);--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD COLUMN "departure_airport_id" integer;--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD COLUMN "arrival_airport_id" integer;--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD COLUMN "flight_class" varchar(32);--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD COLUMN "pnr" varchar(16);--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD COLUMN "activity_id" integer;--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD COLUMN "main_activity" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD COLUMN "transfer_id" integer;--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD COLUMN "main_transfer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD COLUMN "spa_id" integer;--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD COLUMN "restaurant_id" integer;--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD COLUMN "conciergerie_service_id" integer;--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD COLUMN "trip_item_id" integer;--> statement-breakpoint
ALTER TABLE "trip_proposals" ADD COLUMN "inclusions" text;--> statement-breakpoint
ALTER TABLE "trip_proposals" ADD COLUMN "exclusions" text;--> statement-breakpoint
ALTER TABLE "trip_proposals" ADD COLUMN "terms" text;--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD CONSTRAINT "trip_proposal_option_items_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD CONSTRAINT "trip_proposal_option_items_departure_airport_id_airports_id_fk" FOREIGN KEY ("departure_airport_id") REFERENCES "public"."airports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD CONSTRAINT "trip_proposal_option_items_arrival_airport_id_airports_id_fk" FOREIGN KEY ("arrival_airport_id") REFERENCES "public"."airports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD CONSTRAINT "trip_proposal_option_items_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD CONSTRAINT "trip_proposal_option_items_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD CONSTRAINT "trip_proposal_option_items_spa_id_spas_id_fk" FOREIGN KEY ("spa_id") REFERENCES "public"."spas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD CONSTRAINT "trip_proposal_option_items_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD CONSTRAINT "trip_proposal_option_items_conciergerie_service_id_conciergerie_services_id_fk" FOREIGN KEY ("conciergerie_service_id") REFERENCES "public"."conciergerie_services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_proposal_option_items" ADD CONSTRAINT "trip_proposal_option_items_trip_item_id_trip_items_id_fk" FOREIGN KEY ("trip_item_id") REFERENCES "public"."trip_items"("id") ON DELETE set null ON UPDATE no action;