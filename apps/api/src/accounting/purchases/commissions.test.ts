import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AnyItem, postCreated } from '../../test/admin-app.ts';
import { accountingAppForFile, call, journalImbalance, ok, rows, tripWith } from '../accounting-testing.ts';

const t = accountingAppForFile();

let vendor: AnyItem;
let other: AnyItem;
let trip: AnyItem;
let item: AnyItem;

beforeAll(async () => {
  vendor = await postCreated(t, '/api/vendors', { name: `Commission Hotels ${Math.random()}` });
  other = await postCreated(t, '/api/vendors', { name: `Another Commission ${Math.random()}` });
  ({ trip, item } = await tripWith(t, { clientTotal: '2000', startDate: '2030-06-01' }));
});

// Σ debit − Σ credit of an account (by system key) on the commission's entries.
const balanceOf = async (key: string, commissionId: number) => {
  const [r] = await rows<{ b: string }>(
    t,
    sql`select coalesce(sum(l.debit - l.credit), 0)::text as b
        from journal_lines l join accounts a on a.id = l.account_id join journal_entries e on e.id = l.entry_id
        where a.system_key = ${key} and e.supplier_commission_id = ${commissionId}`,
  );
  return Number(r!.b);
};

const record = (body: Record<string, unknown>, token = t.admin) =>
  call(
    t,
    'POST',
    '/api/supplier_commissions',
    { vendor: vendor['@id'], trip: trip['@id'], amount: '150.00', currency: 'EUR', ...body },
    token,
  );

