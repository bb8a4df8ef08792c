import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClient } from '../../testing/fixtures.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { ClientCreatePage } from './client-create-page.tsx';
import { ClientPage } from './client-page.tsx';
import { clientTabs } from './client-tabs.ts';
import { ClientsPage } from './clients-page.tsx';

const api = realApiForFile();
let eleanor: { '@id': string; id: number };

beforeAll(async () => {
  eleanor = await addClient(api, 'Eleanor Whitmore', {
    email: 'eleanor@whitmore.example',
    phone: '+44 20 7946 0999',
    birthday: '1968-03-14',
    status: 'vip',
  });
  await addClient(api, 'Bruno Ferreira', { status: 'prospect' });
  await addClient(api, 'Chiara Lombardi', { status: 'active' });
});

const openClient = (id: number, tab = '') =>
  renderAt(`/admin/clients/${id}${tab ? `?tab=${tab}` : ''}`, <ClientPage params={{ id: String(id) }} />);

describe('client list', () => {
  it('searches over name, e-mail and phone, filters by status, orders by name', async () => {
    const user = userEvent.setup();
    renderAt('/admin/clients', <ClientsPage />);
    const table = await screen.findByRole('table', { name: 'Clients' });
    await within(table).findByRole('link', { name: 'Bruno Ferreira' });
    expect(api.calls('GET', /^\/api\/clients\?/).at(-1)!.path).toContain('order%5Bname%5D=asc');
    expect(api.calls('GET', /^\/api\/clients\?/).at(-1)!.path).toContain('itemsPerPage=10');

    await user.type(screen.getByPlaceholderText('Search clients'), '7946 0999');
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Bruno Ferreira' })).toBeNull());
    expect(within(table).getByRole('link', { name: 'Eleanor Whitmore' }).getAttribute('href')).toBe(
      `/admin/clients/${eleanor.id}`,
    );
    expect(within(table).getByText('VIP')).toBeTruthy();
    expect(api.calls('GET', /^\/api\/clients\?.*search=7946/).length).toBeGreaterThan(0);
  });

  it("puts the caret in the search box on '/'", async () => {
    const user = userEvent.setup();
    renderAt('/admin/clients', <ClientsPage />);
    await screen.findByRole('table', { name: 'Clients' });
    await user.keyboard('/');
    expect(document.activeElement).toBe(screen.getByPlaceholderText('Search clients'));
  });

  it('says so when no client matches', async () => {
    const user = userEvent.setup();
    renderAt('/admin/clients?search=nobody-at-all', <ClientsPage />);
    expect(await screen.findByText('No clients match these filters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Chiara Lombardi' })).toBeTruthy();
  });
});

