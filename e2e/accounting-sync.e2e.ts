import { describe, expect, inject, it } from 'vitest';
import { accountant, debitsIn, demoTrip, issueAndPayDeposit, type Trip } from './accounting-fixtures.ts';
import { api, browserForFile, signedInPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const xeroUrl = inject('accountingSyncUrl');
const shots = '/tmp/shots-sync';
const browser = browserForFile(shots);

describe('accounting: synchronisation', () => {
  it('as the accountant, invoices and pays a deposit, sees the balances change, syncs it and finds it in the log', async () => {
    const trip = await demoTrip(baseUrl);
    const before = await debitsIn(baseUrl, trip.currency);
    const { page, errors } = await signedInPage(browser, baseUrl, accountant, /\/admin\/sales/);
    await page.goto(`${baseUrl}/admin/sales?trip=${trip.id}`);
    await page.getByText('No invoices match these filters.').waitFor();

    const { number, amount } = await issueAndPayDeposit(page, baseUrl, trip, { percent: 20 });

    // The trip's balance (its totals in whole units): paid went up by the deposit, the balance down.
    const after = (await api(baseUrl, 'GET', `/api/trips/${trip.id}`, undefined, accountant)) as Trip;
    expect(Number(after.totals!.paid)).toBeCloseTo(Number(trip.totals!.paid) + amount, 0);
    expect(Number(after.totals!.balance)).toBeCloseTo(Number(trip.totals!.balance) - amount, 0);
    // The trial balance: receivables and the trust bank debited by the deposit.
    expect(await debitsIn(baseUrl, trip.currency)).toBeCloseTo(before + 2 * amount, 2);
    await page.goto(`${baseUrl}/admin/sales/reports`);
    await page
      .getByRole('table', { name: 'Trial balance' })
      .getByText('Accounts receivable')
      .first()
      .waitFor();
    // The client money held for the trip (not travelled yet) in the trust account.
    const held = page.getByRole('table', { name: 'Client money held' });
    await held.getByText(trip.reference).waitFor();
    await held.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/client-money.png` });

    // Synchronised to the stand-in (the every-minute job may have been first): the invoice and its
    // receipt in the log with their external ids.
    await page.getByRole('link', { name: 'Synchronization' }).click();
    await page.waitForURL(/\/admin\/synchronization$/);
    await page.getByRole('heading', { name: 'Synchronization' }).waitFor();
    await page.getByText(xeroUrl).waitFor();
    await page.screenshot({ path: `${shots}/synchronization-before.png`, fullPage: true });
    await page.getByRole('button', { name: 'Sync now' }).click();
    await page.getByText(/^Sync done: \d+ sent, 0 failed/).waitFor();
    const log = page.getByRole('table', { name: 'Sync log' });
    const logRow = log.getByRole('row').filter({ hasText: number });
    await logRow.waitFor();
    expect(await logRow.textContent()).toMatch(/Invoice v\d+.*Sent.*200/);
    const outboxRow = page
      .getByRole('table', { name: 'Outbox' })
      .getByRole('row')
      .filter({ hasText: number });
    await outboxRow.getByText('Sent', { exact: true }).waitFor();
    await page.screenshot({ path: `${shots}/synchronization.png`, fullPage: true });

    // The stand-in holds the invoice with our total; the drift report finds nothing to say about it.
    const sent = (await api(
      baseUrl,
      'GET',
      `/api/accounting_outbox?recordType=invoice&status=sent&itemsPerPage=100`,
      undefined,
      accountant,
    )) as { 'hydra:member': { payload: { InvoiceNumber?: string }; externalId: string }[] };
    const externalId = sent['hydra:member'].find((r) => r.payload.InvoiceNumber === number)!.externalId;
    const there = (await (await fetch(`${xeroUrl}/Invoices?IDs=${externalId}`)).json()) as {
      Invoices: { Total: string }[];
    };
    expect(Number(there.Invoices[0]!.Total)).toBeCloseTo(amount, 2);
    await page.getByRole('button', { name: 'Compare' }).click();
    await page
      .getByText(/^No drift: the \d+ documents of the period match/)
      .or(page.getByRole('table', { name: 'Drift' }))
      .waitFor();
    expect(await page.getByRole('table', { name: 'Drift' }).getByText(number).count()).toBe(0);
    await page.screenshot({ path: `${shots}/synchronization-drift.png`, fullPage: true });

    expect(errors).toEqual([]);
    await page.close();
  });
});
