import { eq, sql } from 'drizzle-orm';
import { tripItems } from '../db/schema/index.ts';
import { json, type TestApp } from '../test/harness.ts';

export type Item = Record<string, unknown> & { '@id': string; id: number };
export type Collection = { 'hydra:member': Item[]; 'hydra:totalItems': number };

export const makeClient = async (t: TestApp, token: string, firstName: string, lastName: string) => {
  const res = await t.request('POST', '/api/clients', {
    token,
    body: { firstName, lastName, email: `${firstName}.${lastName}@example.test`.toLowerCase() },
  });
  if (res.status !== 201) throw new Error(`client: ${res.status} ${await res.text()}`);
  return json<Item>(res);
};

export const makeTrip = async (t: TestApp, token: string, body: Record<string, unknown>) => {
  const res = await t.request('POST', '/api/trips', { token, body });
  if (res.status !== 201) throw new Error(`trip: ${res.status} ${await res.text()}`);
  return json<Item & { reference: string }>(res);
};

// A trip of `client` from `startDate` to `endDate`, with more fields when given.
export const makeTripOf = (
  t: TestApp,
  token: string,
  client: Item,
  [startDate, endDate]: [string, string],
  fields: Record<string, unknown> = {},
) => makeTrip(t, token, { client: client['@id'], startDate, endDate, ...fields });

// Items are written by their own resources (another increment): the tests put rows in directly.
export const addItem = async (
  t: TestApp,
  tripId: number,
  startDate: string,
  endDate: string,
  title = 'Item',
) => {
  const [row] = await t.db
    .insert(tripItems)
    .values({ tripId, type: 'activity', title, startDate, endDate })
    .returning();
  return row!;
};

export const itemsOf = (t: TestApp, tripId: number) =>
  t.db
    .select({ id: tripItems.id, startDate: tripItems.startDate, endDate: tripItems.endDate })
    .from(tripItems)
    .where(eq(tripItems.tripId, tripId))
    .orderBy(tripItems.id);

export const daysOf = async (t: TestApp, token: string, tripId: number) => {
  const res = await t.request('GET', `/api/trip_days?trip.id=${tripId}`, { token });
  return (await json<Collection>(res))['hydra:member'];
};

export const exec = (t: TestApp, text: string) => t.db.execute(sql.raw(text));
