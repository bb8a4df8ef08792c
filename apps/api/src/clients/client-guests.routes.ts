import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { requireAccess } from '../engine/access.ts';
import { jsonLd, parseId } from '../engine/handlers/respond.ts';
import { inTransaction, lockRecord } from '../engine/records.ts';
import type { AppEnv } from '../http/app-env.ts';
import { conflict, notFound } from '../http/problem.ts';
import { answers, jsonBody, pathId } from '../openapi/components.ts';
import { clientGuestsResource, passportContext } from './client-guests.resource.ts';
import { appendClientLog } from './client-log.ts';
import { unseal, vaultKeysOf } from './vault.ts';

export const purgedPassportMessage =
  'The passport number was purged after the retention period: only its last four characters remain.';

const RevealedPassportNumber = v.pipe(
  v.object({ passportNumber: v.string() }),
  v.metadata({ ref: 'RevealedPassportNumber' }),
);

// POST /api/client_guests/{id}/reveal-passport: a guest's whole passport number (issue 30.9), like
// a card's (credit-cards.routes.ts): for roles that write clients only, the read written to the
// client's log in the same transaction (no log, no number). A guest without a number is a 404.
export const mountClientGuestRoutes = (app: Hono<AppEnv>) => {
  app.post(
    '/api/client_guests/:id{[0-9]+}/reveal-passport',
    describeRoute({
      operationId: 'revealClientGuestPassport',
      summary: "A guest's whole passport number, written to the client's log",
      tags: [clientGuestsResource.plural],
      parameters: [pathId()],
      responses: answers(200, 'The number', jsonBody(RevealedPassportNumber), [401, 403, 404, 409, 503]),
    }),
    async (c) => {
      const user = requireAccess(c, 'clients', 'write');
      const id = parseId(c.req.param('id'));
      const deps = c.get('deps');
      const passportNumber = await inTransaction(deps, user, async (ctx) => {
        const guest = await lockRecord(ctx, clientGuestsResource, id);
        if (!guest.passportNumberSealed) {
          if (guest.passportPurgedAt) throw conflict(purgedPassportMessage);
          throw notFound('This guest has no passport number.');
        }
        const plain = unseal(
          vaultKeysOf(deps.config).cards,
          guest.passportNumberSealed,
          passportContext(guest.clientId),
        );
        await appendClientLog(ctx.tx, {
          clientId: guest.clientId,
          kind: 'passport-reveal',
          message: `Passport number revealed: ${guest.name} (ending ${guest.passportLast4})`,
          actorId: user.id,
        });
        return plain.toString();
      });
      c.header('Cache-Control', 'no-store');
      return jsonLd(c, { passportNumber });
    },
  );
};
