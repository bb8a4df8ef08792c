// The {{placeholders}} an e-mail template may hold (served in /api/enums as `emailPlaceholder`).
// A placeholder renders when its source is known for the message (a client or a trip was chosen,
// the invitation link exists); a known placeholder whose value is empty renders as nothing;
// anything else (a typo, a trip placeholder in a preview without a trip, a client placeholder
// without a client) is left as written, so that staff see it in the preview.

export type PlaceholderGroup =
  | 'client'
  | 'agency'
  | 'sender'
  | 'link'
  | 'trip'
  | 'vendor'
  | 'booking'
  | 'date';

export type Placeholder = {
  key: string;
  label: string;
  group: PlaceholderGroup;
  // False for placeholders documented ahead of their data (trips): they stay visible until then.
  available: boolean;
};

const p = (key: string, label: string, available = true): Placeholder => ({
  key,
  label,
  group: key.split('.')[0] as PlaceholderGroup,
  available,
});

export const placeholders: Placeholder[] = [
  p('client.firstName', 'Client first name'),
  p('client.lastName', 'Client last name'),
  p('client.name', 'Client full name'),
  p('client.email', 'Client e-mail'),
  p('client.phone', 'Client phone'),
  p('client.city', 'Client city'),
  p('client.country', 'Client country'),
  p('agency.name', 'Agency name'),
  p('agency.email', 'Agency e-mail'),
  p('agency.phone', 'Agency phone'),
  p('agency.website', 'Agency website'),
  p('agency.address', 'Agency address'),
  p('sender.firstName', 'Sender first name'),
  p('sender.lastName', 'Sender last name'),
  p('sender.name', 'Sender full name'),
  p('sender.email', 'Sender e-mail'),
  p('link.invitation', 'Client portal sign-up link (invitations)'),
  p('link.portal', 'Client portal address'),
  p('date.today', "Today's date"),
  // Filled when the message is about a trip (a trip chosen, a proposal or booking request sent).
  p('trip.name', 'Trip name'),
  p('trip.reference', 'Trip reference'),
  p('trip.startDate', 'Trip start date'),
  p('trip.endDate', 'Trip end date'),
  p('trip.destination', 'Trip destinations'),
  p('trip.travellers', 'Trip travellers (client and guests)'),
  // Booking requests to a supplier (trip-vendor templates).
  p('vendor.name', 'Supplier name'),
  p('vendor.contactName', 'Supplier contact name'),
  p('booking.items', 'Items requested (a table, booking requests)'),
];

// The settings (GET /api/settings, by code) the agency.* placeholders read.
export const agencySettingCodes = [
  'agency.name',
  'agency.email',
  'agency.phone',
  'agency.website',
  'agency.address',
];

// A value is text (escaped into an HTML body), or a block of markup the server built itself from
// escaped data (the items of a booking request), with its text for subjects.
export type HtmlValue = { html: string; text: string };
export type PlaceholderValue = string | HtmlValue | null | undefined;
export type PlaceholderValues = Map<string, PlaceholderValue>;

const pattern = /\{\{\s*([A-Za-z][\w]*(?:\.[A-Za-z][\w]*)*)\s*\}\}/g;

export const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export type Rendered = { text: string; left: string[] };

// Replaces the placeholders whose values are known; `html` escapes the values for an HTML body
// (the subject is plain text). Answers the placeholders left as written.
export const renderPlaceholders = (template: string, values: PlaceholderValues, html: boolean): Rendered => {
  const left = new Set<string>();
  const text = template.replace(pattern, (match, key: string) => {
    if (!values.has(key)) {
      left.add(key);
      return match;
    }
    const value = values.get(key) ?? '';
    if (typeof value !== 'string') return html ? value.html : value.text.replace(/[\r\n]+/g, ' ');
    return html ? escapeHtml(value) : value.replace(/[\r\n]+/g, ' ');
  });
  return { text, left: [...left] };
};