describe('destination of interest filter', () => {
  it('lists the clients whose preferences name the destination or a place inside it, in the URL', async () => {
    const user = userEvent.setup();
    const country = await api.post('/api/destinations', { name: 'Lumeria' });
    const coast = await api.post('/api/destinations', { name: 'Lumeria Coast', parent: country['@id'] });
    const other = await api.post('/api/destinations', { name: 'Borealia' });
    const dreamer = await addClient(api, 'Dario Coastline');
    await api.post('/api/client_preferences', { client: dreamer['@id'], destinations: [coast['@id']] });
    const northerner = await addClient(api, 'Nora Northcliff');
    await api.post('/api/client_preferences', { client: northerner['@id'], destinations: [other['@id']] });

    const { history } = renderAt('/admin/clients', <ClientsPage />);
    const table = await screen.findByRole('table', { name: 'Clients' });
    await within(table).findByRole('link', { name: 'Bruno Ferreira' });
    await user.click(screen.getByRole('combobox', { name: 'Destination of interest' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search destination of interest' }), 'lumeria');
    await user.click(screen.getByRole('treeitem', { name: 'Lumeria' }));
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Dario Coastline']),
    );
    expect(history.at(-1)).toContain(`preferences.destinations.id=${country.id}`);
    expect(api.calls('GET', /^\/api\/clients\?/).at(-1)!.path).toContain(
      `preferences.destinations.id=${country.id}`,
    );
    expect(screen.getByRole('combobox', { name: 'Destination of interest' }).textContent).toBe('Lumeria');
  });

  it('reads the filter from the URL and says so when nobody asked for that destination', async () => {
    const empty = await api.post('/api/destinations', { name: 'Nowhereland' });
    renderAt(`/admin/clients?preferences.destinations.id=${empty.id}`, <ClientsPage />);
    expect(await screen.findByText('No clients match these filters.')).toBeTruthy();
    expect(api.calls('GET', /^\/api\/clients\?/).at(-1)!.path).toContain(
      `preferences.destinations.id=${empty.id}`,
    );
  });
});

describe('new client', () => {
  it('creates a client and opens it', async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/admin/clients/new', <ClientCreatePage />);
    const form = screen.getByRole('form', { name: 'New client' });
    await user.click(within(form).getByRole('button', { name: 'Create client' }));
    expect(await within(form).findAllByText('Please input value')).toHaveLength(2);
    await user.type(within(form).getByLabelText('First name'), 'Ines');
    await user.type(within(form).getByLabelText('Last name'), 'Carvalho');
    await user.click(within(form).getByRole('button', { name: 'Create client' }));
    await waitFor(() => expect(history.at(-1)).toMatch(/^\/admin\/clients\/\d+$/));
    const id = Number(history.at(-1)!.split('/').pop());
    expect((await api.get(`/api/clients/${id}`)).name).toBe('Ines Carvalho');
  });

  it('shows the client already on file on a 409, and "Create anyway" resends with force: true', async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/admin/clients/new', <ClientCreatePage />);
    const form = screen.getByRole('form', { name: 'New client' });
    await user.type(within(form).getByLabelText('First name'), 'Ellie');
    await user.type(within(form).getByLabelText('Last name'), 'Whitmore');
    await user.type(within(form).getByLabelText('E-mail'), 'Eleanor@Whitmore.example');
    await user.click(within(form).getByRole('button', { name: 'Create client' }));
    const alert = await screen.findByRole('alert', { name: 'Possible duplicate' });
    expect(within(alert).getByText(/the same e-mail address/)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Open the client on file' }).getAttribute('href')).toBe(
      `/admin/clients/${eleanor.id}`,
    );
    expect(history.at(-1)).toBe('/admin/clients/new');

    await user.click(within(alert).getByRole('button', { name: 'Create anyway' }));
    await waitFor(() => expect(history.at(-1)).toMatch(/^\/admin\/clients\/\d+$/));
    const posts = api.calls('POST', '/api/clients');
    expect(posts.at(-1)!.body).toMatchObject({ firstName: 'Ellie', force: true });
    expect(posts.at(-2)!.body).not.toHaveProperty('force');
  });
});

