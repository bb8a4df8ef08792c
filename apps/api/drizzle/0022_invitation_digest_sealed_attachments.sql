ALTER TABLE "client_attachments" ADD COLUMN "wrapped_key" text;--> statement-breakpoint
ALTER TABLE "client_guest_attachments" ADD COLUMN "wrapped_key" text;--> statement-breakpoint
-- The portal invitation secret was stored in clear: keep only its SHA-256 digest (hex), as
-- emails/portal.ts now writes it (sha256() is built into PostgreSQL 11+ and PGlite: no pgcrypto).
-- Links already sent keep working: the portal hashes the value it is presented with.
UPDATE "clients" SET "invitation_hash" = encode(sha256(convert_to("invitation_hash", 'UTF8')), 'hex') WHERE "invitation_hash" IS NOT NULL;