describe('supplier-paid commissions', () => {
  let commission: AnyItem;

  it('records a commission as a receivable: Dr commissions receivable, Cr commission income', async () => {
    const res = await record({
      tripItem: `/api/trip_items/${item.id}`,
      date: '2030-02-01',
      dueDate: '2030-07-31',
      memo: '10 % on the stay',
    });
    expect(res.status, res.text).toBe(201);
    commission = res.body;
    expect(commission).toMatchObject({
      status: 'expected',
      amount: '150.00',
      currency: 'EUR',
      date: '2030-02-01',
      dueDate: '2030-07-31',
      receivedDate: null,
      vendor: vendor['@id'],
      trip: trip['@id'],
      tripItem: `/api/trip_items/${item.id}`,
      vendorName: vendor.name,
      tripReference: trip.reference,
    });
    expect(await balanceOf('commissions_receivable', commission.id)).toBe(150);
    expect(await balanceOf('commission_income', commission.id)).toBe(-150);
    const entries = await ok(t, 'GET', `/api/ledger_entries?supplierCommissionId=${commission.id}`);
    expect(entries['hydra:member']).toHaveLength(1);
    expect(entries['hydra:member'][0]).toMatchObject({ kind: 'commission', date: '2030-02-01' });
    const listed = await ok(t, 'GET', `/api/supplier_commissions?vendor.id=${vendor.id}&status=expected`);
    expect(listed['hydra:member'].map((c: AnyItem) => c.id)).toEqual([commission.id]);
  });

  it('reposts a changed amount while expected, and the receipt moves the receivable to the bank', async () => {
    await ok(t, 'PATCH', commission['@id'], { amount: '175.50' });
    expect(await balanceOf('commissions_receivable', commission.id)).toBe(175.5);
    expect(await balanceOf('commission_income', commission.id)).toBe(-175.5);
    const received = await ok(t, 'PATCH', commission['@id'], {
      status: 'received',
      receivedDate: '2030-08-02',
    });
    expect(received).toMatchObject({ status: 'received', receivedDate: '2030-08-02' });
    expect(await balanceOf('commissions_receivable', commission.id)).toBe(0);
    expect(await balanceOf('operating_bank', commission.id)).toBe(175.5);
    expect(await balanceOf('commission_income', commission.id)).toBe(-175.5);
    // Received, only its memo changes.
    expect((await call(t, 'PATCH', commission['@id'], { amount: '10' })).status).toBe(409);
    expect((await call(t, 'PATCH', commission['@id'], { status: 'expected' })).status).toBe(409);
    expect((await call(t, 'PATCH', commission['@id'], { memo: 'Paid by transfer' })).status).toBe(200);
    // The form sends the whole record back: the same amount written otherwise is no change.
    expect(
      (await call(t, 'PATCH', commission['@id'], { amount: '175.5', memo: 'Paid by transfer.' })).status,
    ).toBe(200);
    // Deleted, everything it posted is reversed.
    expect((await call(t, 'DELETE', commission['@id'])).status).toBe(204);
    for (const key of ['commissions_receivable', 'operating_bank', 'commission_income'])
      expect(await balanceOf(key, commission.id), key).toBe(0);
    expect(await journalImbalance(t)).toEqual([]);
  });

  it('a commission recorded as received posts both entries, its received date today by default', async () => {
    const res = await record({ status: 'received', amount: '40' });
    expect(res.status, res.text).toBe(201);
    expect(res.body.receivedDate).toBe(new Date().toISOString().slice(0, 10));
    expect(await balanceOf('operating_bank', res.body.id)).toBe(40);
    expect(await balanceOf('commissions_receivable', res.body.id)).toBe(0);
  });

  it('writing off reverses the receivable and the income', async () => {
    const res = await record({ amount: '60', date: '2030-01-10' });
    expect(res.status, res.text).toBe(201);
    await ok(t, 'PATCH', res.body['@id'], { status: 'written_off' });
    expect(await balanceOf('commissions_receivable', res.body.id)).toBe(0);
    expect(await balanceOf('commission_income', res.body.id)).toBe(0);
    const entries = await ok(t, 'GET', `/api/ledger_entries?supplierCommissionId=${res.body.id}`);
    expect(entries['hydra:member'].map((e: AnyItem) => e.kind).sort()).toEqual(['commission', 'reversal']);
    expect((await call(t, 'PATCH', res.body['@id'], { status: 'received' })).status).toBe(409);
  });

  it('ages what vendors still owe per vendor and currency, and per due date', async () => {
    const vendorA = await postCreated(t, '/api/vendors', { name: `Aaa Ageing ${Math.random()}` });
    const post = async (amount: string, dueDate: string | null, currency = 'EUR') => {
      const res = await record({ vendor: vendorA['@id'], amount, dueDate, currency });
      expect(res.status, res.text).toBe(201);
      return res.body;
    };
    await post('100', '2030-05-10'); // not due on 2030-05-01
    await post('20', '2030-04-20'); // 11 days
    await post('30', '2030-03-01'); // 61 days
    await post('45', '2029-12-01'); // 151 days
    await post('7', null, 'USD'); // no due date: not due
    const gone = await post('999', '2030-04-01');
    await ok(t, 'PATCH', gone['@id'], { status: 'received' });
    const report = await ok(
      t,
      'GET',
      `/api/accounting/aged_commissions?date=2030-05-01&vendor=${vendorA['@id']}`,
    );
    expect(report.rows).toEqual([
      {
        vendor: vendorA['@id'],
        vendorName: vendorA.name,
        currency: 'EUR',
        current: '100.00',
        days1To30: '20.00',
        days31To60: '0.00',
        days61To90: '30.00',
        over90: '45.00',
        total: '195.00',
        commissions: 4,
      },
      {
        vendor: vendorA['@id'],
        vendorName: vendorA.name,
        currency: 'USD',
        current: '7.00',
        days1To30: '0.00',
        days31To60: '0.00',
        days61To90: '0.00',
        over90: '0.00',
        total: '7.00',
        commissions: 1,
      },
    ]);
    expect(report.dueDates).toEqual([
      { dueDate: '2029-12-01', currency: 'EUR', amount: '45.00', commissions: 1 },
      { dueDate: '2030-03-01', currency: 'EUR', amount: '30.00', commissions: 1 },
      { dueDate: '2030-04-20', currency: 'EUR', amount: '20.00', commissions: 1 },
      { dueDate: '2030-05-10', currency: 'EUR', amount: '100.00', commissions: 1 },
      { dueDate: null, currency: 'USD', amount: '7.00', commissions: 1 },
    ]);
    const all = await ok(t, 'GET', '/api/accounting/aged_commissions?date=2030-05-01');
    expect(all.rows.filter((r: AnyItem) => r.vendor === other['@id'])).toEqual([]);
    expect((await call(t, 'GET', '/api/accounting/aged_commissions?date=nope')).status).toBe(422);
    expect((await call(t, 'GET', '/api/accounting/aged_commissions?vendor=x')).status).toBe(422);
  });

  it('refuses bad input with a 422 on the field and posts nothing', async () => {
    const other = await tripWith(t, { clientTotal: '100' });
    const bad: [Record<string, unknown>, string, RegExp][] = [
      [{ amount: '-5' }, 'amount', /negative/],
      [{ amount: '0' }, 'amount', /greater than 0/],
      [{ amount: '10.123' }, 'amount', /more decimals than EUR/],
      [{ amount: '10.5', currency: 'JPY' }, 'amount', /more decimals than JPY/],
      [{ amount: 'ten' }, 'amount', /decimal amount/],
      [{ amount: '99999999999' }, 'amount', /./],
      [{ currency: 'XYZ' }, 'currency', /not a known ISO 4217/],
      [{ currency: 'KWD' }, 'currency', /three decimals/],
      [{ memo: 'a\u0000b' }, 'memo', /NUL/],
      [{ dueDate: '2030-13-01' }, 'dueDate', /valid date/],
      [{ status: 'paid' }, 'status', /valid choice/],
      [{ status: 'written_off' }, 'status', /expected or received/],
      [{ receivedDate: '2030-01-01' }, 'receivedDate', /received commission/],
      [{ tripItem: `/api/trip_items/${other.item.id}` }, 'tripItem', /another trip/],
      [{ vendor: null }, 'vendor', /./],
    ];
    const before = (await rows<{ n: number }>(t, sql`select count(*)::int as n from journal_lines`))[0]!.n;
    for (const [extra, path, message] of bad) {
      const res = await record(extra);
      expect(res.status, `${JSON.stringify(extra)}: ${res.text}`).toBe(422);
      expect(res.body.violations[0].propertyPath, JSON.stringify(extra)).toBe(path);
      expect(res.body.violations[0].message, JSON.stringify(extra)).toMatch(message);
    }
    const after = (await rows<{ n: number }>(t, sql`select count(*)::int as n from journal_lines`))[0]!.n;
    expect(after).toBe(before);
    expect((await call(t, 'POST', '/api/supplier_commissions', 'x')).status).toBe(400);
    expect((await call(t, 'PATCH', '/api/supplier_commissions/999999999', { memo: 'x' })).status).toBe(404);
  });

  it('two receipts of one commission at once post it received once', async () => {
    const res = await record({ amount: '80', date: '2030-03-01' });
    expect(res.status, res.text).toBe(201);
    const answers = await Promise.all(
      [1, 2].map(() => call(t, 'PATCH', res.body['@id'], { status: 'received', receivedDate: '2030-04-01' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200]);
    const entries = await ok(t, 'GET', `/api/ledger_entries?supplierCommissionId=${res.body.id}`);
    expect(entries['hydra:member'].map((e: AnyItem) => e.kind).sort()).toEqual([
      'commission',
      'commission_receipt',
    ]);
    expect(await balanceOf('operating_bank', res.body.id)).toBe(80);
  });

  it('refuses a 50 MB body on its write routes (413)', async () => {
    const huge = { memo: 'x'.repeat(50 * 1024 * 1024) };
    for (const [method, path] of [
      ['POST', '/api/supplier_commissions'],
      ['PATCH', '/api/supplier_commissions/1'],
    ] as const)
      expect((await call(t, method, path, huge)).status, `${method} ${path}`).toBe(413);
  });

  it('lets the accountant and the manager write commissions; the others get 403', async () => {
    const accountant = await t.login('accountant@demo.travel');
    const manager = await t.login('manager@demo.travel');
    expect((await record({}, accountant)).status).toBe(201);
    expect((await record({}, manager)).status).toBe(201);
    for (const path of ['/api/supplier_commissions', '/api/accounting/aged_commissions'])
      expect((await call(t, 'GET', path, undefined, accountant)).status, path).toBe(200);
    for (const email of ['travel@demo.travel', 'vendor@demo.travel', 'content@demo.travel']) {
      const token = await t.login(email);
      expect((await record({}, token)).status, email).toBe(403);
      expect((await call(t, 'GET', '/api/supplier_commissions', undefined, token)).status, email).toBe(403);
      expect((await call(t, 'GET', '/api/accounting/aged_commissions', undefined, token)).status, email).toBe(
        403,
      );
    }
    expect(await journalImbalance(t)).toEqual([]);
  });
});
