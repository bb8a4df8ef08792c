import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { type AdminTestApp, type AnyItem, adminAppForFile, callAs, postCreated } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';
import { startXeroStandIn, type XeroStandIn } from './sync/testing/xero-stand-in.ts';

// What the accounting tests share: known currency rates, a client with a trip and priced items.

export const rows = async <T = Record<string, unknown>>(t: AdminTestApp, q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;

export const setRates = async (t: AdminTestApp) => {
  await t.db.execute(sql`delete from currencies where upper(iso) in ('EUR', 'USD', 'JPY', 'GBP')`);
  await t.db.execute(
    sql`insert into currencies (iso, name, rate) values ('EUR', 'Euro', 0.9), ('USD', 'US dollar', 1), ('JPY', 'Yen', 150), ('GBP', 'Pound', 0.8)`,
  );
};

// An accounting test file's app: the admin signed in and the known rates set (setRates: EUR 0.9,
// USD 1, JPY 150, GBP 0.8 per US dollar) before its tests, ahead of the file's own beforeAll.
export const accountingAppForFile = () => {
  const t = adminAppForFile();
  beforeAll(() => setRates(t));
  return t;
};

// The file's stand-in for the accounting system (sync/testing/xero-stand-in.ts), started before its
// tests and closed after them (after the file's own afterAll); read and set like the stand-in.
export const xeroStandInForFile = (): XeroStandIn => {
  let stub: XeroStandIn | undefined;
  beforeAll(async () => {
    stub = await startXeroStandIn();
  });
  afterAll(async () => {
    await stub?.close();
  });
  const started = () => {
    if (!stub) throw new Error('The stand-in starts in beforeAll: use it inside hooks and tests.');
    return stub;
  };
  return new Proxy({} as XeroStandIn, {
    get: (_, key) => started()[key as keyof XeroStandIn],
    set: (_, key, value) => Reflect.set(started(), key, value),
  });
};

// A trip of `clientTotal` (one accommodation; vendor total 80% of it) starting on `startDate`.
export const tripWith = async (
  t: AdminTestApp,
  opts: { clientTotal: string; startDate?: string; currency?: string; client?: string } = {
    clientTotal: '10000',
  },
) => {
  const client =
    opts.client ??
    (await postCreated(t, '/api/clients', { firstName: 'Ada', lastName: `Acct ${Math.random()}` }))['@id'];
  const startDate = opts.startDate ?? '2030-06-01';
  const trip = await postCreated(t, '/api/trips', {
    client,
    startDate,
    endDate: startDate.replace(/-\d\d$/, '-20'),
    currency: opts.currency ?? 'EUR',
  });
  const item = await postCreated(t, '/api/trip_accommodations', {
    trip: trip['@id'],
    clientTotalPrice: opts.clientTotal,
    vendorTotalPrice: String(Math.round(Number(opts.clientTotal) * 0.8)),
  });
  return { trip, item, client };
};

// The accounting tests' name for callAs (test/admin-app.ts): status, body and text.
export const call = callAs;

export const ok = async (
  t: AdminTestApp,
  method: string,
  path: string,
  body?: unknown,
  status = 200,
  token = t.admin,
) => {
  const res = await call(t, method, path, body, token);
  expect(res.status, `${method} ${path}: ${res.text}`).toBe(status);
  return res.body;
};

// A receipt of the trip, paid on 10 January 2030: 201.
export const receiveOn = (t: AdminTestApp, trip: AnyItem, amount: string) =>
  ok(t, 'POST', '/api/payments', { trip: trip['@id'], amount, status: 'paid', paidDate: '2030-01-10' }, 201);
// An allocation at `path` of a payment (`paymentKey`) to a document (`documentKey`), all of what
// both allow without `amount`: `made` expects the 201, `asked` gives whatever the answer is.
const allocating = (path: string, paymentKey: string, documentKey: string) => {
  const body = (payment: AnyItem, document: AnyItem, amount?: string) => ({
    [paymentKey]: payment['@id'],
    [documentKey]: document['@id'],
    ...(amount ? { amount } : {}),
  });
  return {
    made: (t: AdminTestApp, payment: AnyItem, document: AnyItem, amount?: string) =>
      ok(t, 'POST', path, body(payment, document, amount), 201),
    asked: (t: AdminTestApp, payment: AnyItem, document: AnyItem, amount?: string) =>
      call(t, 'POST', path, body(payment, document, amount)),
  };
};
const toInvoice = allocating('/api/payment_allocations', 'payment', 'clientInvoice');
export const allocateTo = toInvoice.made;
export const tryAllocateTo = toInvoice.asked;
const toBill = allocating('/api/supplier_payment_allocations', 'supplierPayment', 'supplierBill');
export const allocateToBill = toBill.made;
export const tryAllocateToBill = toBill.asked;

// Σ debit − Σ credit of the whole journal per currency: 0 for every currency when it balances.
export const journalImbalance = async (t: AdminTestApp) =>
  rows<{ currency: string; diff: string }>(
    t,
    sql`select currency, (sum(debit) - sum(credit))::text as diff from journal_lines group by currency having sum(debit) <> sum(credit)`,
  );

// The journal balanced in every way the reports read it: Σ debit = Σ credit per currency, the daily
// sums (journal_daily, what the trial balance reads) equal to the lines' sums, and each currency's
// debits equal to its credits in the trial balance of 2026–2030, which it answers.
export const expectBalancedBooks = async (t: AdminTestApp) => {
  expect(await journalImbalance(t)).toEqual([]);
  const drift = await rows(
    t,
    sql`select * from (select date, account_id, currency, sum(debit) as d, sum(credit) as c from journal_lines group by 1, 2, 3) l
        full join journal_daily j using (date, account_id, currency) where j.debit is distinct from l.d or j.credit is distinct from l.c`,
  );
  expect(drift).toEqual([]);
  const tb = await ok(t, 'GET', '/api/accounting/trial_balance?from=2026-01-01&to=2030-12-31');
  for (const total of tb.totals) expect(total.debit).toBe(total.credit);
  return tb;
};

export { json };
