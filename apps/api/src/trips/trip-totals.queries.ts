import { sql } from 'drizzle-orm';
import { idsPlaceholder, intArray, rawStatement } from '../engine/statements.ts';
import type { Tx } from '../engine/types.ts';
import { droppedItemStatusesSql } from './trip-items-states.ts';

export type TripTotals = {
  vendorTotal: string;
  clientTotal: string;
  margin: string;
  marginRate: string | null;
  paid: string;
  balance: string;
};

// The money of trips, in each trip's currency, computed in SQL (never stored): every item's
// vendor and client total converted from the item's currency with the currencies' rates (units
// per US dollar) and rounded to an integer per item (product.md §9); alternatives and dropped items
// left out; paid = the payments with status paid, converted the same way; balance = client − paid.
// An item or payment without a currency is in the trip's; a currency with no rate counts at face
// value. marginRate is the margin in percent of the client total (null when that is 0).
const tripTotalsSql = sql`
  with t as (
    select tr.id, tr.currency, coalesce(cr.rate, 1)::numeric as rate
    from trips tr left join currencies cr on upper(cr.iso) = tr.currency
    where tr.id = any(${idsPlaceholder})
  ),
  items as (
    select i.trip_id,
      sum(round(coalesce(i.vendor_total_price, 0) * t.rate / coalesce(ic.rate, t.rate))) as vendor_total,
      sum(round(coalesce(i.client_total_price, 0) * t.rate / coalesce(ic.rate, t.rate))) as client_total
    from trip_items i
    join t on t.id = i.trip_id
    left join currencies ic on upper(ic.iso) = i.currency and i.currency <> t.currency
    where i.alternative_of_id is null and i.status not in (${sql.raw(droppedItemStatusesSql)})
    group by i.trip_id
  ),
  paid as (
    select p.trip_id, sum(round(p.amount * t.rate / coalesce(pc.rate, t.rate))) as paid
    from payments p
    join t on t.id = p.trip_id
    left join currencies pc on upper(pc.iso) = p.currency and p.currency <> t.currency
    where p.status = 'paid'
    group by p.trip_id
  )
  select t.id as trip_id,
    coalesce(items.vendor_total, 0)::bigint::text as vendor_total,
    coalesce(items.client_total, 0)::bigint::text as client_total,
    (coalesce(items.client_total, 0) - coalesce(items.vendor_total, 0))::bigint::text as margin,
    case when coalesce(items.client_total, 0) = 0 then null
      else round((items.client_total - coalesce(items.vendor_total, 0)) * 100 / items.client_total, 2)::text
    end as margin_rate,
    coalesce(paid.paid, 0)::bigint::text as paid,
    (coalesce(items.client_total, 0) - coalesce(paid.paid, 0))::bigint::text as balance
  from t
  left join items on items.trip_id = t.id
  left join paid on paid.trip_id = t.id`;

type TotalsRow = {
  trip_id: number;
  vendor_total: string;
  client_total: string;
  margin: string;
  margin_rate: string | null;
  paid: string;
  balance: string;
};

export const tripTotals = async (tx: Tx, tripIds: number[]): Promise<Map<number, TripTotals>> => {
  if (tripIds.length === 0) return new Map();
  const { rows } = await rawStatement<TotalsRow>(tx, 'tripTotals', () => tripTotalsSql).execute({
    ids: intArray(tripIds),
  });
  return new Map(
    rows.map((r) => [
      Number(r.trip_id),
      {
        vendorTotal: r.vendor_total,
        clientTotal: r.client_total,
        margin: r.margin,
        marginRate: r.margin_rate,
        paid: r.paid,
        balance: r.balance,
      },
    ]),
  );
};

export const totalsSchema = {
  type: 'object',
  description:
    "The trip's money in its currency (integers as strings), computed from its items and payments.",
  properties: Object.fromEntries(
    ['vendorTotal', 'clientTotal', 'margin', 'marginRate', 'paid', 'balance'].map((k) => [
      k,
      { type: k === 'marginRate' ? ['string', 'null'] : 'string' },
    ]),
  ),
};
