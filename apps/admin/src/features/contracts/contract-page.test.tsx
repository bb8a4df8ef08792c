import { updateVendorContract } from '@backoffice/sdk';
import { http, problem } from '@backoffice/sdk/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { vendorRecords } from '../../shared/vendors/testing/vendor-records.ts';
import { nodeFile, nodeFormDataInTests } from '../../testing/node-uploads.ts';
import { apiBase } from '../../testing/real-api.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { ContractsRoute } from './contracts-route.tsx';

const backend = realApiForFile({ reset: true });
const api = vendorRecords(backend);
nodeFormDataInTests();

const vendorName = async (id: number) => (await api.vendor(id))!.name;

// The route as the app mounts it, so navigating to another contract shows it.
const openContract = (id: number) =>
  renderAt(
    `/admin/contracts/${id}`,
    <Route path="/admin/contracts/:id?">{(params) => <ContractsRoute params={params} />}</Route>,
  );
const summary = () => screen.getByRole('region', { name: 'Contract summary' });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('/admin/contracts/{id}', () => {
  it('shows the vendor, status and period, and saves the form with If-Match', async () => {
    const user = userEvent.setup();
    const contract = await api.addContract(2, {
      name: 'Villa rates',
      status: 'active',
      startDate: '2026-03-01',
      endDate: '2026-08-31',
      commission: '10.00',
    });
    openContract(contract.id);
    await heading('Villa rates');
    const header = summary();
    const vendor = await within(header).findByRole('link', { name: await vendorName(2) });
    expect(vendor.getAttribute('href')).toBe('/admin/vendors/2/tabs/Details');
    expect(within(header).getByText('Active')).toBeTruthy();
    expect(within(header).getByText('03/01/2026 – 08/31/2026')).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Contracts' }).getAttribute('href')).toBe(
      '/admin/contracts',
    );

    const form = screen.getByRole('form', { name: 'Contract' });
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Villa rates');
    // The status moves through the status actions, not the form.
    expect(within(form).queryByLabelText('Status')).toBeNull();
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Villa rates 2026');
    await user.type(within(form).getByLabelText('Notes'), 'Signed in March.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeTruthy();
    await heading('Villa rates 2026');
    const [saved] = api.writes('PATCH', `/api/vendor_contracts/${contract.id}`);
    expect(saved!.ifMatch).toBe('"1"');
    expect(saved!.body).toEqual({
      vendor: '/api/vendors/2',
      name: 'Villa rates 2026',
      startDate: '2026-03-01',
      endDate: '2026-08-31',
      commission: '10',
      notes: 'Signed in March.',
    });

    // The form now holds the new version: the next save sends its ETag.
    await waitFor(() =>
      expect((screen.getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('Signed in March.'),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.writes('PATCH', `/api/vendor_contracts/${contract.id}`)).toHaveLength(2));
    expect(api.writes('PATCH', `/api/vendor_contracts/${contract.id}`)[1]!.ifMatch).toBe('"2"');
  });

  it('says when the contract was changed by someone else (412)', async () => {
    const user = userEvent.setup();
    const contract = await api.addContract(1, { name: 'Hotel rates', status: 'draft' });
    openContract(contract.id);
    await heading('Hotel rates');
    backend.server.use(
      http.patch(
        `${apiBase}/api/vendor_contracts/${contract.id}`,
        () => problem(412, 'The record was changed by someone else. Reload it and try again.'),
        { once: true },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This record was changed by someone else since you opened it.',
    );
  });

  it('renews from the Renew button and lands on the new draft, which links back', async () => {
    const user = userEvent.setup();
    const contract = await api.addContract(1, {
      name: 'Hotel rates',
      status: 'active',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    const { history } = openContract(contract.id);
    await heading('Hotel rates');
    // Offered because possible-transitions lists renewed.
    await user.click(await screen.findByRole('button', { name: 'Renew' }));
    expect(
      await screen.findByText('Contract renewed: the next period (01/01/2027 – 12/31/2027) is a draft.'),
    ).toBeTruthy();
    const next = (
      await api.list<{ id: number; renewedFrom: { '@id': string } | string | null }>('/api/vendor_contracts')
    ).find(
      (c) => (typeof c.renewedFrom === 'string' ? c.renewedFrom : c.renewedFrom?.['@id']) === contract['@id'],
    )!;
    await waitFor(() => expect(history.at(-1)).toBe(`/admin/contracts/${next.id}`));
    const header = summary();
    await waitFor(() => expect(within(header).getByText('Draft')).toBeTruthy());
    expect(within(header).getByText('01/01/2027 – 12/31/2027')).toBeTruthy();
    const back = await within(header).findByRole('link', { name: 'Hotel rates (01/01/2026 – 12/31/2026)' });
    expect(back.getAttribute('href')).toBe(`/admin/contracts/${contract.id}`);
    // A draft cannot be renewed.
    expect(within(header).queryByRole('button', { name: 'Renew' })).toBeNull();

    // The renewed period links forward to its successor.
    await user.click(back);
    await waitFor(() => expect(within(summary()).getByText('Renewed')).toBeTruthy());
    const forward = await screen.findByRole('link', { name: 'Hotel rates (01/01/2027 – 12/31/2027)' });
    expect(forward.getAttribute('href')).toBe(`/admin/contracts/${next.id}`);
  });

  it('moves the status from the status menu and deletes after confirming', async () => {
    const user = userEvent.setup();
    const contract = await api.addContract(1, { name: 'Spa rates', status: 'draft' });
    const { history } = openContract(contract.id);
    await heading('Spa rates');
    expect(screen.queryByRole('button', { name: 'Renew' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change status of Spa rates' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Activate' }));
    await waitFor(() => expect(within(summary()).getByText('Active')).toBeTruthy());
    // Sent with the ETag of the contract as the page read it.
    expect(api.writes('PATCH', `/api/vendor_contracts/${contract.id}`)).toMatchObject([
      { body: { status: 'active' }, ifMatch: '"1"' },
    ]);
    // Now active, the server allows a renewal.
    expect(await screen.findByRole('button', { name: 'Renew' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/contracts'));
    expect(await api.list('/api/vendor_contracts')).toHaveLength(0);
  });

  it('refuses a status move over a change made meanwhile (412), shows the change, then moves', async () => {
    const user = userEvent.setup();
    const contract = await api.addContract(1, { name: 'Spa rates', status: 'draft' });
    openContract(contract.id);
    await heading('Spa rates');
    // Someone else edits it after the page read it.
    await updateVendorContract(contract.id, { notes: 'Signed by the vendor.' });
    await user.click(screen.getByRole('button', { name: 'Change status of Spa rates' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Activate' }));
    expect(
      await screen.findByText('This record was changed by someone else since you opened it.'),
    ).toBeTruthy();
    expect(api.writes('PATCH', `/api/vendor_contracts/${contract.id}`).at(-1)!.ifMatch).toBe('"1"');
    expect(within(summary()).getByText('Draft')).toBeTruthy();
    // The page reads the contract again: the other change shows, and the next move carries its ETag.
    await waitFor(() =>
      expect((screen.getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('Signed by the vendor.'),
    );
    await user.click(screen.getByRole('button', { name: 'Change status of Spa rates' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Activate' }));
    await waitFor(() => expect(within(summary()).getByText('Active')).toBeTruthy());
    expect(api.writes('PATCH', `/api/vendor_contracts/${contract.id}`).at(-1)!.ifMatch).toBe('"2"');
  });

  it('uploads the contract’s attachments', async () => {
    const user = userEvent.setup();
    const contract = await api.addContract(1, { name: 'Hotel rates', status: 'active' });
    openContract(contract.id);
    await heading('Hotel rates');
    const section = screen.getByRole('region', { name: 'Attachments' });
    expect(within(section).getByText('No attachments')).toBeTruthy();
    const file = nodeFile(['%PDF-1.4'], 'signed.pdf', 'application/pdf');
    await user.upload(within(section).getByLabelText('Upload contract attachments'), file as unknown as File);
    expect(await screen.findByText('signed.pdf file uploaded successfully.')).toBeTruthy();
    const list = await within(section).findByRole('list', { name: 'Contract attachments' });
    expect(within(list).getByText('signed.pdf')).toBeTruthy();
    expect((await api.attachments('/api/vendor_contract_attachments'))[0]!.vendorContract).toBe(
      contract['@id'],
    );
  });

  it('shows the 404 page for a contract that does not exist', async () => {
    openContract(999);
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeTruthy();
  });
});
