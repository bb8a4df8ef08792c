import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { conflict } from '../http/problem.ts';
import { cardLabel } from './card-number.ts';
import { cardContext, clientCreditCardsResource } from './credit-cards.resource.ts';
import { mountRevealRoute } from './reveal-route.ts';

export const purgedCardMessage =
  'The card number was purged after the retention period: only its last four digits remain.';

// POST /api/client_credit_cards/{id}/reveal: the whole number (clients/reveal-route.ts).
export const mountCreditCardRoutes = (app: Hono<AppEnv>) =>
  mountRevealRoute(app, {
    path: '/api/client_credit_cards/:id{[0-9]+}/reveal',
    operationId: 'revealClientCreditCard',
    summary: "A card's whole number, written to the client's log",
    resource: clientCreditCardsResource,
    field: 'number',
    ref: 'RevealedCardNumber',
    secret: (card) => {
      if (!card.numberSealed) throw conflict(purgedCardMessage);
      return {
        sealed: card.numberSealed,
        context: cardContext(card.clientId),
        clientId: card.clientId,
        log: { kind: 'card-reveal', message: `Card number revealed: ${cardLabel(card.brand, card.last4)}` },
      };
    },
  });
