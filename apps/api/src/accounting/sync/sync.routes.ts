import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { accountingOutbox } from '../../db/schema/index.ts';
import { requireAccess } from '../../engine/access.ts';
import { itemBody, jsonLd, parseId } from '../../engine/handlers/respond.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { ApiError, notFound, unprocessable } from '../../http/problem.ts';
import { addSchema, answers, jsonContent, pick } from '../../openapi/components.ts';
import { rowsOf, todayUtc } from '../money.ts';
import { checkDate } from '../sales/drafts.ts';
import { syncDrift } from './drift.ts';
import { maxAttempts, sendDue } from './send.ts';
import { accountingOutboxResource } from './sync.resources.ts';
import { xeroCsv } from './xero-csv.ts';

const tags = ['Accounting'];
const notConfigured = () =>
  new ApiError(
    409,
    'No accounting system is configured (ACCOUNTING_SYNC_URL): nothing is sent; use the Xero CSV export (GET /api/accounting/export).',
  );

// The connector's address as the settings show it: scheme, host and path; a user name, password or
// query (where a token could travel) is never shown.
export const shownEndpoint = (url: string) => {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname.replace(/\/$/, '')}`;
  } catch {
    return null;
  }
};

const period = (c: { req: { query: (name: string) => string | undefined } }) => {
  const to = checkDate(c.req.query('to') ?? todayUtc(), 'to')!;
  const from = checkDate(c.req.query('from') ?? `${to.slice(0, 4)}-01-01`, 'from')!;
  if (from > to) throw unprocessable([{ propertyPath: 'from', message: 'The period starts after it ends.' }]);
  return { from, to };
};
const periodParams = [
  {
    name: 'from',
    in: 'query' as const,
    required: false,
    schema: { type: 'string' as const, format: 'date' },
  },
  { name: 'to', in: 'query' as const, required: false, schema: { type: 'string' as const, format: 'date' } },
];

// Synchronisation (issue 29.5), in the accounting area: send what is due now, resend one record,
// and the Xero CSV export for when no connector is configured.
export const mountSyncRoutes = (app: Hono<AppEnv>) => {
  addSchema('AccountingSyncResult', {
    type: 'object',
    properties: { sent: { type: 'integer' }, failed: { type: 'integer' }, pending: { type: 'integer' } },
  });
  addSchema('AccountingSyncSettings', {
    type: 'object',
    properties: {
      configured: { type: 'boolean' },
      system: { type: ['string', 'null'], description: 'The accounting system the connector speaks to' },
      endpoint: {
        type: ['string', 'null'],
        description: 'Where the outbox is sent (no credentials nor query shown)',
      },
      source: { type: ['string', 'null'], description: 'Where the setting comes from' },
      schedule: { type: 'string' },
      maxAttempts: { type: 'integer' },
      counts: {
        type: 'object',
        properties: { pending: { type: 'integer' }, sent: { type: 'integer' }, failed: { type: 'integer' } },
      },
    },
  });
  addSchema('AccountingSyncDrift', {
    type: 'object',
    properties: {
      from: { type: 'string', format: 'date' },
      to: { type: 'string', format: 'date' },
      checked: { type: 'integer', description: 'Documents compared' },
      truncated: {
        type: 'boolean',
        description: 'More documents than one report compares (the newest were)',
      },
      differences: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            recordType: {
              type: 'string',
              enum: [
                'invoice',
                'credit_note',
                'supplier_bill',
                'supplier_payment',
                'receipt',
                'supplier_commission',
                'commission_receipt',
              ],
            },
            recordId: { type: 'integer' },
            document: { type: ['string', 'null'], description: 'Its number or reference' },
            contact: { type: ['string', 'null'] },
            outbox: { type: 'string', description: 'IRI of its latest outbox record' },
            externalId: { type: ['string', 'null'] },
            kind: { type: 'string', enum: ['missing', 'amount', 'status', 'currency'] },
            ours: { type: ['string', 'null'] },
            theirs: { type: ['string', 'null'] },
            message: { type: 'string' },
          },
        },
      },
    },
  });
  app.get(
    '/api/accounting/sync/settings',
    describeRoute({
      operationId: 'getAccountingSyncSettings',
      summary: 'The connector: whether one is configured, where it sends (no secrets), and the outbox counts',
      tags,
      responses: answers(200, 'The connector settings', jsonContent('AccountingSyncSettings'), [401, 403]),
    }),
    async (c) => {
      requireAccess(c, 'accounting', 'read');
      const { db, config } = c.get('deps');
      const counts = await rowsOf<{ status: string; n: number }>(
        db,
        sql`select status, count(*)::int as n from accounting_outbox group by status`,
      );
      const count = (status: string) => counts.find((r) => r.status === status)?.n ?? 0;
      const url = config.accountingSyncUrl;
      return jsonLd(c, {
        configured: Boolean(url),
        system: url ? 'Xero (Accounting API)' : null,
        endpoint: url ? shownEndpoint(url) : null,
        source: url ? 'ACCOUNTING_SYNC_URL (environment)' : null,
        schedule: 'Every minute',
        maxAttempts,
        counts: { pending: count('pending'), sent: count('sent'), failed: count('failed') },
      });
    },
  );
  app.get(
    '/api/accounting/sync/drift',
    describeRoute({
      operationId: 'getAccountingSyncDrift',
      summary:
        'Drift report: the documents of a period compared with what the accounting system holds (missing, amount, status, currency)',
      tags,
      parameters: periodParams,
      responses: answers(
        200,
        'The differences',
        jsonContent('AccountingSyncDrift'),
        [401, 403, 409, 422, 502],
      ),
    }),
    async (c) => {
      requireAccess(c, 'accounting', 'read');
      const { db, config } = c.get('deps');
      if (!config.accountingSyncUrl) throw notConfigured();
      const { from, to } = period(c);
      return jsonLd(c, await syncDrift(db, config.accountingSyncUrl, from, to));
    },
  );
  app.post(
    '/api/accounting/sync',
    describeRoute({
      operationId: 'syncAccounting',
      summary: 'Sync now: send every outbox record that is due to the accounting system',
      tags,
      responses: answers(200, 'What was sent', jsonContent('AccountingSyncResult'), [401, 403, 409]),
    }),
    async (c) => {
      requireAccess(c, 'accounting', 'write');
      const { db, config } = c.get('deps');
      if (!config.accountingSyncUrl) throw notConfigured();
      // A request answers within half a minute: what is left is the job's (or the next click's).
      const result = await sendDue(db, config.accountingSyncUrl, { limit: 100, deadlineMs: 25_000 });
      const [left] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from accounting_outbox where status = 'pending'`,
      );
      return jsonLd(c, { ...result, pending: left?.n ?? 0 });
    },
  );
  app.post(
    '/api/accounting/outbox/:id{[0-9]+}/resend',
    describeRoute({
      operationId: 'resendAccountingOutboxEntry',
      summary:
        'Send one record again now (same idempotency key: the other side applies it once), whatever its state',
      tags,
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      responses: {
        200: {
          description: 'The outbox record after the attempt',
          content: jsonContent('AccountingOutboxEntry'),
        },
        ...pick(401, 403, 404, 409),
      },
    }),
    async (c) => {
      requireAccess(c, 'accounting', 'write');
      const id = parseId(c.req.param('id'));
      const { db, config } = c.get('deps');
      if (!config.accountingSyncUrl) throw notConfigured();
      const [row] = await rowsOf<{ id: number }>(
        db,
        sql`update accounting_outbox set status = 'pending', attempts = 0, next_attempt_at = now()
            where id = ${id} returning id`,
      );
      if (!row) throw notFound();
      await sendDue(db, config.accountingSyncUrl, { ids: [id] });
      const [after] = await db.select().from(accountingOutbox).where(eq(accountingOutbox.id, id));
      return jsonLd(c, await itemBody(db, accountingOutboxResource, after!));
    },
  );
  app.get(
    '/api/accounting/export',
    describeRoute({
      operationId: 'exportAccountingCsv',
      summary:
        "The invoices, credit notes and supplier-paid commissions (sales) or bills (purchases) of a period in Xero's CSV import format",
      tags,
      parameters: [
        {
          name: 'type',
          in: 'query',
          required: true,
          schema: { type: 'string', enum: ['sales', 'purchases'] },
        },
        ...periodParams,
      ],
      responses: answers(
        200,
        'The CSV file',
        { 'text/csv': { schema: { type: 'string' } } },
        [401, 403, 422],
      ),
    }),
    async (c) => {
      requireAccess(c, 'accounting', 'read');
      const type = c.req.query('type');
      if (type !== 'sales' && type !== 'purchases')
        throw unprocessable([
          {
            propertyPath: 'type',
            message: 'The value you selected is not a valid choice. Choose one of: sales, purchases.',
          },
        ]);
      const { from, to } = period(c);
      const csv = await xeroCsv(c.get('deps').db, type, from, to);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="xero-${type}-${from}-${to}.csv"`);
      return c.body(csv);
    },
  );
};
