import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AnyItem } from '../../test/admin-app.ts';
import { accountingAppForFile, call, ok, rows, tripWith, xeroStandInForFile } from '../accounting-testing.ts';
import { sendDue } from './send.ts';
import { startXeroStandIn } from './testing/xero-stand-in.ts';

const t = accountingAppForFile();
const stub = xeroStandInForFile();

const period = 'from=2031-01-01&to=2031-12-31';
const externalIdOf = async (type: string, id: number) =>
  (
    await rows<{ external_id: string }>(
      t,
      sql`select external_id from accounting_outbox where record_type = ${type} and record_id = ${id}
          and status = 'sent' order by record_version desc limit 1`,
    )
  )[0]!.external_id;
const issue = async (clientTotal: string, date: string) => {
  const { trip } = await tripWith(t, { clientTotal, startDate: '2031-09-01' });
  const draft = await ok(t, 'POST', '/api/client_invoices', { trip: trip['@id'], basis: 'balance' }, 201);
  return { trip, invoice: await ok(t, 'POST', `${draft['@id']}/issue`, { date }) };
};
const kinds = (report: AnyItem) =>
  (report.differences as AnyItem[]).map((d) => [d.recordType, d.recordId, d.kind]).sort();

describe('the drift report', () => {
  it('answers 409 without a connector, pointing at the CSV export', async () => {
    t.config.accountingSyncUrl = undefined;
    const res = await call(t, 'GET', `/api/accounting/sync/drift?${period}`);
    expect(res.status).toBe(409);
    expect(res.body['hydra:description']).toMatch(/No accounting system is configured.*CSV export/);
    const settings = await ok(t, 'GET', '/api/accounting/sync/settings');
    expect(settings).toMatchObject({ configured: false, endpoint: null, system: null });
  });

  it('finds nothing when the other side holds what we posted', async () => {
    t.config.accountingSyncUrl = stub.url;
    const { trip, invoice } = await issue('1200', '2031-02-01');
    const payment = await ok(
      t,
      'POST',
      '/api/payments',
      { trip: trip['@id'], amount: '1200', status: 'paid', paidDate: '2031-02-03' },
      201,
    );
    expect(await sendDue(t.db, stub.url)).toMatchObject({ failed: 0 });
    const report = await ok(t, 'GET', `/api/accounting/sync/drift?${period}`);
    expect(report).toMatchObject({ from: '2031-01-01', to: '2031-12-31', truncated: false, differences: [] });
    expect(report.checked).toBeGreaterThanOrEqual(2);
    // Both were read back from the stand-in by id, with Xero's totals.
    expect(stub.documents.get(await externalIdOf('invoice', invoice.id))).toMatchObject({
      Total: '1200.00',
      Status: 'AUTHORISED',
    });
    expect(stub.documents.get(await externalIdOf('receipt', payment.id))).toMatchObject({ Total: '1200.00' });
  });

  it('lists what is missing there, an amount, a status and a currency that differ', async () => {
    const changed = await issue('300', '2031-03-01');
    const lost = await issue('400', '2031-03-02');
    const voided = await issue('500', '2031-03-03');
    const otherCurrency = await issue('600', '2031-03-04');
    expect(await sendDue(t.db, stub.url)).toMatchObject({ sent: 4, failed: 0 });
    stub.tamper(await externalIdOf('invoice', changed.invoice.id), { Total: '299.00' });
    stub.forget(await externalIdOf('invoice', lost.invoice.id));
    stub.tamper(await externalIdOf('invoice', voided.invoice.id), { Status: 'VOIDED' });
    stub.tamper(await externalIdOf('invoice', otherCurrency.invoice.id), { CurrencyCode: 'USD' });
    // Queued but not sent yet: missing there too.
    const waiting = await issue('700', '2031-03-05');

    const report = await ok(t, 'GET', `/api/accounting/sync/drift?${period}`);
    expect(kinds(report)).toEqual(
      [
        ['invoice', changed.invoice.id, 'amount'],
        ['invoice', lost.invoice.id, 'missing'],
        ['invoice', voided.invoice.id, 'status'],
        ['invoice', otherCurrency.invoice.id, 'currency'],
        ['invoice', waiting.invoice.id, 'missing'],
      ].sort(),
    );
    const byId = new Map((report.differences as AnyItem[]).map((d) => [d.recordId, d]));
    expect(byId.get(changed.invoice.id)).toMatchObject({
      document: changed.invoice.number,
      ours: '300.00',
      theirs: '299.00',
      message: 'Total there is 299.00, 300.00 here.',
    });
    expect(byId.get(lost.invoice.id)!.message).toBe(
      'The accounting system does not hold this record any more.',
    );
    expect(byId.get(voided.invoice.id)).toMatchObject({ ours: 'AUTHORISED', theirs: 'VOIDED' });
    expect(byId.get(waiting.invoice.id)).toMatchObject({
      externalId: null,
      message: 'Not in the accounting system yet: waiting to be sent.',
    });
    // Another period: none of these.
    expect((await ok(t, 'GET', '/api/accounting/sync/drift?from=2032-01-01&to=2032-12-31')).checked).toBe(0);
    // Once sent, the waiting one is no longer a difference.
    await sendDue(t.db, stub.url);
    const after = await ok(t, 'GET', `/api/accounting/sync/drift?${period}`);
    expect(kinds(after).map((k) => k[1])).not.toContain(waiting.invoice.id);
  });

  it("expects a receipt's refund to be reflected there as a delete", async () => {
    const { trip } = await tripWith(t, { clientTotal: '100', startDate: '2031-10-01' });
    const p = await ok(
      t,
      'POST',
      '/api/payments',
      { trip: trip['@id'], amount: '40', status: 'paid', paidDate: '2031-04-08' },
      201,
    );
    await sendDue(t.db, stub.url);
    // Refunded here; the delete not sent yet: the other side still shows it AUTHORISED.
    await ok(t, 'PATCH', p['@id'], { status: 'refunded' });
    let report = await ok(t, 'GET', `/api/accounting/sync/drift?${period}`);
    expect(
      report.differences.find((d: AnyItem) => d.recordId === p.id && d.recordType === 'receipt'),
    ).toMatchObject({ kind: 'status', ours: 'DELETED', theirs: 'AUTHORISED' });
    await sendDue(t.db, stub.url);
    report = await ok(t, 'GET', `/api/accounting/sync/drift?${period}`);
    expect(report.differences.filter((d: AnyItem) => d.recordType === 'receipt')).toEqual([]);
  });

  it('answers 502 when the accounting system does not answer, 422 on a bad period', async () => {
    const down = await startXeroStandIn();
    await down.close();
    t.config.accountingSyncUrl = down.url;
    const res = await call(t, 'GET', `/api/accounting/sync/drift?${period}`);
    expect(res.status).toBe(502);
    expect(res.body['hydra:description']).toMatch(/did not answer/);
    t.config.accountingSyncUrl = stub.url;
    const bad = await call(t, 'GET', '/api/accounting/sync/drift?from=2031-13-01');
    expect(bad.status).toBe(422);
    expect(bad.body.violations[0].propertyPath).toBe('from');
    const reversed = await call(t, 'GET', '/api/accounting/sync/drift?from=2031-05-01&to=2031-04-01');
    expect(reversed.status).toBe(422);
  });

  it('shows the connector without its secrets and counts the outbox', async () => {
    t.config.accountingSyncUrl = `http://user:secret@127.0.0.1:9/xero/?token=abc`;
    const settings = await ok(t, 'GET', '/api/accounting/sync/settings');
    expect(settings).toMatchObject({
      configured: true,
      endpoint: 'http://127.0.0.1:9/xero',
      source: 'ACCOUNTING_SYNC_URL (environment)',
      maxAttempts: 8,
    });
    expect(JSON.stringify(settings)).not.toMatch(/secret|token=abc/);
    expect(settings.counts.sent).toBeGreaterThan(0);
    t.config.accountingSyncUrl = stub.url;
  });

  it('is the accounting area: the accountant reads it, the travel director and the vendor get 403', async () => {
    const accountant = await t.login('accountant@demo.travel');
    expect((await call(t, 'GET', `/api/accounting/sync/drift?${period}`, undefined, accountant)).status).toBe(
      200,
    );
    expect((await call(t, 'GET', '/api/accounting/sync/settings', undefined, accountant)).status).toBe(200);
    for (const email of ['travel@demo.travel', 'vendor@demo.travel']) {
      const token = await t.login(email);
      expect((await call(t, 'GET', `/api/accounting/sync/drift?${period}`, undefined, token)).status).toBe(
        403,
      );
      expect((await call(t, 'GET', '/api/accounting/sync/settings', undefined, token)).status).toBe(403);
    }
    expect((await call(t, 'GET', '/api/accounting/sync/settings', undefined, '')).status).toBe(401);
  });
});
