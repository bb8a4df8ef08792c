ALTER TABLE "client_invoices" DROP CONSTRAINT "client_invoices_amounts_check";--> statement-breakpoint
DROP INDEX "client_invoices_open_owed_idx";--> statement-breakpoint
ALTER TABLE "client_invoice_lines" ADD COLUMN "credits_line_id" integer;--> statement-breakpoint
ALTER TABLE "client_invoices" ADD COLUMN "credited_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_invoice_lines" ADD CONSTRAINT "client_invoice_lines_credits_line_id_client_invoice_lines_id_fk" FOREIGN KEY ("credits_line_id") REFERENCES "public"."client_invoice_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_invoice_lines_credits_idx" ON "client_invoice_lines" USING btree ("credits_line_id") WHERE "client_invoice_lines"."credits_line_id" is not null;--> statement-breakpoint
CREATE INDEX "client_invoices_open_owed_idx" ON "client_invoices" USING btree ("client_id","currency","due_date","amount","paid_amount","credited_amount") WHERE "client_invoices"."kind" = 'invoice' and "client_invoices"."status" in ('issued', 'partly_paid');--> statement-breakpoint
ALTER TABLE "client_invoices" ADD CONSTRAINT "client_invoices_amounts_check" CHECK ("client_invoices"."amount" >= 0 and "client_invoices"."paid_amount" >= 0 and "client_invoices"."credited_amount" >= 0 and "client_invoices"."credited_amount" <= "client_invoices"."amount");--> statement-breakpoint
-- Credit notes made before partial credits credited their invoice in full: the invoice's credited
-- amount is its total, and each credit line names the invoice line of the same position.
UPDATE "client_invoices" i SET "credited_amount" = i."amount"
  WHERE i."kind" = 'invoice' AND i."status" = 'void'
    AND EXISTS (SELECT 1 FROM "client_invoices" n WHERE n."credit_of_id" = i."id");--> statement-breakpoint
UPDATE "client_invoice_lines" cl SET "credits_line_id" = il."id"
  FROM "client_invoices" n, "client_invoice_lines" il
  WHERE cl."invoice_id" = n."id" AND n."kind" = 'credit_note' AND il."invoice_id" = n."credit_of_id"
    AND il."position" = cl."position" AND cl."credits_line_id" IS NULL;
