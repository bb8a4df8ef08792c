import { toast } from '@backoffice/ui/toast';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { hasUnsavedChanges } from '../../shared/forms/unsaved-changes.ts';
import { addClient, addTrip } from '../../testing/fixtures.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { TripCreatePage } from './trip-create-page.tsx';
import { TripPage } from './trip-page.tsx';
import { TripsDashboardPage } from './trips-dashboard-page.tsx';
import { TripsPage } from './trips-page.tsx';

const api = realApiForFile();
let eleanor: { '@id': string; id: number };
let bruno: { '@id': string; id: number };
let sent: { '@id': string; id: number; reference: string };
let draft: { '@id': string; id: number; reference: string };
let kyotoId: number;

const iso = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

// A new trip starts as a draft; later statuses are reached through the server's moves.
const toProposalSent = ['proposal_preparation', 'proposal_pricing', 'proposal_sent'];
const walk = async (trip: { '@id': string }, statuses: string[]) => {
  for (const status of statuses) await api.patch(`${trip['@id']}/status-change`, { status });
};

beforeAll(async () => {
  eleanor = await addClient(api, 'Eleanor Whitmore', { status: 'vip', currency: 'GBP' });
  bruno = await addClient(api, 'Bruno Ferreira', { status: 'active' });
  const kyoto = await api.post('/api/destinations.json', { name: 'Kyoto test' });
  kyotoId = kyoto.id;
  sent = (await addTrip(api, eleanor, 'Kyoto in autumn', [iso(20), iso(30)], {
    destinations: [kyoto['@id']],
    currency: 'GBP',
    inquiry: 'Quiet ryokan, a tea ceremony.',
  })) as typeof sent;
  await walk(sent, toProposalSent);
  draft = (await addTrip(api, bruno, 'Lisbon weekend', [iso(60), iso(63)])) as typeof draft;
  const past = await addTrip(api, bruno, 'Past ski week', [iso(-200), iso(-193)]);
  await walk(past, [
    ...toProposalSent,
    'proposal_approved_paid',
    'trip_finalization',
    'trip_sent',
    'trip_approved_paid',
    'pending_departure',
    'trip_ongoing',
    'trip_feedback',
    'past_trip',
  ]);
});

const openTrip = (id: number, tab = '') =>
  renderAt(`/admin/trips/${id}${tab ? `?tab=${tab}` : ''}`, <TripPage params={{ id: String(id) }} />);

