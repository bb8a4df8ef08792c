import { Document, Image, Page, StyleSheet, Text, type TextProps, View } from '@react-pdf/renderer';
import { Fragment, createElement as h, type ReactElement, type ReactNode } from 'react';
import type { Brand } from './pdf-brand.ts';
import { type FontStacks, fontStacksFor, textsOf } from './pdf-fonts.ts';
import type { PdfImage } from './pdf-images.ts';
import { pageRuns } from './pdf-page-runs.ts';
import { parseRichText, RichText } from './pdf-rich-text.ts';
import type { PdfDay, PdfItem, PdfTripData } from './trip-pdf.queries.ts';
import type { PdfProposal } from './trip-pdf-proposal.queries.ts';
import { Conditions, Options, OptionsPriceSummary, PerPerson } from './trip-pdf-proposal-sections.ts';

// The trip PDFs as react-pdf elements, written with createElement so that Node runs this file
// as plain .ts (type stripping cannot read JSX).
export type PdfKind = 'proposal' | 'finalized';

export type TripPdfProps = {
  data: PdfTripData;
  kind: PdfKind;
  versionLabel: string;
  generatedAt: Date;
  brand: Brand;
  cover: PdfImage | undefined;
  // Print-size images by stored path (the accommodations').
  photos: Map<string, PdfImage>;
  // The proposal a proposal PDF prints (its title, introduction, pages and options); without one,
  // the PDF is the trip's alone.
  proposal?: PdfProposal | undefined;
};

// A proposal page printed as a section's heading and opening text.
type Section = { title: string | null; body: string | null } | undefined;

const dateOf = (value: string) => new Date(`${value.slice(0, 10)}T00:00:00Z`);
export const longDate = (value: string) =>
  dateOf(value).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
export const shortDate = (value: string) =>
  dateOf(value).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const timeOf = (value: string | null) => (value && value.length >= 16 ? value.slice(11, 16) : '');
export const nightsBetween = (from: string, to: string) =>
  Math.max(0, Math.round((dateOf(to).getTime() - dateOf(from).getTime()) / 86_400_000));
export const money = (amount: string | null, currency: string | null) =>
  amount === null
    ? '—'
    : `${Number(amount).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency ?? ''}`.trim();
// Long catalogue texts are cut at a sentence end: the PDF is a summary, the website the detail.
const excerpt = (text: string | null, max = 420) => {
  if (!text) return null;
  const plain = text
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const stop = cut.lastIndexOf('. ');
  return stop > max / 2 ? cut.slice(0, stop + 1) : `${cut.trimEnd()}…`;
};
// The title the travel team typed wins; the catalogue name (a flight's airline and number) is
// its second line when it says something else. A title that only repeats the type ("Flight") is
// no title.
const typedTitle = (item: PdfItem) => {
  const title = item.title?.trim();
  return title && title.toLowerCase() !== item.typeLabel.toLowerCase() ? title : null;
};
const catalogueName = (item: PdfItem) =>
  item.type === 'flight'
    ? [item.flight?.airline, item.flight?.number].filter(Boolean).join(' ') || null
    : item.name?.trim() || null;
export const itemName = (item: PdfItem) => typedTitle(item) ?? catalogueName(item) ?? item.typeLabel;
const secondName = (item: PdfItem) => {
  const title = typedTitle(item);
  const name = catalogueName(item);
  return title && name && name !== title ? name : null;
};
// A flight's route and times: "FCO Rome Fiumicino 08:30 → LHR London Heathrow 11:45".
const flightRoute = (item: PdfItem) => {
  if (!item.flight) return null;
  const end = (place: string | null, at: string | null) => [place, timeOf(at)].filter(Boolean).join(' ');
  const from = end(item.flight.from, item.startDate);
  const to = end(item.flight.to, item.endDate);
  return from || to ? `${from || '?'} → ${to || '?'}` : null;
};

