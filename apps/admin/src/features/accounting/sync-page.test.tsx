import { startXeroStandIn, type XeroStandIn } from '@backoffice/api/testing';
import { http, passthrough } from '@backoffice/sdk/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { ClientMoneySection } from './client-money-section.tsx';
import { SyncPage } from './sync-page.tsx';

const api = realApiForFile({ signIn: 'accountant@demo.travel' });
type Made = { '@id': string; id: number; reference?: string; number?: string };
let stub: XeroStandIn;
let trip: Made;
let invoice: Made;

const long = { timeout: 10_000 };
// Sync now is a real round trip (this API, then the stand-in through the test's request
// interception, two documents): under a whole run's load on two cores it once took over 10 s.
const sync = { timeout: 30_000 };

// A client's trip starting in 2031, its balance invoice issued and a receipt of 1,200 paid.
beforeAll(async () => {
  stub = await startXeroStandIn();
  const client = (await api.post('/api/clients', {
    firstName: 'Sola',
    lastName: 'Syncwell',
    currency: 'EUR',
  })) as Made;
  trip = (await api.post('/api/trips', {
    client: client['@id'],
    title: 'Fjords',
    startDate: '2031-06-01',
    endDate: '2031-06-10',
    currency: 'EUR',
  })) as Made;
  await api.post('/api/trip_accommodations', { trip: trip['@id'], clientTotalPrice: '1200' });
  const draft = (await api.post('/api/client_invoices', { trip: trip['@id'], basis: 'balance' })) as Made;
  invoice = (await api.post(`/api/client_invoices/${draft.id}/issue`, { date: '2026-01-10' })) as Made;
  await api.post('/api/payments', {
    trip: trip['@id'],
    amount: '1200',
    status: 'paid',
    paidDate: '2026-01-12',
  });
}, 120_000);

afterAll(async () => {
  await stub.close();
});

// The API's own calls to the stand-in go through the test's request interception: let them pass.
beforeEach(() => {
  api.server.use(http.all(`${stub.url}/*`, () => passthrough()));
});

const outbox = () => screen.getByRole('table', { name: 'Outbox' });
const outboxRow = (text: string) => within(outbox()).getByText(text).closest('tr')!;

