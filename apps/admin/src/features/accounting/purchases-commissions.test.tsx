import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { CommissionsPage } from './purchases-commissions-page.tsx';
import { ReportsPage } from './reports-page.tsx';

const api = realApiForFile({ signIn: 'accountant@demo.travel' });
type Made = { '@id': string; id: number; reference?: string; name?: string };
let vendor: Made;
let trip: Made;

// A vendor owing a commission on a trip, due on 1 March 2026 (overdue).
beforeAll(async () => {
  const stamp = Date.now();
  vendor = (await api.post('/api/vendors', { name: `Commission Palace ${stamp}` })) as Made;
  const client = (await api.post('/api/clients', {
    firstName: 'Carla',
    lastName: 'Commissioner',
    status: 'active',
    currency: 'EUR',
  })) as Made;
  trip = (await api.post('/api/trips', {
    client: client['@id'],
    title: 'Lisbon by the sea',
    startDate: '2026-02-01',
    endDate: '2026-02-08',
    currency: 'EUR',
  })) as Made;
  await api.post('/api/supplier_commissions', {
    vendor: vendor['@id'],
    trip: trip['@id'],
    amount: '240.00',
    currency: 'EUR',
    date: '2026-02-01',
    dueDate: '2026-03-01',
    memo: '12 % on the stay',
  });
}, 120_000);

describe('/admin/purchases/commissions', () => {
  it('lists the commissions a vendor owes, records one, marks one received', async () => {
    const user = userEvent.setup();
    renderAt(`/admin/purchases/commissions?vendor=${vendor.id}`, <CommissionsPage />);
    const table = () => screen.getByRole('table', { name: 'Supplier commissions' });
    const row = await waitFor(() => within(table()).getByText('12 % on the stay').closest('tr')!, {
      timeout: 10_000,
    });
    expect(row.textContent).toContain(vendor.name);
    expect(row.textContent).toContain(trip.reference);
    expect(row.textContent).toContain('EUR 240.00');
    expect(row.textContent).toContain('(overdue)');
    expect(within(row).getByText('Expected').className).toContain('blue');

    // Recording: too many decimals for the currency are refused before sending.
    await user.click(screen.getByRole('button', { name: 'Record a commission' }));
    const form = await screen.findByRole('form', { name: 'Record a commission' });
    await user.type(within(form).getByRole('combobox', { name: 'Vendor' }), vendor.name!.slice(0, 18));
    await user.click(await screen.findByRole('option', { name: vendor.name! }, { timeout: 10_000 }));
    await user.type(within(form).getByRole('combobox', { name: 'Trip' }), trip.reference!);
    await user.click(
      await screen.findByRole('option', { name: new RegExp(trip.reference!) }, { timeout: 10_000 }),
    );
    await user.type(within(form).getByLabelText('Amount'), '80.555');
    await user.click(within(form).getByRole('button', { name: 'Record the commission' }));
    expect(await within(form).findByText(/no more decimals than the currency has/)).toBeTruthy();
    await user.clear(within(form).getByLabelText('Amount'));
    await user.type(within(form).getByLabelText('Amount'), '80.50');
    await user.type(within(form).getByLabelText('Memo'), 'Transfers');
    await user.click(within(form).getByRole('button', { name: 'Record the commission' }));
    await waitFor(() => expect(within(table()).getByText('EUR 80.50')).toBeTruthy(), { timeout: 10_000 });
    expect(api.calls('POST', '/api/supplier_commissions').at(-1)!.body).toMatchObject({
      vendor: vendor['@id'],
      trip: trip['@id'],
      amount: '80.50',
      currency: 'EUR',
      memo: 'Transfers',
    });

    // Received: asked first, then green with its day.
    const first = within(table()).getByText('12 % on the stay').closest('tr')!;
    await user.click(within(first).getByRole('button', { name: 'Mark received' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Mark received' }));
    await waitFor(
      () => {
        const done = within(table()).getByText('12 % on the stay').closest('tr')!;
        expect(within(done).getByText('Received').className).toContain('green');
        expect(within(done).queryByRole('button', { name: 'Mark received' })).toBeNull();
      },
      { timeout: 10_000 },
    );
    const patch = api.calls('PATCH', /^\/api\/supplier_commissions\/\d+$/).at(-1)!;
    expect(patch.body).toMatchObject({ status: 'received' });
  });

  it('shows aged commissions on the reports page beside receivables and payables', async () => {
    renderAt('/admin/sales/reports?date=2027-06-01', <ReportsPage />);
    const table = await screen.findByRole('table', { name: 'Aged commissions' }, { timeout: 10_000 });
    const row = within(table).getByText(vendor.name!).closest('tr')!;
    // The 80.50 recorded today (due date none: not due) is the vendor's only expected one.
    expect(row.textContent).toContain('80.50');
    expect(screen.getByRole('figure', { name: 'Aged commissions in EUR by age' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Aged payables' })).toBeTruthy();
  });
});
