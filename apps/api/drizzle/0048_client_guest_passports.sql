ALTER TABLE "client_guests" ADD COLUMN "first_name" varchar(120);--> statement-breakpoint
ALTER TABLE "client_guests" ADD COLUMN "last_name" varchar(120);--> statement-breakpoint
ALTER TABLE "client_guests" ADD COLUMN "nationality" varchar(120);--> statement-breakpoint
ALTER TABLE "client_guests" ADD COLUMN "passport_number_sealed" text;--> statement-breakpoint
ALTER TABLE "client_guests" ADD COLUMN "passport_last4" varchar(4);