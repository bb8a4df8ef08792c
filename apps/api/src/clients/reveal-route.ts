import type { PgTable } from 'drizzle-orm/pg-core';
import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { requireAccess } from '../engine/access.ts';
import { jsonLd, parseId } from '../engine/handlers/respond.ts';
import { inTransaction, lockRecord } from '../engine/records.ts';
import type { Resource, RowOf } from '../engine/types.ts';
import type { AppEnv } from '../http/app-env.ts';
import { answers, jsonBody, pathId } from '../openapi/components.ts';
import { appendClientLog, type ClientLogEntry } from './client-log.ts';
import { unseal, vaultKeysOf } from './vault.ts';

// What a record's reveal reads: its sealed number (with the context it was sealed under) and the
// client's log entry that records the read.
export type SealedSecret = {
  sealed: string;
  context: string;
  clientId: number;
  log: Pick<ClientLogEntry, 'kind' | 'message'>;
};

// POST on a record of a client that holds a sealed number (a card's, a guest's passport): the
// whole number, for roles that write clients only; the read is written to the client's log in the
// same transaction (no log, no number) and the answer is never cached. `secret` throws where the
// record has no number to reveal (purged: 409; never given: 404).
export const mountRevealRoute = <T extends PgTable>(
  app: Hono<AppEnv>,
  def: {
    path: string;
    operationId: string;
    summary: string;
    resource: Resource<T>;
    // The answer's one property, and the name of its schema.
    field: string;
    ref: string;
    secret: (row: RowOf<T>) => SealedSecret;
  },
) => {
  const answer = v.pipe(v.object({ [def.field]: v.string() }), v.metadata({ ref: def.ref }));
  app.post(
    def.path,
    describeRoute({
      operationId: def.operationId,
      summary: def.summary,
      tags: [def.resource.plural],
      parameters: [pathId()],
      responses: answers(200, 'The number', jsonBody(answer), [401, 403, 404, 409, 503]),
    }),
    async (c) => {
      const user = requireAccess(c, 'clients', 'write');
      const id = parseId(c.req.param('id'));
      const deps = c.get('deps');
      const plain = await inTransaction(deps, user, async (ctx) => {
        const secret = def.secret(await lockRecord(ctx, def.resource, id));
        const bytes = unseal(vaultKeysOf(deps.config).cards, secret.sealed, secret.context);
        await appendClientLog(ctx.tx, { clientId: secret.clientId, ...secret.log, actorId: user.id });
        return bytes.toString();
      });
      c.header('Cache-Control', 'no-store');
      return jsonLd(c, { [def.field]: plain });
    },
  );
};
