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
  const [trip] = await rowsOf<{ id: number; currency: string; reference: string }>(
    tx,
    sql`select id, currency, reference from trips where id = ${tripId}`,
  );
  if (!trip) throw notFound();
  const totals = (await tripTotals(tx, [tripId])).get(tripId)!;
  const [money] = await rowsOf<{
    invoiced: string;
    receivable: string;
    deposits: string;
    recognised: string;
  }>(
    tx,
    sql`
      select
        (select coalesce(sum(case when kind = 'invoice' then net_amount else -net_amount end), 0)
           from client_invoices where trip_id = ${tripId} and status <> 'draft')::text as invoiced,
        coalesce(sum(l.debit - l.credit) filter (where a.system_key = 'receivables'), 0)::text as receivable,
        coalesce(sum(l.credit - l.debit) filter (where a.system_key = 'client_deposits'), 0)::text as deposits,
        coalesce(sum(l.credit - l.debit) filter (where a.system_key = 'revenue'), 0)::text as recognised
      from accounts a
      left join journal_lines l on l.account_id = a.id and l.trip_id = ${tripId} and l.currency = ${trip.currency}
      where a.system_key in ('receivables', 'client_deposits', 'revenue')`,
  );
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
    invoiced: money!.invoiced,
    receivable: money!.receivable,
    depositsHeld: money!.deposits,
    revenueRecognised: money!.recognised,
  };
};
