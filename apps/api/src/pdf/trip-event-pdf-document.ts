import { Document, Page, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import type { Brand } from './pdf-brand.ts';
import { fontStacksFor, textsOf } from './pdf-fonts.ts';
import type { PdfEvent } from './trip-pdf.queries.ts';
import { longDate } from './trip-pdf-document.ts';

const eventTypeLabels: Record<string, string> = {
  meeting: 'Meeting',
  reminder: 'Reminder',
  note: 'Note',
  meal: 'Meal',
  free_time: 'Free time',
  other: 'Event',
};

// One page for a trip event (a meeting, a reminder): what, when, the trip it belongs to.
export type TripEventPdfProps = {
  event: PdfEvent;
  trip: { reference: string; title: string | null; clientName: string };
  brand: Brand;
  generatedAt: Date;
};

export const TripEventPdfDocument = (p: TripEventPdfProps): ReactElement => {
  const { event, trip, brand } = p;
  const time = (v: string | null) =>
    v && v.length >= 16 && v.slice(11, 16) !== '00:00' ? v.slice(11, 16) : '';
  const when = [
    `${longDate(event.startDate)}${time(event.startDate) ? ` at ${time(event.startDate)}` : ''}`,
    event.endDate
      ? `until ${longDate(event.endDate)}${time(event.endDate) ? ` at ${time(event.endDate)}` : ''}`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  const fonts = fontStacksFor(textsOf([event, trip, brand.agencyName, brand.contactLine]).join('\n'));
  return h(
    Document,
    { title: `${trip.reference} ${event.title}`, author: brand.agencyName, creationDate: p.generatedAt },
    h(
      Page,
      { size: 'A4', style: { fontFamily: fonts.body, fontSize: 11, padding: 48, color: '#2b2b2b' } },
      h(
        Text,
        { style: { fontFamily: fonts.title, fontSize: 12, color: brand.accent } },
        brand.agencyName.toUpperCase(),
      ),
      h(View, { style: { borderBottomWidth: 1, borderBottomColor: brand.primary, marginVertical: 12 } }),
      h(
        Text,
        { style: { fontSize: 9, color: brand.accent } },
        (eventTypeLabels[event.type] ?? event.type).toUpperCase(),
      ),
      h(
        Text,
        { style: { fontFamily: fonts.title, fontSize: 24, color: brand.primary, marginVertical: 6 } },
        event.title,
      ),
      h(Text, { style: { fontWeight: 700, marginBottom: 12 } }, when),
      event.description
        ? h(Text, { style: { lineHeight: 1.5 } }, event.description.replace(/<[^>]+>/g, ' '))
        : null,
      h(
        Text,
        { style: { marginTop: 24, fontSize: 9, color: '#666' } },
        `Trip ${trip.reference}${trip.title ? ` · ${trip.title}` : ''} · ${trip.clientName}`,
      ),
      h(
        Text,
        {
          style: { position: 'absolute', bottom: 28, left: 48, right: 48, fontSize: 8, color: '#777' },
          fixed: true,
        },
        `${[brand.agencyName, brand.contactLine].filter(Boolean).join('  ·  ')} · ${longDate(p.generatedAt.toISOString())}`,
      ),
    ),
  ) as ReactElement;
};
