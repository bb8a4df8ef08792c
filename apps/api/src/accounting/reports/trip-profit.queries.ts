import { sql } from 'drizzle-orm';
import type { Tx } from '../../engine/types.ts';
import { notFound } from '../../http/problem.ts';
import { tripTotals } from '../../trips/trip-totals.queries.ts';
import { rowsOf } from '../money.ts';

// One trip's profit (issue 29.4): cost, revenue and margin are the trip's totals (its items'
// vendor and client totals in its currency, trips/trip-totals.queries.ts), paid its paid
// payments, outstanding what the client still owes on the trip (revenue − paid); invoiced is what
// its issued invoices bill net of tax, less its credit notes; from the journal, in the trip's
// currency: what its receivables still hold, the deposits held for it (a liability until it
// starts) and the revenue recognised.
export const tripProfit = async (tx: Tx, tripId: number) => {
  // The trip's totals and its accounting in one round trip each, side by side.
  const [totalsById, [trip]] = await Promise.all([
    tripTotals(tx, [tripId]),
    rowsOf<{
      id: number;
      currency: string;
      reference: string;
      invoiced: string;
      receivable: string;
      deposits: string;
      recognised: string;
    }>(
      tx,
      sql`
        select t.id, t.currency, t.reference,
          (select coalesce(sum(case when i.kind = 'invoice' then i.net_amount else -i.net_amount end), 0)
             from client_invoices i where i.trip_id = t.id and i.status <> 'draft')::text as invoiced,
          j.receivable, j.deposits, j.recognised
        from trips t
        left join lateral (
          select
            coalesce(sum(l.debit - l.credit) filter (where a.system_key = 'receivables'), 0)::text as receivable,
            coalesce(sum(l.credit - l.debit) filter (where a.system_key = 'client_deposits'), 0)::text as deposits,
            coalesce(sum(l.credit - l.debit) filter (where a.system_key = 'revenue'), 0)::text as recognised
          from journal_lines l join accounts a on a.id = l.account_id
          where l.trip_id = t.id and l.currency = t.currency
        ) j on true
        where t.id = ${tripId}`,
    ),
  ]);
  if (!trip) throw notFound();
  const totals = totalsById.get(tripId)!;
  return {
    trip: `/api/trips/${trip.id}`,
    reference: trip.reference,
    currency: trip.currency,
    cost: totals.vendorTotal,
    revenue: totals.clientTotal,
    margin: totals.margin,
    marginRate: totals.marginRate,
    paid: totals.paid,
    outstanding: totals.balance,
    invoiced: trip.invoiced,
    receivable: trip.receivable,
    depositsHeld: trip.deposits,
    revenueRecognised: trip.recognised,
  };
};
