CREATE TABLE "change_feed_cursors" (
	"subscriber" varchar(128) PRIMARY KEY NOT NULL,
	"position" bigint NOT NULL,
	"horizon_id" bigint,
	"horizon_xid" "xid8",
	"last_error" varchar(2000),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Added without its default first: a volatile default would rewrite every existing row (they keep null).
ALTER TABLE "audit_log" ADD COLUMN "tx_id" "xid8";--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "tx_id" SET DEFAULT pg_current_xact_id();