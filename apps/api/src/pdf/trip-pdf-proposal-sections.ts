import { View } from '@react-pdf/renderer';
import { createElement as h, type ReactNode } from 'react';
import { parseRichText } from './pdf-rich-text.ts';
import type { PdfItem } from './trip-pdf.queries.ts';
import {
  Frame,
  itemName,
  longDate,
  money,
  nightsBetween,
  rich,
  type Styles,
  shortDate,
  type TripPdfProps,
  text,
} from './trip-pdf-document.ts';
import type { PdfProposal, PdfProposalOption, PdfProposalOptionItem } from './trip-pdf-proposal.queries.ts';

// The proposal's own sections (issue 22): the price summary per option and per person, the
// options of any type, what is included and not, the deposit and balance schedule, the terms.

type Section = { title: string | null; body: string | null } | undefined;

const travellersWord = (n: number) => `${n} ${n === 1 ? 'traveller' : 'travellers'}`;

// The amounts of the whole trip with an option: a total and a total per person.
const optionTotals = (p: TripPdfProps, s: Styles, option: PdfProposalOption, proposal: PdfProposal) => {
  const price = option.price;
  const currency = price?.currency ?? p.data.trip.currency;
  return [
    h(
      View,
      { key: 'total', style: s.total, wrap: false },
      text({ flex: 1, fontWeight: 700, color: p.brand.primary }, `Whole trip with ${option.label}`),
      text(
        { width: 200, textAlign: 'right', fontWeight: 700, color: p.brand.primary },
        money(price?.tripTotal ?? null, currency),
      ),
    ),
    h(
      View,
      { key: 'pp', style: { flexDirection: 'row', paddingVertical: 2 }, wrap: false },
      text({ flex: 1 }, `Per person (${travellersWord(proposal.travellers)})`),
      text({ width: 200, textAlign: 'right', fontWeight: 700 }, money(price?.perPerson ?? null, currency)),
    ),
  ];
};

// The trip's total per person in a summary without options (the lead client and the guests).
export const PerPerson = (p: TripPdfProps, proposal: PdfProposal) =>
  h(
    View,
    { style: { flexDirection: 'row', paddingVertical: 2 }, wrap: false },
    text({ flex: 1 }, `Per person (${travellersWord(proposal.travellers)})`),
    text(
      { width: 200, textAlign: 'right', fontWeight: 700 },
      money(
        String(Math.round(Number(p.data.clientTotal) / Math.max(1, proposal.travellers))),
        p.data.trip.currency,
      ),
    ),
  );

const optionItemLine = (p: TripPdfProps, s: Styles, item: PdfProposalOptionItem, key: number) => {
  const nights = item.type === 'accommodation' ? nightsBetween(item.startDate, item.endDate) : 0;
  const when =
    item.type === 'accommodation'
      ? `${shortDate(item.startDate)} – ${shortDate(item.endDate)} · ${nights} ${nights === 1 ? 'night' : 'nights'}`
      : `${shortDate(item.startDate)}${item.startTime ? ` ${item.startTime}` : ''}${item.endDate !== item.startDate ? ` – ${shortDate(item.endDate)}` : ''}`;
  return h(
    View,
    { key, style: s.tableRow, wrap: false },
    h(
      View,
      { style: { flex: 1 } },
      text(s.kind, item.typeLabel),
      text(s.name, item.name),
      text(
        s.muted,
        [when, item.roomName ?? (item.title !== item.name ? item.title : null)].filter(Boolean).join(' · '),
      ),
    ),
    text({ width: 110, textAlign: 'right' }, money(item.clientPrice, item.currency ?? p.data.trip.currency)),
  );
};

// One option in "Your options": its description, its items of every type with their dates and
// prices, and what the whole trip costs with it (and per person).
export const OptionBlock = (p: TripPdfProps, s: Styles, option: PdfProposalOption, proposal: PdfProposal) =>
  h(
    View,
    {
      key: option.id,
      style: [s.voucher, option.accepted ? { borderColor: p.brand.primary, borderWidth: 2 } : {}],
    },
    h(
      View,
      { style: { flexDirection: 'row', justifyContent: 'space-between' } },
      text([s.name, { fontSize: 13, color: p.brand.primary }], option.label),
      option.accepted ? text({ fontWeight: 700, color: p.brand.primary }, 'Accepted') : null,
    ),
    option.description ? text(s.para, option.description) : null,
    ...option.items.map((item, i) => optionItemLine(p, s, item, i)),
    ...optionTotals(p, s, option, proposal),
  );

const itemRow = (p: TripPdfProps, s: Styles, item: PdfItem) =>
  h(
    View,
    { key: `item-${item.id}`, style: s.tableRow, wrap: false },
    text({ width: 80 }, item.startDate ? shortDate(item.startDate) : ''),
    h(View, { style: { flex: 1 } }, text(s.kind, item.typeLabel), text({}, itemName(item))),
    text(
      { width: 110, textAlign: 'right' },
      money(item.clientTotalPrice, item.currency ?? p.data.trip.currency),
    ),
  );

