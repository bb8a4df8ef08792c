import { asc } from 'drizzle-orm';
import { brandOf } from '../clients/card-number.ts';
import { cardContext } from '../clients/credit-cards.resource.ts';
import { seal, type VaultKey } from '../clients/vault.ts';
import type { Db } from '../db/client.ts';
import { clientCreditCards, clientLogs, clients, users } from '../db/schema/index.ts';
import { isEmpty } from './is-empty.ts';

// Test card numbers (never real cards), by demo client (index in the clients ordered by id).
const demoCards: [client: number, number: string, holder: string, month: number, yearsAhead: number][] = [
  [0, '4242424242424242', 'Eleanor Whitfield', 9, 2],
  [0, '5555555555554444', 'Eleanor Whitfield', 3, 3],
  [1, '378282246310005', 'J. Harrington', 11, 1],
  [2, '4000056655665556', 'Sofia Marchetti', 6, 4],
];

const demoNotes: [client: number, message: string][] = [
  [0, 'Prefers a late check-out and a quiet room away from the lifts.'],
  [0, 'Called about the Kyoto trip: wants a private tea ceremony.'],
  [1, 'Travels with a service dog: check every hotel policy.'],
  [2, 'Anniversary in June: suggest the Amalfi coast.'],
  [3, 'Asked for the passport copies to be requested before booking flights.'],
];

// The demo clients' cards (numbers sealed with the card vault key, as the API does) and a few
// staff notes in their logs. Only into a database without any card or log entry, and cards only
// when the vault key is known.
export const seedDemoClientVault = async (tx: Db, cardsKey?: VaultKey) => {
  const isNew = (await isEmpty(tx, clientCreditCards)) && (await isEmpty(tx, clientLogs));
  if (!isNew) return { cards: 0, notes: 0 };
  const ids = (await tx.select({ id: clients.id }).from(clients).orderBy(asc(clients.id)).limit(10)).map(
    (r) => r.id,
  );
  const [author] = await tx.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
  const year = new Date().getUTCFullYear();
  const cardRows = cardsKey
    ? demoCards.flatMap(([i, number, holderName, expMonth, ahead]) => {
        const clientId = ids[i];
        if (clientId === undefined) return [];
        return [
          {
            clientId,
            brand: brandOf(number),
            last4: number.slice(-4),
            numberSealed: seal(cardsKey, Buffer.from(number), cardContext(clientId)),
            holderName,
            expMonth,
            expYear: year + ahead,
            // The first card of each client is its main one.
            main: demoCards.findIndex((c) => c[0] === i) === demoCards.findIndex((c) => c[1] === number),
          },
        ];
      })
    : [];
  if (cardRows.length) await tx.insert(clientCreditCards).values(cardRows);
  const noteRows = demoNotes.flatMap(([i, message]) =>
    ids[i] === undefined ? [] : [{ clientId: ids[i]!, kind: 'note', message, actorId: author?.id ?? null }],
  );
  if (noteRows.length) await tx.insert(clientLogs).values(noteRows);
  return { cards: cardRows.length, notes: noteRows.length };
};
