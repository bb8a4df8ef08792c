import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { AppEnv } from '../http/app-env.ts';
import { notFound } from '../http/problem.ts';
import { answers, jsonBody, pathId } from '../openapi/components.ts';
import { requireAccess } from './access.ts';
import { etagOf } from './etag.ts';
import { findRow, jsonLd, parseId } from './handlers/respond.ts';
import type { StateMachine } from './state-machine.ts';
import type { Resource } from './types.ts';

const PossibleTransitions = v.pipe(
  v.object({
    '@id': v.string(),
    status: v.string(),
    transitions: v.array(v.object({ status: v.string(), label: v.string() })),
  }),
  v.metadata({ ref: 'PossibleTransitions' }),
);

// GET /api/{segment}/possible-transitions/{id}: the record's status and the moves the server
// allows from it, with the version as ETag for the If-Match of the change that follows.
export const mountPossibleTransitions = (
  app: Hono<AppEnv>,
  opts: {
    segment: string;
    operationId: string;
    resource: Resource;
    machine: Pick<StateMachine<string>, 'noun' | 'transitionsFrom'>;
  },
) => {
  const { resource, machine } = opts;
  app.get(
    `/api/${opts.segment}/possible-transitions/:id{[0-9]+}`,
    describeRoute({
      operationId: opts.operationId,
      summary: `The statuses a ${machine.noun} may move to next`,
      tags: [resource.plural],
      parameters: [pathId()],
      responses: answers(
        200,
        'Current status and allowed moves',
        jsonBody(PossibleTransitions),
        [401, 403, 404],
      ),
    }),
    async (c) => {
      requireAccess(c, resource.access, 'read');
      const id = parseId(c.req.param('id'));
      const row = await findRow(c.get('deps').db, resource, id);
      if (!row) throw notFound();
      const status = String(row.status);
      c.header('ETag', etagOf(row.version));
      return jsonLd(c, { '@id': resource.iri(id), status, transitions: machine.transitionsFrom(status) });
    },
  );
};
