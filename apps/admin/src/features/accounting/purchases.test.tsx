import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { BillPage } from './purchases-bill-page.tsx';
import { PurchasesPage } from './purchases-page.tsx';
import { SupplierPaymentsPage } from './purchases-payments-page.tsx';
import { ReportsPage } from './reports-page.tsx';

const api = realApiForFile({ signIn: 'accountant@demo.travel' });
type Made = { '@id': string; id: number; reference?: string; name?: string; number?: string };
let vendor: Made;
let otherVendor: Made;
let trip: Made;
let approved: Made;

// A trip with two items booked at the vendor's hotel (1,200 and 300.50 of vendor total) and one at
// another vendor's, and an approved bill of another trip of the vendor, overdue since February 2026.
beforeAll(async () => {
  const stamp = Date.now();
  vendor = (await api.post('/api/vendors', { name: `Quinta Billing ${stamp}` })) as Made;
  otherVendor = (await api.post('/api/vendors', { name: `Elsewhere Lodges ${stamp}` })) as Made;
  const hotel = (await api.post('/api/accommodations', { vendor: vendor['@id'], name: 'Quinta' })) as Made;
  const other = (await api.post('/api/accommodations', {
    vendor: otherVendor['@id'],
    name: 'Lodge',
  })) as Made;
  const client = (await api.post('/api/clients', {
    firstName: 'Bruno',
    lastName: 'Billsby',
    status: 'active',
    currency: 'EUR',
  })) as Made;
  const makeTrip = async () =>
    (await api.post('/api/trips', {
      client: client['@id'],
      title: 'Porto and the Douro',
      startDate: '2030-05-01',
      endDate: '2030-05-10',
      currency: 'EUR',
    })) as Made;
  trip = await makeTrip();
  const item = (t: Made, accommodation: Made, vendorTotalPrice: string, title: string) =>
    api.post('/api/trip_accommodations', {
      trip: t['@id'],
      accommodation: accommodation['@id'],
      vendorTotalPrice,
      title,
    });
  await item(trip, hotel, '1200', 'River suite');
  await item(trip, hotel, '300.50', 'Wine dinner');
  await item(trip, other, '90', 'Lodge night');
  const older = await makeTrip();
  const olderItem = (await item(older, hotel, '500', 'Old stay')) as Made;
  const bill = (await api.post('/api/supplier_bills', {
    trip: older['@id'],
    vendor: vendor['@id'],
    items: [olderItem['@id']],
    number: `Q-OLD-${stamp}`,
    date: '2026-01-05',
    dueDate: '2026-02-05',
  })) as Made;
  approved = (await api.post(`/api/supplier_bills/${bill.id}/approve`, {})) as Made;
}, 120_000);

