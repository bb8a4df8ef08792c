import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { InvoicePage } from './invoice-page.tsx';
import { SalesPage } from './sales-page.tsx';

const api = realApiForFile({ signIn: 'accountant@demo.travel' });
type Made = { '@id': string; id: number; reference?: string; number?: string };
let trip: Made;
let issued: Made;

// A client's trip in EUR sold at `total`.
const makeTrip = async (lastName: string, total: string) => {
  const client = (await api.post('/api/clients', {
    firstName: 'Oriane',
    lastName,
    status: 'active',
    currency: 'EUR',
    email: `${lastName.toLowerCase()}@example.com`,
  })) as Made;
  const made = (await api.post('/api/trips', {
    client: client['@id'],
    title: 'Lisbon and the Douro',
    startDate: '2030-05-01',
    endDate: '2030-05-10',
    currency: 'EUR',
  })) as Made;
  await api.post('/api/trip_accommodations', { trip: made['@id'], clientTotalPrice: total });
  return made;
};

// A trip sold at 10,000 with an issued deposit invoice of 30%.
beforeAll(async () => {
  trip = await makeTrip('Salesby', '10000');
  const deposit = (await api.post('/api/client_invoices', {
    trip: trip['@id'],
    basis: 'deposit',
    percent: '30',
  })) as Made;
  issued = (await api.post(`/api/client_invoices/${deposit.id}/issue`, {
    date: '2027-01-10',
    dueDate: '2027-01-24',
  })) as Made;
}, 120_000);

const table = () => screen.getByRole('table', { name: 'Invoices' });
const rowOf = (text: string) => within(table()).getByText(text).closest('tr')!;

