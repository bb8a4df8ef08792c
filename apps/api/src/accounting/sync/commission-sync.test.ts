import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyItem, postCreated } from '../../test/admin-app.ts';
import { accountingAppForFile, call, ok, rows, tripWith, xeroStandInForFile } from '../accounting-testing.ts';

const t = accountingAppForFile();

// Supplier-paid commissions in the sync (issue 29.5): the commission a sales invoice (ACCREC) to
// the vendor's contact, its receipt a RECEIVE, against the stand-in (testing/xero-stand-in.ts).
const stub = xeroStandInForFile();
let vendor: AnyItem;
let trip: AnyItem;

beforeAll(async () => {
  vendor = await postCreated(t, '/api/vendors', { name: `Commission Sync Hotel ${Math.random()}` });
  ({ trip } = await tripWith(t, { clientTotal: '2000', startDate: '2032-06-01' }));
});
afterAll(async () => {
  t.config.accountingSyncUrl = undefined;
});

const outbox = (type: string, id: number) =>
  rows<{
    id: number;
    status: string;
    attempts: number;
    idempotency_key: string;
    external_id: string | null;
    payload: Record<string, unknown>;
  }>(
    t,
    sql`select id, status, attempts, idempotency_key, external_id, payload from accounting_outbox
        where record_type = ${type} and record_id = ${id} order by record_version, id`,
  );
const record = (body: Record<string, unknown> = {}) =>
  ok(
    t,
    'POST',
    '/api/supplier_commissions',
    {
      vendor: vendor['@id'],
      trip: trip['@id'],
      amount: '150.00',
      currency: 'EUR',
      date: '2032-02-01',
      dueDate: '2032-07-31',
      ...body,
    },
    201,
  );
// The commission's row version (the outbox keys one send per version).
const versionOf = async (id: number) =>
  (await rows<{ version: number }>(t, sql`select version from supplier_commissions where id = ${id}`))[0]!
    .version;
const salesCsv = async () => {
  const res = await t.request('GET', '/api/accounting/export?type=sales&from=2032-01-01&to=2032-12-31', {
    token: t.admin,
  });
  expect(res.status).toBe(200);
  return (await res.text()).replace(/^\ufeff/, '').split('\r\n');
};
const period = 'from=2032-01-01&to=2032-12-31';

