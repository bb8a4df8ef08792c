import { describe, expect, it } from 'vitest';
import type { AnyItem } from '../../test/admin-app.ts';
import { accountingAppForFile, call, ok, tripWith } from '../accounting-testing.ts';

const t = accountingAppForFile();

const rowOf = (report: AnyItem, trip: AnyItem) =>
  (report.rows as AnyItem[]).find((r) => r.trip === trip['@id']);

describe('client money held for trips not yet travelled', () => {
  let trip: AnyItem;
  let gone: AnyItem;

  it('holds a receipt in the trust account and the invoice in client deposits until the trip starts', async () => {
    trip = (await tripWith(t, { clientTotal: '2000', startDate: '2032-06-01' })).trip;
    const draft = await ok(
      t,
      'POST',
      '/api/client_invoices',
      { trip: trip['@id'], basis: 'deposit', percent: 25 },
      201,
    );
    await ok(t, 'POST', `${draft['@id']}/issue`, { date: '2032-01-10' });
    await ok(
      t,
      'POST',
      '/api/payments',
      { trip: trip['@id'], amount: '500', status: 'paid', paidDate: '2032-01-15' },
      201,
    );
    // A trip that starts in February, paid in January: held until it starts, then not.
    gone = (await tripWith(t, { clientTotal: '300', startDate: '2032-02-01' })).trip;
    await ok(
      t,
      'POST',
      '/api/payments',
      { trip: gone['@id'], amount: '300', status: 'paid', paidDate: '2032-01-12' },
      201,
    );

    const before = await ok(t, 'GET', '/api/accounting/client_money?date=2032-01-11');
    expect(rowOf(before, trip)).toMatchObject({ trust: '0.00', operating: '0.00', deposits: '500.00' });
    expect(rowOf(before, gone)).toBeUndefined();

    const held = await ok(t, 'GET', '/api/accounting/client_money?date=2032-01-20');
    expect(rowOf(held, trip)).toMatchObject({
      tripReference: trip.reference,
      startDate: '2032-06-01',
      currency: 'EUR',
      trust: '500.00',
      operating: '0.00',
      deposits: '500.00',
    });
    expect(rowOf(held, gone)).toMatchObject({ trust: '300.00', deposits: '0.00' });
    expect(held.totals).toEqual([
      { currency: 'EUR', trust: '800.00', operating: '0.00', deposits: '500.00', trips: 2 },
    ]);
    expect(held.accounts.map((a: AnyItem) => [a.code, a.kind, a.currency, a.amount])).toEqual([
      ['1010', 'trust', 'EUR', '800.00'],
      ['1020', 'operating', 'EUR', '0.00'],
    ]);

    // On its first day the February trip has travelled: no longer client money held.
    const after = await ok(t, 'GET', '/api/accounting/client_money?date=2032-02-01');
    expect(rowOf(after, gone)).toBeUndefined();
    expect(rowOf(after, trip)).toMatchObject({ trust: '500.00' });
  });

  it('takes a refund out of what is held from the day it is made', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const paidDate = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const { trip: refunded } = await tripWith(t, { clientTotal: '100', startDate: '2032-07-01' });
    const p = await ok(
      t,
      'POST',
      '/api/payments',
      { trip: refunded['@id'], amount: '60', status: 'paid', paidDate },
      201,
    );
    await ok(t, 'PATCH', p['@id'], { status: 'refunded' });
    // Held from the day it was paid until the refund (dated the day it is made: today).
    expect(
      rowOf(await ok(t, 'GET', `/api/accounting/client_money?date=${paidDate}`), refunded),
    ).toMatchObject({
      trust: '60.00',
    });
    expect(rowOf(await ok(t, 'GET', `/api/accounting/client_money?date=${today}`), refunded)).toBeUndefined();
  });

  it('refuses a bad day (422) and is the accounting area', async () => {
    const bad = await call(t, 'GET', '/api/accounting/client_money?date=2032-02-30');
    expect(bad.status).toBe(422);
    expect(bad.body.violations[0].propertyPath).toBe('date');
    expect((await ok(t, 'GET', '/api/accounting/client_money')).date).toBe(
      new Date().toISOString().slice(0, 10),
    );
    const accountant = await t.login('accountant@demo.travel');
    expect((await call(t, 'GET', '/api/accounting/client_money', undefined, accountant)).status).toBe(200);
    for (const email of ['travel@demo.travel', 'vendor@demo.travel']) {
      const token = await t.login(email);
      expect((await call(t, 'GET', '/api/accounting/client_money', undefined, token)).status).toBe(403);
    }
  });
});
