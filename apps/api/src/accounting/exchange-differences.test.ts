import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settings } from '../db/schema/index.ts';
import { type AnyItem, postCreated } from '../test/admin-app.ts';
import {
  accountingAppForFile,
  allocateTo,
  allocateToBill,
  call,
  journalImbalance,
  ok,
  receiveOn,
  rows,
  tripWith,
} from './accounting-testing.ts';
import { exchangeRest } from './exchange-differences.ts';

// EUR 0.9, GBP 0.8 per US dollar; the base currency is GBP (no setting: the default).
const t = accountingAppForFile();

const setEuroRate = (rate: string) =>
  t.db.execute(sql`update currencies set rate = ${rate} where iso = 'EUR'`);

// A EUR invoice of 900.00 issued at today's EUR rate.
const invoiceOf900 = async () => {
  const { trip } = await tripWith(t, { clientTotal: '900', startDate: '2030-06-01' });
  const draft = await ok(t, 'POST', '/api/client_invoices', { trip: trip['@id'], basis: 'balance' }, 201);
  const invoice = await ok(t, 'POST', `${draft['@id']}/issue`, { date: '2030-01-05' });
  expect(invoice.amount).toBe('900.00');
  return { trip, invoice };
};
const receive = (trip: AnyItem, amount = '900') => receiveOn(t, trip, amount);
const allocate = (payment: AnyItem, invoice: AnyItem, amount?: string) =>
  allocateTo(t, payment, invoice, amount);

// The standing exchange-difference lines (entries not reversed) of one payment, per account.
const standingLines = (column: 'payment_id' | 'supplier_payment_id', paymentId: number) =>
  rows<{ account: string; currency: string; debit: string; credit: string; memo: string }>(
    t,
    sql`select a.system_key as account, l.currency, l.debit::text as debit, l.credit::text as credit, e.memo
        from journal_entries e join journal_lines l on l.entry_id = e.id join accounts a on a.id = l.account_id
        where e.kind = 'exchange_difference' and e.${sql.identifier(column)} = ${paymentId}
          and not exists (select 1 from journal_entries r where r.reverses_id = e.id)
        order by a.system_key`,
  );
// Σ debit − Σ credit of account 7900 in GBP over the whole journal.
const exchangeBalance = async () => {
  const [r] = await rows<{ b: string }>(
    t,
    sql`select coalesce(sum(l.debit - l.credit), 0)::text as b from journal_lines l join accounts a on a.id = l.account_id
        where a.system_key = 'exchange_differences'`,
  );
  return r!.b;
};

describe('the arithmetic', () => {
  it('measures the rest in base-currency cents, rounded half away from zero to its minor unit', () => {
    // 900 EUR at 0.9 is 800 GBP; at 0.8 it is 900 GBP: receivables keep a 100 GBP credit.
    expect(exchangeRest(90000n, { document: '0.9', payment: '0.8', base: '0.8' }, 1n, 'GBP')).toBe(-10000n);
    expect(exchangeRest(90000n, { document: '0.8', payment: '0.9', base: '0.8' }, 1n, 'GBP')).toBe(10000n);
    // Payables: the other way round.
    expect(exchangeRest(90000n, { document: '0.9', payment: '0.8', base: '0.8' }, -1n, 'GBP')).toBe(10000n);
    // 1.00 EUR, 0.9 → 0.91 in GBP: 0.8 × (1/0.9 − 1/0.91) = 0.00977 → 0.01.
    expect(exchangeRest(100n, { document: '0.9', payment: '0.91', base: '0.8' }, 1n, 'GBP')).toBe(1n);
    // In yen the rest is whole yen (cents a multiple of 100): 100 EUR, 0.9 → 0.8 at 150 ¥/$ = −2083.33 ¥.
    expect(exchangeRest(10000n, { document: '0.9', payment: '0.8', base: '150' }, 1n, 'JPY')).toBe(-208300n);
    expect(exchangeRest(90000n, { document: '0.9', payment: '0.90000000', base: '0.8' }, 1n, 'GBP')).toBe(0n);
  });
});

