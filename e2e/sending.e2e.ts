import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signedInPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const shots = '/tmp/shots-sending';

const browser = browserForFile(shots);

type Made = { '@id': string; id: number; reference?: string };

// The outbox's messages (the e2e server has no SMTP_URL: each message is an .eml file).
const outbox = () => {
  try {
    return readdirSync(join(dataDir, 'outbox')).map((f) => readFileSync(join(dataDir, 'outbox', f), 'utf8'));
  } catch {
    return [];
  }
};
const decodeQp = (s: string) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
const findMail = (needle: string) => outbox().find((m) => decodeQp(m).includes(needle));
// The bytes of the attachment named `filename` (base64 part of the .eml).
const attachment = (eml: string, filename: string) => {
  const at = eml.indexOf(`filename=${filename}`);
  if (at < 0) return undefined;
  const start = eml.indexOf('\n\n', at) + 2;
  return Buffer.from(eml.slice(start, eml.indexOf('\n--', start)).replace(/\s+/g, ''), 'base64');
};

// A client with a guest on a trip, and an approved stay at a hotel whose vendor has an address.
const makeTrip = async (suffix: string) => {
  const client = (await api(baseUrl, 'POST', '/api/clients', {
    firstName: 'Clara',
    lastName: `Sender ${suffix}`,
    email: `clara.${suffix}@sending.example`,
    status: 'active',
  })) as Made;
  const guest = (await api(baseUrl, 'POST', '/api/client_guests', {
    client: client['@id'],
    name: `Hugo Sender ${suffix}`,
    email: `hugo.${suffix}@sending.example`,
  })) as Made;
  const trip = (await api(baseUrl, 'POST', '/api/trips', {
    client: client['@id'],
    title: `Dolomites ${suffix}`,
    startDate: '2027-09-06',
    endDate: '2027-09-09',
    currency: 'EUR',
  })) as Made;
  await api(baseUrl, 'POST', '/api/trip_guests', { trip: trip['@id'], clientGuest: guest['@id'] });
  const vendor = (await api(baseUrl, 'POST', '/api/vendors.json', {
    name: `Alpine stays ${suffix}`,
    email: `bookings.${suffix}@alpine.example`,
  })) as Made;
  const hotel = `Rifugio ${suffix}`;
  const accommodation = (await api(baseUrl, 'POST', '/api/accommodations', {
    name: hotel,
    vendor: vendor['@id'],
  })) as Made;
  const stay = (await api(baseUrl, 'POST', '/api/trip_accommodations', {
    trip: trip['@id'],
    accommodation: accommodation['@id'],
    startDate: '2027-09-06T15:00',
    endDate: '2027-09-09T11:00',
    status: 'priced',
  })) as Made;
  for (const status of ['waiting_approval', 'approved'])
    await api(baseUrl, 'PATCH', `/api/trip_items/${stay.id}`, { status });
  return { trip, hotel, vendor };
};

describe('sending from a trip', () => {
  it('sends the proposal from the itinerary and finds the e-mail with its PDF in the outbox; requests a booking from an item', async () => {
    const suffix = Date.now().toString(36);
    const { trip, hotel } = await makeTrip(suffix);
    const { page, errors } = await signedInPage(browser, baseUrl, 'travel@demo.travel', /\/admin\//, {
      width: 1440,
      height: 1000,
    });

    // The itinerary's Actions: "Send proposal" opens the dialog with the client, the guest to tick,
    // the agency's "Proposal ready" template and the server's preview with the trip filled in.
    await page.goto(`${baseUrl}/admin/trips/${trip.id}/itinerary`);
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Send proposal' }).click();
    const form = page.getByRole('form', { name: 'Send proposal' });
    await form.getByText(`<clara.${suffix}@sending.example>`).waitFor();
    await expect
      .poll(() => form.getByLabel('Subject').inputValue())
      .toBe('Your journey proposal: {{trip.name}}');
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect
      .poll(() => preview.getByTestId('preview-subject').textContent(), { timeout: 10_000 })
      .toBe(`Your journey proposal: Dolomites ${suffix}`);
    await form.getByLabel(`Copy to Hugo Sender ${suffix}`).click();
    await page.screenshot({ path: `${shots}/send-proposal.png` });
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => form.count(), { timeout: 30_000 }).toBe(0);

    // The message in the outbox: to the client, the guest in copy, placeholders filled, the
    // stored version 1 of the proposal attached.
    const subject = `Your journey proposal: Dolomites ${suffix}`;
    await expect.poll(() => Boolean(findMail(subject)), { timeout: 15_000 }).toBe(true);
    const eml = findMail(subject)!;
    const text = decodeQp(eml);
    expect(text).toContain(`To: clara.${suffix}@sending.example`);
    expect(text).toContain(`Cc: hugo.${suffix}@sending.example`);
    expect(text).toContain(`Dolomites ${suffix}`);
    expect(text).toContain('Mon, 6 September 2027');
    expect(text).not.toContain('{{trip.');
    const fresh = (await api(baseUrl, 'GET', `/api/trips/${trip.id}`)) as Made;
    const pdf = attachment(eml, `${fresh.reference}-proposal-v1.pdf`);
    expect(pdf?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const logs = (await api(baseUrl, 'GET', `/api/email_logs?trip.id=${trip.id}`)) as {
      'hydra:member': { tripPdf: string | null }[];
    };
    expect(logs['hydra:member'][0]?.tripPdf).toMatch(/^\/api\/trip_pdfs\/\d+$/);

    // "Request booking" on the stay: the vendor's address, the message, then the item is pending
    // the vendor and the request is in the outbox.
    await page.goto(`${baseUrl}/admin/trips/${trip.id}?tab=items`);
    await page.getByRole('button', { name: `Request booking of ${hotel}` }).click();
    const dialog = page.getByRole('dialog', { name: `Request booking: ${hotel}` });
    await expect
      .poll(() => dialog.getByTestId('booking-to').textContent())
      .toBe(`Alpine stays ${suffix} <bookings.${suffix}@alpine.example>`);
    await page.screenshot({ path: `${shots}/request-booking.png` });
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const row = page.getByRole('table', { name: 'Items' }).getByRole('row', { name: new RegExp(hotel) });
    await expect.poll(() => row.getByText('Pending vendor booking').count()).toBe(1);
    await expect
      .poll(() => Boolean(findMail(`To: bookings.${suffix}@alpine.example`)), { timeout: 15_000 })
      .toBe(true);
    expect(decodeQp(findMail(`To: bookings.${suffix}@alpine.example`)!)).toContain(hotel);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
