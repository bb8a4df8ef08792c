import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { requireAccess } from '../../engine/access.ts';
import { itemBody, jsonLd, parseId } from '../../engine/handlers/respond.ts';
import { readJsonObject } from '../../engine/input.ts';
import { inTransaction } from '../../engine/records.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonContent, pick } from '../../openapi/components.ts';
import { paymentAllocationsResource } from './allocations.resource.ts';
import { allocate, release } from './allocations.ts';

const tags = ['PaymentAllocations'];

// Allocation of receipts to invoices (issue 29.3), by the accounting area.
export const mountAllocationRoutes = (app: Hono<AppEnv>) => {
  app.post(
    '/api/payment_allocations',
    describeRoute({
      operationId: 'createPaymentAllocation',
      summary: 'Allocate (part of) a receipt to an invoice of the same client and currency',
      tags,
      requestBody: { required: true, content: jsonContent('PaymentAllocationInput') },
      responses: {
        201: { description: 'The allocation', content: jsonContent('PaymentAllocation') },
        ...pick(400, 401, 403, 409, 422),
      },
    }),
    async (c) => {
      const user = requireAccess(c, 'accounting', 'write');
      const body = await readJsonObject(c);
      const out = await inTransaction(c.get('deps'), user, async (ctx) =>
        itemBody(ctx.tx, paymentAllocationsResource, await allocate(ctx, body)),
      );
      return jsonLd(c, out, 201);
    },
  );
  app.delete(
    '/api/payment_allocations/:id{[0-9]+}',
    describeRoute({
      operationId: 'deletePaymentAllocation',
      summary: "Release an allocation: the receipt's money goes back to the client's credit",
      tags,
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      responses: { 204: { description: 'Released' }, ...pick(401, 403, 404) },
    }),
    async (c) => {
      const user = requireAccess(c, 'accounting', 'write');
      const id = parseId(c.req.param('id'));
      await inTransaction(c.get('deps'), user, (ctx) => release(ctx, id));
      return c.body(null, 204);
    },
  );
};
