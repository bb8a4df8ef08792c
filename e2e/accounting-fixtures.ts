import type { Page } from 'playwright-core';
import { api } from './browser.ts';

// What the accounting browser tests share: the accountant, a demo trip to invoice and the trial
// balance's debits in a currency.
export type Trip = {
  id: number;
  '@id': string;
  reference: string;
  currency: string;
  totals?: { clientTotal: string; paid: string; balance: string };
};
type TrialBalance = { totals: { currency: string; debit: string; credit: string }[] };

export const accountant = 'accountant@demo.travel';

// A demo trip with something to invoice (a client total above 0) in a two-decimal currency.
export const demoTrip = async (baseUrl: string): Promise<Trip> => {
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

export const debitsIn = async (baseUrl: string, currency: string) => {
  const report = (await api(
    baseUrl,
    'GET',
    '/api/accounting/trial_balance',
    undefined,
    accountant,
  )) as TrialBalance;
  return Number(report.totals.find((t) => t.currency === currency)?.debit ?? 0);
};

// On the sales list of the trip (empty): a deposit of `percent` % made as a draft, issued, then its
// payment recorded and allocated on the invoice page, as the accountant does it. `shot` is called
// at each step (draft, issued, paid) for the screenshots. Answers the invoice's id, number and total.
export const issueAndPayDeposit = async (
  page: Page,
  baseUrl: string,
  trip: Trip,
  { percent = 30, shot = async (_step: 'draft' | 'issued' | 'paid') => {} } = {},
) => {
  await page.getByRole('button', { name: 'New invoice' }).click();
  const form = page.getByRole('form', { name: 'New invoice' });
  await form.getByRole('combobox', { name: 'Trip' }).fill(trip.reference);
  await page.getByRole('option', { name: new RegExp(trip.reference) }).click();
  await form.getByLabel('Deposit (%)').fill(String(percent));
  await form.getByRole('button', { name: 'Make the draft' }).click();
  await page.waitForURL(/\/admin\/sales\/\d+$/);
  await page.getByRole('heading', { name: 'Draft invoice' }).waitFor();
  await page.getByRole('form', { name: 'Draft' }).waitFor();
  await shot('draft');
  const id = Number(page.url().split('/').at(-1));
  const draft = (await api(baseUrl, 'GET', `/api/client_invoices/${id}`)) as { amount: string };

  // Issued: a number, the PDF, no more editing.
  await page.getByRole('button', { name: 'Issue', exact: true }).click();
  await page.getByRole('form', { name: 'Issue' }).getByRole('button', { name: 'Issue the invoice' }).click();
  const heading = page.getByRole('heading', { name: /^INV-\d{4}-\d{5}$/ });
  await heading.waitFor();
  const number = (await heading.textContent())!.trim();
  await shot('issued');

  // Its payment, recorded on the trip and allocated: paid.
  await page.getByRole('button', { name: 'Record and allocate' }).click();
  await page.getByRole('table', { name: 'Allocated payments' }).waitFor();
  await page.locator('header').getByText('Paid', { exact: true }).waitFor();
  await shot('paid');
  return { id, number, amount: Number(draft.amount) };
};
