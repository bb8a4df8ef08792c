import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { requireAccess } from '../engine/access.ts';
import { etagOf } from '../engine/etag.ts';
import { findRow, jsonLd, parseId } from '../engine/handlers/respond.ts';
import type { Resource } from '../engine/types.ts';
import type { AppEnv } from '../http/app-env.ts';
import { notFound } from '../http/problem.ts';
import { jsonBody, pick } from '../openapi/components.ts';
import { clientTransitions, membershipTransitions, type Transition } from './client-states.ts';
import { clientsResource } from './clients.resource.ts';
import { membershipsResource } from './memberships.resource.ts';

const PossibleTransitions = v.pipe(
  v.object({
    '@id': v.string(),
    status: v.string(),
    transitions: v.array(v.object({ status: v.string(), label: v.string() })),
  }),
  v.metadata({ ref: 'PossibleTransitions' }),
);

const idParam = { name: 'id', in: 'path' as const, required: true, schema: { type: 'integer' as const } };

// GET /api/{segment}/possible-transitions/{id}: the record's status and the moves the server
// allows from it, with the version as ETag for the If-Match of the PATCH that follows.
const mountTransitions = (
  app: Hono<AppEnv>,
  segment: string,
  operationId: string,
  resource: Resource,
  table: Record<string, Transition<string>[]>,
) =>
  app.get(
    `/api/${segment}/possible-transitions/:id{[0-9]+}`,
    describeRoute({
      operationId,
      summary: `The statuses a ${resource.type.toLowerCase()} may move to next`,
      tags: [resource.plural],
      parameters: [idParam],
      responses: {
        200: { description: 'Current status and allowed moves', content: jsonBody(PossibleTransitions) },
        ...pick(401, 403, 404),
      },
    }),
    async (c) => {
      requireAccess(c, resource.access, 'read');
      const id = parseId(c.req.param('id'));
      const row = await findRow(c.get('deps').db, resource, id);
      if (!row) throw notFound();
      const status = String(row.status);
      c.header('ETag', etagOf(row.version));
      return jsonLd(c, {
        '@id': resource.iri(id),
        status,
        transitions: (table[status] ?? []).map((t) => ({ status: t.to, label: t.label })),
      });
    },
  );

// calls.md 7.5: GET /api/client/possible-transitions/{id}, GET /api/membership/possible-transitions/{id}.
export const mountClientStateRoutes = (app: Hono<AppEnv>) => {
  mountTransitions(app, 'client', 'getClientPossibleTransitions', clientsResource, clientTransitions);
  mountTransitions(
    app,
    'membership',
    'getMembershipPossibleTransitions',
    membershipsResource,
    membershipTransitions,
  );
};
