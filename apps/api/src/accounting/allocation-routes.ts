import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { requireAccess } from '../engine/access.ts';
import { itemBody, jsonLd, parseId } from '../engine/handlers/respond.ts';
import { readJsonObject } from '../engine/input.ts';
import { inTransaction } from '../engine/records.ts';
import type { Resource, Row, WriteContext } from '../engine/types.ts';
import type { AppEnv } from '../http/app-env.ts';
import { answers, jsonContent } from '../openapi/components.ts';
import { idParam } from './draft-routes.ts';

// Money is allocated to documents (a receipt to a client invoice, a supplier payment to a bill) and
// released the same way, by the accounting area: POST the collection (201, the allocation), DELETE
// /{id} (204); one transaction each (allocation.ts does the work). `name` is the schema and
// operation stem: createX / deleteX, body XInput, answer X.
export type AllocationRoutes = {
  path: string;
  name: string;
  tags: string[];
  resource: Resource;
  summaries: { create: string; delete: string };
  allocate: (ctx: WriteContext, body: Row) => Promise<Row>;
  release: (ctx: WriteContext, id: number) => Promise<unknown>;
};

export const mountAllocationRoutes = (app: Hono<AppEnv>, a: AllocationRoutes) => {
  app.post(
    a.path,
    describeRoute({
      operationId: `create${a.name}`,
      summary: a.summaries.create,
      tags: a.tags,
      requestBody: { required: true, content: jsonContent(`${a.name}Input`) },
      responses: answers(201, 'The allocation', jsonContent(a.name), [400, 401, 403, 409, 422]),
    }),
    async (c) => {
      const user = requireAccess(c, 'accounting', 'write');
      const body = await readJsonObject(c);
      const out = await inTransaction(c.get('deps'), user, async (ctx) =>
        itemBody(ctx.tx, a.resource, await a.allocate(ctx, body)),
      );
      return jsonLd(c, out, 201);
    },
  );

  app.delete(
    `${a.path}/:id{[0-9]+}`,
    describeRoute({
      operationId: `delete${a.name}`,
      summary: a.summaries.delete,
      tags: a.tags,
      parameters: [idParam],
      responses: answers(204, 'Released', null, [401, 403, 404]),
    }),
    async (c) => {
      const user = requireAccess(c, 'accounting', 'write');
      const id = parseId(c.req.param('id'));
      await inTransaction(c.get('deps'), user, (ctx) => a.release(ctx, id));
      return c.body(null, 204);
    },
  );
};
