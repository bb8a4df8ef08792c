import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClient } from '../../testing/fixtures.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { ProspectPage } from './prospect-page.tsx';
import { ProspectsPage } from './prospects-page.tsx';

// Against the real API in-process (testing/real-api.ts): the prospects are created through it.
const api = realApiForFile({ signIn: 'travel@demo.travel' });
const names = [
  'Victoria Langley',
  'Daniel Feldman',
  'Mathilde Girard',
  'Rajiv Menon',
  'Sophie Andersen',
  'Marco Bellini',
  'Grace Whitaker',
  'Yusuf Demir',
  'Emily Chen',
  'Frederik van Dijk',
  'Lucia Romano',
  'Noah Fischer',
];

beforeAll(async () => {
  // One a time, so that the last one is the newest.
  for (const [i, name] of names.entries())
    await api.post('/api/prospects', {
      name,
      email: `prospect${i + 1}@example.com`,
      source: i % 2 ? 'referral' : 'website',
      startDate: '2027-06-12',
      endDate: '2027-06-26',
      ...(i === 0 ? { budget: '60000', currency: 'GBP', message: 'Our 25th wedding anniversary.' } : {}),
    });
});

const table = () => screen.getByRole('table', { name: 'Prospects' });
const rowNames = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent ?? '');
const lists = () => api.calls('GET', /^\/api\/prospects\?/);
const queryOf = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

describe('/admin/prospects', () => {
  it('lists the newest first, 10 a page, searches and links each to its page', async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/admin/prospects', <ProspectsPage />);
    await waitFor(() => expect(rowNames()).toHaveLength(10), { timeout: 10_000 });
    // The page shown is read first; the next one is read ahead after it.
    expect(queryOf(lists()[0]!.path)).toEqual({
      'order[createdAt]': 'desc',
      page: '1',
      itemsPerPage: '10',
    });
    expect(rowNames()[0]).toBe('Noah Fischer');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '20');
    await waitFor(() => expect(rowNames()).toHaveLength(names.length), { timeout: 5000 });
    expect(
      [...(screen.getByLabelText('Rows per page') as HTMLSelectElement).options].map((o) => o.value),
    ).toEqual(['10', '20', '50', '100']);
    const first = within(table()).getByRole('row', { name: /Victoria Langley/ });
    expect(first.textContent).toContain('GBP 60,000');
    expect(first.textContent).toContain('Website');
    expect(first.textContent).toContain('New');
    expect(within(first).getByRole('link', { name: 'Victoria Langley' }).getAttribute('href')).toMatch(
      /^\/admin\/prospects\/\d+$/,
    );

    await user.type(screen.getByPlaceholderText('Search prospects'), 'girard');
    await waitFor(() => expect(rowNames()).toEqual(['Mathilde Girard']), { timeout: 5000 });
    expect(queryOf(lists().at(-1)!.path).search).toBe('girard');
    expect(history.at(-1)).toContain('search=girard');
  }, 30_000);
});

