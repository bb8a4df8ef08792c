import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { csvCell } from '../../exchange/vendors-csv.ts';
import { rowsOf } from '../money.ts';

// Xero's invoice and bill import columns (the `*` marks what Xero requires). Credit notes go in
// the same file with negative amounts, as Xero's import takes them.
const header = [
  '*ContactName',
  'EmailAddress',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  '*AccountCode',
  '*TaxType',
  'TaxAmount',
  'Currency',
];

type Line = {
  Description: string;
  Quantity?: string;
  UnitAmount: string;
  AccountCode: string | null;
  TaxAmount?: string;
};
type Payload = {
  Type: string;
  Contact: { Name: string; EmailAddress?: string };
  InvoiceNumber?: string;
  CreditNoteNumber?: string;
  Reference?: string | null;
  Date: string;
  DueDate?: string;
  CurrencyCode: string;
  LineItems: Line[];
};

// The documents queued for the accounting system (the latest version of each), dated in the
// period, as Xero's CSV import: `sales` the invoices, credit notes and supplier-paid commissions
// (sales invoices to the vendor), `purchases` the bills. What
// to use when no connector is configured (ACCOUNTING_SYNC_URL unset). Amounts are numbers (no
// formula guard on them: a negative amount stays a number); text cells are guarded by csvCell.
export const xeroCsv = async (db: Db, kind: 'sales' | 'purchases', from: string, to: string) => {
  const types = kind === 'sales' ? ['invoice', 'credit_note', 'supplier_commission'] : ['supplier_bill'];
  // A commission written off or deleted (its last version voids it) earns nothing: left out.
  const rows = await rowsOf<{ payload: Payload }>(
    db,
    sql`select payload from (
          select distinct on (record_type, record_id) record_type, payload from accounting_outbox
          where record_type = any(${`{${types.join(',')}}`}::text[])
            and (payload->>'Date')::date between ${from}::date and ${to}::date
          order by record_type, record_id, record_version desc
        ) latest
        where not (record_type = 'supplier_commission' and payload->>'Status' = 'VOIDED')`,
  );
  const lines = [header.join(',')];
  for (const { payload: p } of rows.sort((a, b) => a.payload.Date.localeCompare(b.payload.Date))) {
    const sign = p.Type === 'ACCRECCREDIT' ? -1 : 1;
    for (const l of p.LineItems) {
      lines.push(
        [
          csvCell(p.Contact.Name),
          csvCell(p.Contact.EmailAddress ?? ''),
          csvCell(p.InvoiceNumber ?? p.CreditNoteNumber ?? ''),
          csvCell(p.Reference ?? ''),
          p.Date,
          p.DueDate ?? p.Date,
          csvCell(l.Description),
          Number(l.Quantity ?? '1'),
          sign * Number(l.UnitAmount),
          csvCell(l.AccountCode ?? ''),
          p.Type === 'ACCPAY' || !l.TaxAmount || Number(l.TaxAmount) === 0 ? 'Tax Exempt' : 'Tax on Sales',
          sign * Number(l.TaxAmount ?? 0),
          p.CurrencyCode,
        ].join(','),
      );
    }
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
};