describe('/admin/sales', () => {
  it('lists invoices with their client, trip, totals, balance and status, and filters by status', async () => {
    const { unmount } = renderAt('/admin/sales', <SalesPage />);
    const row = await waitFor(() => rowOf(issued.number!), { timeout: 10_000 });
    expect(row.textContent).toContain('Oriane Salesby');
    expect(row.textContent).toContain(trip.reference);
    expect(row.textContent).toContain('EUR 3,000.00');
    expect(within(row).getByText('Issued').className).toContain('blue');
    unmount();

    renderAt('/admin/sales?status=paid', <SalesPage />);
    expect(await screen.findByText('No invoices match these filters.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(api.calls('GET', /^\/api\/client_invoices\?/).at(-1)!.path).toContain('status%5B%5D=paid');
  });

  it('makes a draft from a trip with "New invoice" and opens it', async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/admin/sales', <SalesPage />);
    await user.click(await screen.findByRole('button', { name: 'New invoice' }));
    const form = await screen.findByRole('form', { name: 'New invoice' });
    await user.type(within(form).getByRole('combobox', { name: 'Trip' }), trip.reference!);
    await user.click(
      await screen.findByRole('option', { name: new RegExp(trip.reference!) }, { timeout: 10_000 }),
    );
    await user.click(within(form).getByLabelText('What to invoice'));
    await user.click(await screen.findByRole('option', { name: /^Balance/ }));
    await user.click(within(form).getByRole('button', { name: 'Make the draft' }));
    await waitFor(() => expect(history.at(-1)).toMatch(/^\/admin\/sales\/\d+$/), { timeout: 10_000 });
    expect(api.calls('POST', '/api/client_invoices').at(-1)!.body).toEqual({
      trip: trip['@id'],
      basis: 'balance',
      taxRate: null,
      dueDate: null,
    });
  });
});

describe('/admin/sales/{id}', () => {
  it('edits a draft, issues it, records and allocates its payment until it is paid', async () => {
    const user = userEvent.setup();
    const other = await makeTrip('Payby', '7000');
    const draft = (await api.post('/api/client_invoices', { trip: other['@id'], basis: 'balance' })) as Made;
    renderAt(`/admin/sales/${draft.id}`, <InvoicePage params={{ id: String(draft.id) }} />);
    await screen.findByRole('heading', { name: 'Draft invoice' }, { timeout: 10_000 });
    const form = screen.getByRole('form', { name: 'Draft' });
    const price = within(form).getByLabelText('Unit price of line 1') as HTMLInputElement;
    expect(price.value).toBe('7000.00');
    await user.clear(price);
    await user.type(price, '6500');
    // Issuing waits for the edit to be saved.
    expect((screen.getByRole('button', { name: 'Issue' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(form).getByRole('button', { name: 'Save the draft' }));
    // Net and total (no tax), computed by the server.
    await waitFor(() =>
      expect(within(screen.getByLabelText('Totals')).getAllByText('EUR 6,500.00')).toHaveLength(2),
    );
    expect(api.calls('PATCH', `/api/client_invoices/${draft.id}`).at(-1)!.body).toMatchObject({
      lines: [expect.objectContaining({ unitPrice: '6500' })],
    });

    await user.click(screen.getByRole('button', { name: 'Issue' }));
    const issue = await screen.findByRole('form', { name: 'Issue' });
    await user.click(within(issue).getByRole('button', { name: 'Issue the invoice' }));
    const heading = await screen.findByRole('heading', { name: /^INV-\d{4}-\d{5}$/ }, { timeout: 10_000 });
    expect(screen.getByText('Issued', { selector: 'span' }).className).toContain('blue');
    expect(screen.queryByRole('form', { name: 'Draft' })).toBeNull();

    // A receipt recorded on the trip and allocated at once: the invoice is paid.
    const amount = await screen.findByLabelText('Amount (EUR)');
    expect((amount as HTMLInputElement).value).toBe('6500.00');
    await user.click(screen.getByRole('button', { name: 'Record and allocate' }));
    await waitFor(() => expect(screen.getByText('Paid', { selector: 'span' }).className).toContain('green'), {
      timeout: 10_000,
    });
    const allocated = screen.getByRole('table', { name: 'Allocated payments' });
    expect(within(allocated).getByText('EUR 6,500.00')).toBeTruthy();
    const saved = await api.get<{ status: string; paidAmount: string }>(`/api/client_invoices/${draft.id}`);
    expect(saved).toMatchObject({ status: 'paid', paidAmount: '6500.00' });
    expect(heading.textContent).toBe(
      (await api.get<{ number: string }>(`/api/client_invoices/${draft.id}`)).number,
    );
  });

  it('sends an issued invoice, then credits it in full and opens the credit note', async () => {
    const user = userEvent.setup();
    const { history } = renderAt(
      `/admin/sales/${issued.id}`,
      <InvoicePage params={{ id: String(issued.id) }} />,
    );
    await screen.findByRole('heading', { name: issued.number! }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const send = await screen.findByRole('form', { name: 'Send' });
    await user.click(within(send).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Send' })).toBeNull());
    expect(api.calls('POST', `/api/client_invoices/${issued.id}/send`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Credit note' }));
    await user.click(await screen.findByRole('button', { name: 'Issue the credit note' }));
    await waitFor(() => expect(history.at(-1)).not.toBe(`/admin/sales/${issued.id}`));
    expect(history.at(-1)).toMatch(/^\/admin\/sales\/\d+$/);
    // Dated the day of the invoice, which was issued ahead of today.
    expect(api.calls('POST', `/api/client_invoices/${issued.id}/credit_note`)[0]!.body).toEqual({
      date: '2027-01-10',
    });
    const voided = await api.get<{ status: string }>(`/api/client_invoices/${issued.id}`);
    expect(voided.status).toBe('void');
  });
  it('credits part of one line from the dialog: the 422 on its field, then the note, the credited amount and the balance', async () => {
    const user = userEvent.setup();
    const other = await makeTrip('Partby', '1000');
    const draft = (await api.post('/api/client_invoices', { trip: other['@id'], basis: 'balance' })) as Made;
    await api.patch(`/api/client_invoices/${draft.id}`, {
      lines: [
        { description: 'Room', unitPrice: '800' },
        { description: 'Transfer', unitPrice: '200' },
      ],
    });
    const invoice = (await api.post(`/api/client_invoices/${draft.id}/issue`, {
      date: '2027-02-01',
    })) as Made;
    const lines = (await api.get<{ lines: { id: number }[] }>(`/api/client_invoices/${draft.id}`)).lines;
    const { history, unmount } = renderAt(
      `/admin/sales/${draft.id}`,
      <InvoicePage params={{ id: String(draft.id) }} />,
    );
    await screen.findByRole('heading', { name: invoice.number! }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Credit note' }));
    const dialog = await screen.findByRole('form', { name: 'Credit note' });
    await user.click(within(dialog).getByLabelText('Credit part of its lines'));
    // Each line prefilled with what is left on it.
    const room = within(dialog).getByLabelText(/^Room \(left EUR 800\.00\)/) as HTMLInputElement;
    const transfer = within(dialog).getByLabelText(/^Transfer \(left EUR 200\.00\)/) as HTMLInputElement;
    expect([room.value, transfer.value]).toEqual(['800.00', '200.00']);
    // The transfer is left alone; the room asks for more than it has: the server's 422 on its field.
    await user.clear(transfer);
    await user.clear(room);
    await user.type(room, '900');
    await user.type(within(dialog).getByLabelText('Reason'), 'One night less');
    await user.click(within(dialog).getByRole('button', { name: 'Issue the credit note' }));
    expect(
      await within(dialog).findByText(/more than what is left to credit on this line \(800\.00\)/),
    ).toBeTruthy();
    // Said once, beside its field: no toast repeating it.
    expect(screen.getAllByText(/more than what is left to credit/)).toHaveLength(1);
    expect(api.calls('POST', `/api/client_invoices/${draft.id}/credit_note`).at(-1)!.body).toEqual({
      date: '2027-02-01',
      reason: 'One night less',
      lines: [{ line: lines[0]!.id, amount: '900' }],
    });
    await user.clear(room);
    await user.type(room, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Issue the credit note' }));
    await waitFor(() => expect(history.at(-1)).not.toBe(`/admin/sales/${draft.id}`), { timeout: 10_000 });
    expect(history.at(-1)).toMatch(/^\/admin\/sales\/\d+$/);
    const saved = await api.get<{ status: string; creditedAmount: string }>(
      `/api/client_invoices/${draft.id}`,
    );
    expect(saved).toMatchObject({ status: 'issued', creditedAmount: '150.00' });
    unmount();

    // The invoice shows what is credited and what it still owes.
    renderAt(`/admin/sales/${draft.id}`, <InvoicePage params={{ id: String(draft.id) }} />);
    const totals = await screen.findByLabelText('Totals', {}, { timeout: 10_000 });
    const shown = (label: string) => within(totals).getByText(label).nextElementSibling!.textContent;
    expect(shown('Credited')).toBe('EUR 150.00');
    expect(shown('Balance')).toBe('EUR 850.00');
  });
});
