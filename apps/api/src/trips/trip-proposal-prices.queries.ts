import { sql } from 'drizzle-orm';
import { intArray } from '../engine/statements.ts';
import type { Tx } from '../engine/types.ts';
import { columnOf, itemTypes } from './item-types/define-item-type.ts';
import { catalogueIdSql } from './item-types/item-type-sql.ts';

// A trip item `i` that books what option item `x` books: same type, same catalogue record (a
// flight: same airline and number), same first day. The director who planned option A in the
// trip as well holds it twice: the trip's copy is "in the option", not part of the trip's base.
const catalogueColumns = itemTypes().map((t) => columnOf(t.catalogue.fk));
export const sameBooking = sql`(x.type = i.type and x.start_date = i.start_date::date
  and ${catalogueIdSql('x')} is not null
  ${sql.raw(catalogueColumns.map((c) => `and x.${c} is not distinct from i.${c}`).join('\n  '))}
  and x.flight_number is not distinct from i.flight_number)`;

export type OptionPrice = {
  optionId: number;
  // The trip's currency: every amount below is in it (integers as strings, as the trip's totals).
  currency: string;
  // The whole trip with this option: the trip's items in no option of this proposal (none became
  // an option's item on acceptance, none books what an option's item books), plus the option's
  // items (client and vendor totals).
  tripTotal: string;
  vendorTotal: string;
  // The lead client and the trip's guests.
  travellers: number;
  // tripTotal divided by the travellers, rounded to a unit (null with no traveller).
  perPerson: string | null;
};

// Prices each option as the whole trip with that option, in SQL, by the rules of the trip's
// totals (trip-totals.queries.ts): each amount converted into the trip's currency with the
// currencies' rates and rounded per item; alternatives and dropped items left out. An option
// item's client total is its client total price, else its client price (decision 95's options
// had the one price). The trip items an accepted option became are its own items, not the base:
// an accepted option keeps the price it was accepted at, the others stay comparable.
export const optionPrices = async (tx: Tx, optionIds: number[]): Promise<Map<number, OptionPrice>> => {
  if (optionIds.length === 0) return new Map();
  const { rows } = await tx.execute<{
    option_id: number;
    currency: string;
    travellers: number;
    trip_total: string;
    vendor_total: string;
    per_person: string | null;
  }>(sql`
    with o as (
      select o.id, o.proposal_id, p.trip_id
      from trip_proposal_options o join trip_proposals p on p.id = o.proposal_id
      where o.id = any(${intArray(optionIds)}::int[])
    ),
    t as (
      select tr.id, tr.currency, coalesce(cr.rate, 1)::numeric as rate,
        (1 + (select count(*) from trip_guests g where g.trip_id = tr.id))::int as travellers
      from trips tr left join currencies cr on upper(cr.iso) = tr.currency
      where tr.id in (select trip_id from o)
    ),
    base as (
      select o.id as option_id,
        sum(round(coalesce(i.client_total_price, 0) * t.rate / coalesce(ic.rate, t.rate))) as client_total,
        sum(round(coalesce(i.vendor_total_price, 0) * t.rate / coalesce(ic.rate, t.rate))) as vendor_total
      from o
      join t on t.id = o.trip_id
      join trip_items i on i.trip_id = o.trip_id
      left join currencies ic on upper(ic.iso) = i.currency and i.currency <> t.currency
      where i.alternative_of_id is null and i.status not in ('not_needed', 'cancelled')
        and not exists (
          select 1 from trip_proposal_option_items x join trip_proposal_options xo on xo.id = x.option_id
          where xo.proposal_id = o.proposal_id and (x.trip_item_id = i.id or ${sameBooking}))
      group by o.id
    ),
    own as (
      select o.id as option_id,
        sum(round(coalesce(x.client_total_price, x.client_price, 0) * t.rate / coalesce(xc.rate, t.rate))) as client_total,
        sum(round(coalesce(x.vendor_total_price, x.vendor_price, 0) * t.rate / coalesce(xc.rate, t.rate))) as vendor_total
      from o
      join t on t.id = o.trip_id
      join trip_proposal_option_items x on x.option_id = o.id
      left join currencies xc on upper(xc.iso) = x.currency and x.currency <> t.currency
      group by o.id
    )
    select o.id as option_id, t.currency, t.travellers,
      (coalesce(base.client_total, 0) + coalesce(own.client_total, 0))::bigint::text as trip_total,
      (coalesce(base.vendor_total, 0) + coalesce(own.vendor_total, 0))::bigint::text as vendor_total,
      case when t.travellers = 0 then null
        else round((coalesce(base.client_total, 0) + coalesce(own.client_total, 0)) / t.travellers)::bigint::text
      end as per_person
    from o
    join t on t.id = o.trip_id
    left join base on base.option_id = o.id
    left join own on own.option_id = o.id`);
  return new Map(
    rows.map((r) => [
      Number(r.option_id),
      {
        optionId: Number(r.option_id),
        currency: r.currency,
        tripTotal: r.trip_total,
        vendorTotal: r.vendor_total,
        travellers: Number(r.travellers),
        perPerson: r.per_person,
      },
    ]),
  );
};

export const optionPriceSchema = {
  tripTotal: {
    type: ['string', 'null'],
    description:
      "The whole trip with this option, in the trip's currency (an integer): the trip's items that are in no option, plus this option's items.",
  },
  perPerson: {
    type: ['string', 'null'],
    description: 'tripTotal divided by the travellers (the lead client and the trip guests), rounded.',
  },
  travellers: { type: ['integer', 'null'], description: 'The lead client and the trip guests.' },
  tripCurrency: {
    type: ['string', 'null'],
    description: "The trip's currency, that of tripTotal and perPerson.",
  },
} as const;
