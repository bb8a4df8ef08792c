import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { requireAccess } from '../engine/access.ts';
import { etagOf } from '../engine/etag.ts';
import { itemBody, jsonLd, parseId } from '../engine/handlers/respond.ts';
import { mountPossibleTransitions } from '../engine/possible-transitions.route.ts';
import { inTransaction } from '../engine/records.ts';
import type { AppEnv } from '../http/app-env.ts';
import { answers, jsonContent, pathId } from '../openapi/components.ts';
import { contractStates } from './contract-states.ts';
import { renewContract } from './renew-contract.ts';
import { vendorContractsResource as contracts } from './vendor-contracts.resource.ts';

// calls.md 7.2: the server says which statuses a contract may move to (`renewed` among them, as
// the renewal below makes it), and renews it.
export const mountContractRoutes = (app: Hono<AppEnv>) => {
  mountPossibleTransitions(app, {
    segment: 'contract',
    operationId: 'getContractPossibleTransitions',
    resource: contracts,
    machine: contractStates,
  });

  app.get(
    '/api/contract/renew/:id{[0-9]+}',
    describeRoute({
      operationId: 'renewContract',
      summary: 'Renew a vendor contract: closes it as renewed and opens the next period as a draft',
      tags: [contracts.plural],
      parameters: [pathId()],
      responses: answers(200, 'The new contract period', jsonContent('VendorContract'), [401, 403, 404, 409]),
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
