import { sql } from 'drizzle-orm';
import type { Tx } from '../../engine/types.ts';
import { agedByVendor, daysLate } from './ageing.ts';

// Aged payables on a date (issue 29.4): what the agency still owes on each open bill (approved or
// partly paid: amount − allocated payments), per vendor and currency in buckets of days past its
// due date (not yet due, 1–30, 31–60, 61–90, over 90), and per due date and currency (what falls
// due when). Both read supplier_bills_open_owed_idx; vendors are joined to the sums.
export const agedPayables = async (tx: Tx, date: string, vendorId?: number) => {
  const vendor = vendorId === undefined ? sql`true` : sql`b.vendor_id = ${vendorId}`;
  const open = sql`
    select b.vendor_id, b.currency, b.due_date, b.amount - b.paid_amount as owed,
      ${daysLate(date, sql`b.due_date`)} as late
    from supplier_bills b
    where b.status in ('approved', 'partly_paid') and ${vendor}`;
  return agedByVendor(tx, date, open, 'bills');
};