describe('/admin/prospects/{id}', () => {
  it('converts a prospect; a client already on file shows the match, Create anyway sends force', async () => {
    const existing = await addClient(api, 'Oliver Grant', { email: 'oliver@grant.example' });
    const prospect = await api.post('/api/prospects', {
      name: 'Oliver Grant',
      email: 'OLIVER@grant.example',
    });
    const user = userEvent.setup();
    const { history } = renderAt(
      `/admin/prospects/${prospect.id}`,
      <ProspectPage params={{ id: String(prospect.id) }} />,
    );
    expect(await screen.findByRole('heading', { name: 'Oliver Grant' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('OLIVER@grant.example')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Convert to client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert to client' });
    expect((within(dialog).getByLabelText('First name') as HTMLInputElement).value).toBe('Oliver');
    expect((within(dialog).getByLabelText('Last name') as HTMLInputElement).value).toBe('Grant');
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(await within(dialog).findByText('A client with this e-mail is already on file.')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /Open the existing client/ })
        .getAttribute('href'),
    ).toBe(`/admin/clients/${existing.id}`);
    expect((await api.get(`/api/prospects/${prospect.id}`)).status).toBe('new');

    await user.click(within(dialog).getByRole('button', { name: 'Create anyway' }));
    await waitFor(() => expect(history.at(-1)).toMatch(/^\/admin\/clients\/\d+$/), { timeout: 5000 });
    const clientId = Number(history.at(-1)!.split('/').pop());
    expect(clientId).not.toBe(existing.id);
    const converts = api.calls('POST', `/api/prospects/${prospect.id}/convert`);
    expect(converts.map((c) => c.body?.force)).toEqual([false, true]);
    expect(await api.get(`/api/prospects/${prospect.id}`)).toMatchObject({
      status: 'converted',
      client: `/api/clients/${clientId}`,
    });
  }, 30_000);

  it('puts the server asking for a last name under the field', async () => {
    const prospect = await api.post('/api/prospects', { name: 'Cher' });
    const user = userEvent.setup();
    renderAt(`/admin/prospects/${prospect.id}`, <ProspectPage params={{ id: String(prospect.id) }} />);
    await user.click(await screen.findByRole('button', { name: 'Convert to client' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert to client' });
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(await within(dialog).findByText('This value should not be blank.')).toBeTruthy();
    expect(
      (within(dialog).getByLabelText('Last name') as HTMLInputElement).getAttribute('aria-invalid'),
    ).toBe('true');
  }, 30_000);

  it('deletes after confirmation and returns to the list', async () => {
    const prospect = await api.post('/api/prospects', { name: 'Short Lived' });
    const user = userEvent.setup();
    const { history } = renderAt(
      `/admin/prospects/${prospect.id}`,
      <ProspectPage params={{ id: String(prospect.id) }} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 10_000 }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/prospects'));
    await expect(api.get(`/api/prospects/${prospect.id}`)).rejects.toThrow(/404/);
  }, 30_000);

  it('links a converted prospect to its client and offers no second conversion', async () => {
    const prospect = await api.post('/api/prospects', { name: 'Ines Duarte', email: 'ines@duarte.example' });
    const client = await api.post(`/api/prospects/${prospect.id}/convert`, {});
    renderAt(`/admin/prospects/${prospect.id}`, <ProspectPage params={{ id: String(prospect.id) }} />);
    const link = await screen.findByRole('link', { name: 'Open the client' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe(`/admin/clients/${client.id}`);
    expect(screen.queryByRole('button', { name: 'Convert to client' })).toBeNull();
  }, 30_000);
});

describe('New prospect', () => {
  it('checks the fields, creates the prospect with POST, says so and refreshes the list', async () => {
    const country = await api.post('/api/destinations', { name: 'Prospectia' });
    const user = userEvent.setup();
    renderAt('/admin/prospects', <ProspectsPage />);
    await waitFor(() => expect(rowNames().length).toBeGreaterThan(0), { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'New prospect' }));
    const dialog = await screen.findByRole('dialog', { name: 'New prospect' });
    const form = within(dialog).getByRole('form', { name: 'New prospect' });

    await user.click(within(form).getByRole('button', { name: 'Create prospect' }));
    expect(await within(form).findByText('Please input value')).toBeTruthy();
    await user.type(within(form).getByLabelText('E-mail'), 'not-an-address');
    await user.type(within(form).getByLabelText('Budget'), '45k');
    await user.click(within(form).getByRole('button', { name: 'Create prospect' }));
    expect(await within(form).findByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(within(form).getByText('Please enter an amount, e.g. 25000')).toBeTruthy();
    // Each field valid on its own, then the checks across fields.
    await user.type(within(form).getByLabelText('Last name'), 'Prentice');
    await user.clear(within(form).getByLabelText('E-mail'));
    await user.clear(within(form).getByLabelText('Budget'));
    await user.type(within(form).getByLabelText('Budget'), '45000');
    await user.type(within(form).getByLabelText('From'), '2027-09-10');
    await user.type(within(form).getByLabelText('To'), '2027-09-01');
    await user.click(within(form).getByRole('button', { name: 'Create prospect' }));
    expect(await within(form).findByText('Please give an e-mail address or a phone number')).toBeTruthy();
    expect(within(form).getByText('The end date must not be before the start date.')).toBeTruthy();
    expect(within(form).getByText('Please give the currency of the budget')).toBeTruthy();
    expect(api.calls('POST', '/api/prospects')).toHaveLength(0);

    await user.type(within(form).getByLabelText('First name'), 'Olivia');
    await user.type(within(form).getByLabelText('E-mail'), 'olivia@prentice.example');
    await user.type(within(form).getByLabelText('Currency'), 'chf');
    await user.clear(within(form).getByLabelText('To'));
    await user.type(within(form).getByLabelText('To'), '2027-09-20');
    await user.click(within(form).getByRole('combobox', { name: 'Source' }));
    await user.click(await screen.findByRole('option', { name: 'Event' }));
    await user.click(within(form).getByRole('combobox', { name: 'Wished destinations' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search wished destinations' }), 'prospectia');
    await user.click(await screen.findByRole('treeitem', { name: 'Prospectia' }));
    await user.keyboard('{Escape}');
    await user.type(within(form).getByLabelText('Message'), 'Met at the Monaco yacht show.');
    await user.click(within(form).getByRole('button', { name: 'Create prospect' }));

    expect(await screen.findByText('Created successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New prospect' })).toBeNull());
    const [post] = api.calls('POST', '/api/prospects');
    expect(post!.body).toMatchObject({
      firstName: 'Olivia',
      lastName: 'Prentice',
      email: 'olivia@prentice.example',
      source: 'event',
      destinations: [country['@id']],
      startDate: '2027-09-10',
      endDate: '2027-09-20',
      budget: '45000',
      currency: 'CHF',
      message: 'Met at the Monaco yacht show.',
    });
    // Newest first: the list shows it at the top.
    await waitFor(() => expect(rowNames()[0]).toBe('Olivia Prentice'), { timeout: 5000 });
    expect(within(table()).getByRole('row', { name: /Olivia Prentice/ }).textContent).toContain('CHF 45,000');
  }, 30_000);
});
