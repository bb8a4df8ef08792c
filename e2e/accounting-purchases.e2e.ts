import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signedInPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const shots = '/tmp/shots-purchases';
const browser = browserForFile(shots);

const accountant = 'accountant@demo.travel';
type Billable = {
  item: string;
  vendor: string | null;
  vendorName: string | null;
  vendorTotalPrice: string | null;
  currency: string;
  billedOn: string | null;
};
type AgedPayables = { rows: { vendor: string; currency: string; total: string }[] };

// A demo trip with an item booked at a catalogue vendor, priced and on no bill yet (two-decimal currency).
const demoTripToBill = async () => {
  const list = (await api(baseUrl, 'GET', '/api/trips?itemsPerPage=30&order[id]=asc')) as {
    'hydra:member': { id: number; reference: string }[];
  };
  for (const trip of list['hydra:member']) {
    const { items } = (await api(
      baseUrl,
      'GET',
      `/api/accounting/billable_items?trip=${trip.id}`,
      undefined,
      accountant,
    )) as { items: Billable[] };
    const open = items.filter(
      (i) => i.vendor && i.billedOn === null && Number(i.vendorTotalPrice ?? 0) > 0 && i.currency !== 'JPY',
    );
    if (open.length) {
      const vendor = open[0]!.vendor!;
      const mine = open.filter((i) => i.vendor === vendor && i.currency === open[0]!.currency);
      const total = mine.reduce((sum, i) => sum + Math.round(Number(i.vendorTotalPrice) * 100), 0) / 100;
      return { trip, vendor, vendorName: open[0]!.vendorName!, currency: open[0]!.currency, total };
    }
  }
  throw new Error('no demo trip with a billable item');
};

const owedTo = async (vendor: string, currency: string) => {
  const report = (await api(
    baseUrl,
    'GET',
    '/api/accounting/aged_payables',
    undefined,
    accountant,
  )) as AgedPayables;
  return Number(report.rows.find((r) => r.vendor === vendor && r.currency === currency)?.total ?? 0);
};

describe('accounting: purchases', () => {
  it("as the accountant, bills a demo trip's items, pays the supplier and sees the bill paid and the payables change", async () => {
    const { trip, vendor, vendorName, currency, total } = await demoTripToBill();
    const before = await owedTo(vendor, currency);
    const { page, errors } = await signedInPage(browser, baseUrl, accountant, /\/admin\/sales/);

    await page.goto(`${baseUrl}/admin/purchases`);
    await page.getByRole('table', { name: 'Supplier bills' }).waitFor();
    await page.screenshot({ path: `${shots}/purchases-list.png`, fullPage: true });

    // A draft from the trip's items of one vendor: its items ticked, a line each at the vendor price.
    await page.getByRole('button', { name: "New bill from a trip's items" }).click();
    const form = page.getByRole('form', { name: 'New bill' });
    await form.getByRole('combobox', { name: 'Trip' }).fill(trip.reference);
    await page.getByRole('option', { name: new RegExp(trip.reference) }).click();
    await form.getByRole('button', { name: vendorName, exact: true }).click();
    await form.getByRole('list', { name: 'Items of the vendor' }).waitFor();
    const number = `E2E-${Date.now()}`;
    await form.getByLabel("Supplier's number").fill(number);
    await page.screenshot({ path: `${shots}/new-bill.png` });
    await form.getByRole('button', { name: 'Make the draft' }).click();
    await page.waitForURL(/\/admin\/purchases\/\d+$/);
    await page.getByRole('heading', { name: number }).waitFor();
    await page.getByRole('form', { name: 'Draft bill' }).waitFor();
    await page.screenshot({ path: `${shots}/bill-draft.png`, fullPage: true });
    const id = Number(page.url().split('/').at(-1));
    const draft = (await api(baseUrl, 'GET', `/api/supplier_bills/${id}`, undefined, accountant)) as {
      amount: string;
    };
    expect(Number(draft.amount)).toBeCloseTo(total, 2);

    // Approved: posted, owed to the vendor.
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
    await page.locator('header').getByText('Approved', { exact: true }).waitFor();
    expect(await owedTo(vendor, currency)).toBeCloseTo(before + total, 2);

    // The reports show it in the aged payables.
    await page.goto(`${baseUrl}/admin/sales/reports`);
    await page.getByRole('table', { name: 'Aged payables' }).getByText(vendorName).first().waitFor();
    await page.screenshot({ path: `${shots}/reports-payables.png`, fullPage: true });

    // A supplier payment of the whole bill, recorded and allocated: paid, nothing owed on it.
    await page.goto(`${baseUrl}/admin/purchases/${id}`);
    const record = page.getByRole('form', { name: 'Record a supplier payment' });
    await record.getByRole('button', { name: 'Record and allocate' }).click();
    await page.getByRole('table', { name: 'Allocated payments' }).waitFor();
    await page.locator('header').getByText('Paid', { exact: true }).waitFor();
    await page.screenshot({ path: `${shots}/bill-paid.png`, fullPage: true });
    const paid = (await api(baseUrl, 'GET', `/api/supplier_bills/${id}`, undefined, accountant)) as {
      status: string;
    };
    expect(paid.status).toBe('paid');
    expect(await owedTo(vendor, currency)).toBeCloseTo(before, 2);

    await page.goto(`${baseUrl}/admin/purchases/payments`);
    await page.getByRole('table', { name: 'Supplier payments' }).getByText(vendorName).first().waitFor();
    await page.screenshot({ path: `${shots}/supplier-payments.png`, fullPage: true });

    expect(errors).toEqual([]);
    await page.close();
  });
});
