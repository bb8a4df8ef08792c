import { sql } from 'drizzle-orm';
import type { Tx } from '../engine/types.ts';

export type PdfProposalPage = { kind: string; title: string | null; body: string | null };
export type PdfProposalOptionItem = {
  hotel: string;
  roomName: string | null;
  title: string | null;
  startDate: string;
  endDate: string;
  currency: string | null;
  clientPrice: string | null;
};
export type PdfProposalOption = {
  id: number;
  label: string;
  description: string | null;
  accepted: boolean;
  items: PdfProposalOptionItem[];
};
export type PdfProposal = {
  id: number;
  title: string;
  introText: string | null;
  validUntil: string | null;
  status: string;
  pages: PdfProposalPage[];
  options: PdfProposalOption[];
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

// A proposal with its pages in order and its options with their hotels, in three queries.
export const loadPdfProposal = async (db: Tx, id: number): Promise<PdfProposal | undefined> => {
  const [head, pages, items] = await Promise.all([
    db.execute<{
      id: number;
      title: string;
      intro_text: string | null;
      valid_until: string | null;
      status: string;
      accepted_option_id: number | null;
    }>(sql`select id, title, intro_text, valid_until::text as valid_until, status, accepted_option_id
      from trip_proposals where id = ${id}`),
    db.execute<PdfProposalPage>(sql`select kind, title, body from trip_proposal_pages
      where proposal_id = ${id} order by position, id`),
    db.execute<{
      option_id: number;
      label: string;
      description: string | null;
      item_id: number | null;
      hotel: string | null;
      room_name: string | null;
      title: string | null;
      start_date: string | null;
      end_date: string | null;
      currency: string | null;
      client_price: string | null;
    }>(sql`
      select o.id as option_id, o.label, o.description, i.id as item_id, a.name as hotel, r.name as room_name,
        i.title, i.start_date::text as start_date, i.end_date::text as end_date, i.currency,
        i.client_price::text as client_price
      from trip_proposal_options o
      left join trip_proposal_option_items i on i.option_id = o.id
      left join accommodations a on a.id = i.accommodation_id
      left join accommodation_rooms r on r.id = i.room_id
      where o.proposal_id = ${id}
      order by o.position, o.id, i.start_date, i.id`),
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
      };
      options.set(optionId, option);
    }
    if (r.item_id !== null && r.start_date && r.end_date) {
      option.items.push({
        hotel: r.hotel ?? r.title ?? 'Hotel',
        roomName: r.room_name,
        title: r.title,
        startDate: r.start_date,
        endDate: r.end_date,
        currency: r.currency,
        clientPrice: r.client_price,
      });
    }
  }
  return {
    id: Number(p.id),
    title: p.title,
    introText: p.intro_text,
    validUntil: p.valid_until,
    status: p.status,
    pages: pages.rows.map((r) => ({ kind: r.kind, title: r.title, body: r.body })),
    options: [...options.values()],
  };
};
