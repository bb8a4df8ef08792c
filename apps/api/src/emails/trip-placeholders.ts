import { escapeHtml, type HtmlValue, type PlaceholderValues } from '../mail/placeholders.ts';
import { clientLabelOf } from '../trips/item-types/define-item-type.ts';
import type { BookingItem, TripMailFacts } from './trip-mail.queries.ts';

const longDate = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

// An item's local wall-clock time as written (decision 73): "Fri, 12 June 2026, 15:00".
const dateTime = (value: string | null) => {
  if (!value) return '';
  const time = value.slice(11, 16);
  return time && time !== '00:00' ? `${longDate(value)}, ${time}` : longDate(value);
};

// The trip.* placeholders of a message about a trip.
export const setTripValues = (values: PlaceholderValues, trip: TripMailFacts) => {
  values.set('trip.name', trip.title?.trim() || trip.reference);
  values.set('trip.reference', trip.reference);
  values.set('trip.startDate', longDate(trip.startDate));
  values.set('trip.endDate', longDate(trip.endDate));
  values.set('trip.destination', trip.destinations.join(', '));
  values.set('trip.travellers', [trip.clientName, ...trip.guests.map((g) => g.name)].join(', '));
  return values;
};

const itemLines = (item: BookingItem) => {
  const title = item.title?.trim() || item.name || clientLabelOf(item.type);
  const second = item.name && item.name !== title ? item.name : null;
  const dates = [dateTime(item.startDate), dateTime(item.endDate)].filter(Boolean).join(' to ');
  return { title, second, dates, room: item.roomName };
};

// {{booking.items}}: the items requested, as a table built here from escaped values (it passes
// the mail sanitiser like any body), and as lines for a subject or the text part.
export const bookingItemsValue = (items: BookingItem[]): HtmlValue => {
  const rows = items.map((item) => {
    const l = itemLines(item);
    const what = [
      `<strong>${escapeHtml(l.title)}</strong>`,
      l.second ? `<br />${escapeHtml(l.second)}` : '',
      l.room ? `<br />Room: ${escapeHtml(l.room)}` : '',
    ].join('');
    return `<tr><td>${escapeHtml(clientLabelOf(item.type))}</td><td>${what}</td><td>${escapeHtml(l.dates)}</td></tr>`;
  });
  const html = `<table cellpadding="6" border="1"><thead><tr><th>Type</th><th>Item</th><th>Dates</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
  const text = items
    .map((item) => {
      const l = itemLines(item);
      return [l.title, l.second, l.room ? `Room: ${l.room}` : null, l.dates].filter(Boolean).join(', ');
    })
    .join('; ');
  return { html, text };
};

// The vendor.* and booking.* placeholders of a booking request.
export const setBookingValues = (
  values: PlaceholderValues,
  vendor: { name: string },
  contactName: string | null,
  items: BookingItem[],
) => {
  values.set('vendor.name', vendor.name);
  values.set('vendor.contactName', contactName);
  values.set('booking.items', bookingItemsValue(items));
  return values;
};
