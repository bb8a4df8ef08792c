import { sql } from 'drizzle-orm';
import type { Tx } from '../../engine/types.ts';
import { agedByVendor, daysLate } from './ageing.ts';

// Aged commissions on a date (issue 29.4: supplier-paid commissions, a receivable with its own
// ageing): what vendors still owe the agency on expected commissions, per vendor and currency in
// buckets of days past the due date (not yet due, 1–30, 31–60, 61–90, over 90), and per due date
// and currency (when it should come in). The same shape as aged payables; both read
// supplier_commissions_open_idx; vendors are joined to the sums.
export const agedCommissions = async (tx: Tx, date: string, vendorId?: number) => {
  const vendor = vendorId === undefined ? sql`true` : sql`c.vendor_id = ${vendorId}`;
  const open = sql`
    select c.vendor_id, c.currency, c.due_date, c.amount as owed,
      ${daysLate(date, sql`c.due_date`)} as late
    from supplier_commissions c
    where c.status = 'expected' and ${vendor}`;
  return agedByVendor(tx, date, open, 'commissions');
};