describe('client page', () => {
  it('names the client, lists the tabs in one place and switches them by URL', async () => {
    const user = userEvent.setup();
    const { history } = openClient(eleanor.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Eleanor Whitmore' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Client sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(clientTabs.map((t) => t.label));
    expect(within(tabs).getByRole('link', { name: 'General' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('form', { name: 'Client' })).toBeTruthy();
    await user.click(within(tabs).getByRole('link', { name: 'Trips' }));
    expect(history.at(-1)).toBe(`/admin/clients/${eleanor.id}?tab=trips`);
  });

  it('shows "No trips yet" until trips exist', async () => {
    openClient(eleanor.id, 'trips');
    expect(await screen.findByText('No trips yet.')).toBeTruthy();
  });

  it("shows the preferences read-only with a way to the form, and the client's e-mails", async () => {
    const bruno = await addClient(api, 'Bruno Alves');
    const none = openClient(bruno.id, 'preferences');
    expect(await screen.findByText('No preferences recorded yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Record preferences' }).getAttribute('href')).toBe(
      `/admin/clients/preferences?client=${bruno.id}`,
    );
    none.unmount();

    const prefs = await api.post('/api/client_preferences', {
      client: bruno['@id'],
      roomSize: 'junior_suite',
      boutiqueHotel: true,
    });
    const some = openClient(bruno.id, 'preferences');
    expect(await screen.findByRole('button', { name: 'Hotel' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit preferences' }).getAttribute('href')).toBe(
      `/admin/clients/preferences/${prefs.id}`,
    );
    some.unmount();

    openClient(bruno.id, 'emails');
    expect(await screen.findByRole('button', { name: /Send e-mail/ })).toBeTruthy();
    // The button renders with the table; the log's request reaches the test API a tick later on a loaded machine.
    await waitFor(() =>
      expect(
        api.calls('GET', new RegExp(`^/api/email_logs\\?.*client\\.id=${bruno.id}`)).length,
      ).toBeGreaterThan(0),
    );
  });

  it('shows the 404 page for an unknown client', async () => {
    openClient(999999);
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeTruthy();
  });

  it('saves the General form with PATCH and If-Match, and moves the status along its transitions', async () => {
    const user = userEvent.setup();
    const client = await addClient(api, 'Lars Berg', { status: 'active' });
    openClient(client.id);
    const form = await screen.findByRole('form', { name: 'Client' });
    const city = within(form).getByLabelText('City');
    await user.type(city, 'Stockholm');
    expect(within(form).getByText('Unsaved changes')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeTruthy();
    const patch = api.calls('PATCH', `/api/clients/${client.id}`).at(-1)!;
    expect(patch.body).toMatchObject({ city: 'Stockholm' });
    expect(patch.body).not.toHaveProperty('status');
    expect(patch.ifMatch).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Change status of Lars Berg' }));
    await user.click(await screen.findByRole('menuitem', { name: /VIP/i }));
    await waitFor(async () => expect((await api.get(`/api/clients/${client.id}`)).status).toBe('vip'));
    expect(api.calls('GET', `/api/client/possible-transitions/${client.id}`).length).toBeGreaterThan(0);
  });

  it('adds a guest with a diet, an allergy, a nationality and a sealed passport number (issue 30.9)', async () => {
    const user = userEvent.setup();
    const diet = await api.post('/api/diets', { name: 'Kosher test' });
    const allergy = await api.post('/api/food_allergies', { name: 'Lupin test' });
    openClient(eleanor.id, 'guests');
    expect(await screen.findByText('No guests yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add guest' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('First name'), 'Poppy');
    await user.type(within(dialog).getByLabelText('Last name'), 'Whitmore');
    await user.type(within(dialog).getByLabelText('Nationality'), 'British');
    await user.type(within(dialog).getByLabelText('Passport number'), '5123 45678');
    await user.type(within(dialog).getByLabelText('Relation'), 'daughter');
    await user.type(within(dialog).getByLabelText('E-mail'), 'poppy@whitmore.example');
    await user.type(within(dialog).getByLabelText('Passport expiry'), '2030-09-30');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Kosher test' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Lupin test' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add guest' }));
    const table = await screen.findByRole('table', { name: 'Guests' });
    expect(within(table).getByText('Poppy Whitmore')).toBeTruthy();
    expect(within(table).getByText('Kosher test')).toBeTruthy();
    expect(within(table).getByText('British')).toBeTruthy();
    expect(within(table).getByText(/•••• 5678 · expires/)).toBeTruthy();
    const post = api.calls('POST', '/api/client_guests').at(-1)!;
    expect(post.body).toMatchObject({
      client: eleanor['@id'],
      firstName: 'Poppy',
      lastName: 'Whitmore',
      nationality: 'British',
      passportNumber: '512345678',
      relation: 'daughter',
      email: 'poppy@whitmore.example',
      passportExpiry: '2030-09-30',
      diets: [diet['@id']],
      foodAllergies: [allergy['@id']],
    });
    // The whole number on a confirmed reveal, which the API logs.
    await user.click(within(table).getByRole('button', { name: /Edit Poppy Whitmore/ }));
    const edit = await screen.findByRole('dialog');
    expect(within(edit).getByLabelText('Passport number')).toHaveProperty('value', '');
    await user.click(within(edit).getByRole('button', { name: 'Reveal' }));
    await screen.findByText('Reveal the passport number?');
    await user.click(screen.getAllByRole('button', { name: 'Reveal' }).at(-1)!);
    await waitFor(() => expect(within(edit).getByTestId('passport-number').textContent).toBe('512345678'));
    expect(api.calls('POST', /^\/api\/client_guests\/\d+\/reveal-passport$/)).toHaveLength(1);
  });

  it('shows a purged passport number without a Reveal button', async () => {
    const user = userEvent.setup();
    const guest = (await api.post('/api/client_guests', {
      client: eleanor['@id'],
      firstName: 'Aiko',
      lastName: 'Yamada',
      passportNumber: 'TK1234567',
      passportExpiry: '2027-03-31',
    })) as { id: number };
    // What the vault purge leaves (API: clients/guest-passports.test.ts).
    await api.query(
      "update client_guests set passport_number_sealed = null, passport_purged_at = '2028-04-01T03:17:00Z' where id = $1",
      [guest.id],
    );
    openClient(eleanor.id, 'guests');
    const table = await screen.findByRole('table', { name: 'Guests' });
    expect(within(table).getByText(/•••• 4567 · expires .* · number purged/)).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: /Edit Aiko Yamada/ }));
    const edit = await screen.findByRole('dialog');
    expect(within(edit).getByText(/Purged after the retention period/)).toBeTruthy();
    expect(within(edit).queryByRole('button', { name: 'Reveal' })).toBeNull();
  });

  it('adds a membership and moves it along its transitions', async () => {
    const user = userEvent.setup();
    openClient(eleanor.id, 'memberships');
    await user.click(await screen.findByRole('button', { name: 'Add membership' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Programme'), 'Aman Club');
    await user.type(within(dialog).getByLabelText('Number'), 'AC-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const table = await screen.findByRole('table', { name: 'Memberships' });
    expect(await within(table).findByText('Aman Club')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Change status of Aman Club' }));
    await user.click(await screen.findByRole('menuitem', { name: /suspend/i }));
    expect(await within(table).findByText('Suspended')).toBeTruthy();
  });

  it('uploads an attachment with its type from the clientAttachmentType enum', async () => {
    const user = userEvent.setup();
    const client = await addClient(api, 'Ines Files');
    openClient(client.id, 'files');
    expect(await screen.findByText('No attachments')).toBeTruthy();
    await user.selectOptions(await screen.findByLabelText('Type of the next upload'), 'passport');
    const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'Passport scan.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Upload client attachments'), pdf);
    // What the screen sends. (jsdom's multipart bodies cannot be parsed by the in-process API, so
    // the stored upload itself is covered by the API's client-files.test.ts and the browser test.)
    await waitFor(() => expect(api.calls('POST', '/api/client_attachments')).toHaveLength(1));
    expect(api.calls('POST', '/api/client_attachments')[0]!.body).toMatchObject({
      client: client['@id'],
      type: 'passport',
    });
  });

  it('renames and retypes an attachment with the enum labels', async () => {
    const user = userEvent.setup();
    const client = await addClient(api, 'Rui Files');
    await api.db.insert(api.schema.clientAttachments).values({
      ownerId: client.id,
      type: 'passport',
      name: 'Rui passport',
      extension: 'pdf',
      filePath: '2026/01/00000000-0000-4000-8000-000000000001.pdf',
      mimeType: 'application/pdf',
      size: 2048,
    });
    openClient(client.id, 'files');
    const table = await screen.findByRole('table', { name: 'Client attachments' });
    expect(within(table).getByText('Passport')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Edit Rui passport.pdf' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Rui visa');
    await user.click(within(dialog).getByLabelText('Type'));
    await user.click(await screen.findByRole('option', { name: 'Visa' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(table).findByText('Rui visa.pdf')).toBeTruthy();
    const saved = (await api.get(`/api/client_attachments?client.id=${client.id}`))['hydra:member'];
    expect(saved).toMatchObject([{ name: 'Rui visa', type: 'visa' }]);
  });

  it('lists the invoices with their amount and PDF link', async () => {
    const client = await addClient(api, 'Omar Haddad');
    await api.db.insert(api.schema.clientInvoices).values({
      clientId: client.id,
      number: 'INV-TEST-0001',
      date: '2026-05-02',
      amount: '236500.00',
      currency: 'EUR',
      status: 'paid',
      pdfPath: null,
    });
    openClient(client.id, 'invoices');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(table).getByText('INV-TEST-0001')).toBeTruthy();
    expect(within(table).getByText('EUR 236,500.00')).toBeTruthy();
    expect(within(table).getByText('05/02/2026')).toBeTruthy();
    expect(within(table).getByText('Paid')).toBeTruthy();
  });

  it('lists the invoices and shows an empty state for a client without any', async () => {
    const invoiceCalls = () =>
      api.calls('GET', new RegExp(`^/api/client_invoices\\?.*client.id=${eleanor.id}`)).length;
    // The calls this render makes (other tests of the file may have shown Eleanor's tabs).
    const before = invoiceCalls();
    openClient(eleanor.id, 'invoices');
    expect(await screen.findByText('No invoices yet.')).toBeTruthy();
    expect(invoiceCalls() - before).toBe(1);
  });
});
