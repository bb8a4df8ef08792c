-- Accounting (issue 29): the invoices written before it, the chart of accounts, the journal's guards.

-- The trip of an invoice was its IRI as text: now the foreign key (the text column goes next).
UPDATE "client_invoices" i SET "trip_id" = t."id"
  FROM "trips" t
  WHERE i."trip" ~ '^/api/trips/[0-9]{1,9}$' AND t."id" = substring(i."trip" from '([0-9]+)$')::integer;
--> statement-breakpoint
-- Statuses draft | issued | partly_paid | paid | void: an overdue invoice is an issued one past its
-- due date; a cancelled one is void. Amounts before tax lines were the totals.
UPDATE "client_invoices" SET
  "status" = CASE "status" WHEN 'overdue' THEN 'issued' WHEN 'cancelled' THEN 'void' ELSE "status" END,
  "net_amount" = "amount",
  "paid_amount" = CASE WHEN "status" = 'paid' THEN "amount" ELSE 0 END,
  "due_date" = coalesce("due_date", "date" + 30),
  "issued_at" = CASE WHEN "status" <> 'draft' THEN "created_at" END;
--> statement-breakpoint
-- The chart of accounts the postings use (accounting/accounts.ts): codes and names may be edited,
-- system keys never.
INSERT INTO "accounts" ("code", "name", "type", "system_key") VALUES
  ('1010', 'Trust bank (client money)', 'asset', 'trust_bank'),
  ('1020', 'Operating bank', 'asset', 'operating_bank'),
  ('1100', 'Accounts receivable', 'asset', 'receivables'),
  ('1150', 'Commissions receivable', 'asset', 'commissions_receivable'),
  ('1200', 'Supplier prepayments', 'asset', 'supplier_prepayments'),
  ('2100', 'Supplier payables', 'liability', 'supplier_payables'),
  ('2200', 'Client deposits', 'liability', 'client_deposits'),
  ('2300', 'Sales tax payable', 'liability', 'tax_payable'),
  ('3000', 'Retained earnings', 'equity', 'retained_earnings'),
  ('4000', 'Travel revenue', 'income', 'revenue'),
  ('4100', 'Margin income', 'income', 'margin_income'),
  ('4200', 'Commission income', 'income', 'commission_income'),
  ('5000', 'Cost of travel sold', 'expense', 'cost_of_sales'),
  ('7900', 'Exchange differences', 'expense', 'exchange_differences')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The journal is append-only: no UPDATE, DELETE or TRUNCATE of a posted entry or line, whoever
-- asks (the application's own role included). A correction is a reversing entry.
CREATE OR REPLACE FUNCTION journal_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The journal is append-only: % of % refused (post a reversing entry instead)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = '55000';
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_append_only BEFORE UPDATE OR DELETE ON "journal_lines"
  FOR EACH ROW EXECUTE FUNCTION journal_refuse_change();
--> statement-breakpoint
CREATE TRIGGER journal_lines_no_truncate BEFORE TRUNCATE ON "journal_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION journal_refuse_change();
--> statement-breakpoint
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON "journal_entries"
  FOR EACH ROW EXECUTE FUNCTION journal_refuse_change();
--> statement-breakpoint
CREATE TRIGGER journal_entries_no_truncate BEFORE TRUNCATE ON "journal_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION journal_refuse_change();
--> statement-breakpoint
-- Every entry balances per currency (debits = credits), checked at commit: the lines of one entry
-- are inserted by one statement or several, the check sees them all.
CREATE OR REPLACE FUNCTION journal_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE bad record;
BEGIN
  SELECT currency, sum(debit) - sum(credit) AS diff INTO bad FROM journal_lines
    WHERE entry_id = NEW.entry_id GROUP BY currency HAVING sum(debit) <> sum(credit) LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'Journal entry % does not balance in %: debits - credits = %', NEW.entry_id, bad.currency, bad.diff
      USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_lines_balanced AFTER INSERT ON "journal_lines"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_check_balanced();