describe('/admin/synchronization', () => {
  it('without a connector: says so, shows the outbox and offers the CSV export, no Sync now', async () => {
    api.config.accountingSyncUrl = undefined;
    const { unmount } = renderAt('/admin/synchronization', <SyncPage />);
    expect(await screen.findByText(/Not configured: nothing is sent/, {}, long)).toBeTruthy();
    const row = await waitFor(() => outboxRow(invoice.number!), long);
    expect(row.textContent).toContain('Invoice');
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(row.textContent).toContain('Waiting to be sent');
    expect(screen.queryByRole('button', { name: 'Sync now' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Resend/ })).toBeNull();
    expect(
      screen.getByText('No accounting system is configured: there is nothing to compare with.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Compare' })).toHaveProperty('disabled', true);
    expect(
      screen.getByText('No connector is configured: import these files into Xero instead.'),
    ).toBeTruthy();
    expect(screen.getByText('Nothing was sent yet.')).toBeTruthy();
    unmount();
  });

  it('with the stand-in: Sync now sends, the log names the document, Resend sends it again; the state filter is in the URL', async () => {
    api.config.accountingSyncUrl = stub.url;
    const user = userEvent.setup();
    const { unmount } = renderAt('/admin/synchronization', <SyncPage />);
    const endpoint = await screen.findByText(stub.url, {}, long);
    expect(endpoint.closest('dl')!.textContent).toContain('ACCOUNTING_SYNC_URL (environment)');
    await user.click(await screen.findByRole('button', { name: 'Sync now' }));
    expect(await screen.findByText('Sync done: 2 sent, 0 failed, 0 still pending.', {}, sync)).toBeTruthy();
    const row = await waitFor(() => {
      const r = outboxRow(invoice.number!);
      expect(within(r).getByText('Sent')).toBeTruthy();
      return r;
    }, long);
    const externalId = stub.applied.values().next().value!;
    expect(row.textContent).toContain(externalId);

    const log = await screen.findByRole('table', { name: 'Sync log' });
    await waitFor(() => expect(within(log).getByText(invoice.number!)).toBeTruthy(), long);
    const logRow = within(log).getByText(invoice.number!).closest('tr')!;
    expect(logRow.textContent).toContain('Invoice v');
    expect(logRow.textContent).toContain('Sola Syncwell');
    expect(within(logRow).getByText('Sent')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: `Resend ${invoice.number}` }));
    await waitFor(
      () => expect(api.calls('POST', /^\/api\/accounting\/outbox\/\d+\/resend$/)).toHaveLength(1),
      long,
    );
    await waitFor(() => expect(stub.received.filter((r) => r.path === 'Invoices')).toHaveLength(2), long);
    unmount();

    const failed = renderAt('/admin/synchronization?status=failed', <SyncPage />);
    expect(await screen.findByText('Nothing in the outbox matches these filters.', {}, long)).toBeTruthy();
    expect(api.calls('GET', /^\/api\/accounting_outbox\?/).at(-1)!.path).toContain('status%5B%5D=failed');
    failed.unmount();
  }, 60_000);

  it('compares with the accounting system and lists the differences', async () => {
    api.config.accountingSyncUrl = stub.url;
    const user = userEvent.setup();
    const [invoiceId] = [...stub.documents.entries()].find(([, doc]) => doc.Type === 'ACCREC')!;
    stub.tamper(invoiceId, { Total: '1100.00' });
    renderAt('/admin/synchronization', <SyncPage />);
    await screen.findByRole('button', { name: 'Sync now' }, long);
    await user.clear(screen.getByLabelText('From', { selector: '#drift-from' }));
    await user.type(screen.getByLabelText('From', { selector: '#drift-from' }), '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    const drift = await screen.findByRole('table', { name: 'Drift' }, long);
    const row = within(drift).getByText(invoice.number!).closest('tr')!;
    expect(row.textContent).toContain('Amount differs');
    expect(row.textContent).toContain('1200.00');
    expect(row.textContent).toContain('1100.00');
    expect(screen.getByText(/1 difference in 2 documents/)).toBeTruthy();
    stub.tamper(invoiceId, { Total: '1200.00' });
    await user.click(screen.getByRole('button', { name: 'Compare again' }));
    expect(await screen.findByText(/No drift: the 2 documents of the period match/, {}, long)).toBeTruthy();
  });
});

describe('supplier commissions in the outbox', () => {
  it('names a commission and links it, and its document, to where they are shown', async () => {
    const vendor = (await api.post('/api/vendors', { name: 'Commission Palace' })) as Made;
    const commission = (await api.post('/api/supplier_commissions', {
      vendor: vendor['@id'],
      trip: trip['@id'],
      amount: '95.00',
      currency: 'EUR',
      date: '2025-06-01',
    })) as Made;
    const { unmount } = renderAt('/admin/synchronization', <SyncPage />);
    const row = await waitFor(() => outboxRow(`COM-${commission.id}`), long);
    expect(row.textContent).toContain('Supplier commission');
    expect(row.textContent).toContain('Commission Palace');
    expect(
      within(row)
        .getByRole('link', { name: `COM-${commission.id}` })
        .getAttribute('href'),
    ).toBe('/admin/purchases/commissions');
    const invoiceLink = within(outboxRow(invoice.number!)).getByRole('link', { name: invoice.number! });
    expect(invoiceLink.getAttribute('href')).toBe(`/admin/sales/${invoice.id}`);
    unmount();
  });
});

describe('client money on the reports page', () => {
  it('shows what the trust account holds for the trip not yet travelled', async () => {
    const user = userEvent.setup();
    renderAt('/admin/sales/reports', <ClientMoneySection />);
    const table = await screen.findByRole('table', { name: 'Client money held' }, long);
    const row = within(table).getByText(trip.reference!).closest('tr')!;
    expect(row.textContent).toContain('Sola Syncwell');
    expect(row.textContent).toContain('1,200.00');
    expect(screen.getByLabelText('Held by bank account').textContent).toContain('EUR 1,200.00');
    await user.clear(screen.getByLabelText('On'));
    await user.type(screen.getByLabelText('On'), '2026-01-09');
    expect(
      await screen.findByText('No money is held for trips not yet travelled on this day.', {}, long),
    ).toBeTruthy();
  });
});
