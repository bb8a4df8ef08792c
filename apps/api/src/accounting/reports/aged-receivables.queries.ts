import { sql } from 'drizzle-orm';
import type { Tx } from '../../engine/types.ts';
import { agedByParty, daysLate } from './ageing.ts';

// Aged receivables on a date (issue 29.4): what is still owed on each open invoice (issued or
// partly paid: total − allocated receipts − credit notes), by client and currency, in buckets of
// days past its due date: not yet due, 1–30, 31–60, 61–90, over 90 (ageing.ts). Summed per (client,
// currency) from client_invoices_open_owed_idx alone, then named (clients joined to the sums, not to
// every invoice).
export const agedReceivables = async (tx: Tx, date: string) => ({
  date,
  rows: await agedByParty(
    tx,
    sql`
      select i.client_id, i.currency, i.amount - i.paid_amount - i.credited_amount as owed,
        ${daysLate(date, sql`i.due_date`)} as late
      from client_invoices i
      where i.kind = 'invoice' and i.status in ('issued', 'partly_paid')`,
    'client',
    'invoices',
  ),
});
