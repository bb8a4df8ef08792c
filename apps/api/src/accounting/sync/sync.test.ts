import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AnyItem, postCreated } from '../../test/admin-app.ts';
import { accountingAppForFile, call, ok, rows, tripWith, xeroStandInForFile } from '../accounting-testing.ts';
import { sendDue } from './send.ts';
import { accountingSyncJob } from './sync.job.ts';

const t = accountingAppForFile();

// The accounting system's stand-in (testing/xero-stand-in.ts): checks shapes and idempotency keys,
// applies each key once, fails on demand.
const stub = xeroStandInForFile();

const outbox = (where = sql`true`) =>
  rows<{
    id: number;
    record_type: string;
    status: string;
    attempts: number;
    idempotency_key: string;
    external_id: string | null;
  }>(
    t,
    sql`select id, record_type, status, attempts, idempotency_key, external_id from accounting_outbox where ${where} order by id`,
  );

describe('accounting synchronisation', () => {
  let invoice: AnyItem;

  it('queues an issued invoice in its transaction; without a connector nothing is sent and the CSV export has it', async () => {
    const { trip } = await tripWith(t, { clientTotal: '2000', startDate: '2030-06-01' });
    const draft = await ok(
      t,
      'POST',
      '/api/client_invoices',
      { trip: trip['@id'], basis: 'deposit', percent: 50 },
      201,
    );
    // A draft is not queued.
    expect(await outbox(sql`record_id = ${draft.id} and record_type = 'invoice'`)).toEqual([]);
    invoice = await ok(t, 'POST', `${draft['@id']}/issue`, { date: '2030-01-05' });
    const [row] = await outbox(sql`record_id = ${invoice.id} and record_type = 'invoice'`);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 0,
      idempotency_key: expect.stringMatching(new RegExp(`^backoffice-invoice-${invoice.id}-v[0-9]+$`)),
    });

    const sync = await call(t, 'POST', '/api/accounting/sync');
    expect(sync.status).toBe(409);
    expect(sync.body['hydra:description']).toMatch(/CSV export/);
    const res = await t.request('GET', '/api/accounting/export?type=sales&from=2030-01-01&to=2030-01-31', {
      token: t.admin,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    const csv = (await res.text()).replace(/^\ufeff/, '').split('\r\n');
    expect(csv[0]).toBe(
      '*ContactName,EmailAddress,*InvoiceNumber,Reference,*InvoiceDate,*DueDate,*Description,*Quantity,*UnitAmount,*AccountCode,*TaxType,TaxAmount,Currency',
    );
    const line = csv.find((l) => l.includes(invoice.number));
    expect(line).toMatch(/,2030-01-05,2030-01-19,Deposit 50% of trip .*,1,1000,4000,Tax Exempt,0,EUR$/);
    expect((await call(t, 'GET', '/api/accounting/export?type=nope')).status).toBe(422);
    expect(stub.received).toEqual([]);
  });

  it('retries after the stand-in fails, with the same idempotency key, and logs every attempt', async () => {
    t.config.accountingSyncUrl = stub.url;
    stub.failNext = 1;
    const first = await ok(t, 'POST', '/api/accounting/sync');
    expect(first).toMatchObject({ sent: 0, failed: 1 });
    let [row] = await outbox(sql`record_id = ${invoice.id} and record_type = 'invoice'`);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    const [due] = await rows<{ wait: number }>(
      t,
      sql`select extract(epoch from next_attempt_at - now())::int as wait from accounting_outbox where id = ${row!.id}`,
    );
    expect(due!.wait).toBeGreaterThan(20);
    // Not due yet: nothing sent.
    expect(await ok(t, 'POST', '/api/accounting/sync')).toMatchObject({ sent: 0, failed: 0 });
    await t.db.execute(sql`update accounting_outbox set next_attempt_at = now() where id = ${row!.id}`);
    expect(await ok(t, 'POST', '/api/accounting/sync')).toMatchObject({ sent: 1, failed: 0, pending: 0 });
    [row] = await outbox(sql`record_id = ${invoice.id} and record_type = 'invoice'`);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    const sends = stub.received.filter((r) => r.key === row!.idempotency_key);
    expect(sends).toHaveLength(2);
    expect(sends[1]!.path).toBe('Invoices');
    expect(sends[1]!.body.Invoices![0]).toMatchObject({
      Type: 'ACCREC',
      InvoiceNumber: invoice.number,
      Date: '2030-01-05',
      CurrencyCode: 'EUR',
      Status: 'AUTHORISED',
    });
    expect(row!.external_id).toBe(stub.applied.get(row!.idempotency_key));
    const log = await ok(t, 'GET', `/api/accounting_sync_logs?outbox.id=${row!.id}&order[id]=asc`);
    expect(log['hydra:member'].map((l: AnyItem) => [l.attempt, l.outcome, l.httpStatus])).toEqual([
      [1, 'error', 503],
      [2, 'success', 200],
    ]);
    expect(log['hydra:member'][1].externalId).toBe(row!.external_id);
    expect(log['hydra:member'][0].error).toMatch(/503/);
    // Each attempt names the record it sent.
    expect(log['hydra:member'][1]).toMatchObject({
      recordType: 'invoice',
      recordId: invoice.id,
      document: invoice.number,
      contact: expect.stringMatching(/Acct/),
    });
  });

  it('sends credit notes, approved bills and supplier payments once, also when two syncs run at once', async () => {
    const vendor = await postCreated(t, '/api/vendors', { name: `Sync Hotel ${Math.random()}` });
    const hotel = await postCreated(t, '/api/accommodations', { vendor: vendor['@id'], name: 'Sync' });
    const { trip } = await tripWith(t, { clientTotal: '500', startDate: '2030-07-01' });
    const item = await postCreated(t, '/api/trip_accommodations', {
      trip: trip['@id'],
      accommodation: hotel['@id'],
      vendorTotalPrice: '300',
    });
    const bill = await ok(
      t,
      'POST',
      '/api/supplier_bills',
      { trip: trip['@id'], vendor: vendor['@id'], items: [item['@id']], number: 'S-1', date: '2030-02-01' },
      201,
    );
    await ok(t, 'POST', `${bill['@id']}/approve`);
    await ok(
      t,
      'POST',
      '/api/supplier_payments',
      { vendor: vendor['@id'], amount: '300', currency: 'EUR' },
      201,
    );
    await ok(t, 'POST', `${invoice['@id']}/credit_note`, { date: '2030-01-10' }, 201);

    const before = stub.received.length;
    const [a, b] = await Promise.all([sendDue(t.db, stub.url), sendDue(t.db, stub.url)]);
    expect(a.sent + b.sent).toBe(3);
    const fresh = stub.received.slice(before);
    expect(fresh.map((r) => r.path).sort()).toEqual(['BankTransactions', 'CreditNotes', 'Invoices']);
    expect(new Set(fresh.map((r) => r.key)).size).toBe(3);
    const accpay = fresh.find((r) => r.path === 'Invoices')!.body.Invoices![0];
    expect(accpay).toMatchObject({ Type: 'ACCPAY', InvoiceNumber: 'S-1', Contact: { Name: vendor.name } });
    expect(await outbox(sql`status <> 'sent'`)).toEqual([]);
    // Nothing more to send.
    expect(await ok(t, 'POST', '/api/accounting/sync')).toMatchObject({ sent: 0, failed: 0 });
  });

  it('resends one record with its key; the other side applies it once', async () => {
    const [row] = await outbox(sql`record_id = ${invoice.id} and record_type = 'invoice'`);
    const again = await ok(t, 'POST', `/api/accounting/outbox/${row!.id}/resend`);
    expect(again).toMatchObject({ status: 'sent', externalId: row!.external_id });
    expect(stub.received.filter((r) => r.key === row!.idempotency_key)).toHaveLength(3);
    expect((await call(t, 'POST', '/api/accounting/outbox/999999/resend')).status).toBe(404);
  });

  it('gives up after the retries and waits for a resend', async () => {
    const { trip } = await tripWith(t, { clientTotal: '100', startDate: '2030-08-01' });
    const draft = await ok(t, 'POST', '/api/client_invoices', { trip: trip['@id'], basis: 'balance' }, 201);
    const issued = await ok(t, 'POST', `${draft['@id']}/issue`, { date: '2030-01-06' });
    const where = sql`record_id = ${issued.id} and record_type = 'invoice'`;
    stub.failNext = 100;
    for (let i = 0; i < 8; i++) {
      await t.db.execute(sql`update accounting_outbox set next_attempt_at = now() where ${where}`);
      await sendDue(t.db, stub.url);
    }
    const [row] = await outbox(where);
    expect(row).toMatchObject({ status: 'failed', attempts: 8 });
    stub.failNext = 0;
    expect(await ok(t, 'POST', `/api/accounting/outbox/${row!.id}/resend`)).toMatchObject({ status: 'sent' });
    const log = await ok(t, 'GET', `/api/accounting_sync_logs?outbox.id=${row!.id}`);
    expect(log['hydra:totalItems']).toBe(9);
  });

  it('sends a client receipt into the bank account it was posted to, and its refund as a delete', async () => {
    const { trip } = await tripWith(t, { clientTotal: '100', startDate: '2030-10-01' });
    const p = await ok(
      t,
      'POST',
      '/api/payments',
      { trip: trip['@id'], amount: '40', status: 'paid', paidDate: '2030-01-08', reference: 'R-40' },
      201,
    );
    await ok(t, 'PATCH', p['@id'], { status: 'refunded' });
    const before = stub.received.length;
    expect(await sendDue(t.db, stub.url)).toMatchObject({ sent: 2, failed: 0 });
    const [receipt, refund] = stub.received.slice(before).map((r) => r.body.BankTransactions![0]!);
    expect(receipt).toMatchObject({
      Type: 'RECEIVE',
      BankAccount: { Code: '1010' },
      Date: '2030-01-08',
      Reference: 'R-40',
      CurrencyCode: 'EUR',
      LineItems: [{ UnitAmount: '40.00', AccountCode: '1100' }],
    });
    expect(receipt!.Status).toBeUndefined();
    expect(refund).toMatchObject({ Type: 'RECEIVE', Status: 'DELETED' });
    expect(new Set(stub.received.slice(before).map((r) => r.key)).size).toBe(2);
  });

  // Two sender processes on one PostgreSQL database (PGlite is one process per data folder).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'sends each record once with two sender processes at once',
    async () => {
      const issued: AnyItem[] = [];
      for (let i = 0; i < 6; i++) {
        const { trip } = await tripWith(t, { clientTotal: '100', startDate: '2030-11-01' });
        const draft = await ok(
          t,
          'POST',
          '/api/client_invoices',
          { trip: trip['@id'], basis: 'balance' },
          201,
        );
        issued.push(await ok(t, 'POST', `${draft['@id']}/issue`, { date: '2030-01-09' }));
      }
      const [current] = await rows<{ db: string }>(t, sql`select current_database() as db`);
      const dbUrl = new URL(process.env.TEST_DATABASE_URL!);
      dbUrl.pathname = `/${current!.db}`;
      const child = join(dirname(fileURLToPath(import.meta.url)), 'testing/send-child.ts');
      const run = () =>
        new Promise<{ sent: number; failed: number }>((resolve, reject) => {
          const proc = spawn(process.execPath, [child, dbUrl.toString(), stub.url], {
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          let out = '';
          let err = '';
          proc.stdout.on('data', (d) => {
            out += d;
          });
          proc.stderr.on('data', (d) => {
            err += d;
          });
          proc.once('exit', (code) =>
            code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`${code}: ${err}`)),
          );
        });
      const before = stub.received.length;
      stub.delay = 100;
      const [a, b] = await Promise.all([run(), run()]);
      stub.delay = 0;
      expect(a.sent + b.sent).toBe(6);
      const keys = stub.received.slice(before).map((r) => r.key);
      expect(keys).toHaveLength(6);
      expect(new Set(keys).size).toBe(6);
      for (const inv of issued)
        expect((await outbox(sql`record_id = ${inv.id} and record_type = 'invoice'`))[0]!.status).toBe(
          'sent',
        );
    },
  );

  it('runs from the every-minute job only when a connector is configured', async () => {
    const { trip } = await tripWith(t, { clientTotal: '100', startDate: '2030-09-01' });
    const draft = await ok(t, 'POST', '/api/client_invoices', { trip: trip['@id'], basis: 'balance' }, 201);
    const issued = await ok(t, 'POST', `${draft['@id']}/issue`, { date: '2030-01-07' });
    const where = sql`record_id = ${issued.id} and record_type = 'invoice'`;
    const run = () => accountingSyncJob.run({}, { deps: t.deps, jobId: 'test', attempt: 1 });
    t.config.accountingSyncUrl = undefined;
    await run();
    expect((await outbox(where))[0]).toMatchObject({ status: 'pending', attempts: 0 });
    t.config.accountingSyncUrl = stub.url;
    await run();
    expect((await outbox(where))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('is the accounting area: the travel director and the vendor get 403', async () => {
    const accountant = await t.login('accountant@demo.travel');
    expect((await call(t, 'POST', '/api/accounting/sync', undefined, accountant)).status).toBe(200);
    expect((await call(t, 'GET', '/api/accounting_outbox', undefined, accountant)).status).toBe(200);
    for (const email of ['travel@demo.travel', 'vendor@demo.travel']) {
      const token = await t.login(email);
      expect((await call(t, 'POST', '/api/accounting/sync', undefined, token)).status).toBe(403);
      expect((await call(t, 'GET', '/api/accounting_outbox', undefined, token)).status).toBe(403);
      expect((await call(t, 'GET', '/api/accounting/export?type=sales', undefined, token)).status).toBe(403);
      expect((await call(t, 'POST', '/api/accounting/outbox/1/resend', undefined, token)).status).toBe(403);
    }
  });
});
