import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyItem } from '../test/admin-app.ts';
import { accountingAppForFile, call, ok, rows, tripWith } from './accounting-testing.ts';

const t = accountingAppForFile();
let trip: AnyItem;
let issued: AnyItem;

beforeAll(async () => {
  trip = (await tripWith(t, { clientTotal: '4000' })).trip;
  const draft = await ok(
    t,
    'POST',
    '/api/client_invoices',
    { trip: trip['@id'], basis: 'deposit', percent: 25 },
    201,
  );
  issued = await ok(t, 'POST', `${draft['@id']}/issue`, { date: '2030-01-02' });
});

const journalCount = async () =>
  (await rows<{ n: number }>(t, sql`select count(*)::int as n from journal_lines`))[0]!.n;

// Issue 29.7 on the server: the accountant reads and writes sales and payments; the travel director
// reads the invoices of trips and records client payments; super admin, admin and manager all.
describe('accounting roles', () => {
  it('lets the accountant write sales, payments and allocations and read the reports', async () => {
    const token = await t.login('accountant@demo.travel');
    const draft = await ok(
      t,
      'POST',
      '/api/client_invoices',
      { trip: trip['@id'], basis: 'balance' },
      201,
      token,
    );
    await ok(t, 'POST', `${draft['@id']}/issue`, { date: '2030-01-03' }, 200, token);
    const p = await ok(
      t,
      'POST',
      '/api/payments',
      { trip: trip['@id'], amount: '1000', status: 'paid', paidDate: '2030-01-04' },
      201,
      token,
    );
    await ok(
      t,
      'POST',
      '/api/payment_allocations',
      { payment: p['@id'], clientInvoice: issued['@id'] },
      201,
      token,
    );
    for (const path of [
      '/api/accounting/trial_balance',
      '/api/accounting/aged_receivables',
      `/api/accounting/trip_profit/${trip.id}`,
      '/api/ledger_entries',
      '/api/accounts',
      '/api/tax_rates',
      '/api/client_invoices',
    ])
      expect((await call(t, 'GET', path, undefined, token)).status, path).toBe(200);
    await ok(t, 'POST', '/api/tax_rates', { code: 'R5', name: 'Reduced', percent: '5.5' }, 201, token);
  });

  it('lets the travel director read invoices and record payments, nothing else of accounting', async () => {
    const token = await t.login('travel@demo.travel');
    expect((await call(t, 'GET', `/api/client_invoices?trip.id=${trip.id}`, undefined, token)).status).toBe(
      200,
    );
    expect((await call(t, 'GET', issued['@id'], undefined, token)).status).toBe(200);
    await ok(
      t,
      'POST',
      '/api/payments',
      { trip: trip['@id'], amount: '10', status: 'paid', paidDate: '2030-01-05' },
      201,
      token,
    );
    const before = await journalCount();
    const refused: [string, string, unknown?][] = [
      ['POST', '/api/client_invoices', { trip: trip['@id'], basis: 'balance' }],
      ['POST', `${issued['@id']}/credit_note`, {}],
      ['PATCH', issued['@id'], { notes: 'x' }],
      ['POST', '/api/payment_allocations', { payment: '/api/payments/1', clientInvoice: issued['@id'] }],
      ['GET', '/api/accounting/trial_balance'],
      ['GET', `/api/accounting/trip_profit/${trip.id}`],
      ['GET', '/api/ledger_entries'],
      ['POST', '/api/tax_rates', { code: 'X', name: 'X', percent: '1' }],
      ['POST', '/api/accounting/recognise_revenue', {}],
    ];
    for (const [method, path, body] of refused)
      expect((await call(t, method, path, body, token)).status, `${method} ${path}`).toBe(403);
    expect(await journalCount()).toBe(before);
  });

  it('closes accounting and payments to the other roles', async () => {
    for (const email of [
      'vendor@demo.travel',
      'content@demo.travel',
      'journal@demo.travel',
      'marketing@demo.travel',
    ]) {
      const token = await t.login(email);
      for (const [method, path] of [
        ['GET', '/api/client_invoices'],
        ['GET', '/api/payments'],
        ['POST', '/api/client_invoices'],
        ['GET', '/api/accounting/trial_balance'],
        ['GET', '/api/tax_rates'],
      ] as const)
        expect(
          (await call(t, method, path, method === 'POST' ? {} : undefined, token)).status,
          `${email} ${method} ${path}`,
        ).toBe(403);
    }
    expect((await call(t, 'GET', '/api/accounting/trial_balance', undefined, '')).status).toBe(401);
  });

  it('gives the manager and the admin everything', async () => {
    for (const email of ['manager@demo.travel', 'admin@demo.travel']) {
      const token = await t.login(email);
      const draft = await ok(
        t,
        'POST',
        '/api/client_invoices',
        { trip: trip['@id'], basis: 'items', items: [] },
        422,
        token,
      );
      void draft;
      expect((await call(t, 'GET', '/api/accounting/trial_balance', undefined, token)).status).toBe(200);
      expect((await call(t, 'GET', '/api/ledger_entries', undefined, token)).status).toBe(200);
    }
  });
});

