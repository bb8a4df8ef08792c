import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { requireAccess } from '../../engine/access.ts';
import { jsonLd } from '../../engine/handlers/respond.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { addSchema, answers, jsonContent } from '../../openapi/components.ts';
import { todayUtc } from '../money.ts';
import { money } from '../openapi-parts.ts';
import { checkDate } from '../sales/drafts.ts';
import { clientMoney } from './client-money.queries.ts';

const str = { type: 'string' };

// GET /api/accounting/client_money?date= (issue 29.4): what the agency holds on a day for trips
// not yet travelled, per trip and per bank account (trust or operating), in the accounting area.
export const mountClientMoneyRoutes = (app: Hono<AppEnv>) => {
  addSchema('ClientMoney', {
    type: 'object',
    properties: {
      date: { type: 'string', format: 'date' },
      rows: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            trip: str,
            tripReference: str,
            clientName: { type: ['string', 'null'] },
            startDate: { type: 'string', format: 'date' },
            currency: str,
            trust: money('Held in the trust bank account for the trip'),
            operating: money('Held in the operating bank account for the trip'),
            deposits: money('What client deposits (the liability) hold for the trip'),
          },
        },
      },
      accounts: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            account: str,
            code: str,
            name: str,
            kind: { type: 'string', enum: ['trust', 'operating'] },
            currency: str,
            amount: money('Σ held for trips not yet travelled'),
          },
        },
      },
      totals: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            currency: str,
            trust: money('Σ trust'),
            operating: money('Σ operating'),
            deposits: money('Σ deposits'),
            trips: { type: 'integer' },
          },
        },
      },
    },
  });
  app.get(
    '/api/accounting/client_money',
    describeRoute({
      operationId: 'getClientMoney',
      summary:
        'Money held for clients on a day: per trip not yet travelled and per bank account (trust, operating)',
      tags: ['Accounting'],
      parameters: [
        {
          name: 'date',
          in: 'query',
          required: false,
          description: 'The day (default: today)',
          schema: { type: 'string', format: 'date' },
        },
      ],
      responses: answers(200, 'Client money', jsonContent('ClientMoney'), [401, 403, 422]),
    }),
    async (c) => {
      requireAccess(c, 'accounting', 'read');
      const date = checkDate(c.req.query('date') ?? todayUtc(), 'date')!;
      return jsonLd(c, await clientMoney(c.get('deps').db, date));
    },
  );
};
