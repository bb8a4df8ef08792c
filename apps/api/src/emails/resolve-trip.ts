import type { Tx } from '../engine/types.ts';
import type { Violation } from '../http/problem.ts';
import { type ClientRow, idFrom } from './compose.ts';
import { clientOfTrip, loadTripMailFacts } from './trip-mail.queries.ts';

// The trip a message is about (the e-mail screen's trip picker), and the client it goes to: the
// one chosen, else the trip's. A malformed or unknown trip, or one of another client, is a
// violation of `trip` (422).
export const resolveTrip = async (
  db: Tx,
  raw: unknown,
  client: ClientRow | undefined,
  violations: Violation[],
) => {
  if (raw === undefined || raw === null || raw === '') return { trip: undefined, client };
  const id = idFrom(raw, '/api/trips');
  const trip = id === undefined ? undefined : await loadTripMailFacts(db, id);
  if (!trip) {
    violations.push({ propertyPath: 'trip', message: 'This trip does not exist.' });
    return { trip: undefined, client };
  }
  if (client && client.id !== trip.clientId) {
    violations.push({ propertyPath: 'trip', message: "This trip is not one of this client's trips." });
    return { trip: undefined, client };
  }
  return { trip, client: client ?? (await clientOfTrip(db, trip.clientId)) };
};