describe('realised exchange differences on receipts', () => {
  it('posts a gain when the euro rose between the invoice and the receipt, and reverses it on release', async () => {
    await setEuroRate('0.9');
    const { trip, invoice } = await invoiceOf900();
    await setEuroRate('0.8');
    const receipt = await receive(trip);
    const before = await exchangeBalance();
    const allocation = await allocate(receipt, invoice);
    // 900 EUR was 800 GBP when invoiced and is 900 GBP received: 100.00 GBP gained.
    expect(await standingLines('payment_id', receipt.id)).toEqual([
      {
        account: 'exchange_differences',
        currency: 'GBP',
        debit: '0.00',
        credit: '100.00',
        memo: expect.stringMatching(/^Exchange gain on invoice/),
      },
      { account: 'receivables', currency: 'GBP', debit: '100.00', credit: '0.00', memo: expect.any(String) },
    ]);
    expect(Number(await exchangeBalance()) - Number(before)).toBe(-100);
    const [entry] = await rows<{ client_invoice_id: number; client_id: number; trip_id: number | null }>(
      t,
      sql`select client_invoice_id, client_id, trip_id from journal_entries where kind = 'exchange_difference' and payment_id = ${receipt.id}`,
    );
    // Linked to the allocation's two sides; not the trip's (its profit reads the trip's currency).
    expect(entry).toEqual({
      client_invoice_id: invoice.id,
      client_id: Number(invoice.client.split('/').pop()),
      trip_id: null,
    });
    expect(await journalImbalance(t)).toEqual([]);

    await ok(t, 'DELETE', allocation['@id'], undefined, 204);
    expect(await standingLines('payment_id', receipt.id)).toEqual([]);
    expect(Number(await exchangeBalance())).toBe(Number(before));
    expect(await journalImbalance(t)).toEqual([]);
  });

  it('follows a credit note: a partial credit shrinks the difference with the allocation, a full one takes it away', async () => {
    await setEuroRate('0.9');
    const { trip, invoice } = await invoiceOf900();
    await setEuroRate('0.8');
    const receipt = await receive(trip);
    await allocate(receipt, invoice);
    const line = invoice.lines[0].id;
    // 300 EUR credited: the receipt now pays 600 EUR of it (300 back to the client's credit), which
    // was 533.33 GBP invoiced and is 600.00 GBP received.
    await ok(
      t,
      'POST',
      `${invoice['@id']}/credit_note`,
      { date: '2030-01-20', lines: [{ line, amount: '300.00' }] },
      201,
    );
    expect(await standingLines('payment_id', receipt.id)).toEqual([
      expect.objectContaining({ account: 'exchange_differences', credit: '66.67' }),
      expect.objectContaining({ account: 'receivables', debit: '66.67' }),
    ]);
    expect(await journalImbalance(t)).toEqual([]);
    // The rest: void, the allocation released, its difference reversed.
    await ok(t, 'POST', `${invoice['@id']}/credit_note`, { date: '2030-01-21' }, 201);
    expect(await standingLines('payment_id', receipt.id)).toEqual([]);
    expect(await journalImbalance(t)).toEqual([]);
  });

  it('posts a loss when the euro fell, follows a second allocation of the pair, and a receipt no longer paid', async () => {
    await setEuroRate('0.8');
    const { trip, invoice } = await invoiceOf900();
    await setEuroRate('0.9');
    const receipt = await receive(trip);
    await allocate(receipt, invoice, '450');
    expect(await standingLines('payment_id', receipt.id)).toMatchObject([
      {
        account: 'exchange_differences',
        debit: '50.00',
        credit: '0.00',
        memo: expect.stringMatching(/^Exchange loss/),
      },
      { account: 'receivables', debit: '0.00', credit: '50.00' },
    ]);
    await allocate(receipt, invoice, '450');
    expect(await standingLines('payment_id', receipt.id)).toMatchObject([
      { account: 'exchange_differences', debit: '100.00', credit: '0.00' },
      { account: 'receivables', debit: '0.00', credit: '100.00' },
    ]);
    // Cancelled: its allocations are released and so is their difference.
    await ok(t, 'PATCH', receipt['@id'], { status: 'cancelled' });
    expect(await ok(t, 'GET', invoice['@id'])).toMatchObject({ paidAmount: '0.00' });
    expect(await standingLines('payment_id', receipt.id)).toEqual([]);
    expect(await journalImbalance(t)).toEqual([]);
  });

  it('posts nothing at the same rate, nor for an invoice in the base currency', async () => {
    await setEuroRate('0.9');
    const { trip, invoice } = await invoiceOf900();
    const receipt = await receive(trip);
    await allocate(receipt, invoice);
    expect(await standingLines('payment_id', receipt.id)).toEqual([]);

    const { trip: gbpTrip } = await tripWith(t, { clientTotal: '500', currency: 'GBP' });
    const draft = await ok(
      t,
      'POST',
      '/api/client_invoices',
      { trip: gbpTrip['@id'], basis: 'balance' },
      201,
    );
    const gbpInvoice = await ok(t, 'POST', `${draft['@id']}/issue`, { date: '2030-01-05' });
    await t.db.execute(sql`update currencies set rate = 0.7 where iso = 'GBP'`);
    try {
      const gbpReceipt = await receive(gbpTrip, '500');
      await allocate(gbpReceipt, gbpInvoice);
      expect(await standingLines('payment_id', gbpReceipt.id)).toEqual([]);
    } finally {
      await t.db.execute(sql`update currencies set rate = 0.8 where iso = 'GBP'`);
    }
  });

  it('measures in the base currency the setting names', async () => {
    await t.db
      .insert(settings)
      .values({ code: 'accounting.base_currency', value: 'usd' })
      .onConflictDoUpdate({ target: settings.code, set: { value: 'usd' } });
    try {
      await setEuroRate('0.9');
      const { trip, invoice } = await invoiceOf900();
      await setEuroRate('0.8');
      const receipt = await receive(trip);
      await allocate(receipt, invoice);
      // 1000 USD invoiced, 1125 USD received.
      expect(await standingLines('payment_id', receipt.id)).toMatchObject([
        { account: 'exchange_differences', currency: 'USD', credit: '125.00' },
        { account: 'receivables', currency: 'USD', debit: '125.00' },
      ]);
      expect(await journalImbalance(t)).toEqual([]);
    } finally {
      await t.db.execute(sql`update settings set value = 'GBP' where code = 'accounting.base_currency'`);
    }
  });
});

