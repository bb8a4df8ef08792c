import { getGetFileUrlMockHandler } from '@backoffice/sdk/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { vendorRecords } from '../../shared/vendors/testing/vendor-records.ts';
import { nodeFile, nodeFormDataInTests } from '../../testing/node-uploads.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { VendorPage } from './vendor-page.tsx';

// The API reads an upload's type from its content: a real workbook.
const spreadsheet = async () => {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Rates').addRow(['Room', 'Rate']);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
};

const backend = realApiForFile({ reset: true });
const api = vendorRecords(backend);
nodeFormDataInTests();
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const openDetails = () => renderAt('/admin/vendors/1/tabs/Details', <VendorPage params={{ id: '1' }} />);
const region = (name: string) => screen.findByRole('region', { name });
const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('vendor contacts', () => {
  it('lists contacts by position and creates one (empty position sent as 0) with the places it looks after', async () => {
    const user = userEvent.setup();
    const hotel = await api.addPlace('accommodations', 1, 'Le Sirenuse');
    const spa = await api.addPlace('spas', 1, 'Aquasumma Spa');
    await api.addPlace('accommodations', 2, 'Another vendor hotel');
    await api.addContact(1, { title: 'Second', position: 2 });
    await api.addContact(1, { title: 'First', position: 1, accommodations: [hotel] });
    openDetails();
    const contacts = await region('Contacts');
    const table = await within(contacts).findByRole('table', { name: 'Contacts' });
    expect(rows(table).map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'First',
      'Second',
    ]);
    await waitFor(() => expect(rows(table)[0]!.textContent).toContain('Le Sirenuse'));
    expect(rows(table)[1]!.textContent).toContain('The vendor');

    await user.click(within(contacts).getByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'New contact' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please input value')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Name'), 'Antonio Sersale');
    await user.type(within(dialog).getByLabelText('Job title'), 'Owner');
    await user.type(within(dialog).getByLabelText('E-mail'), 'antonio@sirenuse.example');
    // Only this vendor's places are offered, by kind.
    expect(within(dialog).getByRole('group', { name: 'Accommodations' })).toBeTruthy();
    expect(within(dialog).queryByText('Another vendor hotel')).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Le Sirenuse' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Aquasumma Spa' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Created successfully')).toBeTruthy();
    const [created] = api.writes('POST', '/api/vendor_contacts');
    expect(created!.body).toMatchObject({
      vendor: '/api/vendors/1',
      title: 'Antonio Sersale',
      jobTitle: 'Owner',
      email: 'antonio@sirenuse.example',
      phone: null,
      position: 0,
      accommodations: [hotel],
      spas: [spa],
      restaurants: [],
    });
    // Position 0 sorts first, and the first row is numbered 1 (issue 30.12: contacts numbered from 0).
    await waitFor(() =>
      expect(within(rows(table)[0]!).getAllByRole('cell')[1]!.textContent).toContain('Antonio Sersale'),
    );
    expect(rows(table).map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(
      rows(table).map((_, i) => String(i + 1)),
    );
  });

  it('edits a contact with If-Match and deletes one after confirming', async () => {
    const user = userEvent.setup();
    const kept = await api.addContact(1, { title: 'Giulia', position: 3, email: 'giulia@example.com' });
    await api.addContact(1, { title: 'Marco', position: 4 });
    openDetails();
    const contacts = await region('Contacts');
    await within(contacts).findByRole('table', { name: 'Contacts' });
    await user.click(within(contacts).getByRole('button', { name: 'Edit Giulia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact' });
    const position = await within(dialog).findByLabelText('Position');
    expect((position as HTMLInputElement).value).toBe('3');
    await user.clear(position);
    await user.type(within(dialog).getByLabelText('Phone'), '+39 089 875066');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [edit] = api.writes('PATCH', `/api/vendor_contacts/${kept.id}`);
    expect(edit!.ifMatch).toBe('"1"');
    expect(edit!.body).toMatchObject({ title: 'Giulia', position: 0, phone: '+39 089 875066' });

    await user.click(within(contacts).getByRole('button', { name: 'Delete Marco' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(contacts).queryByText('Marco')).toBeNull());
    expect((await api.list<{ title: string }>('/api/vendor_contacts')).map((c) => c.title)).toEqual([
      'Giulia',
    ]);
  });
});

describe('vendor contracts', () => {
  it('creates a contract, moves its status as the server allows and renews it', async () => {
    // The API renews a contract without dates from today for a year.
    vi.setSystemTime(new Date('2027-01-01T10:00:00Z'));
    await backend.signIn();
    const user = userEvent.setup();
    openDetails();
    const contracts = await region('Contracts');
    expect(await within(contracts).findByText('No contract yet.')).toBeTruthy();
    await user.click(within(contracts).getByRole('button', { name: 'Add contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'New contract' });
    await user.type(within(dialog).getByLabelText('Name'), 'Rates 2026');
    await user.type(within(dialog).getByLabelText('Commission (%)'), '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes('POST', '/api/vendor_contracts')[0]!.body).toEqual({
      vendor: '/api/vendors/1',
      name: 'Rates 2026',
      status: 'draft',
      startDate: null,
      endDate: null,
      commission: '12.5',
      notes: null,
    });
    const table = await within(contracts).findByRole('table', { name: 'Contracts' });
    expect(rows(table)[0]!.textContent).toContain('Draft');
    expect(rows(table)[0]!.textContent).toContain('12.5 %');

    // The menu offers what GET /api/contract/possible-transitions/{id} answers.
    await user.click(within(table).getByRole('button', { name: 'Change status of Rates 2026' }));
    expect(await screen.findByRole('menuitem', { name: 'Activate' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Cancel' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Renew' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'Activate' }));
    await waitFor(() => expect(rows(table)[0]!.textContent).toContain('Active'));
    const id = (await api.list('/api/vendor_contracts'))[0]!.id;
    expect(api.writes('PATCH', `/api/vendor_contracts/${id}`).map((w) => w.body)).toEqual([
      { status: 'active' },
    ]);

    await user.click(within(table).getByRole('button', { name: 'Change status of Rates 2026' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Renew' }));
    expect(
      await screen.findByText('Contract renewed: the next period (01/01/2027 – 12/31/2027) is a draft.'),
    ).toBeTruthy();
    expect(api.writes('GET', `/api/contract/renew/${id}`)).toHaveLength(1);
    await waitFor(() => expect(rows(table)).toHaveLength(2));
    // Newest period first.
    expect(rows(table)[0]!.textContent).toContain('01/01/2027 – 12/31/2027');
    expect(rows(table)[0]!.textContent).toContain('Draft');
    expect(rows(table)[1]!.textContent).toContain('Renewed');

    // A renewed contract is final.
    await user.click(within(rows(table)[1]!).getByRole('button', { name: 'Change status of Rates 2026' }));
    expect(await screen.findByRole('menuitem', { name: 'No status change possible' })).toBeTruthy();
  });

  it('asks before cancelling, edits with If-Match and handles the contract attachments', async () => {
    const user = userEvent.setup();
    const contract = await api.addContract(1, {
      name: 'Villa rates',
      status: 'draft',
      startDate: '2026-03-01',
      endDate: '2026-08-31',
    });
    openDetails();
    const contracts = await region('Contracts');
    const table = await within(contracts).findByRole('table', { name: 'Contracts' });
    expect(rows(table)[0]!.textContent).toContain('03/01/2026 – 08/31/2026');

    await user.click(within(table).getByRole('button', { name: 'Change status of Villa rates' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Cancel this contract?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(api.writes('PATCH', `/api/vendor_contracts/${contract.id}`)).toHaveLength(0);

    await user.click(within(table).getByRole('button', { name: 'Edit Villa rates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contract' });
    const notes = await within(dialog).findByLabelText('Notes');
    // A saved contract's status moves through the status menu, not the form.
    expect(within(dialog).queryByLabelText('Status')).toBeNull();
    await user.type(notes, 'Signed by both parties.');

    // Attachments of the contract, uploaded with a type, then renamed.
    const attachments = within(dialog).getByRole('region', { name: 'Contract attachments' });
    await user.type(within(attachments).getByLabelText('Type of the next upload'), 'Contract');
    const file = nodeFile(['%PDF-1.4 signed'], 'signed-contract.pdf', 'application/pdf');
    await user.upload(within(attachments).getByLabelText('Upload contract attachments'), file);
    expect(await screen.findByText('signed-contract.pdf file uploaded successfully.')).toBeTruthy();
    const list = await within(attachments).findByRole('list', { name: 'Contract attachments' });
    expect(within(list).getByText('signed-contract.pdf')).toBeTruthy();
    expect(within(list).getByText(/Contract ·/)).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Edit signed-contract.pdf' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit attachment' });
    await user.clear(within(edit).getByLabelText('Name'));
    await user.type(within(edit).getByLabelText('Name'), 'Villa contract 2026');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(list).findByText('Villa contract 2026.pdf')).toBeTruthy();
    const attachment = (await api.attachments('/api/vendor_contract_attachments'))[0]!;
    expect(api.writes('PATCH', `/api/vendor_contract_attachments/${attachment.id}`)[0]!.body).toEqual({
      name: 'Villa contract 2026.pdf',
      type: 'Contract',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [saved] = api.writes('PATCH', `/api/vendor_contracts/${contract.id}`);
    expect(saved!.ifMatch).toBe('"1"');
    expect(saved!.body).toMatchObject({
      notes: 'Signed by both parties.',
      startDate: '2026-03-01',
      endDate: '2026-08-31',
    });
    expect(saved!.body).not.toHaveProperty('status');
    await waitFor(() => expect(rows(table)[0]!.textContent).toContain('1 file'));
  });
});

describe('vendor attachments', () => {
  it('uploads with a type, opens through a signed link, renames as name.extension and deletes', async () => {
    const user = userEvent.setup();
    const tab = { location: { href: '' }, close: vi.fn() };
    const openSpy = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await api.addAttachment(
      1,
      nodeFile(['%PDF-1.4 brochure'], 'brochure.pdf', 'application/pdf'),
      'Brochure',
    );
    // Signed links point at the file store; here at a made-up one.
    backend.server.use(
      getGetFileUrlMockHandler(({ request }) => ({
        url: `https://files.example/signed/file-${new URL(request.url).pathname.length}.pdf`,
      })),
    );
    openDetails();
    const section = await region('Attachments');
    const list = await within(section).findByRole('list', { name: 'Vendor attachments' });
    expect(within(list).getByText('brochure.pdf')).toBeTruthy();

    // Over 10 MB is refused before any call.
    const big = nodeFile(['x'], 'huge.pdf', 'application/pdf');
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(within(section).getByLabelText('Upload vendor attachments'), big);
    expect(await within(section).findByText('File must smaller than 10MB')).toBeTruthy();
    expect(api.writes('POST', '/api/vendor_attachments')).toHaveLength(0);

    await user.type(within(section).getByLabelText('Type of the next upload'), 'Price list');
    await user.upload(
      within(section).getByLabelText('Upload vendor attachments'),
      nodeFile(
        [await spreadsheet()],
        'rates.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ),
    );
    expect(await within(list).findByText('rates.xlsx')).toBeTruthy();
    const uploaded = (await api.attachments('/api/vendor_attachments')).find((a) => a.name === 'rates')!;
    expect(uploaded).toMatchObject({ type: 'Price list', vendor: '/api/vendors/1', extension: 'xlsx' });

    await user.click(within(list).getByRole('link', { name: 'Open brochure.pdf' }));
    await waitFor(() =>
      expect(tab.location.href).toMatch(/^https:\/\/files\.example\/signed\/file-\d+\.pdf$/),
    );
    expect(openSpy).toHaveBeenCalledWith('', '_blank');

    await user.click(within(list).getByRole('button', { name: 'Edit rates.xlsx' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit attachment' });
    expect(within(edit).getByText('.xlsx')).toBeTruthy();
    await user.clear(within(edit).getByLabelText('Name'));
    await user.type(within(edit).getByLabelText('Name'), 'Rates 2026');
    await user.clear(within(edit).getByLabelText('Type'));
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(list).findByText('Rates 2026.xlsx')).toBeTruthy();
    expect(api.writes('PATCH', `/api/vendor_attachments/${uploaded.id}`)[0]!.body).toEqual({
      name: 'Rates 2026.xlsx',
      type: null,
    });

    await user.click(within(list).getByRole('button', { name: 'Delete brochure.pdf' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByText('brochure.pdf')).toBeNull());
    expect((await api.attachments('/api/vendor_attachments')).map((a) => a.name)).toEqual(['Rates 2026']);
  });
});
