import { describe, expect, inject, it } from 'vitest';
import { accountant, debitsIn, demoTrip, issueAndPayDeposit, type Trip } from './accounting-fixtures.ts';
import { api, browserForFile, signedInPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const shots = '/tmp/shots-salesui';
const browser = browserForFile(shots);

describe('accounting: sales', () => {
  it('as the accountant, issues a deposit invoice for a demo trip, records its payment and sees it paid', async () => {
    const trip = await demoTrip(baseUrl);
    const before = await debitsIn(baseUrl, trip.currency);
    const { page, errors } = await signedInPage(browser, baseUrl, accountant, /\/admin\/sales/);

    // The list, then the trip's (empty) list.
    await page.getByRole('table', { name: 'Invoices' }).waitFor();
    await page.screenshot({ path: `${shots}/sales-list.png` });
    await page.goto(`${baseUrl}/admin/sales?trip=${trip.id}`);
    await page.getByText('No invoices match these filters.').waitFor();
    await page.screenshot({ path: `${shots}/sales-empty.png` });

    // A deposit of 30%: a draft, issued (with its PDF), then its payment recorded and allocated.
    const { id, amount } = await issueAndPayDeposit(page, baseUrl, trip, {
      shot: async (step) => {
        if (step === 'issued') {
          await page.getByRole('button', { name: 'Show the preview' }).click();
          await page.locator('iframe[title^="PDF of INV-"]').waitFor();
        }
        await page.screenshot({ path: `${shots}/invoice-${step}.png`, fullPage: true });
      },
    });
    expect(amount).toBeCloseTo(Math.round(Number(trip.totals!.clientTotal) * 0.3 * 100) / 100, 2);
    const paid = (await api(baseUrl, 'GET', `/api/client_invoices/${id}`)) as { status: string };
    expect(paid.status).toBe('paid');
    const after = (await api(baseUrl, 'GET', `/api/trips/${trip.id}`)) as Trip;
    expect(Number(after.totals!.paid)).toBeGreaterThan(Number(trip.totals!.paid));

    // The trial balance: the receivable and the bank both debited by the invoice's total.
    expect(await debitsIn(baseUrl, trip.currency)).toBeCloseTo(before + 2 * amount, 2);
    await page.getByRole('link', { name: 'Reports' }).first().click();
    const trial = page.getByRole('table', { name: 'Trial balance' });
    await trial.waitFor();
    await trial.getByText('Accounts receivable').first().waitFor();
    await page.screenshot({ path: `${shots}/reports.png`, fullPage: true });

    expect(errors).toEqual([]);
    await page.close();
  });

  it('credits part of a paid deposit: a credit note for that much, the invoice still paid and owing nothing', async () => {
    const trip = await demoTrip(baseUrl);
    const { page, errors } = await signedInPage(browser, baseUrl, accountant, /\/admin\/sales/);
    await page.goto(`${baseUrl}/admin/sales?trip=${trip.id}`);
    await page.getByText('No invoices match these filters.').waitFor();
    const { id, number } = await issueAndPayDeposit(page, baseUrl, trip);

    // Part of its one line, as the accountant does it: the dialog's "Credit part of its lines".
    await page.getByRole('button', { name: 'Credit note' }).click();
    const form = page.getByRole('form', { name: 'Credit note' });
    await form.getByLabel('Credit part of its lines').check();
    await form
      .getByLabel(/\(left /)
      .first()
      .fill('100.00');
    await form.getByLabel('Reason').fill('Goodwill: one night fewer');
    await form.getByRole('button', { name: 'Issue the credit note' }).click();
    await page.getByRole('heading', { name: /^CN-\d{4}-\d{5}$/ }).waitFor();
    await page.screenshot({ path: `${shots}/credit-note-partial.png`, fullPage: true });
    const note = (await api(baseUrl, 'GET', `/api/client_invoices/${page.url().split('/').at(-1)}`)) as {
      kind: string;
      amount: string;
    };
    expect(note).toMatchObject({ kind: 'credit_note' });
    expect(Math.abs(Number(note.amount))).toBeCloseTo(100, 2);

    // The invoice: credited 100, the receipt's excess released, still paid.
    await page.goto(`${baseUrl}/admin/sales/${id}`);
    await page.getByRole('heading', { name: number }).waitFor();
    await page.getByText('Credited', { exact: true }).first().waitFor();
    const invoice = (await api(baseUrl, 'GET', `/api/client_invoices/${id}`)) as {
      status: string;
      creditedAmount: string;
    };
    expect(invoice.status).toBe('paid');
    expect(Number(invoice.creditedAmount)).toBeCloseTo(100, 2);
    await page.screenshot({ path: `${shots}/invoice-partly-credited.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });
});