describe('the base currency setting', () => {
  it('takes an ISO 4217 code (kept upper case) and refuses anything else with a 422 on value', async () => {
    const existing = await ok(t, 'GET', '/api/settings?code=accounting.base_currency');
    const setting =
      existing['hydra:member'].find((s: AnyItem) => s.code === 'accounting.base_currency') ??
      (await ok(t, 'POST', '/api/settings', { code: 'accounting.base_currency', value: 'GBP' }, 201));
    for (const value of ['pounds', 'XYZ', '', 'GB']) {
      const res = await call(t, 'PATCH', setting['@id'], { value });
      expect(res.status, value).toBe(422);
      expect(res.body.violations).toEqual([
        { propertyPath: 'value', message: expect.stringMatching(/ISO 4217/) },
      ]);
    }
    expect(await ok(t, 'PATCH', setting['@id'], { value: ' eur ' })).toMatchObject({ value: 'EUR' });
    expect(await ok(t, 'PATCH', setting['@id'], { value: 'GBP' })).toMatchObject({ value: 'GBP' });
  });
});

describe('realised exchange differences on supplier payments', () => {
  it('posts a loss when the euro rose between the bill and its payment, and reverses it when the payment goes', async () => {
    const vendor = await postCreated(t, '/api/vendors', { name: `FX Hotels ${Math.random()}` });
    const hotel = await postCreated(t, '/api/accommodations', { vendor: vendor['@id'], name: 'FX' });
    const { trip } = await tripWith(t, { clientTotal: '100', startDate: '2030-06-01' });
    const item = await postCreated(t, '/api/trip_accommodations', {
      trip: trip['@id'],
      accommodation: hotel['@id'],
      vendorTotalPrice: '900',
      title: 'Suite',
    });
    await setEuroRate('0.9');
    const draft = await ok(
      t,
      'POST',
      '/api/supplier_bills',
      { trip: trip['@id'], vendor: vendor['@id'], items: [item['@id']], number: 'FX-1', date: '2030-02-01' },
      201,
    );
    const bill = await ok(t, 'POST', `${draft['@id']}/approve`);
    expect(bill).toMatchObject({ amount: '900.00', rate: '0.90000000' });
    await setEuroRate('0.8');
    const payment = await ok(
      t,
      'POST',
      '/api/supplier_payments',
      { vendor: vendor['@id'], amount: '900', currency: 'EUR', date: '2030-02-10' },
      201,
    );
    await allocateToBill(t, payment, bill);
    // Owed 800 GBP, paid 900 GBP: 100.00 GBP lost.
    expect(await standingLines('supplier_payment_id', payment.id)).toEqual([
      {
        account: 'exchange_differences',
        currency: 'GBP',
        debit: '100.00',
        credit: '0.00',
        memo: expect.stringMatching(/^Exchange loss on bill/),
      },
      {
        account: 'supplier_payables',
        currency: 'GBP',
        debit: '0.00',
        credit: '100.00',
        memo: expect.any(String),
      },
    ]);
    expect(await journalImbalance(t)).toEqual([]);

    await ok(t, 'DELETE', payment['@id'], undefined, 204);
    expect(await standingLines('supplier_payment_id', payment.id)).toEqual([]);
    expect(await journalImbalance(t)).toEqual([]);
    await setEuroRate('0.9');
  });
});

describe('the trial balance', () => {
  it('still sums to zero per currency, 7900 included', async () => {
    const tb = await ok(t, 'GET', '/api/accounting/trial_balance?from=2000-01-01&to=2100-12-31');
    expect(tb).toBeDefined();
    expect(await journalImbalance(t)).toEqual([]);
    const [line] = await rows<{ n: string }>(
      t,
      sql`select count(*)::text as n from journal_lines l join accounts a on a.id = l.account_id where a.code = '7900'`,
    );
    expect(Number(line!.n)).toBeGreaterThan(0);
  });
});
