import type { AdminTestApp } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';
import { type Item, makeClient, makeTrip } from './trip-test-helpers.ts';

// A new client ('First Last', with an e-mail made from the name) and a trip of theirs between two
// dates, both by the admin: the setup of the files that test what hangs off one trip.
export const makeClientTrip = async (
  t: AdminTestApp,
  name: `${string} ${string}`,
  [startDate, endDate]: [string, string],
  more: Record<string, unknown> = {},
) => {
  const [firstName, lastName] = name.split(' ') as [string, string];
  const client = await makeClient(t, t.admin, firstName, lastName);
  return { client, trip: await makeTripOf(t, client, [startDate, endDate], more) };
};

// A trip of the client given, between two dates, by the admin.
export const makeTripOf = (
  t: AdminTestApp,
  client: { '@id': string },
  [startDate, endDate]: [string, string],
  more: Record<string, unknown> = {},
) => makeTrip(t, t.admin, { client: client['@id'], startDate, endDate, ...more });

// An item of the trip written by the admin at its type's endpoint (`spas`: /api/trip_spas), titled
// (or not, undefined) from its start to its end: the answer's status and body, for the test to expect.
export const postItem = async (
  t: AdminTestApp,
  trip: { '@id': string },
  type: string,
  title: string | undefined,
  [startDate, endDate]: [string, string],
  more: Record<string, unknown> = {},
) => {
  const res = await t.request('POST', `/api/trip_${type}`, {
    token: t.admin,
    body: { trip: trip['@id'], title, startDate, endDate, ...more },
  });
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the item's fields as they expect them
  return { status: res.status, body: await json<Item & Record<string, any>>(res) };
};