const styles = (brand: Brand, fonts: FontStacks) =>
  StyleSheet.create({
    page: {
      fontFamily: fonts.body,
      fontSize: 10,
      color: '#2b2b2b',
      paddingTop: 56,
      paddingBottom: 56,
      paddingHorizontal: 48,
    },
    header: {
      position: 'absolute',
      top: 20,
      left: 48,
      right: 48,
      flexDirection: 'row',
      justifyContent: 'space-between',
      fontSize: 8,
      lineHeight: 1.3,
      color: '#777',
    },
    footer: {
      position: 'absolute',
      bottom: 22,
      left: 48,
      right: 48,
      flexDirection: 'row',
      justifyContent: 'space-between',
      fontSize: 8,
      color: '#777',
      borderTopWidth: 0.5,
      borderTopColor: '#ccc',
      paddingTop: 6,
    },
    h1: { fontFamily: fonts.title, fontSize: 22, lineHeight: 1.2, color: brand.primary, marginBottom: 12 },
    h2: {
      fontFamily: fonts.title,
      fontSize: 14,
      lineHeight: 1.2,
      color: brand.primary,
      marginTop: 14,
      marginBottom: 4,
    },
    dayDate: {
      fontSize: 9,
      lineHeight: 1.3,
      color: brand.accent,
      marginBottom: 4,
      textTransform: 'uppercase',
    },
    para: { lineHeight: 1.45, marginBottom: 4 },
    row: { flexDirection: 'row', marginTop: 6 },
    time: { width: 70, fontWeight: 700, color: brand.primary },
    kind: { fontSize: 8, lineHeight: 1.3, color: brand.accent, textTransform: 'uppercase' },
    name: { fontWeight: 700 },
    muted: { color: '#666', fontSize: 9, lineHeight: 1.3 },
    rule: { borderBottomWidth: 0.5, borderBottomColor: '#ddd', marginVertical: 8 },
    tableRow: {
      flexDirection: 'row',
      borderBottomWidth: 0.5,
      borderBottomColor: '#e3e3e3',
      paddingVertical: 4,
    },
    total: {
      flexDirection: 'row',
      paddingVertical: 6,
      borderTopWidth: 1,
      borderTopColor: brand.primary,
      marginTop: 4,
    },
    voucher: { borderWidth: 1, borderColor: brand.accent, borderRadius: 4, padding: 10, marginBottom: 10 },
  });
export type Styles = ReturnType<typeof styles>;

type Style = Style1 | Style1[];
type Style1 = NonNullable<TextProps['style']> extends infer S ? (S extends (infer E)[] ? E : S) : never;
// Noto Sans's own line gap is wider than the page needs (its ascent and descent make room for
// Vietnamese and Greek accents): a text without a line height of its own is set at 1.25 of its
// font size (10 unless its style says). Not on the page: a line height inherited from the page is
// resolved again, multiplied, when a page with a page number is laid out a second time.
export const text = (style: Style, ...children: ReactNode[]) => {
  const own = Object.assign({}, ...[style].flat()) as { fontSize?: number; lineHeight?: unknown };
  const lineHeight = own.lineHeight === undefined ? { lineHeight: 1.25, fontSize: own.fontSize ?? 10 } : {};
  return h(Text, { style: [lineHeight, ...[style].flat()] } as TextProps, ...children);
};

// A section's pages: its blocks flow from page to page, in runs of a bounded size (pdf-page-runs.ts).
export const Frame = (p: TripPdfProps, s: Styles, children: ReactNode[], title: string) =>
  h(Fragment, null, ...pageRuns(children).map((run, i) => FramePage(p, s, run, title, i)));

const FramePage = (p: TripPdfProps, s: Styles, children: ReactNode[], title: string, key: number) =>
  h(
    Page,
    { key, size: 'A4', style: s.page, wrap: true },
    h(
      View,
      { style: s.header, fixed: true },
      text({ fontSize: 8 }, p.brand.agencyName),
      text({ fontSize: 8 }, `${p.data.trip.reference} · ${title}`),
    ),
    ...children,
    h(
      View,
      { style: s.footer, fixed: true },
      text(
        { fontSize: 8 },
        `${p.kind === 'proposal' ? 'Proposal' : 'Finalized trip'} · ${p.versionLabel} · ${longDate(p.generatedAt.toISOString())}`,
      ),
      h(Text, {
        render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
          `Page ${pageNumber} of ${totalPages}`,
      }),
    ),
  );

