-- The journal's daily movements (journal_daily), kept by a statement trigger on journal_lines: one
-- upsert per statement, rows taken in key order so two postings never deadlock on them.
CREATE OR REPLACE FUNCTION journal_daily_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO journal_daily (date, account_id, currency, debit, credit)
    SELECT date, account_id, currency, sum(debit), sum(credit) FROM new_lines
    GROUP BY date, account_id, currency ORDER BY date, account_id, currency
  ON CONFLICT (date, account_id, currency) DO UPDATE
    SET debit = journal_daily.debit + excluded.debit, credit = journal_daily.credit + excluded.credit;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_daily AFTER INSERT ON "journal_lines"
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION journal_daily_add();
--> statement-breakpoint
INSERT INTO journal_daily (date, account_id, currency, debit, credit)
  SELECT date, account_id, currency, sum(debit), sum(credit) FROM journal_lines
  GROUP BY date, account_id, currency
ON CONFLICT DO NOTHING;