describe('/admin/purchases', () => {
  it('lists bills with vendor, trip, due date and what is owed; filters by vendor, status and due date in the URL', async () => {
    const { unmount } = renderAt(`/admin/purchases?vendor=${vendor.id}`, <PurchasesPage />);
    const table = () => screen.getByRole('table', { name: 'Supplier bills' });
    const row = await waitFor(() => within(table()).getByText(approved.number!).closest('tr')!, {
      timeout: 10_000,
    });
    expect(row.textContent).toContain(vendor.name);
    expect(row.textContent).toContain('EUR 500.00');
    expect(within(row).getByText('Approved').className).toContain('blue');
    // Overdue: the due date is marked.
    expect(row.textContent).toContain('(overdue)');
    // What the vendor is owed, all overdue.
    const owed = await screen.findByRole('table', { name: 'Outstanding per vendor' }, { timeout: 10_000 });
    const owedRow = within(owed).getByText(vendor.name!).closest('tr')!;
    expect(owedRow.textContent).toContain('EUR 500.00');
    expect(api.calls('GET', /^\/api\/supplier_bills\?/).at(-1)!.path).toContain(`vendor.id=${vendor.id}`);
    unmount();

    renderAt(`/admin/purchases?vendor=${vendor.id}&status=paid&dueBefore=2027-03-01`, <PurchasesPage />);
    expect(await screen.findByText('No bills match these filters.', {}, { timeout: 10_000 })).toBeTruthy();
    const path = api.calls('GET', /^\/api\/supplier_bills\?/).at(-1)!.path;
    expect(path).toContain('status%5B%5D=paid');
    expect(path).toContain('dueDate%5Bbefore%5D=2027-03-01');
  });

  it("makes a draft bill from a trip's items: the vendor's unbilled items ticked, then opens it", async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/admin/purchases', <PurchasesPage />);
    await user.click(
      await screen.findByRole('button', { name: "New bill from a trip's items" }, { timeout: 10_000 }),
    );
    const form = await screen.findByRole('form', { name: 'New bill' });
    // Nothing chosen: the form says what is missing.
    await user.click(within(form).getByRole('button', { name: 'Make the draft' }));
    expect(await within(form).findByText('Please choose a trip')).toBeTruthy();

    await user.type(within(form).getByRole('combobox', { name: 'Trip' }), trip.reference!);
    await user.click(
      await screen.findByRole('option', { name: new RegExp(trip.reference!) }, { timeout: 10_000 }),
    );
    // The trip's vendors are offered; choosing one ticks its items.
    await user.click(await within(form).findByRole('button', { name: vendor.name! }, { timeout: 10_000 }));
    const items = within(form).getByRole('list', { name: 'Items of the vendor' });
    expect(within(items).getByText('River suite')).toBeTruthy();
    expect(within(items).queryByText('Lodge night')).toBeNull();
    expect(within(form).getByText('EUR 1,500.50')).toBeTruthy();
    await user.type(within(form).getByLabelText("Supplier's number"), 'Q-2030-17');
    await user.click(within(form).getByRole('button', { name: 'Make the draft' }));
    await waitFor(() => expect(history.at(-1)).toMatch(/^\/admin\/purchases\/\d+$/), { timeout: 10_000 });
    const body = api.calls('POST', '/api/supplier_bills').at(-1)!.body as Record<string, unknown>;
    expect(body).toMatchObject({ trip: trip['@id'], vendor: vendor['@id'], number: 'Q-2030-17' });
    expect(body.items).toHaveLength(2);
  });

  it('lists supplier payments and records one (an advance to the vendor)', async () => {
    const user = userEvent.setup();
    renderAt(`/admin/purchases/payments?vendor=${otherVendor.id}`, <SupplierPaymentsPage />);
    await screen.findByText('No supplier payments match these filters.', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Record a supplier payment' }));
    const form = await screen.findByRole('form', { name: 'Record a supplier payment' });
    await user.type(within(form).getByRole('combobox', { name: 'Vendor' }), otherVendor.name!.slice(0, 12));
    await user.click(await screen.findByRole('option', { name: otherVendor.name! }, { timeout: 10_000 }));
    // Too many decimals for the currency: refused before sending.
    await user.clear(within(form).getByLabelText('Currency'));
    await user.type(within(form).getByLabelText('Currency'), 'JPY');
    await user.type(within(form).getByLabelText('Amount'), '90.5');
    await user.click(within(form).getByRole('button', { name: 'Record the payment' }));
    expect(await within(form).findByText(/no more decimals than the currency has/)).toBeTruthy();
    await user.clear(within(form).getByLabelText('Currency'));
    await user.type(within(form).getByLabelText('Currency'), 'EUR');
    await user.click(within(form).getByRole('button', { name: 'Record the payment' }));
    const table = await screen.findByRole('table', { name: 'Supplier payments' });
    await waitFor(() => expect(within(table).getByText('EUR 90.50')).toBeTruthy(), { timeout: 10_000 });
    expect(within(table).getByText(otherVendor.name!)).toBeTruthy();
  });
});