// Issue 29, bad input: clear errors and nothing posted.
describe('accounting bad input', () => {
  it('refuses negative amounts, too many decimals, unknown currencies, NUL bytes and huge bodies', async () => {
    const before = await journalCount();
    const draft = await ok(
      t,
      'POST',
      '/api/client_invoices',
      { trip: trip['@id'], basis: 'deposit', percent: 10 },
      201,
    );
    const cases: [string, string, unknown, number, string?][] = [
      [
        'PATCH',
        draft['@id'],
        { lines: [{ description: 'Minus', unitPrice: '-5' }] },
        422,
        'lines[0].unitPrice',
      ],
      [
        'PATCH',
        draft['@id'],
        { lines: [{ description: 'Cents', unitPrice: '1.005' }] },
        422,
        'lines[0].unitPrice',
      ],
      [
        'PATCH',
        draft['@id'],
        { lines: [{ description: 'Zero qty', quantity: '0', unitPrice: '1' }] },
        422,
        'lines[0].quantity',
      ],
      ['PATCH', draft['@id'], { lines: [{ description: '', unitPrice: '1' }] }, 422, 'lines[0].description'],
      ['PATCH', draft['@id'], { lines: [{ description: 'a\u0000b', unitPrice: '1' }] }, 422],
      ['PATCH', draft['@id'], { lines: 'all' }, 422, 'lines'],
      ['PATCH', draft['@id'], { amount: '1' }, 422, 'amount'],
      ['POST', '/api/client_invoices', { trip: trip['@id'], basis: 'deposit', percent: -10 }, 422, 'percent'],
      ['POST', '/api/client_invoices', { trip: trip['@id'], basis: 'deposit', percent: 101 }, 422, 'percent'],
      ['POST', '/api/client_invoices', { trip: trip['@id'], basis: 'whatever' }, 422, 'basis'],
      ['POST', '/api/client_invoices', { trip: '/api/trips/999999', basis: 'balance' }, 422, 'trip'],
      ['POST', `${draft['@id']}/issue`, { date: '2030-02-30' }, 422, 'date'],
      ['POST', '/api/payment_allocations', { payment: 'x', clientInvoice: issued['@id'] }, 422, 'payment'],
      ['POST', '/api/payments', { trip: trip['@id'], amount: '-5', status: 'paid' }, 422, 'amount'],
      ['POST', '/api/payments', { trip: trip['@id'], amount: '5.123', status: 'paid' }, 422, 'amount'],
      [
        'POST',
        '/api/payments',
        { trip: trip['@id'], amount: '5', currency: 'QQQ', status: 'paid' },
        422,
        'currency',
      ],
      ['GET', '/api/accounting/trial_balance?from=2030-13-01', undefined, 422, 'from'],
    ];
    for (const [method, path, body, status, property] of cases) {
      const res = await call(t, method, path, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}: ${res.text}`).toBe(status);
      expect(res.body['hydra:description']).toBeTruthy();
      if (property)
        expect(res.body.violations?.map((v: { propertyPath: string }) => v.propertyPath)).toContain(property);
    }
    // Whole yen only.
    const yen = (await tripWith(t, { clientTotal: '100000', currency: 'JPY' })).trip;
    const yenDraft = await ok(
      t,
      'POST',
      '/api/client_invoices',
      { trip: yen['@id'], basis: 'deposit', percent: 33.33 },
      201,
    );
    expect(yenDraft.amount).toBe('33330.00');
    const decimals = await call(t, 'PATCH', yenDraft['@id'], {
      lines: [{ description: 'x', unitPrice: '10.5' }],
    });
    expect(decimals.status).toBe(422);
    expect(decimals.body.violations[0].message).toMatch(/more decimals than JPY has \(0\)/);
    const yenPay = await call(t, 'POST', '/api/payments', {
      trip: yen['@id'],
      amount: '10.50',
      status: 'paid',
    });
    expect(yenPay.status).toBe(422);
    // A trip in a currency that is no ISO 4217 currency can be neither invoiced nor paid.
    const odd = (await tripWith(t, { clientTotal: '100', currency: 'QQQ' })).trip;
    const unknown = await call(t, 'POST', '/api/client_invoices', { trip: odd['@id'], basis: 'balance' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.violations[0].message).toMatch(/QQQ/);
    expect(
      (await call(t, 'POST', '/api/payments', { trip: odd['@id'], amount: '5', status: 'paid' })).status,
    ).toBe(422);
    // A 50 MB body.
    const huge = await t.request('PATCH', draft['@id'], {
      token: t.admin,
      body: { lines: [{ description: 'x'.repeat(50 * 1024 * 1024), unitPrice: '1' }] },
    });
    expect(huge.status).toBe(413);
    expect(await journalCount()).toBe(before);
    expect((await ok(t, 'GET', draft['@id'])).lines[0].description).toMatch(/Deposit/);
  });
});