describe('trip list', () => {
  it('lists trips with their client, dates and status tag, and searches by reference', async () => {
    const user = userEvent.setup();
    renderAt('/admin/trips', <TripsPage />);
    const table = await screen.findByRole('table', { name: 'Trips' });
    const link = await within(table).findByRole('link', { name: sent.reference });
    expect(link.getAttribute('href')).toBe(`/admin/trips/${sent.id}`);
    const row = link.closest('tr')!;
    expect(within(row).getByText('Eleanor Whitmore')).toBeTruthy();
    expect(within(row).getByText('Kyoto in autumn')).toBeTruthy();
    expect(await within(row).findByText('Kyoto test')).toBeTruthy();
    // DD MMM YYYY, and the §4.4 colour the server's enum gives proposal_sent (blue).
    expect(within(row).getAllByText(/^\d{2} [A-Z][a-z]{2} \d{4}$/)).toHaveLength(2);
    const tag = await within(row).findByText('Proposal sent');
    expect(tag.className).toContain('blue');
    const last = api.calls('GET', /^\/api\/trips\?/).at(-1)!.path;
    expect(last).toContain('order%5BstartDate%5D=desc');
    expect(last).toContain('itemsPerPage=10');

    await user.type(screen.getByPlaceholderText('Search by reference or client'), draft.reference);
    await waitFor(() => expect(within(table).queryByRole('link', { name: sent.reference })).toBeNull());
    expect(within(table).getByRole('link', { name: draft.reference })).toBeTruthy();
    expect(api.calls('GET', /^\/api\/trips\?.*search=TR-/).length).toBeGreaterThan(0);
  });

  it('searches by client name and filters by destination from the URL', async () => {
    renderAt('/admin/trips?search=Whitmore', <TripsPage />);
    const table = await screen.findByRole('table', { name: 'Trips' });
    expect(await within(table).findByText('Kyoto in autumn')).toBeTruthy();
    expect(within(table).queryByText('Lisbon weekend')).toBeNull();

    renderAt(`/admin/trips?destination=${kyotoId}`, <TripsPage />);
    const tables = await screen.findAllByRole('table', { name: 'Trips' });
    expect(await within(tables.at(-1)!).findByText('Kyoto in autumn')).toBeTruthy();
    expect(within(tables.at(-1)!).queryByText('Lisbon weekend')).toBeNull();
    expect(api.calls('GET', /^\/api\/trips\?/).at(-1)!.path).toContain(`destinations.id=${kyotoId}`);
  });

  it('filters by status, client and dates from the URL', async () => {
    renderAt(`/admin/trips?status=past_trip&client=${bruno.id}`, <TripsPage />);
    const table = await screen.findByRole('table', { name: 'Trips' });
    expect(await within(table).findByText('Past ski week')).toBeTruthy();
    expect(within(table).queryByText('Lisbon weekend')).toBeNull();
    const last = api.calls('GET', /^\/api\/trips\?/).at(-1)!.path;
    expect(last).toContain('status%5B%5D=past_trip');
    expect(last).toContain(`client.id=${bruno.id}`);

    renderAt(`/admin/trips?from=${iso(55)}&to=${iso(70)}`, <TripsPage />);
    const tables = await screen.findAllByRole('table', { name: 'Trips' });
    expect(await within(tables.at(-1)!).findByText('Lisbon weekend')).toBeTruthy();
    expect(within(tables.at(-1)!).queryByText('Kyoto in autumn')).toBeNull();
  });

  it('says so when no trip matches', async () => {
    const user = userEvent.setup();
    renderAt('/admin/trips?search=TR-1900', <TripsPage />);
    expect(await screen.findByText('No trips match these filters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: sent.reference })).toBeTruthy();
  });
});

const pickDates = async (user: ReturnType<typeof userEvent.setup>, first: number, last: number) => {
  const now = new Date();
  const month = now.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  const year = now.getUTCFullYear();
  const th = (d: number) =>
    `${d}${d === 1 || d === 21 ? 'st' : d === 2 || d === 22 ? 'nd' : d === 3 || d === 23 ? 'rd' : 'th'}`;
  await user.click(screen.getByRole('combobox', { name: 'Travel dates' }));
  await user.click(await screen.findByRole('button', { name: new RegExp(`${month} ${th(first)}, ${year}`) }));
  await user.click(screen.getByRole('button', { name: new RegExp(`${month} ${th(last)}, ${year}`) }));
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  return [
    `${year}-${mm}-${String(first).padStart(2, '0')}`,
    `${year}-${mm}-${String(last).padStart(2, '0')}`,
  ];
};

describe('new trip', () => {
  it('creates a trip for a client found by search and opens it', async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/admin/trips/new', <TripCreatePage />);
    const form = screen.getByRole('form', { name: 'New trip' });
    await user.click(within(form).getByRole('button', { name: 'Create trip' }));
    expect((await within(form).findAllByText('Please input value')).length).toBeGreaterThanOrEqual(2);

    await user.type(within(form).getByRole('combobox', { name: 'Client' }), 'Whitm');
    await user.click(await screen.findByRole('option', { name: 'Eleanor Whitmore' }));
    // The trip's currency follows the client's.
    await waitFor(() =>
      expect((within(form).getByLabelText('Currency') as HTMLInputElement).value).toBe('GBP'),
    );
    const [start, end] = await pickDates(user, 10, 16);
    await user.type(within(form).getByLabelText('Title'), 'Amalfi by boat');
    await user.clear(within(form).getByLabelText('Currency'));
    await user.type(within(form).getByLabelText('Currency'), 'eur');
    await user.clear(within(form).getByLabelText('Markup (%)'));
    await user.type(within(form).getByLabelText('Markup (%)'), '12.5');
    await user.click(within(form).getByRole('button', { name: 'Create trip' }));
    await waitFor(() => expect(history.at(-1)).toMatch(/^\/admin\/trips\/\d+$/));
    expect(await screen.findByText('Created successfully')).toBeTruthy();
    const post = api.calls('POST', '/api/trips').at(-1)!;
    expect(post.body).toMatchObject({
      client: eleanor['@id'],
      title: 'Amalfi by boat',
      startDate: start,
      endDate: end,
      currency: 'EUR',
      markup: '12.5',
    });
    const id = Number(history.at(-1)!.split('/').pop());
    const trip = await api.get(`/api/trips/${id}`);
    expect(trip.reference).toMatch(/^TR-\d{4}-\d{4}$/);
  });

  it('creates the client on the fly and fills the client in from ?client=', async () => {
    const user = userEvent.setup();
    renderAt('/admin/trips/new', <TripCreatePage />);
    const form = screen.getByRole('form', { name: 'New trip' });
    await user.click(within(form).getByRole('button', { name: 'New client' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('First name'), 'Ines');
    await user.type(within(dialog).getByLabelText('Last name'), 'Carvalho');
    await user.type(within(dialog).getByLabelText('E-mail'), 'ines@carvalho.example');
    await user.click(within(dialog).getByRole('button', { name: 'Create client' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST', '/api/clients').at(-1)!.body).toMatchObject({
      firstName: 'Ines',
      lastName: 'Carvalho',
      email: 'ines@carvalho.example',
    });
    expect(await within(form).findByDisplayValue('Ines Carvalho')).toBeTruthy();

    renderAt(`/admin/trips/new?client=${bruno.id}`, <TripCreatePage />);
    const forms = screen.getAllByRole('form', { name: 'New trip' });
    expect(await within(forms.at(-1)!).findByDisplayValue('Bruno Ferreira')).toBeTruthy();
  });
});

describe('new trip travellers (issue 30.9)', () => {
  it("offers the client's guests as travellers and counts adults and children from them", async () => {
    const user = userEvent.setup();
    const client = await addClient(api, 'Tara Guestly');
    const spouse = await api.post('/api/client_guests', {
      client: client['@id'],
      firstName: 'Sean',
      lastName: 'Guestly',
      status: 'adult',
    });
    const kid = await api.post('/api/client_guests', {
      client: client['@id'],
      firstName: 'Kim',
      lastName: 'Guestly',
      status: 'child',
    });
    const { history } = renderAt(`/admin/trips/new?client=${client.id}`, <TripCreatePage />);
    const form = screen.getByRole('form', { name: 'New trip' });
    const travellers = await within(form).findByRole('group', { name: 'Travellers with the client' });
    expect(within(travellers).getByRole('checkbox', { name: /Sean Guestly/ })).toHaveProperty(
      'checked',
      true,
    );
    await waitFor(() => expect((within(form).getByLabelText('Adults') as HTMLInputElement).value).toBe('2'));
    expect((within(form).getByLabelText('Children') as HTMLInputElement).value).toBe('1');
    // Unticked: the counts follow.
    await user.click(within(travellers).getByRole('checkbox', { name: /Sean Guestly/ }));
    await waitFor(() => expect((within(form).getByLabelText('Adults') as HTMLInputElement).value).toBe('1'));
    await pickDates(user, 10, 12);
    await user.click(within(form).getByRole('button', { name: 'Create trip' }));
    await waitFor(() => expect(history.at(-1)).toMatch(/^\/admin\/trips\/\d+$/));
    expect(api.calls('POST', '/api/trips').at(-1)!.body).toMatchObject({
      travellers: [kid['@id']],
      adults: 1,
      children: 1,
    });
    const id = Number(history.at(-1)!.split('/').pop());
    const guests = (await api.get(`/api/trip_guests?trip.id=${id}`)) as {
      'hydra:member': { clientGuest: { '@id': string } }[];
    };
    expect(guests['hydra:member'].map((g) => g.clientGuest['@id'])).toEqual([kid['@id']]);
    expect(spouse['@id']).toBeTruthy();
  });
});

describe('trip page', () => {
  it('shows the client name and reference, and saves the General tab with If-Match', async () => {
    const user = userEvent.setup();
    openTrip(sent.id);
    const heading = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(heading.textContent).toContain('Eleanor Whitmore'));
    expect(heading.textContent).toContain(sent.reference);
    const form = await screen.findByRole('form', { name: 'Trip' });
    const title = within(form).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Kyoto and Nara');
    expect(within(form).getByText('Unsaved changes')).toBeTruthy();
    // Leaving now would ask first (the unsaved-changes warning of every record form).
    expect(hasUnsavedChanges()).toBe(true);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeTruthy();
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
    const patch = api.calls('PATCH', `/api/trips/${sent.id}`).at(-1)!;
    expect(patch.body).toMatchObject({ title: 'Kyoto and Nara' });
    expect(patch.body).not.toHaveProperty('status');
    expect(patch.body).not.toHaveProperty('client');
    expect(patch.ifMatch).toBeTruthy();
    expect((await api.get(`/api/trips/${sent.id}`)).title).toBe('Kyoto and Nara');
  });

  it("picks the trip's travel director among the active staff (the user's IRI)", async () => {
    const user = userEvent.setup();
    openTrip(draft.id);
    const form = await screen.findByRole('form', { name: 'Trip' });
    await user.click(within(form).getByRole('combobox', { name: 'Travel director' }));
    const staff = await api.get<{
      'hydra:member': { id: number; firstName: string | null; lastName: string | null; email: string }[];
    }>('/api/staff?isActive=true');
    const chosen = staff['hydra:member'][0]!;
    const name = [chosen.firstName, chosen.lastName].filter(Boolean).join(' ') || chosen.email;
    await user.click(await screen.findByRole('option', { name }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeTruthy();
    const patch = api.calls('PATCH', `/api/trips/${draft.id}`).at(-1)!;
    expect(patch.body).toMatchObject({ travelDirector: `/api/users/${chosen.id}` });
    expect((await api.get(`/api/trips/${draft.id}`)).travelDirector).toBe(`/api/users/${chosen.id}`);
  });

  it('links the itinerary from the trip page and from the list row menu (issue 30.1)', async () => {
    const user = userEvent.setup();
    openTrip(sent.id);
    const open = await screen.findByRole('link', { name: 'Open the itinerary' });
    expect(open.getAttribute('href')).toBe(`/admin/trips/${sent.id}/itinerary`);
    cleanup();
    const { history } = renderAt('/admin/trips', <TripsPage />);
    await user.click(await screen.findByRole('button', { name: `Actions for ${sent.reference}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Open the itinerary' }));
    await waitFor(() => expect(history.at(-1)).toBe(`/admin/trips/${sent.id}/itinerary`));
  });

  it('refuses a save over a change made meanwhile (412) and loads the latest version', async () => {
    const user = userEvent.setup();
    openTrip(draft.id);
    const form = await screen.findByRole('form', { name: 'Trip' });
    await api.patch(`/api/trips/${draft.id}`, { title: 'Changed elsewhere' });
    const title = within(form).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Mine');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/changed by someone else/)).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() =>
      expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('Changed elsewhere'),
    );
  });

  it('edits the inquiry, and says which tabs wait for the trip items', async () => {
    const user = userEvent.setup();
    openTrip(sent.id, 'inquiry');
    const form = await screen.findByRole('form', { name: 'Inquiry' });
    const text = within(form).getByRole('textbox');
    expect((text as HTMLTextAreaElement).value).toBe('Quiet ryokan, a tea ceremony.');
    await user.type(text, ' And Nara deer.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect((await api.get(`/api/trips/${sent.id}`)).inquiry).toBe(
        'Quiet ryokan, a tea ceremony. And Nara deer.',
      ),
    );

    const nav = screen.getByRole('navigation', { name: 'Trip sections' });
    await user.click(within(nav).getByRole('link', { name: 'Payments' }));
    expect(await screen.findByText('No payments yet.')).toBeTruthy();
  });

  it('shows the 404 page for an unknown trip, and no error toast besides', async () => {
    const errors = vi.spyOn(toast, 'error');
    try {
      openTrip(999999);
      expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeTruthy();
      // The page says it: the tab's own reads of the missing trip must not toast it again.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(errors.mock.calls.map(([message]) => message)).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });
});

describe('trips dashboard', () => {
  it('counts the trips by stage and lists the next departures', async () => {
    renderAt('/admin/dashboard/trips', <TripsDashboardPage />);
    const stages = await screen.findByRole('list', { name: 'Trips by stage' });
    const proposals = within(stages).getByText('Proposals').closest('a')!;
    const total = (
      await api.get<{ 'hydra:totalItems': number }>(
        '/api/trips?status[]=proposal_preparation&status[]=proposal_pricing&status[]=proposal_sent&status[]=proposal_feedback',
      )
    )['hydra:totalItems'];
    await waitFor(() => expect(proposals.textContent).toContain(String(total)));
    const next = await screen.findByRole('table', { name: 'Next departures' });
    const refs = within(next)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(refs).toContain(sent.reference);
    expect(refs).not.toContain('Past ski week');
    // One call per stage, none per status.
    expect(api.calls('GET', /^\/api\/trips\?.*itemsPerPage=0/).length).toBe(6);
  });
});
