import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AnyItem, postCreated } from '../../test/admin-app.ts';
import {
  accountingAppForFile,
  allocateToBill,
  call,
  expectBalancedBooks,
  journalImbalance,
  ok,
  rows,
  tripWith,
  tryAllocateToBill,
} from '../accounting-testing.ts';

const t = accountingAppForFile();

let hotelVendor: AnyItem;
let otherVendor: AnyItem;
let hotel: AnyItem;
let otherHotel: AnyItem;

beforeAll(async () => {
  hotelVendor = await postCreated(t, '/api/vendors', { name: `Palazzo Bills ${Math.random()}` });
  otherVendor = await postCreated(t, '/api/vendors', { name: `Other Hotels ${Math.random()}` });
  hotel = await postCreated(t, '/api/accommodations', { vendor: hotelVendor['@id'], name: 'Palazzo' });
  otherHotel = await postCreated(t, '/api/accommodations', { vendor: otherVendor['@id'], name: 'Other' });
});

// A trip starting on `startDate` with two items booked at the hotel vendor's palazzo (800 and 450.50
// of vendor total) and one at the other vendor's hotel.
const tripWithItems = async (startDate = '2030-06-01', currency = 'EUR') => {
  const { trip } = await tripWith(t, { clientTotal: '100', startDate, currency });
  const item = (body: Record<string, unknown>) =>
    postCreated(t, '/api/trip_accommodations', { trip: trip['@id'], ...body });
  const a = await item({ accommodation: hotel['@id'], vendorTotalPrice: '800', title: 'Suite, 4 nights' });
  const b = await item({
    accommodation: hotel['@id'],
    vendorTotalPrice: '450.50',
    title: 'Dinner',
    supplierPaymentDueDate: '2030-03-15',
  });
  const c = await item({ accommodation: otherHotel['@id'], vendorTotalPrice: '300', title: 'Elsewhere' });
  return { trip, a, b, c };
};

const balanceOf = async (key: string, where = sql`true`) => {
  const [r] = await rows<{ b: string }>(
    t,
    sql`select coalesce(sum(l.debit - l.credit), 0)::text as b from journal_lines l join accounts a on a.id = l.account_id
        where a.system_key = ${key} and ${where}`,
  );
  return Number(r!.b);
};

const newBill = (trip: AnyItem, items: AnyItem[], extra: Record<string, unknown> = {}, token = t.admin) =>
  call(
    t,
    'POST',
    '/api/supplier_bills',
    { trip: trip['@id'], vendor: hotelVendor['@id'], items: items.map((i) => i['@id']), ...extra },
    token,
  );

const pay = (amount: unknown, extra: Record<string, unknown> = {}, token = t.admin) =>
  call(
    t,
    'POST',
    '/api/supplier_payments',
    { vendor: hotelVendor['@id'], amount, currency: 'EUR', date: '2030-02-01', ...extra },
    token,
  );

