CREATE TABLE "client_preference_destinations" (
	"client_preference_id" integer NOT NULL,
	"destination_id" integer NOT NULL,
	CONSTRAINT "client_preference_destinations_client_preference_id_destination_id_pk" PRIMARY KEY("client_preference_id","destination_id")
);
--> statement-breakpoint
ALTER TABLE "client_preference_destinations" ADD CONSTRAINT "client_preference_destinations_client_preference_id_client_preferences_id_fk" FOREIGN KEY ("client_preference_id") REFERENCES "public"."client_preferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_preference_destinations" ADD CONSTRAINT "client_preference_destinations_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_preference_destinations_right_idx" ON "client_preference_destinations" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX "clients_preferences_idx" ON "clients" USING btree ("preferences_id");