-- Exact row counts kept by statement triggers (schema/system/row-counts.ts): one UPDATE of one row
-- per statement, whatever the number of rows it inserts or deletes (transition tables). The row is
-- locked until the writer commits: writers of one counted table take turns on it, so only tables
-- written at a person's pace (images uploaded) are counted this way.
CREATE OR REPLACE FUNCTION row_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET n = n + (SELECT count(*) FROM added) WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION row_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET n = n - (SELECT count(*) FROM removed) WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION row_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET n = 0 WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Counts one more table: its triggers and its current count, in the same transaction.
CREATE OR REPLACE FUNCTION row_counts_track(t regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE name text := (SELECT relname FROM pg_class WHERE oid = t);
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %s REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION row_counts_added()', name || '_counted_insert', t);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION row_counts_removed()', name || '_counted_delete', t);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncated()', name || '_counted_truncate', t);
  EXECUTE format('INSERT INTO row_counts (table_name, n) SELECT %L, count(*) FROM %s', name, t);
END $$;
--> statement-breakpoint
SELECT row_counts_track('image_srcs');