describe('supplier commissions in the accounting sync', () => {
  let commission: AnyItem;

  it('queues a recorded commission as a sales invoice to the vendor, in the CSV export too', async () => {
    commission = await record();
    const [row] = await outbox('supplier_commission', commission.id);
    expect(row).toMatchObject({
      status: 'pending',
      idempotency_key: `backoffice-supplier_commission-${commission.id}-v${await versionOf(commission.id)}`,
    });
    expect(row!.payload).toMatchObject({
      Type: 'ACCREC',
      Contact: { ContactNumber: `vendor-${vendor.id}`, Name: vendor.name },
      InvoiceNumber: `COM-${commission.id}`,
      Reference: trip.reference,
      Date: '2032-02-01',
      DueDate: '2032-07-31',
      CurrencyCode: 'EUR',
      Status: 'AUTHORISED',
      LineItems: [{ Quantity: '1', UnitAmount: '150.00', LineAmount: '150.00', AccountCode: '4200' }],
    });
    // Nothing is queued for its receipt while it is expected.
    expect(await outbox('commission_receipt', commission.id)).toEqual([]);
    const line = (await salesCsv()).find((l) => l.includes(`COM-${commission.id}`));
    expect(line).toBe(
      `${vendor.name},,COM-${commission.id},${trip.reference},2032-02-01,2032-07-31,Commission from ${vendor.name} on trip ${trip.reference},1,150,4200,Tax Exempt,0,EUR`,
    );
  });

  it('sends it once with its idempotency key, retried with the same key after the stand-in fails', async () => {
    t.config.accountingSyncUrl = stub.url;
    stub.failNext = 1;
    expect(await ok(t, 'POST', '/api/accounting/sync')).toMatchObject({ sent: 0, failed: 1 });
    let [row] = await outbox('supplier_commission', commission.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    await t.db.execute(sql`update accounting_outbox set next_attempt_at = now() where id = ${row!.id}`);
    expect(await ok(t, 'POST', '/api/accounting/sync')).toMatchObject({ sent: 1, failed: 0, pending: 0 });
    [row] = await outbox('supplier_commission', commission.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    const sends = stub.received.filter((r) => r.key === row!.idempotency_key);
    expect(sends.map((s) => s.path)).toEqual(['Invoices', 'Invoices']);
    expect(row!.external_id).toBe(stub.applied.get(row!.idempotency_key));
    expect(stub.documents.get(row!.external_id!)).toMatchObject({
      Type: 'ACCREC',
      Status: 'AUTHORISED',
      CurrencyCode: 'EUR',
      Total: '150.00',
    });
    // Sent again by hand: the same key, applied once over there.
    const before = stub.documents.size;
    const resent = await ok(t, 'POST', `/api/accounting/outbox/${row!.id}/resend`);
    expect(resent).toMatchObject({ status: 'sent', externalId: row!.external_id });
    expect(stub.documents.size).toBe(before);
    // The log names it.
    const log = await ok(t, 'GET', `/api/accounting_sync_logs?outbox.id=${row!.id}&order[id]=desc`);
    expect(log['hydra:member'][0]).toMatchObject({
      recordType: 'supplier_commission',
      recordId: commission.id,
      document: `COM-${commission.id}`,
      contact: vendor.name,
    });
  });

  it('queues and sends its receipt when it is received; the drift report compares both', async () => {
    await ok(t, 'PATCH', commission['@id'], {
      status: 'received',
      receivedDate: '2032-03-05',
    });
    const [row] = await outbox('commission_receipt', commission.id);
    expect(row).toMatchObject({
      status: 'pending',
      idempotency_key: `backoffice-commission_receipt-${commission.id}-v${await versionOf(commission.id)}`,
    });
    expect(row!.payload).toMatchObject({
      Type: 'RECEIVE',
      Contact: { ContactNumber: `vendor-${vendor.id}` },
      BankAccount: { Code: '1020' },
      Date: '2032-03-05',
      Reference: `COM-${commission.id}`,
      CurrencyCode: 'EUR',
      LineItems: [{ UnitAmount: '150.00', AccountCode: '1150' }],
    });
    // The invoice's money did not change: no new version of it.
    expect(await outbox('supplier_commission', commission.id)).toHaveLength(1);
    expect(await ok(t, 'POST', '/api/accounting/sync')).toMatchObject({ sent: 1, failed: 0 });
    const [sent] = await outbox('commission_receipt', commission.id);
    expect(stub.received.filter((r) => r.key === sent!.idempotency_key).map((r) => r.path)).toEqual([
      'BankTransactions',
    ]);
    expect(stub.documents.get(sent!.external_id!)).toMatchObject({ Type: 'RECEIVE', Total: '150.00' });

    const mine = (report: AnyItem) =>
      (report.differences as AnyItem[]).filter((d) => d.recordId === commission.id);
    expect(mine(await ok(t, 'GET', `/api/accounting/sync/drift?${period}`))).toEqual([]);
    const [invoiceRow] = await outbox('supplier_commission', commission.id);
    stub.tamper(invoiceRow!.external_id!, { Total: '140.00' });
    expect(mine(await ok(t, 'GET', `/api/accounting/sync/drift?${period}`))).toEqual([
      expect.objectContaining({
        recordType: 'supplier_commission',
        kind: 'amount',
        ours: '150.00',
        theirs: '140.00',
        document: `COM-${commission.id}`,
      }),
    ]);
  });

  it('voids a commission written off or deleted there, deletes its receipt, and leaves it out of the CSV', async () => {
    const lost = await record({ amount: '80.00' });
    await ok(t, 'PATCH', lost['@id'], { status: 'written_off' });
    const versions = await outbox('supplier_commission', lost.id);
    expect(versions.map((v) => v.payload.Status)).toEqual(['AUTHORISED', 'VOIDED']);
    expect(versions[1]!.idempotency_key).toBe(
      `backoffice-supplier_commission-${lost.id}-v${await versionOf(lost.id)}`,
    );
    expect((await salesCsv()).some((l) => l.includes(`COM-${lost.id},`))).toBe(false);

    await ok(t, 'DELETE', commission['@id'], undefined, 204);
    expect((await outbox('supplier_commission', commission.id)).map((v) => v.payload.Status)).toEqual([
      'AUTHORISED',
      'VOIDED',
    ]);
    expect((await outbox('commission_receipt', commission.id)).map((v) => v.payload.Status ?? null)).toEqual([
      null,
      'DELETED',
    ]);
    expect(await ok(t, 'POST', '/api/accounting/sync')).toMatchObject({ failed: 0, pending: 0 });
    // The other side now holds them void and deleted: no drift for either.
    const report = await ok(t, 'GET', `/api/accounting/sync/drift?${period}`);
    const drift = (report.differences as AnyItem[]).filter((d) =>
      [commission.id, lost.id].includes(d.recordId),
    );
    expect(drift.filter((d) => d.recordType !== 'invoice')).toEqual([]);
  });

  it('refuses the export to a role without accounting access', async () => {
    const res = await call(
      t,
      'GET',
      `/api/accounting/export?type=sales&${period}`,
      undefined,
      await t.login('travel@demo.travel'),
    );
    expect(res.status).toBe(403);
  });
});
