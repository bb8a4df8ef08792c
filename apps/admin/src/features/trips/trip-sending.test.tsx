import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { VendorEmails } from '../../shared/emails/vendor-emails.tsx';
import { addClient, addTrip } from '../../testing/fixtures.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { TripPage } from './trip-page.tsx';

const api = realApiForFile();
let trip: { '@id': string; id: number; reference: string };
let guestIri: string;
const ids: Record<string, number> = {};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const rows = (result: unknown) => (result as { rows: { id: number }[] }).rows;
const insert = async (text: string, params: unknown[] = []) => rows(await api.query(text, params))[0]!.id;

beforeAll(async () => {
  const client = await addClient(api, 'Nora Sending', { email: 'nora@sending.example', status: 'active' });
  trip = (await addTrip(api, client, 'Sending trip', [day(30), day(33)], { currency: 'EUR' })) as typeof trip;
  const guest = await api.post('/api/client_guests', {
    client: client['@id'],
    name: 'Leo Sending',
    email: 'leo@sending.example',
  });
  guestIri = guest['@id'];
  await api.post('/api/trip_guests', { trip: trip['@id'], clientGuest: guestIri });
  await api.post('/api/email_templates', {
    name: 'Proposal ready (test)',
    scope: 'trip',
    subject: 'Proposal: {{trip.name}}',
    body: '<p>Dear {{client.firstName}}, {{trip.name}} is ready.</p>',
  });
  ids.vendorA = await insert(
    `insert into vendors (name, email) values ('Villa group', 'book@villa.example') returning id`,
  );
  ids.vendorB = await insert(
    `insert into vendors (name, email) values ('Boat group', 'book@boat.example') returning id`,
  );
  ids.hotel = await insert(
    `insert into accommodations (vendor_id, name) values ($1, 'Villa Rosa') returning id`,
    [ids.vendorA],
  );
  ids.restaurant = await insert(
    `insert into restaurants (vendor_id, name) values ($1, 'Rosa kitchen') returning id`,
    [ids.vendorA],
  );
  ids.spa = await insert(`insert into spas (vendor_id, name) values ($1, 'Boat spa') returning id`, [
    ids.vendorB,
  ]);
  // Untitled: each shows as its catalogue record's name.
  const item = (type: string, column: string, ref: number, offset: number) =>
    api.query(
      `insert into trip_items (trip_id, type, ${column}, status, start_date) values ($1, $2, $3, 'approved', $4)`,
      [trip.id, type, ref, `${day(offset)} 12:00:00`],
    );
  await item('accommodation', 'accommodation_id', ids.hotel!, 30);
  await item('restaurant', 'restaurant_id', ids.restaurant!, 31);
  await item('spa', 'spa_id', ids.spa!, 32);
});

describe('Send proposal', () => {
  it('sends the proposal to the client with the guest ticked, from the trip template', async () => {
    const user = userEvent.setup();
    renderAt(`/admin/trips/${trip.id}`, <TripPage params={{ id: String(trip.id) }} />);
    await user.click(await screen.findByRole('button', { name: /^Send/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Send proposal' }));
    const form = await screen.findByRole('form', { name: 'Send proposal' });
    expect(await within(form).findByText('<nora@sending.example>')).toBeTruthy();
    // The kind's template is chosen; the preview fills the trip's placeholders.
    await waitFor(() =>
      expect((within(form).getByLabelText('Subject') as HTMLInputElement).value).toBe(
        'Proposal: {{trip.name}}',
      ),
    );
    expect(await screen.findByText('Proposal: Sending trip', {}, { timeout: 4000 })).toBeTruthy();
    await user.click(within(form).getByLabelText(/Copy to Leo Sending/));
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Send proposal' })).toBeNull(), {
      timeout: 15_000,
    });
    const [call] = api.calls('POST', `/api/trips/${trip.id}/send-proposal`);
    expect(call?.body).toMatchObject({ guests: [guestIri], subject: 'Proposal: {{trip.name}}' });
    const logs = await api.get<{ 'hydra:member': { tripPdf: string | null; cc: string | null }[] }>(
      `/api/email_logs?trip.id=${trip.id}`,
    );
    expect(logs['hydra:member'][0]).toMatchObject({ cc: 'leo@sending.example' });
    expect(logs['hydra:member'][0]?.tripPdf).toMatch(/^\/api\/trip_pdfs\/\d+$/);
  }, 30_000);
});

describe('Request booking', () => {
  it('refuses items of two suppliers with the server reason, then sends for one supplier', async () => {
    const user = userEvent.setup();
    renderAt(`/admin/trips/${trip.id}?tab=items`, <TripPage params={{ id: String(trip.id) }} />);
    await user.click(await screen.findByLabelText('Select Villa Rosa'));
    await user.click(screen.getByLabelText('Select Boat spa'));
    await user.click(screen.getByRole('button', { name: 'Request booking (2)' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /different suppliers \(Villa group, Boat group\)/,
    );
    expect(screen.getByRole('button', { name: 'Send request' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(await screen.findByLabelText('Select Villa Rosa'));
    await user.click(screen.getByLabelText('Select Rosa kitchen'));
    await user.click(screen.getByRole('button', { name: 'Request booking (2)' }));
    expect((await screen.findByTestId('booking-to')).textContent).toBe('Villa group <book@villa.example>');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(api.calls('POST', '/api/trip_items/request-booking')).toHaveLength(1));
    const table = await screen.findByRole('table', { name: 'Items' });
    await waitFor(() => expect(within(table).getAllByText('Pending vendor booking')).toHaveLength(2));
  }, 30_000);

  it("shows the request in the vendor's e-mail log (the vendor's Details tab)", async () => {
    renderAt(`/admin/vendors/${ids.vendorA}/tabs/Details`, <VendorEmails vendorId={ids.vendorA!} />);
    const log = await screen.findByRole('table', { name: 'Vendor e-mails' });
    expect(await within(log).findByText('book@villa.example')).toBeTruthy();
  }, 30_000);

  it('requests one item from its row', async () => {
    const user = userEvent.setup();
    await api.query(`update vendors set email = 'spa@boat.example' where id = $1`, [ids.vendorB]);
    renderAt(`/admin/trips/${trip.id}?tab=items`, <TripPage params={{ id: String(trip.id) }} />);
    await user.click(await screen.findByRole('button', { name: 'Request booking of Boat spa' }));
    expect((await screen.findByTestId('booking-to')).textContent).toBe('Boat group <spa@boat.example>');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(api.calls('POST', '/api/trip_items/request-booking')).toHaveLength(2));
    const [, last] = api.calls('POST', '/api/trip_items/request-booking');
    expect(last?.body).toMatchObject({ items: [expect.stringMatching(/\/api\/trip_/)] });
  }, 30_000);
});
