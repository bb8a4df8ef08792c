import { getGetVendorContactMockHandler, jsonLd } from '@backoffice/sdk/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { realApiForFile } from '../../../testing/real-api-file.ts';
import { renderAt } from '../../../testing/render.tsx';
import { accommodationsKind } from '../kinds/accommodations.kind.ts';
import { wineriesKind } from '../kinds/venues.kind.ts';
import { createWithId, readRecord, seedReference, sentTo } from '../testing/catalogue-records.ts';
import { KindDetailPage } from './kind-detail-page.tsx';

const backend = realApiForFile({ reset: true });
let contacts: ReturnType<typeof sentTo>;

const HERE = '/api/accommodations/5';
const OTHER = '/api/accommodations/6';
const SPA = '/api/spas/3';
const contact = (id: number) => readRecord(backend, `/api/vendor_contacts/${id}`);

// Vendor 1, Aman, with its places Palazzo Venart (accommodation 5), Aman Venice (6), Aman Spa
// (spa 3) and Tenuta Aman (winery 4), and five contacts, the last one of another vendor.
beforeEach(async () => {
  await seedReference(backend);
  const aman = '/api/vendors/1';
  await backend.patch(aman, { name: 'Aman' });
  await createWithId(backend, '/api/accommodations', 5, { name: 'Palazzo Venart', vendor: aman });
  await createWithId(backend, '/api/accommodations', 6, { name: 'Aman Venice', vendor: aman });
  await createWithId(backend, '/api/spas', 3, { name: 'Aman Spa', vendor: aman });
  await createWithId(backend, '/api/wineries', 4, { name: 'Tenuta Aman', vendor: aman });
  const people = [
    { title: 'Giulia Rossi', position: 1, jobTitle: 'Front office', accommodations: [HERE] },
    { title: 'Marco Bianchi', position: 2, email: 'marco@aman.example', accommodations: [HERE, OTHER] },
    { title: 'Sofia Conti', position: 3, spas: [SPA] },
    { title: 'Luca Ferri', position: 4 },
  ];
  for (const person of people) await backend.post('/api/vendor_contacts', { ...person, vendor: aman });
  // Another vendor's contact is never offered.
  await backend.post('/api/vendor_contacts', { title: 'Elsewhere', position: 0, vendor: '/api/vendors/2' });
  backend.requests.length = 0;
  contacts = sentTo(backend, '/api/vendor_contacts');
});

const openAccommodation = async (path = '/admin/accommodations/5?tab=contacts') => {
  const view = renderAt(path, <KindDetailPage kind={accommodationsKind} id={5} />);
  const section = await screen.findByRole('region', { name: 'Contacts' });
  return { ...view, section };
};
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