describe('/admin/purchases/{id}', () => {
  it('edits a draft, approves it, records and allocates a supplier payment until it is paid', async () => {
    const user = userEvent.setup();
    // The vendor's items went on the bill of the test above: this one bills the other vendor's.
    const billable = await api.get<{ items: { item: string; vendor: string | null }[] }>(
      `/api/accounting/billable_items?trip=${trip.id}`,
    );
    const draft = (await api.post('/api/supplier_bills', {
      trip: trip['@id'],
      vendor: otherVendor['@id'],
      items: billable.items.filter((i) => i.vendor === otherVendor['@id']).map((i) => i.item),
    })) as Made;
    renderAt(`/admin/purchases/${draft.id}`, <BillPage params={{ id: String(draft.id) }} />);
    await screen.findByRole('heading', { name: 'Draft bill' }, { timeout: 10_000 });
    const form = screen.getByRole('form', { name: 'Draft bill' });
    // No supplier number yet: approving waits for it.
    const approve = screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    const amount = within(form).getByLabelText('Amount of line 1') as HTMLInputElement;
    expect(amount.value).toBe('90.00');
    await user.clear(amount);
    await user.type(amount, '95');
    await user.type(within(form).getByLabelText("Supplier's number"), 'L-77');
    await user.click(within(form).getByRole('button', { name: 'Save the draft' }));
    await waitFor(() => expect(within(screen.getByLabelText('Totals')).getByText('EUR 95.00')).toBeTruthy(), {
      timeout: 10_000,
    });
    expect(api.calls('PATCH', `/api/supplier_bills/${draft.id}`).at(-1)!.body).toMatchObject({
      number: 'L-77',
      lines: [expect.objectContaining({ amount: '95' })],
    });

    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(
      () => expect(screen.getByText('Approved', { selector: 'span' }).className).toContain('blue'),
      {
        timeout: 10_000,
      },
    );
    expect(screen.queryByRole('form', { name: 'Draft bill' })).toBeNull();

    // The vendor's advance (recorded by the previous test) is offered; a new payment pays the rest.
    const allocateForm = await screen.findByRole(
      'form',
      { name: 'Allocate a recorded payment' },
      { timeout: 10_000 },
    );
    await user.click(within(allocateForm).getByLabelText('Payment'));
    await user.click(await screen.findByRole('option', { name: /EUR 90\.50 left/ }));
    await user.type(within(allocateForm).getByLabelText(/^Amount/), '95.5');
    await user.click(within(allocateForm).getByRole('button', { name: 'Allocate' }));
    // More than the bill has left: the server's 422 lands on the amount.
    expect(
      await within(allocateForm).findByText(/more than what is left/, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    await user.clear(within(allocateForm).getByLabelText(/^Amount/));
    await user.type(within(allocateForm).getByLabelText(/^Amount/), '90');
    await user.click(within(allocateForm).getByRole('button', { name: 'Allocate' }));
    await waitFor(() => expect(screen.getByText('Partly paid', { selector: 'span' })).toBeTruthy(), {
      timeout: 10_000,
    });
    const record = screen.getByRole('form', { name: 'Record a supplier payment' });
    expect((within(record).getByLabelText('Amount (EUR)') as HTMLInputElement).value).toBe('5.00');
    await user.click(within(record).getByRole('button', { name: 'Record and allocate' }));
    await waitFor(() => expect(screen.getByText('Paid', { selector: 'span' }).className).toContain('green'), {
      timeout: 10_000,
    });
    const allocated = screen.getByRole('table', { name: 'Allocated payments' });
    expect(within(allocated).getByText('EUR 90.00')).toBeTruthy();
    expect(within(allocated).getByText('EUR 5.00')).toBeTruthy();
    expect(await api.get(`/api/supplier_bills/${draft.id}`)).toMatchObject({
      status: 'paid',
      paidAmount: '95.00',
    });
  });
});

describe('/admin/sales/reports', () => {
  it('opens and closes each account in the trial balance: the 2026 bill is still owed in a 2027 period', async () => {
    renderAt('/admin/sales/reports?from=2027-01-01&to=2027-06-01&date=2027-06-01', <ReportsPage />);
    const table = await screen.findByRole('table', { name: 'Trial balance' }, { timeout: 10_000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Account', 'Currency', 'Opening', 'Debit', 'Credit', 'Movement', 'Closing']);
    // Payables in EUR: no line in the period, the bill's credit carried in and out.
    const payables = within(table)
      .getAllByText(/Supplier payables/)
      .map((cell) => cell.closest('tr')!)
      .find((row) => within(row).queryByText('EUR'))!;
    const cells = within(payables)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[5]).toBe('0.00');
    expect(cells[2]).not.toBe('0.00');
    expect(cells[6]).toBe(cells[2]);
  });

  it('shows aged payables per vendor and when they fall due', async () => {
    renderAt('/admin/sales/reports?date=2027-06-01', <ReportsPage />);
    const table = await screen.findByRole('table', { name: 'Aged payables' }, { timeout: 10_000 });
    const row = within(table).getByText(vendor.name!).closest('tr')!;
    // Due on 5 February 2026: over 90 days late on 1 June 2027.
    expect(within(row).getAllByText('500.00')).toHaveLength(2);
    expect(screen.getByRole('figure', { name: 'Aged payables in EUR by age' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Payables by due date' })).toBeTruthy();
  });
});
