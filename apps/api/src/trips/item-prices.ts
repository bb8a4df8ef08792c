import { sql } from 'drizzle-orm';
import { updateWhere } from '../engine/record-sets.ts';
import type { Resource, Row, Tx, WriteContext } from '../engine/types.ts';
import { ApiError } from '../http/problem.ts';
import { itemTypes, param } from './item-types/define-item-type.ts';

// Issue 22, prices. An item's cost is its vendor total (vendorTotalPrice, and vendorNetPrice for
// the net); its sell price is its client total (clientTotalPrice, and clientNetPrice). Unless the
// sell price was typed by hand (clientPriceOverridden), the server derives it from the cost and the
// trip's markup: sell = round(cost × (100 + markup) / 100, 2); markupPrice is then sell − cost.

// The price columns a markup derives, each from its cost.
const derived = [
  ['clientTotalPrice', 'vendorTotalPrice'],
  ['clientNetPrice', 'vendorNetPrice'],
] as const;

const has = (o: Row, key: string) => key in o && o[key] !== undefined;

// The cost of a catalogue record, for an item created without one (the item form and the
// itinerary's quick add send the record only), as its type prices it (item-types/): the write
// names one type's record, so the first cost found is its.
const catalogueCostSql = (values: Row) => {
  const costs = itemTypes().flatMap((t) => (t.catalogueCost ? [t.catalogueCost(values)] : []));
  return sql`select coalesce(${sql.join(costs, sql`, `)})::numeric(12, 2)::text as cost`;
};

// beforeWrite of a trip item: the cost from the catalogue on a create that gives none, then the
// sell price and markup derived from the cost unless overridden. `input` is what the request
// carried (an explicit null cost is kept: the planner cleared it).
export const applyItemPrices = async (tx: Tx, values: Row, existing: Row | undefined, input: Row) => {
  if (!existing && !has(input, 'vendorTotalPrice')) {
    const { rows } = await tx.execute<{ cost: string | null }>(catalogueCostSql(values));
    const cost = rows[0]?.cost ?? null;
    if (cost !== null) values.vendorTotalPrice = cost;
  }
  const pick = (key: string) => (key in values ? values[key] : existing?.[key]);
  const tripId = pick('tripId') as number;
  const costs = derived.map(([, cost]) => param(pick(cost)));
  const { rows } = await tx.execute<{ total: string | null; net: string | null }>(sql`
    select round(${costs[0]}::numeric * (100 + markup) / 100, 2)::text as total,
      round(${costs[1]}::numeric * (100 + markup) / 100, 2)::text as net
    from trips where id = ${tripId}`);
  const computed = rows[0];
  if (!computed) return values;
  let overridden: boolean;
  if (typeof input.clientPriceOverridden === 'boolean') overridden = input.clientPriceOverridden;
  else if (has(input, 'clientTotalPrice'))
    // A typed sell price is an override unless it is the one the markup gives (the form sends the
    // value it showed).
    overridden =
      input.clientTotalPrice !== null && Number(input.clientTotalPrice) !== Number(computed.total ?? NaN);
  else overridden = existing ? Boolean(existing.clientPriceOverridden) : false;
  values.clientPriceOverridden = overridden;
  if (!overridden) {
    // A cost-less item keeps the sell price it has (a package priced to the client only).
    if (computed.total !== null) values.clientTotalPrice = computed.total;
    if (computed.net !== null && !has(input, 'clientNetPrice')) values.clientNetPrice = computed.net;
  }
  if (!has(input, 'markupPrice')) {
    const sell = param(pick('clientTotalPrice'));
    const cost = costs[0];
    if (sell !== null && cost !== null) values.markupPrice = (Number(sell) - Number(cost)).toFixed(2);
  }
  return values;
};

// After a trip's markup changed: every item of the trip whose sell price is not overridden and
// that has a cost follows the new markup (alternatives too), in the same transaction, through the
// record service (one set-based update, each item audited as an update of its type: the trip's
// history shows it). The prices are the server's own: the item rules are not asked again.
export const followTripMarkup = async (ctx: WriteContext, items: Resource, tripId: number) => {
  const following = sql`trip_id = ${tripId} and not client_price_overridden and vendor_total_price is not null`;
  const { rows } = await ctx.tx.execute<{
    id: number;
    total: string;
    net: string | null;
    markup: string;
  }>(sql`
    select i.id, round(i.vendor_total_price * (100 + t.markup) / 100, 2)::text as total,
      coalesce(round(i.vendor_net_price * (100 + t.markup) / 100, 2), i.client_net_price)::text as net,
      (round(i.vendor_total_price * (100 + t.markup) / 100, 2) - i.vendor_total_price)::text as markup
    from trip_items i join trips t on t.id = i.trip_id
    where i.trip_id = ${tripId} and not i.client_price_overridden and i.vendor_total_price is not null`);
  const prices = new Map(rows.map((r) => [Number(r.id), r]));
  await updateWhere(
    ctx,
    items,
    following,
    (row) => {
      const p = prices.get(row.id as number);
      // Only items whose sell price moves: one that already matches keeps its markup as it is.
      if (!p || (row.clientTotalPrice !== null && Number(row.clientTotalPrice) === Number(p.total)))
        return undefined;
      return { clientTotalPrice: p.total, clientNetPrice: p.net, markupPrice: p.markup };
    },
    { beforeWrite: false },
  );
};

// An item moved to "Client paid - To book" refers to the client's payment: the trip must have one
// recorded as paid (the item's detail shows them); without any, 409.
export const refusePaidWithoutPayment = async (tx: Tx, tripId: number) => {
  const { rows } = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from payments where trip_id = ${tripId} and status = 'paid'`,
  );
  if (Number(rows[0]?.n ?? 0) === 0) {
    throw new ApiError(
      409,
      'The trip has no payment recorded as paid: record the client\'s payment (Payments) before marking an item "Client paid - To book".',
    );
  }
};
