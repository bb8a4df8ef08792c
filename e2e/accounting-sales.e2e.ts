import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signedInPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const shots = '/tmp/shots-salesui';
const browser = browserForFile(shots);

type Trip = {
  id: number;
  '@id': string;
  reference: string;
  currency: string;
  totals?: { clientTotal: string; paid: string; balance: string };
};
type TrialBalance = { totals: { currency: string; debit: string; credit: string }[] };

const accountant = 'accountant@demo.travel';

// A demo trip with something to invoice (a client total above 0) in a two-decimal currency.
const demoTrip = async (): Promise<Trip> => {
  const list = (await api(baseUrl, 'GET', '/api/trips?itemsPerPage=30&order[id]=asc')) as {
    'hydra:member': Trip[];
  };
  for (const row of list['hydra:member']) {
    const trip = (await api(baseUrl, 'GET', `/api/trips/${row.id}`)) as Trip;
    const invoices = (await api(baseUrl, 'GET', `/api/client_invoices?trip.id=${row.id}`)) as {
      'hydra:totalItems': number;
    };
    if (
      Number(trip.totals?.clientTotal ?? 0) > 1000 &&
      invoices['hydra:totalItems'] === 0 &&
      trip.currency !== 'JPY'
    )
      return trip;
  }
  throw new Error('no demo trip to invoice');
};

const debitsIn = async (currency: string) => {
  const report = (await api(
    baseUrl,
    'GET',
    '/api/accounting/trial_balance',
    undefined,
    accountant,
  )) as TrialBalance;
  return Number(report.totals.find((t) => t.currency === currency)?.debit ?? 0);
};

describe('accounting: sales', () => {
  it('as the accountant, issues a deposit invoice for a demo trip, records its payment and sees it paid', async () => {
    const trip = await demoTrip();
    const before = await debitsIn(trip.currency);
    const { page, errors } = await signedInPage(browser, baseUrl, accountant, /\/admin\/sales/);

    // The list, then the trip's (empty) list.
    await page.getByRole('table', { name: 'Invoices' }).waitFor();
    await page.screenshot({ path: `${shots}/sales-list.png` });
    await page.goto(`${baseUrl}/admin/sales?trip=${trip.id}`);
    await page.getByText('No invoices match these filters.').waitFor();
    await page.screenshot({ path: `${shots}/sales-empty.png` });

    // A deposit of 30% as a draft.
    await page.getByRole('button', { name: 'New invoice' }).click();
    const form = page.getByRole('form', { name: 'New invoice' });
    await form.getByRole('combobox', { name: 'Trip' }).fill(trip.reference);
    await page.getByRole('option', { name: new RegExp(trip.reference) }).click();
    await form.getByLabel('Deposit (%)').fill('30');
    await form.getByRole('button', { name: 'Make the draft' }).click();
    await page.waitForURL(/\/admin\/sales\/\d+$/);
    await page.getByRole('heading', { name: 'Draft invoice' }).waitFor();
    await page.getByRole('form', { name: 'Draft' }).waitFor();
    await page.screenshot({ path: `${shots}/invoice-draft.png`, fullPage: true });
    const id = Number(page.url().split('/').at(-1));
    const draft = (await api(baseUrl, 'GET', `/api/client_invoices/${id}`)) as { amount: string };
    const amount = Number(draft.amount);
    expect(amount).toBeCloseTo(Math.round(Number(trip.totals!.clientTotal) * 0.3 * 100) / 100, 2);

    // Issued: a number, the PDF, no more editing.
    await page.getByRole('button', { name: 'Issue', exact: true }).click();
    await page
      .getByRole('form', { name: 'Issue' })
      .getByRole('button', { name: 'Issue the invoice' })
      .click();
    await page.getByRole('heading', { name: /^INV-\d{4}-\d{5}$/ }).waitFor();
    await page.getByRole('button', { name: 'Show the preview' }).click();
    await page.locator('iframe[title^="PDF of INV-"]').waitFor();
    await page.screenshot({ path: `${shots}/invoice-issued.png`, fullPage: true });

    // Its payment, recorded on the trip and allocated: paid.
    await page.getByRole('button', { name: 'Record and allocate' }).click();
    await page.getByRole('table', { name: 'Allocated payments' }).waitFor();
    await page.locator('header').getByText('Paid', { exact: true }).waitFor();
    await page.screenshot({ path: `${shots}/invoice-paid.png`, fullPage: true });
    const paid = (await api(baseUrl, 'GET', `/api/client_invoices/${id}`)) as { status: string };
    expect(paid.status).toBe('paid');
    const after = (await api(baseUrl, 'GET', `/api/trips/${trip.id}`)) as Trip;
    expect(Number(after.totals!.paid)).toBeGreaterThan(Number(trip.totals!.paid));

    // The trial balance: the receivable and the bank both debited by the invoice's total.
    expect(await debitsIn(trip.currency)).toBeCloseTo(before + 2 * amount, 2);
    await page.getByRole('link', { name: 'Reports' }).first().click();
    const trial = page.getByRole('table', { name: 'Trial balance' });
    await trial.waitFor();
    await trial.getByText('Accounts receivable').first().waitFor();
    await page.screenshot({ path: `${shots}/reports.png`, fullPage: true });

    expect(errors).toEqual([]);
    await page.close();
  });
});