describe('supplier bills', () => {
  let trip: AnyItem;
  let items: Awaited<ReturnType<typeof tripWithItems>>;
  let bill: AnyItem;

  it("makes a draft from a trip's items for one vendor: a line per item at its vendor price", async () => {
    items = await tripWithItems();
    trip = items.trip;
    const res = await newBill(trip, [items.a, items.b], { number: 'PB-1001', date: '2030-02-01' });
    expect(res.status, res.text).toBe(201);
    bill = res.body;
    expect(bill).toMatchObject({
      status: 'draft',
      currency: 'EUR',
      amount: '1250.50',
      paidAmount: '0.00',
      number: 'PB-1001',
      date: '2030-02-01',
      // The earliest supplier payment due date of its items.
      dueDate: '2030-03-15',
      vendor: hotelVendor['@id'],
      trip: trip['@id'],
    });
    expect(bill.lines).toEqual([
      { description: 'Suite, 4 nights', amount: '800.00', tripItem: `/api/trip_items/${items.a.id}` },
      { description: 'Dinner', amount: '450.50', tripItem: `/api/trip_items/${items.b.id}` },
    ]);
    const list = await ok(t, 'GET', `/api/supplier_bills?vendor.id=${hotelVendor.id}&status=draft`);
    expect(list['hydra:member'].map((b: AnyItem) => b.id)).toContain(bill.id);
    const due = await ok(t, 'GET', `/api/supplier_bills?trip.id=${trip.id}&dueDate[before]=2030-03-14`);
    expect(due['hydra:totalItems']).toBe(0);
    const due2 = await ok(t, 'GET', `/api/supplier_bills?trip.id=${trip.id}&dueDate[after]=2030-03-15`);
    expect(due2['hydra:totalItems']).toBe(1);
  });

  it("names the vendor and the trip on bills and payments, and lists a trip's billable items", async () => {
    const listed = await ok(t, 'GET', `/api/supplier_bills?trip.id=${trip.id}`);
    expect(listed['hydra:member'][0]).toMatchObject({
      vendorName: hotelVendor.name,
      tripReference: trip.reference,
    });
    expect(await ok(t, 'GET', `/api/supplier_bills/${bill.id}`)).toMatchObject({
      vendorName: hotelVendor.name,
      tripReference: trip.reference,
    });
    const billable = await ok(t, 'GET', `/api/accounting/billable_items?trip=${trip['@id']}`);
    // The trip's own first item has no catalogue vendor (any vendor may bill it).
    expect(billable.items).toEqual([
      expect.objectContaining({ vendor: null, vendorName: null, billedOn: null }),
      expect.objectContaining({
        item: `/api/trip_items/${items.a.id}`,
        title: 'Suite, 4 nights',
        currency: 'EUR',
        vendorTotalPrice: '800.00',
        vendor: hotelVendor['@id'],
        vendorName: hotelVendor.name,
        billedOn: 'PB-1001',
      }),
      expect.objectContaining({
        item: `/api/trip_items/${items.b.id}`,
        supplierPaymentDueDate: '2030-03-15',
        billedOn: 'PB-1001',
      }),
      expect.objectContaining({
        item: `/api/trip_items/${items.c.id}`,
        vendor: otherVendor['@id'],
        billedOn: null,
      }),
    ]);
    expect((await call(t, 'GET', '/api/accounting/billable_items?trip=nope')).status).toBe(422);
    expect((await call(t, 'GET', '/api/accounting/billable_items')).status).toBe(422);
    expect((await call(t, 'GET', '/api/accounting/billable_items?trip=999999')).status).toBe(404);
  });

  it('refuses items of another vendor, another trip, already billed, mixed currencies or without a price', async () => {
    const other = await tripWithItems();
    const mixed = await postCreated(t, '/api/trip_accommodations', {
      trip: trip['@id'],
      accommodation: hotel['@id'],
      vendorTotalPrice: '10',
      currency: 'USD',
    });
    const unpriced = await postCreated(t, '/api/trip_accommodations', {
      trip: trip['@id'],
      accommodation: hotel['@id'],
    });
    const fresh = await postCreated(t, '/api/trip_accommodations', {
      trip: trip['@id'],
      accommodation: hotel['@id'],
      vendorTotalPrice: '20',
    });
    const cases: [AnyItem[], string, RegExp][] = [
      [[items.c], 'items[0]', /another vendor/],
      [[other.a], 'items[0]', /not an item of the trip/],
      [[items.a], 'items[0]', /already on the bill PB-1001/],
      [[fresh, mixed], 'items[1]', /priced in USD, the others in EUR/],
      [[unpriced], 'items[0]', /no vendor total price/],
      [[fresh, fresh], 'items', /listed twice/],
    ];
    for (const [list, path, message] of cases) {
      const res = await newBill(trip, list);
      expect(res.status, res.text).toBe(422);
      expect(res.body.violations[0].propertyPath).toBe(path);
      expect(res.body.violations[0].message).toMatch(message);
    }
    for (const body of [
      {},
      { trip: trip['@id'], vendor: hotelVendor['@id'], items: [] },
      { trip: trip['@id'], vendor: '/api/vendors/999999', items: [items.c['@id']] },
      { trip: trip['@id'], vendor: hotelVendor['@id'], items: ['nope'] },
      { trip: trip['@id'], vendor: hotelVendor['@id'], items: [other.b['@id']], date: '2030-02-30' },
      { trip: other.trip['@id'], vendor: hotelVendor['@id'], items: [other.b['@id']], number: 'PB-1001' },
      { trip: other.trip['@id'], vendor: hotelVendor['@id'], items: [other.b['@id']], notes: 'a\u0000b' },
    ])
      expect((await call(t, 'POST', '/api/supplier_bills', body)).status, JSON.stringify(body)).toBe(422);
    expect((await call(t, 'POST', '/api/supplier_bills', 'x')).status).toBe(400);
  });

  it('edits and deletes a draft; approving posts a supplier prepayment before departure; then 409', async () => {
    const edited = await ok(t, 'PATCH', bill['@id'], {
      lines: [
        { description: 'Suite, 4 nights', amount: '820.00', tripItem: `/api/trip_items/${items.a.id}` },
        { description: 'Dinner', amount: '450.50', tripItem: items.b['@id'] },
        { description: 'City tax', amount: '12.4' },
      ],
      notes: 'Tax added',
    });
    expect(edited).toMatchObject({ amount: '1282.90', notes: 'Tax added', status: 'draft' });
    for (const body of [
      { lines: [{ description: 'x', amount: '-1' }] },
      { lines: [{ description: 'x', amount: '1.001' }] },
      { lines: [{ description: '', amount: '1' }] },
      { lines: [{ description: 'x', amount: '1', tripItem: items.c['@id'] }] },
      { currency: 'USD' },
      { dueDate: 'tomorrow' },
    ])
      expect((await call(t, 'PATCH', bill['@id'], body)).status, JSON.stringify(body)).toBe(422);
    // A draft without a number is deleted; nor approved without one.
    const spare = await tripWithItems();
    const draft = (await newBill(spare.trip, [spare.a])).body;
    expect((await call(t, 'POST', `${draft['@id']}/approve`)).status).toBe(422);
    expect((await call(t, 'DELETE', draft['@id'])).status).toBe(204);
    expect((await call(t, 'GET', draft['@id'])).status).toBe(404);
    // Its items can be billed again.
    expect((await newBill(spare.trip, [spare.a])).status).toBe(201);

    const approved = await ok(t, 'POST', `${bill['@id']}/approve`);
    expect(approved).toMatchObject({ status: 'approved', rate: '0.90000000' });
    const tripLine = sql`l.trip_id = ${trip.id}`;
    expect(await balanceOf('supplier_prepayments', tripLine)).toBe(1282.9);
    expect(await balanceOf('supplier_payables', tripLine)).toBe(-1282.9);
    expect(await balanceOf('cost_of_sales', tripLine)).toBe(0);
    const entries = await ok(t, 'GET', `/api/ledger_entries?supplierBill.id=${bill.id}`);
    expect(entries['hydra:member'][0]).toMatchObject({ kind: 'supplier_bill', date: '2030-02-01' });
    expect((await call(t, 'PATCH', bill['@id'], { notes: 'late' })).status).toBe(409);
    expect((await call(t, 'DELETE', bill['@id'])).status).toBe(409);
    expect((await call(t, 'POST', `${bill['@id']}/approve`)).status).toBe(409);
    expect((await call(t, 'PATCH', '/api/supplier_bills/999999', {})).status).toBe(404);
  });

  it('records supplier payments with clear errors for bad money, posted against the bank', async () => {
    const bad: [unknown, Record<string, unknown>, string, RegExp][] = [
      ['-10', {}, 'amount', /negative/],
      ['0', {}, 'amount', /greater than 0/],
      ['10.5', { currency: 'JPY' }, 'amount', /more decimals than JPY/],
      ['10.123', {}, 'amount', /more decimals than EUR/],
      ['10', { currency: 'XYZ' }, 'currency', /not a known ISO 4217/],
      ['ten', {}, 'amount', /decimal amount/],
      ['10', { reference: 'a\u0000b' }, 'reference', /NUL/],
      ['10', { date: '2030-13-01' }, 'date', /valid date/],
    ];
    const before = (await rows<{ n: number }>(t, sql`select count(*)::int as n from journal_lines`))[0]!.n;
    for (const [amount, extra, path, message] of bad) {
      const res = await pay(amount, extra);
      expect(res.status, res.text).toBe(422);
      expect(res.body.violations[0].propertyPath).toBe(path);
      expect(res.body.violations[0].message).toMatch(message);
    }
    const receivables = (await ok(t, 'GET', '/api/accounts?systemKey=receivables'))['hydra:member'][0];
    expect((await pay('10', { bankAccount: receivables['@id'] })).status).toBe(422);
    expect((await rows<{ n: number }>(t, sql`select count(*)::int as n from journal_lines`))[0]!.n).toBe(
      before,
    );

    const trust = (await ok(t, 'GET', '/api/accounts?systemKey=trust_bank'))['hydra:member'][0];
    const res = await pay('500', { bankAccount: trust['@id'], reference: 'WIRE-1' });
    expect(res.status, res.text).toBe(201);
    expect(res.body.vendorName).toBe(hotelVendor.name);
    const listed = await ok(t, 'GET', `/api/supplier_payments?vendor.id=${hotelVendor.id}`);
    expect(listed['hydra:member'][0].vendorName).toBe(hotelVendor.name);
    const entries = await ok(t, 'GET', `/api/ledger_entries?supplierPaymentId=${res.body.id}`);
    expect(entries['hydra:member'][0].lines).toEqual([
      expect.objectContaining({ accountCode: '2100', debit: '500.00', credit: '0.00' }),
      expect.objectContaining({ accountCode: '1010', debit: '0.00', credit: '500.00' }),
    ]);
    const defaulted = (await pay('1')).body;
    expect(defaulted.bankAccount).toMatch(/^\/api\/accounts\/\d+$/);
    // The trip of the payment's change: reversed and reposted, never edited.
    await ok(t, 'PATCH', defaulted['@id'], { amount: '2' });
    const changed = await ok(t, 'GET', `/api/ledger_entries?supplierPaymentId=${defaulted.id}`);
    expect(changed['hydra:totalItems']).toBe(3);
    expect(await journalImbalance(t)).toEqual([]);
  });

  it('allocates payments to bills: partly paid, paid, never more than is left, released on delete', async () => {
    const p1 = (await pay('1000', { date: '2030-02-05' })).body;
    const first = await allocateToBill(t, p1, bill);
    expect(first.amount).toBe('1000.00');
    expect(await ok(t, 'GET', bill['@id'])).toMatchObject({ status: 'partly_paid', paidAmount: '1000.00' });
    expect((await tryAllocateToBill(t, p1, bill)).status).toBe(409);
    const p2 = (await pay('400', { date: '2030-02-06' })).body;
    const tooMuch = await tryAllocateToBill(t, p2, bill, '300');
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.violations[0].message).toMatch(/left to pay on the bill \(282\.90\)/);
    for (const amount of ['-1', '0', '1.001', 'x'])
      expect((await tryAllocateToBill(t, p2, bill, amount)).status).toBe(422);
    const otherPay = (await pay('10', { vendor: otherVendor['@id'] })).body;
    expect((await tryAllocateToBill(t, otherPay, bill)).status).toBe(422);
    const rest = await allocateToBill(t, p2, bill);
    expect(rest.amount).toBe('282.90');
    expect(await ok(t, 'GET', bill['@id'])).toMatchObject({ status: 'paid', paidAmount: '1282.90' });
    // An allocated payment keeps at least what it allocates.
    expect((await call(t, 'PATCH', p2['@id'], { amount: '100' })).status).toBe(409);
    expect((await call(t, 'PATCH', p2['@id'], { currency: 'USD' })).status).toBe(409);
    // Deleted: reversed, its allocation released, the bill owes again.
    expect((await call(t, 'DELETE', p2['@id'])).status).toBe(204);
    expect(await ok(t, 'GET', bill['@id'])).toMatchObject({ status: 'partly_paid', paidAmount: '1000.00' });
    const reversed = await ok(t, 'GET', `/api/ledger_entries?supplierPaymentId=${p2.id}`);
    expect(reversed['hydra:totalItems']).toBe(2);
    // Releasing an allocation by hand.
    await ok(t, 'DELETE', first['@id'], undefined, 204);
    expect(await ok(t, 'GET', bill['@id'])).toMatchObject({ status: 'approved', paidAmount: '0.00' });
    expect((await call(t, 'DELETE', first['@id'])).status).toBe(404);
    expect(await journalImbalance(t)).toEqual([]);
  });

  it('never allocates more than a payment has, even when allocations race', async () => {
    const race = await tripWithItems();
    const bills = [];
    for (const [i, item] of [race.a, race.b].entries()) {
      const b = (
        await newBill(race.trip, [item], { number: `RACE-${i}-${Math.random()}`, date: '2030-02-01' })
      ).body;
      bills.push(await ok(t, 'POST', `${b['@id']}/approve`));
    }
    const p = (await pay('900')).body;
    const results = await Promise.all(
      bills.flatMap((b) => [1, 2].map(() => tryAllocateToBill(t, p, b, '400'))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 422, 422]);
    const [sum] = await rows<{ s: string }>(
      t,
      sql`select sum(amount)::text as s from supplier_payment_allocations where supplier_payment_id = ${p.id}`,
    );
    expect(sum!.s).toBe('800.00');
  });

  it('voids an approved bill: a reversing entry, its payments released', async () => {
    const v = await tripWithItems();
    const b = (await newBill(v.trip, [v.a], { number: `V-${Math.random()}`, date: '2030-02-01' })).body;
    await ok(t, 'POST', `${b['@id']}/approve`);
    const p = (await pay('800')).body;
    await allocateToBill(t, p, b);
    expect((await call(t, 'POST', `${b['@id']}/void`, { date: '2030-01-01' })).status).toBe(422);
    const voided = await ok(t, 'POST', `${b['@id']}/void`, { date: '2030-02-10' });
    expect(voided).toMatchObject({ status: 'void', paidAmount: '0.00' });
    expect((await call(t, 'POST', `${b['@id']}/void`)).status).toBe(409);
    const tripLine = sql`l.trip_id = ${v.trip.id}`;
    expect(await balanceOf('supplier_prepayments', tripLine)).toBe(0);
    expect(await balanceOf('supplier_payables', tripLine)).toBe(0);
    const allocations = await ok(t, 'GET', `/api/supplier_payment_allocations?supplierPayment.id=${p.id}`);
    expect(allocations['hydra:totalItems']).toBe(0);
    // Its items and its number are free again.
    expect((await newBill(v.trip, [v.a], { number: b.number })).status).toBe(201);
  });

  it('moves prepayments to cost at departure, and posts a bill of a travelled trip straight to cost', async () => {
    const tripLine = sql`l.trip_id = ${trip.id}`;
    await ok(t, 'POST', '/api/accounting/recognise_revenue', { date: '2030-06-01' });
    expect(await balanceOf('supplier_prepayments', tripLine)).toBe(0);
    expect(await balanceOf('cost_of_sales', tripLine)).toBe(1282.9);
    const again = await ok(t, 'POST', '/api/accounting/recognise_revenue', { date: '2030-06-02' });
    expect(again.entries).toBe(0);
    expect(await balanceOf('cost_of_sales', tripLine)).toBe(1282.9);

    const past = await tripWithItems('2026-01-05', 'USD');
    const b = (await newBill(past.trip, [past.a], { number: `P-${Math.random()}`, date: '2026-02-01' })).body;
    expect(b.currency).toBe('USD');
    await ok(t, 'POST', `${b['@id']}/approve`);
    const pastLine = sql`l.trip_id = ${past.trip.id}`;
    expect(await balanceOf('cost_of_sales', pastLine)).toBe(800);
    expect(await balanceOf('supplier_prepayments', pastLine)).toBe(0);
  });

  it('ages what the agency owes per vendor and per due date', async () => {
    const aged = await ok(
      t,
      'GET',
      `/api/accounting/aged_payables?date=2030-05-01&vendor=${hotelVendor['@id']}`,
    );
    const eur = aged.rows.find((r: AnyItem) => r.currency === 'EUR');
    // The first bill (1282.90, due 15 March, nothing paid) is 47 days late; so are the race
    // bills (800 and 450.50, due 30 days after 1 February and 15 March, 800 of them paid).
    expect(eur).toMatchObject({
      vendor: hotelVendor['@id'],
      vendorName: hotelVendor.name,
      current: '0.00',
      days1To30: '0.00',
      days31To60: '1733.40',
      total: '1733.40',
    });
    expect(aged.rows.find((r: AnyItem) => r.currency === 'USD')).toMatchObject({
      over90: '800.00',
      total: '800.00',
      bills: 1,
    });
    const march15 = aged.dueDates.find((d: AnyItem) => d.dueDate === '2030-03-15' && d.currency === 'EUR');
    expect(march15.bills).toBeGreaterThanOrEqual(2);
    expect((await call(t, 'GET', '/api/accounting/aged_payables?date=nope')).status).toBe(422);
    expect((await call(t, 'GET', '/api/accounting/aged_payables?vendor=x')).status).toBe(422);
  });

  it('keeps the journal balanced per currency and the daily sums equal to the lines', async () => {
    await expectBalancedBooks(t);
  });
});