const Cover = (p: TripPdfProps, fonts: FontStacks) => {
  const { trip } = p.data;
  const party = [
    trip.adults ? `${trip.adults} ${trip.adults === 1 ? 'adult' : 'adults'}` : null,
    trip.children ? `${trip.children} ${trip.children === 1 ? 'child' : 'children'}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return h(
    Page,
    { size: 'A4', style: { fontFamily: fonts.body, backgroundColor: '#fbfaf7' } },
    p.cover
      ? h(Image, { src: p.cover, style: { width: '100%', height: 480, objectFit: 'cover' } })
      : h(View, { style: { width: '100%', height: 480, backgroundColor: p.brand.primary } }),
    h(
      View,
      { style: { paddingHorizontal: 48, paddingTop: 28 } },
      p.brand.logo
        ? h(Image, {
            src: p.brand.logo,
            style: { height: 40, objectFit: 'contain', alignSelf: 'flex-start', marginBottom: 14 },
          })
        : text(
            {
              fontFamily: fonts.title,
              fontSize: 12,
              lineHeight: 1.2,
              color: p.brand.accent,
              marginBottom: 14,
            },
            p.brand.agencyName.toUpperCase(),
          ),
      text(
        { fontSize: 9, lineHeight: 1.3, color: p.brand.accent },
        p.kind === 'proposal' ? 'TRAVEL PROPOSAL' : 'YOUR TRIP',
      ),
      text(
        { fontFamily: fonts.title, fontSize: 30, lineHeight: 1.2, color: p.brand.primary, marginTop: 6 },
        p.proposal?.title ?? trip.title ?? `A journey for ${trip.clientName}`,
      ),
      // Every destination of the trip (the main one alone for a trip that has only it).
      trip.destinations.length || trip.destination
        ? text(
            { fontSize: 13, lineHeight: 1.3, color: '#555', marginTop: 4 },
            trip.destinations.length ? trip.destinations.join(' · ') : trip.destination!.name,
          )
        : null,
      text(
        { fontSize: 11, lineHeight: 1.3, marginTop: 18 },
        `Prepared for ${trip.clientName}${party ? ` · ${party}` : ''}`,
      ),
      text(
        { fontSize: 11, lineHeight: 1.3, marginTop: 4 },
        `${longDate(trip.startDate)} – ${longDate(trip.endDate)} · ${p.data.days.length} days`,
      ),
      p.proposal?.validUntil
        ? text(
            { fontSize: 11, lineHeight: 1.3, marginTop: 4, color: p.brand.accent },
            `Valid until ${longDate(p.proposal.validUntil)}`,
          )
        : null,
      text(
        { fontSize: 9, lineHeight: 1.3, color: '#777', marginTop: 18 },
        `Reference ${trip.reference} · ${p.versionLabel} · ${longDate(p.generatedAt.toISOString())}`,
      ),
    ),
    h(
      View,
      {
        style: {
          position: 'absolute',
          bottom: 24,
          left: 48,
          right: 48,
          fontSize: 8,
          lineHeight: 1.3,
          color: '#777',
        },
      },
      text({ fontSize: 8 }, [p.brand.agencyName, p.brand.contactLine].filter(Boolean).join('  ·  ')),
    ),
  );
};

// What happens on a day: items starting that day in time order, and the hotel of the night.
const dayPlan = (day: PdfDay, items: PdfItem[]) => {
  const starting = items.filter((i) => i.startDate?.slice(0, 10) === day.date);
  const overnight = items.find(
    (i) =>
      i.type === 'accommodation' &&
      i.startDate !== null &&
      i.endDate !== null &&
      i.startDate.slice(0, 10) <= day.date &&
      i.endDate.slice(0, 10) > day.date,
  );
  return { starting, overnight };
};

const ItemLine = (item: PdfItem, s: Styles) => {
  const times = [timeOf(item.startDate), item.type === 'accommodation' ? '' : timeOf(item.endDate)]
    .filter(Boolean)
    .join('–');
  const detail =
    item.type === 'flight'
      ? flightRoute(item)
      : item.type === 'accommodation'
        ? `Check-in${item.roomName ? ` · ${item.roomName}` : ''}`
        : item.place;
  return h(
    View,
    { key: item.id, style: s.row, wrap: false },
    text(s.time, times || ' '),
    h(
      View,
      { style: { flex: 1 } },
      text(s.kind, item.typeLabel),
      text(s.name, itemName(item)),
      secondName(item) ? text(s.muted, secondName(item)) : null,
      detail ? text(s.muted, detail) : null,
      item.type === 'accommodation'
        ? null
        : excerpt(item.description, 260)
          ? text(s.para, excerpt(item.description, 260))
          : null,
      item.notes ? text([s.muted, { fontStyle: 'italic' }], item.notes) : null,
    ),
  );
};

export const rich = (s: Styles, html: string | null | undefined) =>
  RichText(html, { para: s.para, heading: s.h2 });

const DayByDay = (p: TripPdfProps, s: Styles, section?: Section) =>
  Frame(
    p,
    s,
    [
      text(s.h1, section?.title || 'Day by day'),
      ...rich(s, section?.body),
      ...p.data.days.map((day) => {
        const { starting, overnight } = dayPlan(day, p.data.items);
        const lines = starting.map((item) => ItemLine(item, s));
        const first = lines.shift();
        // The last item goes with the overnight line (with the heading when it is the only one).
        const last = overnight ? lines.pop() : undefined;
        const overnightLine = overnight
          ? text([s.muted, { marginTop: 6 }], `Overnight: ${itemName(overnight)}`)
          : null;
        return h(
          View,
          { key: day.date, style: { marginBottom: 10 } },
          // A day's heading is never split from its date, text and first item at a page break
          // (minPresenceAhead does nothing for a view's first child), and the overnight line
          // never starts a page alone: each goes with its neighbour, unbreakable.
          h(
            View,
            { wrap: false },
            text(s.h2, `Day ${day.dayNumber}${day.title ? ` · ${day.title}` : ''}`),
            text(s.dayDate, longDate(day.date)),
            day.description ? text(s.para, excerpt(day.description, 1200)) : null,
            first ?? null,
            starting.length === 0 && !day.description ? text(s.muted, 'A free day at your own pace.') : null,
            last === undefined ? overnightLine : null,
          ),
          ...lines,
          last === undefined ? null : h(View, { wrap: false }, last, overnightLine),
          h(View, { style: s.rule }),
        );
      }),
    ],
    'Day by day',
  );

const Stay = (p: TripPdfProps, s: Styles, item: PdfItem, section?: Section) => {
  const photos = item.imagePaths
    .map((path) => p.photos.get(path))
    .filter((x): x is PdfImage => x !== undefined);
  const nights = item.startDate && item.endDate ? nightsBetween(item.startDate, item.endDate) : 0;
  return Frame(
    p,
    s,
    [
      text(s.kind, section?.title || 'Accommodation'),
      text(s.h1, itemName(item)),
      secondName(item) ? text([s.muted, { marginTop: -8, marginBottom: 8 }], secondName(item)) : null,
      ...rich(s, section?.body),
      photos[0]
        ? h(Image, {
            src: photos[0],
            style: { width: '100%', height: 236, objectFit: 'cover', marginBottom: 6 },
          })
        : null,
      photos.length > 1
        ? h(
            View,
            {
              style: {
                flexDirection: 'row',
                flexWrap: 'wrap',
                justifyContent: 'space-between',
                marginBottom: 6,
              },
            },
            ...photos.slice(1, 5).map((photo, i) =>
              h(Image, {
                key: i,
                src: photo,
                style: { width: '49.2%', height: 104, objectFit: 'cover', marginBottom: 6 },
              }),
            ),
          )
        : null,
      item.startDate && item.endDate
        ? text(
            s.name,
            `${longDate(item.startDate)} – ${longDate(item.endDate)} · ${nights} ${nights === 1 ? 'night' : 'nights'}`,
          )
        : null,
      item.roomName ? text(s.para, `Room: ${item.roomName}`) : null,
      item.place ? text(s.muted, item.place) : null,
      excerpt(item.description, 1400)
        ? text([s.para, { marginTop: 8 }], excerpt(item.description, 1400))
        : null,
    ],
    'Accommodation',
  );
};

// With a proposal that has options, the summary is per option (trip-pdf-proposal-sections.ts).
const PriceSummary = (p: TripPdfProps, s: Styles, section?: Section) =>
  p.proposal?.options.length
    ? OptionsPriceSummary(p, s, p.proposal, section)
    : Frame(
        p,
        s,
        [
          text(s.h1, section?.title || 'Price summary'),
          ...rich(s, section?.body),
          h(
            View,
            { style: [s.tableRow, { borderBottomColor: p.brand.primary }] },
            text({ width: 80, fontWeight: 700 }, 'Date'),
            text({ flex: 1, fontWeight: 700 }, 'Service'),
            text({ width: 110, fontWeight: 700, textAlign: 'right' }, 'Price'),
          ),
          ...p.data.items.map((item) =>
            h(
              View,
              { key: item.id, style: s.tableRow, wrap: false },
              text({ width: 80 }, item.startDate ? shortDate(item.startDate) : ''),
              h(View, { style: { flex: 1 } }, text(s.kind, item.typeLabel), text({}, itemName(item))),
              text(
                { width: 110, textAlign: 'right' },
                money(item.clientTotalPrice, item.currency ?? p.data.trip.currency),
              ),
            ),
          ),
          h(
            View,
            { style: s.total, wrap: false },
            text({ flex: 1, fontWeight: 700, color: p.brand.primary }, `Total (${p.data.trip.currency})`),
            text(
              { width: 160, textAlign: 'right', fontWeight: 700, color: p.brand.primary },
              money(p.data.clientTotal, p.data.trip.currency),
            ),
          ),
          p.proposal ? PerPerson(p, p.proposal) : null,
          text(
            [s.muted, { marginTop: 8 }],
            'Prices in other currencies are converted at the agency’s current rates. This proposal is subject to availability at the time of booking.',
          ),
        ],
        'Price summary',
      );

// What the client reads of an item's booking status (the internal steps are the agency's).
const bookingState = (status: string) =>
  status === 'booked' || status === 'booked_client'
    ? 'Confirmed'
    : status === 'booking_to_cancel'
      ? 'Being cancelled'
      : ['approved', 'waiting_payment', 'paid', 'waiting_booking', 'booking_issue'].includes(status)
        ? 'Being booked'
        : 'Not yet booked';

const Voucher = (p: TripPdfProps, s: Styles, item: PdfItem) => {
  const who = item.contact ?? item.vendor;
  const confirmation = item.confirmationNumber?.trim();
  const pnr = item.flight?.pnr?.trim();
  const state = bookingState(item.status);
  const when = item.flight
    ? item.startDate
      ? longDate(item.startDate)
      : null
    : item.startDate
      ? `${longDate(item.startDate)}${timeOf(item.startDate) ? ` at ${timeOf(item.startDate)}` : ''}${item.endDate ? ` until ${shortDate(item.endDate)} ${timeOf(item.endDate)}` : ''}`
      : null;
  return h(
    View,
    { key: item.id, style: s.voucher, wrap: false },
    h(
      View,
      { style: { flexDirection: 'row', justifyContent: 'space-between' } },
      text(s.kind, item.typeLabel),
      text([s.kind, { color: state === 'Confirmed' ? p.brand.primary : '#777' }], state),
    ),
    text([s.name, { fontSize: 12, lineHeight: 1.3 }], itemName(item)),
    secondName(item) ? text(s.muted, secondName(item)) : null,
    when ? text({}, when) : null,
    item.flight && flightRoute(item) ? text({}, flightRoute(item)) : null,
    text(
      { marginTop: 4, fontWeight: 700, color: p.brand.primary },
      [
        confirmation
          ? `Confirmation ${confirmation}`
          : pnr
            ? null
            : `Confirmation ${state === 'Confirmed' ? 'to follow' : 'once booked'}`,
        pnr ? `Booking reference (PNR) ${pnr}` : null,
      ]
        .filter(Boolean)
        .join(' · '),
    ),
    item.roomName ? text(s.muted, `Room: ${item.roomName}`) : null,
    item.place ? text(s.muted, item.place) : null,
    who ? text(s.muted, ['Contact:', who.name, who.phone, who.email].filter(Boolean).join(' ')) : null,
  );
};

const Vouchers = (p: TripPdfProps, s: Styles) =>
  Frame(
    p,
    s,
    [
      // The heading, the travellers and the agency's line go with the first voucher; nothing
      // follows the last one, so the document never ends on a page holding one line.
      h(
        View,
        { wrap: false },
        text(s.h1, 'Vouchers and contacts'),
        p.data.travellers.length
          ? text([s.para, { marginBottom: 4 }], `Travellers: ${p.data.travellers.join(', ')}`)
          : null,
        p.brand.contactLine
          ? text(
              [s.para, { marginBottom: 10 }],
              `${p.brand.agencyName}, at your service during the trip: ${p.brand.contactLine}`,
            )
          : null,
        p.data.items[0] ? Voucher(p, s, p.data.items[0]) : null,
      ),
      ...p.data.items.slice(1).map((item) => Voucher(p, s, item)),
    ],
    'Vouchers',
  );

// A proposal's own page (introduction, terms, custom): its title and rich text.
const TextPage = (p: TripPdfProps, s: Styles, title: string, body: string | null) =>
  Frame(p, s, [text(s.h1, title), ...rich(s, body)], title);

// The sections of a proposal PDF: the cover, the introduction, the proposal's pages in their
// order (days, accommodation and prices pages are the trip's sections, each printed once; terms
// and custom pages their title and text), the options before the first terms page (else last).
// A proposal without days, accommodation or prices pages still gets the trip's sections after its
// pages, so that the PDF always shows the trip.
const proposalSections = (p: TripPdfProps, s: Styles, proposal: PdfProposal, stays: PdfItem[]) => {
  const out: ReactNode[] = [];
  if (parseRichText(proposal.introText).length > 0)
    out.push(TextPage(p, s, 'Introduction', proposal.introText));
  const done = new Set<string>();
  let optionsShown = proposal.options.length === 0;
  const showOptions = () => {
    if (optionsShown) return;
    optionsShown = true;
    out.push(Options(p, s, proposal));
  };
  // What the client signs up to, after the options: inclusions, the payment schedule, the terms.
  const showConditions = () => {
    const conditions = Conditions(p, s, proposal);
    if (conditions) out.push(conditions);
  };
  let conditionsShown = false;
  const tripSection = (kind: string, section?: Section) => {
    if (done.has(kind)) return;
    done.add(kind);
    if (kind === 'days') out.push(DayByDay(p, s, section));
    else if (kind === 'accommodation')
      out.push(...stays.map((item, i) => Stay(p, s, item, i === 0 ? section : undefined)));
    else if (kind === 'prices') out.push(PriceSummary(p, s, section));
  };
  for (const page of proposal.pages) {
    if (page.kind === 'cover') {
      // The cover is always first; its text, when there is some, opens the document.
      if (parseRichText(page.body).length > 0)
        out.push(TextPage(p, s, page.title || proposal.title, page.body));
    } else if (page.kind === 'days' || page.kind === 'accommodation' || page.kind === 'prices') {
      tripSection(page.kind, page);
    } else {
      if (page.kind === 'terms') {
        showOptions();
        if (!conditionsShown) showConditions();
        conditionsShown = true;
      }
      out.push(
        TextPage(
          p,
          s,
          page.title || (page.kind === 'terms' ? 'Terms and conditions' : proposal.title),
          page.body,
        ),
      );
    }
  }
  const hasTripPage = proposal.pages.some((pg) => ['days', 'accommodation', 'prices'].includes(pg.kind));
  if (!hasTripPage) for (const kind of ['days', 'accommodation', 'prices']) tripSection(kind);
  showOptions();
  if (!conditionsShown) showConditions();
  return out;
};

// The characters the document prints besides its data (routes, dates, separators).
const ownText = '→–·…’“”•—';

// Every text of the document, for its font stacks: the data, the proposal (its rich texts as
// read, entities decoded), the agency's name and contact line.
const documentText = (p: TripPdfProps) => {
  const texts = textsOf([p.data, p.proposal, p.brand.agencyName, p.brand.contactLine, p.versionLabel]);
  const decoded = texts
    .filter((t) => t.includes('&'))
    .flatMap((t) => parseRichText(t).flatMap((b) => b.runs.map((r) => r.text)));
  return [ownText, ...texts, ...decoded].join('\n');
};

export const TripPdfDocument = (p: TripPdfProps): ReactElement => {
  const fonts = fontStacksFor(documentText(p));
  const s = styles(p.brand, fonts);
  const stays = p.data.items.filter((i) => i.type === 'accommodation');
  const body =
    p.kind === 'proposal' && p.proposal
      ? proposalSections(p, s, p.proposal, stays)
      : [
          DayByDay(p, s),
          ...stays.map((item) => Stay(p, s, item)),
          p.kind === 'proposal' ? PriceSummary(p, s) : Vouchers(p, s),
        ];
  return h(
    Document,
    {
      title: `${p.data.trip.reference} ${p.kind === 'proposal' ? 'Proposal' : 'Finalized trip'} ${p.versionLabel}`,
      author: p.brand.agencyName,
      creator: p.brand.agencyName,
      producer: p.brand.agencyName,
      creationDate: p.generatedAt,
    },
    Cover(p, fonts),
    ...body,
  ) as ReactElement;
};
