import { type SQL, sql } from 'drizzle-orm';
import type { TestApp } from './harness.ts';

// Rows a test writes or reads with SQL, where the HTTP resources are not what it tests.
export const sqlRows = async <T = Record<string, unknown>>(t: TestApp, q: SQL) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
export const sqlOne = async <T = Record<string, unknown>>(t: TestApp, q: SQL) => (await sqlRows<T>(t, q))[0]!;
const insertId = async (t: TestApp, q: SQL) => (await sqlOne<{ id: number }>(t, q)).id;

const cityPoints = { Kyoto: [35.0116, 135.7681], Tokyo: [35.6762, 139.6503] } as const;
type City = keyof typeof cityPoints;

type Venue = 'accommodations' | 'restaurants';
type Place = readonly [name: string, city: City];

// A vendor with a venue (a place to stay or to eat) and an activity, each at a located place, for
// trip items to link to (the place decides the calendar's city and the travel checks). Locations are
// written in the order the venue and the provider name them. Written with SQL: the catalogue's own
// resources are tested in catalogue/.
export const insertCatalogue = async (
  t: TestApp,
  vendor: string,
  spec: Partial<Record<Venue, Place>> & { provider: Place; activity: string },
) => {
  const [table, [venueName, venueCity]] = Object.entries(spec).find(
    ([key]) => key === 'accommodations' || key === 'restaurants',
  ) as [Venue, Place];
  const [providerName, providerCity] = spec.provider;
  const vendorId = await insertId(t, sql`insert into vendors (name) values (${vendor}) returning id`);
  const location: Partial<Record<City, number>> = {};
  for (const city of new Set([venueCity, providerCity])) {
    const [latitude, longitude] = cityPoints[city];
    location[city] = await insertId(
      t,
      sql`insert into vendor_locations (vendor_id, city, latitude, longitude)
        values (${vendorId}, ${city}, ${latitude}, ${longitude}) returning id`,
    );
  }
  const venueId = await insertId(
    t,
    sql`insert into ${sql.identifier(table)} (vendor_id, name, location_id)
      values (${vendorId}, ${venueName}, ${location[venueCity]}) returning id`,
  );
  const providerId = await insertId(
    t,
    sql`insert into activity_providers (vendor_id, name, location_id)
      values (${vendorId}, ${providerName}, ${location[providerCity]}) returning id`,
  );
  const activityId = await insertId(
    t,
    sql`insert into activities (provider_id, name) values (${providerId}, ${spec.activity}) returning id`,
  );
  return {
    vendorIri: `/api/vendors/${vendorId}`,
    venueIri: `/api/${table}/${venueId}`,
    activityIri: `/api/activities/${activityId}`,
  };
};

// The Kyoto hotel and tea ceremony the template tests put in trips and templates.
export const insertKyotoCatalogue = (t: TestApp) =>
  insertCatalogue(t, 'Aman group', {
    accommodations: ['Aman Kyoto', 'Kyoto'],
    provider: ['Kyoto guides', 'Kyoto'],
    activity: 'Tea ceremony',
  });

// The catalogue's vendor kinds by their collection path: each a service a vendor offers.
export const vendorKindPaths = [
  'accommodations',
  'spas',
  'restaurants',
  'wineries',
  'activity_providers',
  'transportation_providers',
  'conciergeries',
] as const;

// A vendor, its activity provider and one activity, without places: the activity's IRI.
export const insertVendorActivity = async (
  t: TestApp,
  vendor: string,
  provider: string,
  activity: string,
) => {
  const vendorId = await insertId(t, sql`insert into vendors (name) values (${vendor}) returning id`);
  const providerId = await insertId(
    t,
    sql`insert into activity_providers (vendor_id, name) values (${vendorId}, ${provider}) returning id`,
  );
  const activityId = await insertId(
    t,
    sql`insert into activities (provider_id, name) values (${providerId}, ${activity}) returning id`,
  );
  return `/api/activities/${activityId}`;
};
