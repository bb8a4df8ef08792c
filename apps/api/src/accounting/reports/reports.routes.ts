import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { requireAccess } from '../../engine/access.ts';
import { jsonLd, parseId } from '../../engine/handlers/respond.ts';
import { readJsonObject } from '../../engine/input.ts';
import { inTransaction } from '../../engine/records.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { unprocessable } from '../../http/problem.ts';
import { answers, jsonContent } from '../../openapi/components.ts';
import { recogniseRevenue } from '../journal/revenue-recognition.ts';
import { todayUtc } from '../money.ts';
import { checkDate } from '../sales/drafts.ts';
import { refId } from '../sales/invoice-lines.ts';
import { agedCommissions } from './aged-commissions.queries.ts';
import { agedPayables } from './aged-payables.queries.ts';
import { agedReceivables } from './aged-receivables.queries.ts';
import { trialBalance } from './trial-balance.queries.ts';
import { tripProfit } from './trip-profit.queries.ts';

const tags = ['Accounting'];
const query = (name: string, description: string, required = false) => ({
  name,
  in: 'query' as const,
  required,
  description,
  schema: { type: 'string' as const, format: 'date' },
});

const dateParam = (raw: string | undefined, name: string, fallback?: string) => {
  const value = raw ?? fallback;
  if (value === undefined)
    throw unprocessable([{ propertyPath: name, message: 'This value should not be blank.' }]);
  return checkDate(value, name)!;
};

// The accounting reports (issue 29.4), computed in SQL from the journal and the invoices, for the
// accounting area; and the revenue recognition run on demand (the daily job runs it too).
// The ageing reports' vendor filter (aged payables, aged commissions): an IRI or an id, 422 else.
const vendorQuery = {
  name: 'vendor',
  in: 'query' as const,
  required: false,
  description: 'Only this vendor (IRI or id)',
  schema: { type: 'string' as const },
};
const vendorParam = (raw: string | undefined) => {
  if (raw === undefined) return undefined;
  const vendor = refId(raw, 'vendors');
  if (vendor === null || vendor === undefined)
    throw unprocessable([{ propertyPath: 'vendor', message: 'This value should be a vendor IRI.' }]);
  return vendor;
};

export const mountReportRoutes = (app: Hono<AppEnv>) => {
  app.get(
    '/api/accounting/trial_balance',
    describeRoute({
      operationId: 'getTrialBalance',
      summary: 'Trial balance of a period: debits and credits per account and currency',
      tags,
      parameters: [
        query('from', 'First day (default: 1 January of `to`)'),
        query('to', 'Last day (default: today)'),
      ],
      responses: answers(200, 'The trial balance', jsonContent('TrialBalance'), [401, 403, 422]),
    }),
    async (c) => {
      requireAccess(c, 'accounting', 'read');
      const to = dateParam(c.req.query('to'), 'to', todayUtc());
      const from = dateParam(c.req.query('from'), 'from', `${to.slice(0, 4)}-01-01`);
      if (from > to)
        throw unprocessable([{ propertyPath: 'from', message: 'The period starts after it ends.' }]);
      return jsonLd(c, await trialBalance(c.get('deps').db, from, to));
    },
  );
  app.get(
    '/api/accounting/trip_profit/:id{[0-9]+}',
    describeRoute({
      operationId: 'getTripProfit',
      summary:
        "A trip's profit: cost, revenue, margin, paid, outstanding, invoiced, and what the journal holds for it",
      tags,
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      responses: answers(200, "The trip's profit", jsonContent('TripProfit'), [401, 403, 404]),
    }),
    async (c) => {
      requireAccess(c, 'accounting', 'read');
      const id = parseId(c.req.param('id'));
      return jsonLd(c, await tripProfit(c.get('deps').db, id));
    },
  );
  app.get(
    '/api/accounting/aged_receivables',
    describeRoute({
      operationId: 'getAgedReceivables',
      summary: 'What clients still owe on open invoices, by days past due',
      tags,
      parameters: [query('date', 'The day the ages are counted on (default: today)')],
      responses: answers(200, 'Aged receivables', jsonContent('AgedReceivables'), [401, 403, 422]),
    }),
    async (c) => {
      requireAccess(c, 'accounting', 'read');
      const date = dateParam(c.req.query('date'), 'date', todayUtc());
      return jsonLd(c, await agedReceivables(c.get('deps').db, date));
    },
  );
  app.get(
    '/api/accounting/aged_payables',
    describeRoute({
      operationId: 'getAgedPayables',
      summary: 'What the agency owes on approved bills, per vendor by days past due, and per due date',
      tags,
      parameters: [query('date', 'The day the ages are counted on (default: today)'), vendorQuery],
      responses: answers(200, 'Aged payables', jsonContent('AgedPayables'), [401, 403, 422]),
    }),
    async (c) => {
      requireAccess(c, 'accounting', 'read');
      const date = dateParam(c.req.query('date'), 'date', todayUtc());
      const vendor = vendorParam(c.req.query('vendor'));
      return jsonLd(c, await agedPayables(c.get('deps').db, date, vendor));
    },
  );
  app.get(
    '/api/accounting/aged_commissions',
    describeRoute({
      operationId: 'getAgedCommissions',
      summary:
        'What vendors still owe the agency on expected commissions, per vendor by days past due, and per due date',
      tags,
      parameters: [query('date', 'The day the ages are counted on (default: today)'), vendorQuery],
      responses: answers(200, 'Aged commissions', jsonContent('AgedCommissions'), [401, 403, 422]),
    }),
    async (c) => {
      requireAccess(c, 'accounting', 'read');
      const date = dateParam(c.req.query('date'), 'date', todayUtc());
      const vendor = vendorParam(c.req.query('vendor'));
      return jsonLd(c, await agedCommissions(c.get('deps').db, date, vendor));
    },
  );
  app.post(
    '/api/accounting/recognise_revenue',
    describeRoute({
      operationId: 'recogniseRevenue',
      summary:
        'Move the deposits held for trips started by the date (default today) to revenue, and their supplier prepayments to cost',
      tags,
      requestBody: {
        required: false,
        content: {
          'application/json': {
            schema: { type: 'object', properties: { date: { type: 'string', format: 'date' } } },
          },
        },
      },
      responses: answers(
        200,
        'Entries posted',
        jsonContent('RevenueRecognitionResult'),
        [400, 401, 403, 422],
      ),
    }),
    async (c) => {
      const user = requireAccess(c, 'accounting', 'write');
      const body = await readJsonObject(c);
      const date = checkDate(body.date, 'date') ?? todayUtc();
      const entries = await inTransaction(c.get('deps'), user, (ctx) => recogniseRevenue(ctx, date));
      return jsonLd(c, { date, entries });
    },
  );
};
