CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_documents_kind_updated" ON "search_documents" USING btree ("kind","updated_at" DESC NULLS LAST,"record_id" DESC NULLS LAST);