describe('purchases roles', () => {
  it('lets the accountant and the manager write purchases; the others get 403', async () => {
    const { trip, a, b } = await tripWithItems();
    const accountant = await t.login('accountant@demo.travel');
    const manager = await t.login('manager@demo.travel');
    const bill = await newBill(trip, [a], { number: `R-${Math.random()}` }, accountant);
    expect(bill.status, bill.text).toBe(201);
    expect((await call(t, 'POST', `${bill.body['@id']}/approve`, undefined, accountant)).status).toBe(200);
    expect((await pay('5', {}, accountant)).status).toBe(201);
    expect((await newBill(trip, [b], {}, manager)).status).toBe(201);
    for (const path of [
      '/api/supplier_bills',
      '/api/supplier_payments',
      '/api/supplier_payment_allocations',
      '/api/accounting/aged_payables',
    ])
      expect((await call(t, 'GET', path, undefined, accountant)).status, path).toBe(200);
    for (const email of ['travel@demo.travel', 'vendor@demo.travel', 'content@demo.travel']) {
      const token = await t.login(email);
      expect((await newBill(trip, [b], {}, token)).status, email).toBe(403);
      expect((await pay('5', {}, token)).status, email).toBe(403);
      expect((await call(t, 'GET', '/api/supplier_bills', undefined, token)).status, email).toBe(403);
      expect((await call(t, 'GET', '/api/accounting/aged_payables', undefined, token)).status, email).toBe(
        403,
      );
      expect((await call(t, 'POST', `${bill.body['@id']}/void`, {}, token)).status, email).toBe(403);
    }
  });

  it('refuses a 50 MB body on every new write route (413) and answers 404 for ids that do not exist', async () => {
    const huge = { notes: 'x'.repeat(50 * 1024 * 1024) };
    for (const [method, path] of [
      ['POST', '/api/supplier_bills'],
      ['PATCH', '/api/supplier_bills/1'],
      ['POST', '/api/supplier_payments'],
      ['POST', '/api/supplier_payment_allocations'],
      ['POST', '/api/client_invoices'],
      ['POST', '/api/client_invoices/1/issue'],
    ] as const)
      expect((await call(t, method, path, huge)).status, `${method} ${path}`).toBe(413);
    for (const path of ['/api/supplier_bills/999999999/approve', '/api/supplier_bills/999999999/void'])
      expect((await call(t, 'POST', path, {})).status, path).toBe(404);
  });
});
