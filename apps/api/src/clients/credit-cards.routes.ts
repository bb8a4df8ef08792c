import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { requireAccess } from '../engine/access.ts';
import { jsonLd, parseId } from '../engine/handlers/respond.ts';
import { inTransaction, lockRecord } from '../engine/records.ts';
import type { AppEnv } from '../http/app-env.ts';
import { conflict } from '../http/problem.ts';
import { answers, jsonBody, pathId } from '../openapi/components.ts';
import { cardLabel } from './card-number.ts';
import { appendClientLog } from './client-log.ts';
import { cardContext, clientCreditCardsResource } from './credit-cards.resource.ts';
import { unseal, vaultKeysOf } from './vault.ts';

const RevealedCardNumber = v.pipe(
  v.object({ number: v.string() }),
  v.metadata({ ref: 'RevealedCardNumber' }),
);

export const purgedCardMessage =
  'The card number was purged after the retention period: only its last four digits remain.';

// POST /api/client_credit_cards/{id}/reveal: the whole number, for roles that write clients only;
// the read is written to the client's log in the same transaction (no log, no number).
export const mountCreditCardRoutes = (app: Hono<AppEnv>) => {
  app.post(
    '/api/client_credit_cards/:id{[0-9]+}/reveal',
    describeRoute({
      operationId: 'revealClientCreditCard',
      summary: "A card's whole number, written to the client's log",
      tags: [clientCreditCardsResource.plural],
      parameters: [pathId()],
      responses: answers(200, 'The number', jsonBody(RevealedCardNumber), [401, 403, 404, 409, 503]),
    }),
    async (c) => {
      const user = requireAccess(c, 'clients', 'write');
      const id = parseId(c.req.param('id'));
      const deps = c.get('deps');
      const number = await inTransaction(deps, user, async (ctx) => {
        const card = await lockRecord(ctx, clientCreditCardsResource, id);
        if (!card.numberSealed) throw conflict(purgedCardMessage);
        const plain = unseal(vaultKeysOf(deps.config).cards, card.numberSealed, cardContext(card.clientId));
        await appendClientLog(ctx.tx, {
          clientId: card.clientId,
          kind: 'card-reveal',
          message: `Card number revealed: ${cardLabel(card.brand, card.last4)}`,
          actorId: user.id,
        });
        return plain.toString();
      });
      c.header('Cache-Control', 'no-store');
      return jsonLd(c, { number });
    },
  );
};
