import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AnyItem } from '../../test/admin-app.ts';
import {
  accountingAppForFile,
  allocateTo,
  call,
  expectBalancedBooks,
  ok,
  rows,
  tripWith,
  tryAllocateTo,
} from '../accounting-testing.ts';

const t = accountingAppForFile();

const issue = async (tripIri: string, body: Record<string, unknown>, date: string, dueDate?: string) => {
  const draft = await ok(t, 'POST', '/api/client_invoices', { trip: tripIri, ...body }, 201);
  return ok(t, 'POST', `${draft['@id']}/issue`, { date, ...(dueDate ? { dueDate } : {}) });
};
const pay = async (tripIri: string, amount: string, paidDate: string, currency?: string) =>
  ok(
    t,
    'POST',
    '/api/payments',
    { trip: tripIri, amount, status: 'paid', paidDate, ...(currency ? { currency } : {}) },
    201,
  );
const accountBalance = async (key: string, tripId: number) => {
  const [r] = await rows<{ b: string }>(
    t,
    sql`select coalesce(sum(l.debit - l.credit), 0)::text as b from journal_lines l join accounts a on a.id = l.account_id
        where a.system_key = ${key} and l.trip_id = ${tripId}`,
  );
  return Number(r!.b);
};

// A scripted month of a trip's money: invoices, receipts, allocations, an over-payment and its
// refund, a second trip already travelled, revenue recognised at departure.
describe('receipts, allocations and the journal', () => {
  let tripA: AnyItem;
  let deposit: AnyItem;
  let balance: AnyItem;
  let receipt: AnyItem;
  let extra: AnyItem;

  it('posts a receipt to the trust account before departure and allocates it to the deposit invoice', async () => {
    tripA = (await tripWith(t, { clientTotal: '10000', startDate: '2030-06-01' })).trip;
    deposit = await issue(tripA['@id'], { basis: 'deposit', percent: 30 }, '2030-01-05', '2030-01-20');
    receipt = await pay(tripA['@id'], '3000', '2030-01-10');
    expect(await accountBalance('trust_bank', tripA.id)).toBe(3000);
    expect(await accountBalance('operating_bank', tripA.id)).toBe(0);
    expect(await accountBalance('receivables', tripA.id)).toBe(0);

    const allocation = await allocateTo(t, receipt, deposit);
    expect(allocation.amount).toBe('3000.00');
    expect(await ok(t, 'GET', deposit['@id'])).toMatchObject({ status: 'paid', paidAmount: '3000.00' });
    // Nothing left on either side.
    expect((await tryAllocateTo(t, receipt, deposit)).status).toBe(409);
  });

  it('keeps an over-payment as client credit, allocates it to the balance and refunds it', async () => {
    balance = await issue(tripA['@id'], { basis: 'balance' }, '2030-02-01', '2030-05-01');
    expect(balance.amount).toBe('7000.00');
    extra = await pay(tripA['@id'], '7500', '2030-02-10');
    const tooMuch = await tryAllocateTo(t, extra, balance, '7500');
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.violations[0].message).toMatch(/left to pay on the invoice \(7000\.00\)/);
    await allocateTo(t, extra, balance, '6000');
    expect(await ok(t, 'GET', balance['@id'])).toMatchObject({
      status: 'partly_paid',
      paidAmount: '6000.00',
    });
    await allocateTo(t, extra, balance);
    expect(await ok(t, 'GET', balance['@id'])).toMatchObject({ status: 'paid', paidAmount: '7000.00' });
    // The receivables of the trip: 10000 billed, 10500 received: the client holds 500 of credit.
    expect(await accountBalance('receivables', tripA.id)).toBe(-500);
    const lowered = await call(t, 'PATCH', extra['@id'], { amount: '100' });
    expect(lowered.status).toBe(409);

    // Refund: the receipt is reversed (a refund entry) and its allocations released.
    await ok(t, 'PATCH', extra['@id'], { status: 'refunded' });
    const refunds = await ok(t, 'GET', `/api/ledger_entries?paymentId=${extra.id}&kind=refund`);
    expect(refunds['hydra:totalItems']).toBe(1);
    expect(await ok(t, 'GET', balance['@id'])).toMatchObject({ status: 'issued', paidAmount: '0.00' });
    expect(await accountBalance('receivables', tripA.id)).toBe(7000);
    expect(await accountBalance('trust_bank', tripA.id)).toBe(3000);
    // Paid again in full.
    const again = await pay(tripA['@id'], '7000', '2030-02-20');
    await allocateTo(t, again, balance);
    expect(await accountBalance('receivables', tripA.id)).toBe(0);
  });

  it('recognises revenue at departure, once', async () => {
    expect(await accountBalance('client_deposits', tripA.id)).toBe(-10000);
    const before = await ok(t, 'POST', '/api/accounting/recognise_revenue', { date: '2030-05-31' });
    expect(before.entries).toBe(0);
    const run = await ok(t, 'POST', '/api/accounting/recognise_revenue', { date: '2030-06-01' });
    expect(run.entries).toBeGreaterThanOrEqual(1);
    expect(await accountBalance('client_deposits', tripA.id)).toBe(0);
    expect(await accountBalance('revenue', tripA.id)).toBe(-10000);
    expect((await ok(t, 'POST', '/api/accounting/recognise_revenue', { date: '2030-06-02' })).entries).toBe(
      0,
    );
  });

  it('posts a travelled trip straight to revenue and the operating account, in its own currency', async () => {
    const { trip } = await tripWith(t, { clientTotal: '2000', startDate: '2026-01-05', currency: 'USD' });
    const inv = await issue(trip['@id'], { basis: 'balance' }, '2026-02-01');
    expect(inv.rate).toBe('1.00000000');
    const p = await pay(trip['@id'], '2000', '2026-02-03');
    expect(p.currency).toBe('USD');
    expect(await accountBalance('revenue', trip.id)).toBe(-2000);
    expect(await accountBalance('client_deposits', trip.id)).toBe(0);
    expect(await accountBalance('operating_bank', trip.id)).toBe(2000);
    // A deleted receipt is reversed, never erased.
    await ok(t, 'DELETE', p['@id'], undefined, 204);
    expect(await accountBalance('operating_bank', trip.id)).toBe(0);
    const [n] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from journal_entries where payment_id = ${p.id}`,
    );
    expect(n!.n).toBe(2);
  });

  it('balances: the journal sums to zero per currency, the trial balance agrees, the trip profit is its totals', async () => {
    // The journal balances, the daily sums the trial balance reads are the lines' sums.
    const tb = await expectBalancedBooks(t);
    expect(tb.totals.map((x: { currency: string }) => x.currency)).toEqual(['EUR', 'USD']);
    const receivable = tb.rows.find(
      (r: { code: string; currency: string }) => r.code === '1100' && r.currency === 'EUR',
    );
    expect(receivable.balance).toBe('0.00');
    // A period holding only the receipts of February 2030 (the refund is dated the day it was made).
    const feb = await ok(t, 'GET', '/api/accounting/trial_balance?from=2030-02-10&to=2030-02-28');
    expect(feb.rows.find((r: { code: string }) => r.code === '1010')).toMatchObject({
      debit: '14500.00',
      credit: '0.00',
    });
    // Each row opens with the balance before the period and closes with it plus the period's:
    // the closing balances of February are the balances of everything up to its end, for a
    // balance-sheet account; an income or expense account opens with its year only.
    const upToFeb = await ok(t, 'GET', '/api/accounting/trial_balance?from=2000-01-01&to=2030-02-28');
    const yearToFeb = await ok(t, 'GET', '/api/accounting/trial_balance?from=2030-01-01&to=2030-02-28');
    type TbRow = {
      code: string;
      currency: string;
      type: string;
      opening: string;
      closing: string;
      balance: string;
    };
    for (const row of feb.rows as TbRow[]) {
      expect(Number(row.closing)).toBeCloseTo(Number(row.opening) + Number(row.balance), 2);
      const whole = (row.type === 'income' || row.type === 'expense' ? yearToFeb : upToFeb).rows.find(
        (r: TbRow) => r.code === row.code && r.currency === row.currency,
      );
      expect(row.closing, `${row.code} ${row.currency}`).toBe(whole.balance);
    }
    // An account with no line in the period but a balance before it is still listed.
    expect((feb.rows as TbRow[]).some((r) => Number(r.balance) === 0 && Number(r.opening) !== 0)).toBe(true);

    const profit = await ok(t, 'GET', `/api/accounting/trip_profit/${tripA.id}`);
    const totals = (await ok(t, 'GET', tripA['@id'])).totals;
    expect(profit).toMatchObject({
      cost: totals.vendorTotal,
      revenue: totals.clientTotal,
      margin: totals.margin,
      paid: totals.paid,
      outstanding: totals.balance,
      invoiced: '10000.00',
      receivable: '0.00',
      depositsHeld: '0.00',
      revenueRecognised: '10000.00',
    });
    expect(profit).toMatchObject({
      cost: '8000',
      revenue: '10000',
      margin: '2000',
      paid: '10000',
      outstanding: '0',
    });
    expect((await call(t, 'GET', '/api/accounting/trip_profit/999999')).status).toBe(404);
  });

  it('ages what clients owe by days past due', async () => {
    const { trip } = await tripWith(t, { clientTotal: '1000', startDate: '2031-01-01' });
    await issue(trip['@id'], { basis: 'deposit', percent: 50 }, '2030-09-01', '2030-09-15');
    await issue(trip['@id'], { basis: 'balance' }, '2030-09-01', '2030-11-20');
    const aged = await ok(t, 'GET', '/api/accounting/aged_receivables?date=2030-11-01');
    const mine = aged.rows.find((r: { client: string }) => r.client === (trip.client as AnyItem)['@id']);
    expect(mine).toMatchObject({
      currency: 'EUR',
      current: '500.00',
      days1To30: '0.00',
      days31To60: '500.00',
      total: '1000.00',
      invoices: 2,
    });
    expect((await call(t, 'GET', '/api/accounting/aged_receivables?date=nope')).status).toBe(422);
  });
});
