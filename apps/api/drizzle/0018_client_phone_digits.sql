ALTER TABLE "clients" drop column "search_text";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(mobile_phone, '') || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') || ' ' || regexp_replace(coalesce(mobile_phone, ''), '[^0-9]', '', 'g'))) STORED;--> statement-breakpoint
-- Dropping the column dropped its trigram index: build it again over the new text.
CREATE INDEX "clients_search_trgm" ON "clients" USING gin ("search_text" gin_trgm_ops);
