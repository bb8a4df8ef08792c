-- The v2 content reads (issue 27): content_counts kept by statement triggers. Every statement on
-- content_items adds its rows' deltas to their (kind, status) counts and gives each (kind, status)
-- it touched (before or after) a new version; a statement on a record's destinations or a page's
-- blocks gives its record's (kind, status) a new version. Versions come from a sequence: never
-- handed out twice, a rolled-back one included. Rows are written in (kind, status) order, so two
-- statements never lock two counts in opposite orders.
CREATE SEQUENCE IF NOT EXISTS content_counts_version_seq;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION content_counts_apply() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO content_counts AS c (kind, status, items, version)
        SELECT kind, status, count(*)::int, nextval('content_counts_version_seq')
          FROM content_counts_new GROUP BY kind, status ORDER BY kind, status
        ON CONFLICT (kind, status) DO UPDATE SET items = c.items + excluded.items, version = excluded.version;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO content_counts AS c (kind, status, items, version)
        SELECT kind, status, -count(*)::int, nextval('content_counts_version_seq')
          FROM content_counts_old GROUP BY kind, status ORDER BY kind, status
        ON CONFLICT (kind, status) DO UPDATE SET items = c.items + excluded.items, version = excluded.version;
    ELSE
      INSERT INTO content_counts AS c (kind, status, items, version)
        SELECT kind, status, sum(delta)::int, nextval('content_counts_version_seq')
          FROM (
            SELECT kind, status, -1 AS delta FROM content_counts_old
            UNION ALL
            SELECT kind, status, 1 AS delta FROM content_counts_new
          ) d
          GROUP BY kind, status ORDER BY kind, status
        ON CONFLICT (kind, status) DO UPDATE SET items = c.items + excluded.items, version = excluded.version;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER content_items_counts_insert AFTER INSERT ON content_items
  REFERENCING NEW TABLE AS content_counts_new
  FOR EACH STATEMENT EXECUTE FUNCTION content_counts_apply();
--> statement-breakpoint
CREATE TRIGGER content_items_counts_update AFTER UPDATE ON content_items
  REFERENCING OLD TABLE AS content_counts_old NEW TABLE AS content_counts_new
  FOR EACH STATEMENT EXECUTE FUNCTION content_counts_apply();
--> statement-breakpoint
CREATE TRIGGER content_items_counts_delete AFTER DELETE ON content_items
  REFERENCING OLD TABLE AS content_counts_old
  FOR EACH STATEMENT EXECUTE FUNCTION content_counts_apply();
--> statement-breakpoint
-- A new version for the (kind, status) of these records (their rows stay where they are).
CREATE OR REPLACE FUNCTION content_counts_touch(ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO content_counts AS c (kind, status, items, version)
      SELECT kind, status, 0, nextval('content_counts_version_seq')
        FROM (SELECT DISTINCT kind, status FROM content_items WHERE id = ANY(ids)) t
        ORDER BY kind, status
      ON CONFLICT (kind, status) DO UPDATE SET version = excluded.version
  $$;
--> statement-breakpoint
-- TG_ARGV[0]: the column naming the content record (content_item_id, page_id).
CREATE OR REPLACE FUNCTION content_counts_touch_related() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    ids integer[];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      EXECUTE format('SELECT array_agg(DISTINCT %I) FROM content_counts_new', TG_ARGV[0]) INTO ids;
    ELSIF TG_OP = 'DELETE' THEN
      EXECUTE format('SELECT array_agg(DISTINCT %I) FROM content_counts_old', TG_ARGV[0]) INTO ids;
    ELSE
      EXECUTE format(
        'SELECT array_agg(DISTINCT id) FROM (SELECT %1$I AS id FROM content_counts_old UNION SELECT %1$I FROM content_counts_new) t',
        TG_ARGV[0]) INTO ids;
    END IF;
    IF ids IS NOT NULL THEN
      PERFORM content_counts_touch(ids);
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER content_item_destinations_counts_insert AFTER INSERT ON content_item_destinations
  REFERENCING NEW TABLE AS content_counts_new
  FOR EACH STATEMENT EXECUTE FUNCTION content_counts_touch_related('content_item_id');
--> statement-breakpoint
CREATE TRIGGER content_item_destinations_counts_update AFTER UPDATE ON content_item_destinations
  REFERENCING OLD TABLE AS content_counts_old NEW TABLE AS content_counts_new
  FOR EACH STATEMENT EXECUTE FUNCTION content_counts_touch_related('content_item_id');
--> statement-breakpoint
CREATE TRIGGER content_item_destinations_counts_delete AFTER DELETE ON content_item_destinations
  REFERENCING OLD TABLE AS content_counts_old
  FOR EACH STATEMENT EXECUTE FUNCTION content_counts_touch_related('content_item_id');
--> statement-breakpoint
CREATE TRIGGER page_items_counts_insert AFTER INSERT ON page_items
  REFERENCING NEW TABLE AS content_counts_new
  FOR EACH STATEMENT EXECUTE FUNCTION content_counts_touch_related('page_id');
--> statement-breakpoint
CREATE TRIGGER page_items_counts_update AFTER UPDATE ON page_items
  REFERENCING OLD TABLE AS content_counts_old NEW TABLE AS content_counts_new
  FOR EACH STATEMENT EXECUTE FUNCTION content_counts_touch_related('page_id');
--> statement-breakpoint
CREATE TRIGGER page_items_counts_delete AFTER DELETE ON page_items
  REFERENCING OLD TABLE AS content_counts_old
  FOR EACH STATEMENT EXECUTE FUNCTION content_counts_touch_related('page_id');
--> statement-breakpoint
-- The records already there.
INSERT INTO content_counts (kind, status, items, version)
  SELECT kind, status, count(*)::int, nextval('content_counts_version_seq')
    FROM content_items GROUP BY kind, status ORDER BY kind, status
  ON CONFLICT (kind, status) DO NOTHING;