// The price summary of a proposal with options: the trip's items common to every option, then
// each option's items and the whole trip's price with it, in total and per person. The trip's
// own copy of an option's item (or the item an accepted option became) is shown under its
// option, never twice.
export const OptionsPriceSummary = (p: TripPdfProps, s: Styles, proposal: PdfProposal, section?: Section) => {
  const inOption = new Set(proposal.inOptionItemIds);
  const common = p.data.items.filter((item) => !inOption.has(item.id));
  return Frame(
    p,
    s,
    [
      text(s.h1, section?.title || 'Price summary'),
      ...rich(s, section?.body),
      text(s.h2, proposal.options.length > 1 ? 'Included in every option' : 'Your trip'),
      h(
        View,
        { style: [s.tableRow, { borderBottomColor: p.brand.primary }] },
        text({ width: 80, fontWeight: 700 }, 'Date'),
        text({ flex: 1, fontWeight: 700 }, 'Service'),
        text({ width: 110, fontWeight: 700, textAlign: 'right' }, 'Price'),
      ),
      ...(common.length ? common.map((item) => itemRow(p, s, item)) : [text(s.muted, 'Nothing else yet.')]),
      ...proposal.options.map((option) =>
        h(
          View,
          { key: `option-${option.id}`, style: { marginTop: 10 } },
          h(
            View,
            {
              style: { flexDirection: 'row', justifyContent: 'space-between' },
              wrap: false,
              minPresenceAhead: 60,
            },
            text(s.h2, option.label),
            option.accepted
              ? text({ fontWeight: 700, color: p.brand.primary, marginTop: 14 }, 'Accepted')
              : null,
          ),
          ...option.items.map((item, i) => optionItemLine(p, s, item, i)),
          ...optionTotals(p, s, option, proposal),
        ),
      ),
      text(
        [s.muted, { marginTop: 8 }],
        'Prices in other currencies are converted at the agency’s current rates. This proposal is subject to availability at the time of booking.',
      ),
    ],
    'Price summary',
  );
};

export const Options = (p: TripPdfProps, s: Styles, proposal: PdfProposal) =>
  Frame(
    p,
    s,
    [text(s.h1, 'Your options'), ...proposal.options.map((o) => OptionBlock(p, s, o, proposal))],
    'Your options',
  );

// What the price includes and leaves out.
const Inclusions = (s: Styles, proposal: PdfProposal): ReactNode[] => {
  const hasIn = parseRichText(proposal.inclusions).length > 0;
  const hasOut = parseRichText(proposal.exclusions).length > 0;
  if (!hasIn && !hasOut) return [];
  return [
    text(s.h1, 'What is included'),
    // Each list in its own view: the blocks of two texts would share their keys.
    hasIn ? h(View, { key: 'in' }, text(s.h2, 'Included'), ...rich(s, proposal.inclusions)) : null,
    hasOut ? h(View, { key: 'out' }, text(s.h2, 'Not included'), ...rich(s, proposal.exclusions)) : null,
  ];
};

const paymentLabel = (i: number, count: number) =>
  count === 1 ? 'Payment' : i === 0 ? 'Deposit' : i === count - 1 ? 'Balance' : `Instalment ${i + 1}`;

// The deposit and balance schedule: the trip's payments by due date (the first the deposit, the
// last the balance), each with its status, and their sum per currency.
const PaymentSchedule = (p: TripPdfProps, s: Styles, proposal: PdfProposal): ReactNode[] => {
  const payments = proposal.payments;
  if (payments.length === 0) return [];
  const cents = new Map<string, number>();
  for (const pay of payments)
    cents.set(pay.currency, (cents.get(pay.currency) ?? 0) + Math.round(Number(pay.amount) * 100));
  const rows: ReactNode[] = payments.map((pay, i) =>
    h(
      View,
      { key: i, style: s.tableRow, wrap: false },
      text({ width: 110, fontWeight: 700 }, paymentLabel(i, payments.length)),
      text({ flex: 1 }, pay.dueDate ? `Due ${longDate(pay.dueDate)}` : 'On confirmation'),
      text(
        { width: 120, color: pay.status === 'paid' ? p.brand.primary : '#666' },
        pay.status === 'paid' ? `Paid${pay.paidDate ? ` ${shortDate(pay.paidDate)}` : ''}` : 'To pay',
      ),
      text({ width: 110, textAlign: 'right' }, money(pay.amount, pay.currency)),
    ),
  );
  return [
    text(s.h1, 'Payment schedule'),
    text(s.para, 'The deposit confirms the booking; the balance is due before departure.'),
    h(
      View,
      { style: [s.tableRow, { borderBottomColor: p.brand.primary }] },
      text({ width: 110, fontWeight: 700 }, 'Payment'),
      text({ flex: 1, fontWeight: 700 }, 'When'),
      text({ width: 120, fontWeight: 700 }, 'Status'),
      text({ width: 110, fontWeight: 700, textAlign: 'right' }, 'Amount'),
    ),
    ...rows,
    h(
      View,
      { style: s.total, wrap: false },
      text({ flex: 1, fontWeight: 700, color: p.brand.primary }, 'Total scheduled'),
      text(
        { width: 200, textAlign: 'right', fontWeight: 700, color: p.brand.primary },
        [...cents].map(([cur, n]) => money((n / 100).toFixed(2), cur)).join(' + '),
      ),
    ),
  ];
};

// The proposal's terms (its own field), before any terms page of its own.
const Terms = (s: Styles, proposal: PdfProposal): ReactNode[] =>
  parseRichText(proposal.terms).length > 0
    ? [text(s.h1, 'Terms and conditions'), ...rich(s, proposal.terms)]
    : [];

// What the client signs up to, after the options, flowing on from page to page: what is
// included and not, the payment schedule, the terms. Null when the proposal has none of them.
export const Conditions = (p: TripPdfProps, s: Styles, proposal: PdfProposal) => {
  const parts = [Inclusions(s, proposal), PaymentSchedule(p, s, proposal), Terms(s, proposal)].filter(
    (part) => part.length > 0,
  );
  if (parts.length === 0) return null;
  return Frame(
    p,
    s,
    parts.map((part, i) => h(View, { key: i, style: i > 0 ? { marginTop: 22 } : {} }, ...part)),
    'Conditions',
  );
};