describe('contacts tab of an accommodation', () => {
  it('is a tab of the page and lists the contacts who look after this accommodation, by position', async () => {
    const user = userEvent.setup();
    const { history } = renderAt(
      '/admin/accommodations/5',
      <KindDetailPage kind={accommodationsKind} id={5} />,
    );
    await user.click(await screen.findByRole('tab', { name: 'Contacts' }));
    expect(history.at(-1)).toBe('/admin/accommodations/5?tab=contacts');
    const section = await screen.findByRole('region', { name: 'Contacts' });
    expect(within(section).getByText('The people at Aman who look after this accommodation.')).toBeTruthy();
    const table = await within(section).findByRole('table', { name: 'Contacts' });
    expect(names(table)).toEqual(['Giulia RossiFront office', 'Marco Bianchi']);
    const query = contacts.queries.find((q) => q.has('accommodations.id'))!;
    expect(Object.fromEntries(query)).toMatchObject({
      'vendor.id': '1',
      'accommodations.id': '5',
      'order[position]': 'asc',
    });
    // The places they look after, by name once the vendor's places are known.
    await waitFor(() => expect(table.textContent).toContain('Palazzo Venart, Aman Venice'));
  });

  it('adds a contact with the vendor fixed and this accommodation ticked', async () => {
    const user = userEvent.setup();
    const { section } = await openAccommodation();
    await within(section).findByRole('table', { name: 'Contacts' });
    await user.click(within(section).getByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'New contact' });
    const here = await within(dialog).findByRole('checkbox', { name: 'Palazzo Venart' });
    expect(here.getAttribute('aria-checked') ?? String((here as HTMLInputElement).checked)).toBe('true');
    const other = await within(dialog).findByRole('checkbox', { name: 'Aman Venice' });
    expect(other.getAttribute('aria-checked') ?? String((other as HTMLInputElement).checked)).toBe('false');
    expect(await within(dialog).findByRole('checkbox', { name: 'Aman Spa' })).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Name'), 'Anna Moretti');
    await user.type(within(dialog).getByLabelText('Job title'), 'Concierge');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Created successfully')).toBeTruthy();
    expect(contacts.writes.at(-1)).toMatchObject({
      method: 'POST',
      body: {
        vendor: '/api/vendors/1',
        title: 'Anna Moretti',
        jobTitle: 'Concierge',
        position: 0,
        accommodations: [HERE],
        spas: [],
        restaurants: [],
      },
    });
    const table = within(section).getByRole('table', { name: 'Contacts' });
    await waitFor(() => expect(names(table)).toContain('Anna MorettiConcierge'));
  });

  it('edits with If-Match, unlinks without deleting and deletes after confirming', async () => {
    const user = userEvent.setup();
    const { section } = await openAccommodation();
    const table = await within(section).findByRole('table', { name: 'Contacts' });

    await user.click(within(table).getByRole('button', { name: 'Edit Giulia Rossi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact' });
    const phone = await within(dialog).findByLabelText('Phone');
    await user.type(phone, '+39 041 000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(contacts.writes.at(-1)).toMatchObject({
      method: 'PATCH',
      path: '/api/vendor_contacts/1',
      ifMatch: '"1"',
      body: { phone: '+39 041 000', accommodations: [HERE] },
    });

    // Unlinking keeps the contact and its other places; it leaves this list.
    await user.click(within(table).getByRole('button', { name: 'Unlink Marco Bianchi' }));
    expect(await screen.findByText('Contact unlinked')).toBeTruthy();
    expect(contacts.writes.at(-1)).toEqual({
      method: 'PATCH',
      path: '/api/vendor_contacts/2',
      ifMatch: '"1"',
      body: { accommodations: [OTHER] },
    });
    await waitFor(() => expect(names(table)).toEqual(['Giulia RossiFront office']));
    expect(await contact(2)).toMatchObject({ accommodations: [OTHER] });

    await user.click(within(table).getByRole('button', { name: 'Delete Giulia Rossi' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('To only take them off this accommodation, unlink them instead.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(section).queryByRole('table')).toBeNull());
    expect(contacts.writes.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/vendor_contacts/1' });
    expect(within(section).getByText('No contact looks after this accommodation yet.')).toBeTruthy();
  });

  it("links one of the vendor's other contacts, keeping its other places", async () => {
    const user = userEvent.setup();
    const { section } = await openAccommodation();
    await within(section).findByRole('table', { name: 'Contacts' });
    await user.click(await within(section).findByRole('combobox', { name: 'Contact to link' }));
    // Only this vendor's contacts not yet linked here.
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Sofia Conti', 'Luca Ferri']);
    await user.click(screen.getByRole('option', { name: 'Sofia Conti' }));
    await user.click(within(section).getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('Contact linked')).toBeTruthy();
    expect(contacts.writes.at(-1)).toEqual({
      method: 'PATCH',
      path: '/api/vendor_contacts/3',
      ifMatch: '"1"',
      body: { accommodations: [HERE] },
    });
    expect(await contact(3)).toMatchObject({ spas: [SPA], accommodations: [HERE] });
    const table = within(section).getByRole('table', { name: 'Contacts' });
    await waitFor(() => expect(names(table)).toContain('Sofia Conti'));
  });

  it('refuses a link over a contact changed elsewhere (412) and keeps the list as it was', async () => {
    const user = userEvent.setup();
    const { section } = await openAccommodation();
    await within(section).findByRole('table', { name: 'Contacts' });
    // Someone edits Luca between our read and our write: the PATCH carries the old ETag.
    const luca = await backend.get('/api/vendor_contacts/4');
    backend.server.use(
      getGetVendorContactMockHandler(() => {
        throw jsonLd(luca, { headers: { ETag: '"0"' } });
      }),
    );
    await user.click(await within(section).findByRole('combobox', { name: 'Contact to link' }));
    await user.click(await screen.findByRole('option', { name: 'Luca Ferri' }));
    await user.click(within(section).getByRole('button', { name: 'Link' }));
    expect(
      await screen.findByText('The record was changed by someone else. Reload it and try again.'),
    ).toBeTruthy();
    expect(await contact(4)).toMatchObject({ accommodations: [] });
  });
});

describe('contacts tab of a winery', () => {
  it("shows the vendor's general contacts read-only, managed on the vendor's Details tab", async () => {
    renderAt('/admin/wineries/4?tab=contacts', <KindDetailPage kind={wineriesKind} id={4} />);
    const section = await screen.findByRole('region', { name: 'Contacts' });
    const table = await within(section).findByRole('table', { name: 'Contacts' });
    // Only Luca looks after the vendor in general; the others look after places.
    expect(names(table)).toEqual(['Luca Ferri']);
    expect(contacts.queries.at(-1)?.get('vendor.id')).toBe('1');
    expect(within(section).queryByRole('button')).toBeNull();
    expect(
      within(section).getByRole('link', { name: "Manage on the vendor's Details tab" }).getAttribute('href'),
    ).toBe('/admin/vendors/1/tabs/Details');
  });
});
