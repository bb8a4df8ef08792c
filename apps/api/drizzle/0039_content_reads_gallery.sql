CREATE TABLE "content_counts" (
	"kind" varchar(32) NOT NULL,
	"status" varchar(16) NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "content_counts_kind_status_pk" PRIMARY KEY("kind","status")
);
--> statement-breakpoint
DROP INDEX "image_src_tags_tag_idx";--> statement-breakpoint
DROP INDEX "image_srcs_created_idx";--> statement-breakpoint
ALTER TABLE "image_srcs" ADD COLUMN "tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "content_items_kind_published_idx" ON "content_items" USING btree ("kind","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_items_article_category_idx" ON "content_items" USING btree ("kind","status","article_category_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "content_items"."article_category_id" is not null;--> statement-breakpoint
CREATE INDEX "content_items_destination_guide_category_idx" ON "content_items" USING btree ("kind","status","destination_guide_category_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "content_items"."destination_guide_category_id" is not null;--> statement-breakpoint
CREATE INDEX "image_srcs_search_trgm" ON "image_srcs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "image_srcs_tag_ids_gin" ON "image_srcs" USING gin ("tag_ids");--> statement-breakpoint
CREATE INDEX "image_srcs_renditions_missing_idx" ON "image_srcs" USING btree ("created_at") WHERE not ("image_srcs"."renditions" ?& array['thumbnail','medium','large','webp']);--> statement-breakpoint
CREATE INDEX "image_src_tags_tag_idx" ON "image_src_tags" USING btree ("image_tag_id","image_src_id");--> statement-breakpoint
CREATE INDEX "image_srcs_created_idx" ON "image_srcs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);