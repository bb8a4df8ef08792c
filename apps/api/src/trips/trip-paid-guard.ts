import { sql } from 'drizzle-orm';
import type { Tx } from '../engine/types.ts';
import { ApiError } from '../http/problem.ts';
import { tripTotals } from './trip-totals.queries.ts';

// The trip statuses that tell the client has paid ("Approved and paid": the proposal's, with the
// deposit, and the trip's, with the balance).
export const paidTripStatuses: readonly string[] = ['proposal_approved_paid', 'trip_approved_paid'];

// Issue 22: money and statuses agree. A move to a "paid" status while the trip's balance (client
// total − payments paid, trip-totals.queries.ts) is not zero is refused with 409 naming the
// balance, unless the request confirms it (`confirmUnpaid: true`: a deposit-only approval, a
// transfer on its way). The admin asks that confirmation in a dialog showing the balance.
export const guardPaidStatus = async (
  tx: Tx,
  tripId: number,
  from: string | undefined,
  to: string | undefined,
  confirmed: boolean,
) => {
  if (!to || to === from || !paidTripStatuses.includes(to) || confirmed) return;
  const totals = (await tripTotals(tx, [tripId])).get(tripId);
  if (!totals || Number(totals.balance) === 0) return;
  const { rows } = await tx.execute<{ currency: string }>(
    sql`select currency from trips where id = ${tripId}`,
  );
  const currency = rows[0]?.currency ?? '';
  throw new ApiError(
    409,
    `The trip's balance is ${totals.balance} ${currency}, not zero (client total ${totals.clientTotal}, paid ${totals.paid}): confirm to mark it as approved and paid anyway (confirmUnpaid: true).`,
    {
      extra: {
        balance: totals.balance,
        clientTotal: totals.clientTotal,
        paid: totals.paid,
        currency,
        confirmWith: 'confirmUnpaid',
      },
    },
  );
};
