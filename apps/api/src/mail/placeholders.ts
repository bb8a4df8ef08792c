// The {{placeholders}} an e-mail template may hold (served in /api/enums as `emailPlaceholder`).
// A placeholder renders when its source is known for the message (a client was chosen, the
// invitation link exists); a known placeholder whose value is empty renders as nothing; anything
// else (a typo, a trip placeholder before trips exist, a client placeholder in a preview without
// a client) is left as written, so that staff see it in the preview.

export type PlaceholderGroup = 'client' | 'agency' | 'sender' | 'link' | 'trip' | 'date';

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
  // Rendered once trips exist (issue 12); until then left visible as written.
  p('trip.name', 'Trip name (with trips)', false),
  p('trip.startDate', 'Trip start date (with trips)', false),
  p('trip.endDate', 'Trip end date (with trips)', false),
  p('trip.destination', 'Trip destination (with trips)', false),
];

// The settings (GET /api/settings, by code) the agency.* placeholders read.
export const agencySettingCodes = [
  'agency.name',
  'agency.email',
  'agency.phone',
  'agency.website',
  'agency.address',
];

export type PlaceholderValues = Map<string, string | null | undefined>;

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
    return html ? escapeHtml(value) : value.replace(/[\r\n]+/g, ' ');
  });
  return { text, left: [...left] };
};
