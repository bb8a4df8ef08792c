import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { requireAccess } from '../engine/access.ts';
import { etagOf } from '../engine/etag.ts';
import { findRow, itemBody, jsonLd, parseId } from '../engine/handlers/respond.ts';
import { inTransaction } from '../engine/records.ts';
import type { ContractStatus } from '../enums/catalogue-values.ts';
import type { AppEnv } from '../http/app-env.ts';
import { notFound } from '../http/problem.ts';
import { jsonBody, jsonContent, pick } from '../openapi/components.ts';
import { contractTransitions } from './contract-states.ts';
import { renewContract } from './renew-contract.ts';
import { vendorContractsResource as contracts } from './vendor-contracts.resource.ts';

const ContractTransitions = v.pipe(
  v.object({
    '@id': v.string(),
    status: v.string(),
    transitions: v.array(v.object({ status: v.string(), label: v.string() })),
  }),
  v.metadata({ ref: 'ContractTransitions' }),
);

const idParam = { name: 'id', in: 'path' as const, required: true, schema: { type: 'integer' as const } };

// calls.md 7.2: the server says which statuses a contract may move to, and renews it.
export const mountContractRoutes = (app: Hono<AppEnv>) => {
  app.get(
    '/api/contract/possible-transitions/:id{[0-9]+}',
    describeRoute({
      operationId: 'getContractPossibleTransitions',
      summary: 'The statuses a vendor contract may move to next',
      tags: [contracts.plural],
      parameters: [idParam],
      responses: {
        200: { description: 'Current status and allowed moves', content: jsonBody(ContractTransitions) },
        ...pick(401, 403, 404),
      },
    }),
    async (c) => {
      requireAccess(c, contracts.access, 'read');
      const id = parseId(c.req.param('id'));
      const row = await findRow(c.get('deps').db, contracts, id);
      if (!row) throw notFound();
      const status = row.status as ContractStatus;
      // The version the answer describes, for an If-Match on the status change that follows.
      c.header('ETag', etagOf(row.version));
      return jsonLd(c, {
        '@id': contracts.iri(id),
        status,
        transitions: (contractTransitions[status] ?? []).map((t) => ({ status: t.to, label: t.label })),
      });
    },
  );

  app.get(
    '/api/contract/renew/:id{[0-9]+}',
    describeRoute({
      operationId: 'renewContract',
      summary: 'Renew a vendor contract: closes it as renewed and opens the next period as a draft',
      tags: [contracts.plural],
      parameters: [idParam],
      responses: {
        200: { description: 'The new contract period', content: jsonContent('VendorContract') },
        ...pick(401, 403, 404, 409),
      },
    }),
    async (c) => {
      const user = requireAccess(c, contracts.access, 'write');
      const id = parseId(c.req.param('id'));
      const created = await inTransaction(c.get('deps'), user, (ctx) => renewContract(ctx, id));
      c.header('Location', contracts.iri(created.id));
      c.header('ETag', etagOf(created.version));
      return jsonLd(c, await itemBody(c.get('deps').db, contracts, created));
    },
  );
};
