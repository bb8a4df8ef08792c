import { sql } from 'drizzle-orm';
import type { Tx } from '../engine/types.ts';
import { clientLabelOf } from '../trips/item-types/define-item-type.ts';
import { optionNameSql } from '../trips/item-types/item-type-sql.ts';
import { type OptionPrice, optionPrices, sameBooking } from '../trips/trip-proposal-prices.queries.ts';

export type PdfProposalPage = { kind: string; title: string | null; body: string | null };
export type PdfProposalOptionItem = {
  type: string;
  // The type as the client reads it (the renderer process knows no item types).
  typeLabel: string;
  // What it books: the catalogue record (a flight: airline and number), else its title.
  name: string;
  roomName: string | null;
  title: string | null;
  startDate: string;
  endDate: string;
  startTime: string | null;
  currency: string | null;
  // Its client total (the client price when no total was given, decision 95).
  clientPrice: string | null;
};
export type PdfProposalOption = {
  id: number;
  label: string;
  description: string | null;
  accepted: boolean;
  items: PdfProposalOptionItem[];
  // The whole trip with this option, and per person (trip-proposal-prices.queries.ts).
  price: OptionPrice | undefined;
};
export type PdfPayment = {
  amount: string;
  currency: string;
  dueDate: string | null;
  paidDate: string | null;
  status: string;
};
export type PdfProposal = {
  id: number;
  title: string;
  introText: string | null;
  inclusions: string | null;
  exclusions: string | null;
  terms: string | null;
  validUntil: string | null;
  status: string;
  pages: PdfProposalPage[];
  options: PdfProposalOption[];
  // The lead client and the trip's guests.
  travellers: number;
  // The trip's items that are in an option of the proposal (the trip's copy of an option's item,
  // or the item an accepted option became): the price summary shows them under their option.
  inOptionItemIds: number[];
  // The trip's payments, by due date: the deposit and balance schedule.
  payments: PdfPayment[];
};

// Which proposal a trip's proposal PDF prints: the one asked for (it must be the trip's: another
// trip's is "not found"), else the trip's most recent one that is not declined, else none.
export const findPdfProposalId = async (
  db: Tx,
  tripId: number,
  proposalId: number | undefined,
): Promise<{ id: number | null } | 'not-found'> => {
  if (proposalId !== undefined) {
    const { rows } = await db.execute<{ id: number }>(
      sql`select id from trip_proposals where id = ${proposalId} and trip_id = ${tripId}`,
    );
    return rows[0] ? { id: Number(rows[0].id) } : 'not-found';
  }
  const { rows } = await db.execute<{ id: number }>(sql`
    select id from trip_proposals where trip_id = ${tripId} and status <> 'declined'
    order by created_at desc, id desc limit 1`);
  return { id: rows[0] ? Number(rows[0].id) : null };
};

// A proposal with its pages in order, its options with their items and prices, the trip's
// travellers, the trip items in its options and the trip's payments: six queries sent together.
export const loadPdfProposal = async (db: Tx, id: number): Promise<PdfProposal | undefined> => {
  const [head, pages, items, inOption, payments] = await Promise.all([
    db.execute<{
      id: number;
      title: string;
      intro_text: string | null;
      inclusions: string | null;
      exclusions: string | null;
      terms: string | null;
      valid_until: string | null;
      status: string;
      accepted_option_id: number | null;
      travellers: number;
    }>(sql`select p.id, p.title, p.intro_text, p.inclusions, p.exclusions, p.terms,
        p.valid_until::text as valid_until, p.status, p.accepted_option_id,
        (1 + (select count(*) from trip_guests g where g.trip_id = p.trip_id))::int as travellers
      from trip_proposals p where p.id = ${id}`),
    db.execute<PdfProposalPage>(sql`select kind, title, body from trip_proposal_pages
      where proposal_id = ${id} order by position, id`),
    db.execute<{
      option_id: number;
      label: string;
      description: string | null;
      item_id: number | null;
      type: string | null;
      name: string | null;
      room_name: string | null;
      title: string | null;
      start_date: string | null;
      end_date: string | null;
      start_time: string | null;
      currency: string | null;
      client_price: string | null;
    }>(sql`
      select o.id as option_id, o.label, o.description, i.id as item_id, i.type,
        ${optionNameSql()} as name,
        r.name as room_name, i.title, i.start_date::text as start_date, i.end_date::text as end_date,
        i.start_time, i.currency, coalesce(i.client_total_price, i.client_price)::text as client_price
      from trip_proposal_options o
      left join trip_proposal_option_items i on i.option_id = o.id
      left join accommodation_rooms r on r.id = i.room_id
      where o.proposal_id = ${id}
      order by o.position, o.id, i.start_date, i.start_time nulls first, i.id`),
    db.execute<{ id: number }>(sql`
      select distinct i.id from trip_items i
      join trip_proposals p on p.trip_id = i.trip_id
      join trip_proposal_options o on o.proposal_id = p.id
      join trip_proposal_option_items x on x.option_id = o.id
      where p.id = ${id} and (x.trip_item_id = i.id or ${sameBooking})`),
    db.execute<{
      amount: string;
      currency: string;
      due_date: string | null;
      paid_date: string | null;
      status: string;
    }>(sql`
      select pay.amount::text as amount, pay.currency, pay.due_date::text as due_date,
        pay.paid_date::text as paid_date, pay.status
      from payments pay join trip_proposals p on p.trip_id = pay.trip_id
      where p.id = ${id} and pay.status not in ('cancelled', 'refunded')
      order by pay.due_date nulls last, pay.id`),
  ]);
  const p = head.rows[0];
  if (!p) return undefined;
  const acceptedId = p.accepted_option_id === null ? null : Number(p.accepted_option_id);
  const options = new Map<number, PdfProposalOption>();
  for (const r of items.rows) {
    const optionId = Number(r.option_id);
    let option = options.get(optionId);
    if (!option) {
      option = {
        id: optionId,
        label: r.label,
        description: r.description,
        accepted: optionId === acceptedId,
        items: [],
        price: undefined,
      };
      options.set(optionId, option);
    }
    if (r.item_id !== null && r.start_date && r.end_date) {
      option.items.push({
        type: r.type ?? 'accommodation',
        typeLabel: clientLabelOf(r.type ?? 'accommodation'),
        name: r.name ?? r.title ?? (r.type === 'accommodation' ? 'Hotel' : 'Service'),
        roomName: r.room_name,
        title: r.title,
        startDate: r.start_date,
        endDate: r.end_date,
        startTime: r.start_time,
        currency: r.currency,
        clientPrice: r.client_price,
      });
    }
  }
  const prices = await optionPrices(db, [...options.keys()]);
  for (const option of options.values()) option.price = prices.get(option.id);
  return {
    id: Number(p.id),
    title: p.title,
    introText: p.intro_text,
    inclusions: p.inclusions,
    exclusions: p.exclusions,
    terms: p.terms,
    validUntil: p.valid_until,
    status: p.status,
    pages: pages.rows.map((r) => ({ kind: r.kind, title: r.title, body: r.body })),
    options: [...options.values()],
    travellers: Number(p.travellers),
    inOptionItemIds: inOption.rows.map((r) => Number(r.id)),
    payments: payments.rows.map((r) => ({
      amount: r.amount,
      currency: r.currency,
      dueDate: r.due_date,
      paidDate: r.paid_date,
      status: r.status,
    })),
  };
};
