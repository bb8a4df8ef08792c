import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { accountingOutbox } from '../../db/schema/index.ts';
import { requireAccess } from '../../engine/access.ts';
import { itemBody, jsonLd, parseId } from '../../engine/handlers/respond.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { ApiError, notFound, unprocessable } from '../../http/problem.ts';
import { addSchema, jsonContent, pick } from '../../openapi/components.ts';
import { rowsOf, todayUtc } from '../money.ts';
import { checkDate } from '../sales/drafts.ts';
import { sendDue } from './send.ts';
import { accountingOutboxResource } from './sync.resources.ts';
import { xeroCsv } from './xero-csv.ts';

const tags = ['Accounting'];
const notConfigured = () =>
  new ApiError(
    409,
    'No accounting system is configured (ACCOUNTING_SYNC_URL): nothing is sent; use the Xero CSV export (GET /api/accounting/export).',
  );

// Synchronisation (issue 29.5), in the accounting area: send what is due now, resend one record,
// and the Xero CSV export for when no connector is configured.
export const mountSyncRoutes = (app: Hono<AppEnv>) => {
  addSchema('AccountingSyncResult', {
    type: 'object',
    properties: { sent: { type: 'integer' }, failed: { type: 'integer' }, pending: { type: 'integer' } },
  });
  app.post(
    '/api/accounting/sync',
    describeRoute({
      operationId: 'syncAccounting',
      summary: 'Sync now: send every outbox record that is due to the accounting system',
      tags,
      responses: {
        200: { description: 'What was sent', content: jsonContent('AccountingSyncResult') },
        ...pick(401, 403, 409),
      },
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
        "The invoices and credit notes (sales) or bills (purchases) of a period in Xero's CSV import format",
      tags,
      parameters: [
        {
          name: 'type',
          in: 'query',
          required: true,
          schema: { type: 'string', enum: ['sales', 'purchases'] },
        },
        { name: 'from', in: 'query', required: false, schema: { type: 'string', format: 'date' } },
        { name: 'to', in: 'query', required: false, schema: { type: 'string', format: 'date' } },
      ],
      responses: {
        200: { description: 'The CSV file', content: { 'text/csv': { schema: { type: 'string' } } } },
        ...pick(401, 403, 422),
      },
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
      const to = checkDate(c.req.query('to') ?? todayUtc(), 'to')!;
      const from = checkDate(c.req.query('from') ?? `${to.slice(0, 4)}-01-01`, 'from')!;
      const csv = await xeroCsv(c.get('deps').db, type, from, to);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="xero-${type}-${from}-${to}.csv"`);
      return c.body(csv);
    },
  );
};
