import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { requireAccess } from '../engine/access.ts';
import { parseIfMatch } from '../engine/etag.ts';
import { parseId, respondWritten } from '../engine/handlers/respond.ts';
import { readJsonObject } from '../engine/input.ts';
import { inTransaction } from '../engine/records.ts';
import type { Resource, Row, WriteContext } from '../engine/types.ts';
import type { AppEnv } from '../http/app-env.ts';
import { answers, jsonContent, pick } from '../openapi/components.ts';

export const idParam = {
  name: 'id',
  in: 'path' as const,
  required: true,
  schema: { type: 'integer' as const },
};

// A draft accounting document (a client invoice, a supplier bill) is made, edited and deleted the
// same way: POST the collection (201), PATCH /{id} with If-Match, DELETE /{id} (204); a document
// past its draft answers 409 from the write itself. One mechanism so both keep the same contract.
// `name` is the schema and operation stem: createX / updateX / deleteX, bodies XCreate / XEdit, answer X.
export type DraftRoutes = {
  path: string;
  name: string;
  tags: string[];
  resource: Resource;
  summaries: { create: string; update: string; delete: string };
  // The create call's errors: a sales draft can also answer 409 (its trip's turn).
  createErrors: Parameters<typeof pick>;
  create: (ctx: WriteContext, body: Row) => Promise<Row>;
  edit: (ctx: WriteContext, id: number, body: Row, version?: number) => Promise<Row>;
  remove: (ctx: WriteContext, id: number) => Promise<unknown>;
};

export const mountDraftRoutes = (app: Hono<AppEnv>, d: DraftRoutes) => {
  const { name, tags, resource } = d;
  app.post(
    d.path,
    describeRoute({
      operationId: `create${name}`,
      summary: d.summaries.create,
      tags,
      requestBody: { required: true, content: jsonContent(`${name}Create`) },
      responses: {
        201: { description: 'The draft', content: jsonContent(name) },
        ...pick(...d.createErrors),
      },
    }),
    async (c) => {
      const user = requireAccess(c, 'accounting', 'write');
      const body = await readJsonObject(c);
      return respondWritten(c, user, resource, (ctx) => d.create(ctx, body), 201);
    },
  );

  app.patch(
    `${d.path}/:id{[0-9]+}`,
    describeRoute({
      operationId: `update${name}`,
      summary: d.summaries.update,
      tags,
      parameters: [idParam],
      requestBody: { required: true, content: jsonContent(`${name}Edit`) },
      responses: answers(200, 'The draft', jsonContent(name), [400, 401, 403, 404, 409, 412, 422]),
    }),
    async (c) => {
      const user = requireAccess(c, 'accounting', 'write');
      const id = parseId(c.req.param('id'));
      const body = await readJsonObject(c);
      const version = parseIfMatch(c.req.header('if-match'));
      return respondWritten(c, user, resource, (ctx) => d.edit(ctx, id, body, version));
    },
  );

  app.delete(
    `${d.path}/:id{[0-9]+}`,
    describeRoute({
      operationId: `delete${name}`,
      summary: d.summaries.delete,
      tags,
      parameters: [idParam],
      responses: answers(204, 'Deleted', null, [401, 403, 404, 409]),
    }),
    async (c) => {
      const user = requireAccess(c, 'accounting', 'write');
      const id = parseId(c.req.param('id'));
      await inTransaction(c.get('deps'), user, (ctx) => d.remove(ctx, id));
      return c.body(null, 204);
    },
  );
};
