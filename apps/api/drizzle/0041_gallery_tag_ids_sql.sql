-- The gallery (issue 27): image_srcs.tag_ids follows image_src_tags, whoever writes it (the upload,
-- an edit's tags, a tag's delete cascading), one statement at a time.
CREATE OR REPLACE FUNCTION image_srcs_tag_ids_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    ids integer[];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT image_src_id) INTO ids FROM image_src_tags_new;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT image_src_id) INTO ids FROM image_src_tags_old;
    ELSE
      SELECT array_agg(DISTINCT x) INTO ids FROM (
        SELECT image_src_id AS x FROM image_src_tags_old UNION SELECT image_src_id FROM image_src_tags_new
      ) t;
    END IF;
    IF ids IS NOT NULL THEN
      UPDATE image_srcs i
         SET tag_ids = coalesce(
           (SELECT array_agg(l.image_tag_id ORDER BY l.image_tag_id) FROM image_src_tags l WHERE l.image_src_id = i.id),
           '{}'::integer[])
       WHERE i.id = ANY(ids);
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER image_src_tags_tag_ids_insert AFTER INSERT ON image_src_tags
  REFERENCING NEW TABLE AS image_src_tags_new
  FOR EACH STATEMENT EXECUTE FUNCTION image_srcs_tag_ids_refresh();
--> statement-breakpoint
CREATE TRIGGER image_src_tags_tag_ids_update AFTER UPDATE ON image_src_tags
  REFERENCING OLD TABLE AS image_src_tags_old NEW TABLE AS image_src_tags_new
  FOR EACH STATEMENT EXECUTE FUNCTION image_srcs_tag_ids_refresh();
--> statement-breakpoint
CREATE TRIGGER image_src_tags_tag_ids_delete AFTER DELETE ON image_src_tags
  REFERENCING OLD TABLE AS image_src_tags_old
  FOR EACH STATEMENT EXECUTE FUNCTION image_srcs_tag_ids_refresh();
--> statement-breakpoint
-- The images already tagged.
UPDATE image_srcs i
   SET tag_ids = t.ids
  FROM (SELECT image_src_id, array_agg(image_tag_id ORDER BY image_tag_id) AS ids FROM image_src_tags GROUP BY image_src_id) t
 WHERE t.image_src_id = i.id;
--> statement-breakpoint
-- The gallery's reads are a page and its count over tens of thousands of rows: PostgreSQL planned
-- them as parallel scans, whose two workers took 20 ms to start on a busy 2-core server for 5 ms
-- of work (bench/gallery.ts, a tag's pages). No parallel scan of this table.
ALTER TABLE image_srcs SET (parallel_workers = 0);
