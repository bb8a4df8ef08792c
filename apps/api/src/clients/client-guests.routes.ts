import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { conflict, notFound } from '../http/problem.ts';
import { clientGuestsResource, passportContext } from './client-guests.resource.ts';
import { mountRevealRoute } from './reveal-route.ts';

export const purgedPassportMessage =
  'The passport number was purged after the retention period: only its last four characters remain.';

// POST /api/client_guests/{id}/reveal-passport: a guest's whole passport number (issue 30.9), like
// a card's (clients/reveal-route.ts). A guest without a number is a 404.
export const mountClientGuestRoutes = (app: Hono<AppEnv>) =>
  mountRevealRoute(app, {
    path: '/api/client_guests/:id{[0-9]+}/reveal-passport',
    operationId: 'revealClientGuestPassport',
    summary: "A guest's whole passport number, written to the client's log",
    resource: clientGuestsResource,
    field: 'passportNumber',
    ref: 'RevealedPassportNumber',
    secret: (guest) => {
      if (!guest.passportNumberSealed) {
        if (guest.passportPurgedAt) throw conflict(purgedPassportMessage);
        throw notFound('This guest has no passport number.');
      }
      return {
        sealed: guest.passportNumberSealed,
        context: passportContext(guest.clientId),
        clientId: guest.clientId,
        log: {
          kind: 'passport-reveal',
          message: `Passport number revealed: ${guest.name} (ending ${guest.passportLast4})`,
        },
      };
    },
  });
