ALTER TABLE "image_srcs" ADD COLUMN "tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "image_srcs_tag_ids_gin" ON "image_srcs" USING gin ("tag_ids");