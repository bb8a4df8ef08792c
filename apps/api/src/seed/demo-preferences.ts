import { asc, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import type { nameListTable } from '../db/schema/reference/name-list-table.ts';
import { isEmpty } from './is-empty.ts';

// A table with an id and a name (the name lists, airlines, destinations).
type Named = ReturnType<typeof nameListTable<string>>;

const pools = {
  hotelType: ['Boutique', 'Grand Hotel', 'Design Hotel', 'Resort', 'Historic', 'Beachfront', 'Eco-lodge'],
  design: ['Contemporary', 'Classic', 'Minimalist', 'Art Deco', 'Rustic', 'Traditional Local'],
  roomAmenities: [
    'Private Pool',
    'Ocean View',
    'Balcony or Terrace',
    'Fireplace',
    'Soaking Tub',
    'Espresso Machine',
  ],
  newspapers: ['The New York Times', 'Financial Times', 'The Times', 'Le Monde', 'Le Figaro', 'The Guardian'],
  amenities: ['Spa', 'Outdoor Pool', 'Fitness Center', 'Kids Club', 'Private Beach', 'Butler Service'],
  cuisines: ['French', 'Italian', 'Japanese', 'Thai', 'Indian', 'Spanish', 'Chinese'],
  restaurantTags: ['Michelin Starred', 'Fine Dining', 'Romantic', 'Waterfront', 'Farm to Table', 'Terrace'],
  spaModalities: ['Massage', 'Facial', 'Hammam', 'Body Scrub', 'Hydrotherapy', 'Sauna'],
  charter: ['NetJets', 'VistaJet', 'Flexjet', 'Wheels Up'],
  interests: ['Art', 'Architecture', 'History', 'Gastronomy', 'Wine', 'Music', 'Fashion', 'Photography'],
  sports: ['Golf', 'Tennis', 'Skiing', 'Sailing', 'Scuba Diving', 'Padel'],
  extreme: ['Heli-skiing', 'Kitesurfing', 'Paragliding', 'Skydiving'],
  fitness: ['Moderate Walking', 'Long Hikes', 'Strong Swimmer', 'Easy Walking Only'],
  guides: ['Private Guide', 'Historian', 'Art Historian', 'Naturalist', 'Chef Guide'],
  cars: ['Luxury Sedan', 'Luxury SUV', 'Executive Sedan', 'Sprinter Van'],
  villas: ['Beach Villa', 'Pool Villa', 'Hillside Villa', 'Mountain Chalet'],
  flowers: ['White peonies', 'Orchids', 'Garden roses', 'Lilies of the valley', 'No lilies'],
  wines: ['Burgundy', 'Champagne', 'Barolo', 'Napa Cabernet', 'Sancerre', 'Rioja'],
  restaurants: ['Le Cinq, Paris', 'Noma, Copenhagen', 'Sushi Saito, Tokyo', 'Osteria Francescana, Modena'],
  // Countries and the demo cities under them (the client list filters on these).
  destinations: [
    'Italy',
    'Kyoto',
    'Tanzania',
    'Seychelles',
    'Positano',
    'Japan',
    'Courchevel',
    'Morocco',
    'Portugal',
    'Venice',
    'Mexico',
    'Greece',
    'Maldives',
    'Switzerland',
  ],
};
const homeAirports: Record<string, string> = {
  London: 'LHR',
  'New York': 'JFK',
  Milan: 'MXP',
  Paris: 'CDG',
  Lagos: 'LOS',
  Tokyo: 'HND',
  'Los Angeles': 'LAX',
  Stockholm: 'ARN',
  Santiago: 'SCL',
  Dubai: 'DXB',
  Geneva: 'GVA',
  Edinburgh: 'EDI',
  'Hong Kong': 'HKG',
  'São Paulo': 'GRU',
  Munich: 'MUC',
  Boston: 'BOS',
  Mumbai: 'BOM',
  Montreal: 'YUL',
  Sydney: 'SYD',
  Florence: 'FLR',
  Madrid: 'MAD',
  Amsterdam: 'AMS',
  Oslo: 'OSL',
  Seoul: 'ICN',
  Singapore: 'SIN',
  'Mexico City': 'MEX',
  Riyadh: 'RUH',
  'Cape Town': 'CPT',
  'Buenos Aires': 'EZE',
  Athens: 'ATH',
  Dublin: 'DUB',
  Copenhagen: 'CPH',
  Vienna: 'VIE',
  Nairobi: 'NBO',
  'San Francisco': 'SFO',
  Auckland: 'AKL',
  'Tel Aviv': 'TLV',
  Brussels: 'BRU',
  Monaco: 'NCE',
  Lisbon: 'LIS',
};
const favouriteAirlines = ['Air France', 'British Airways', 'Emirates', 'Lufthansa', 'Singapore Airlines'];

// Picks `n` entries of a pool, different per client but stable from one seed to the next.
const pick = <T>(pool: T[], i: number, n: number, step = 3) => [
  ...new Set(Array.from({ length: n }, (_, k) => pool[(i * step + k * 2) % pool.length]!)),
];
const cycle = <T>(list: readonly T[], i: number) => list[i % list.length]!;

const idsByName = async (tx: Db, table: Named, names: string[]) => {
  const rows = names.length
    ? await tx.select({ id: table.id, name: table.name }).from(table).where(inArray(table.name, names))
    : [];
  const byName = new Map<string, number>();
  for (const r of rows as { id: number; name: string }[]) if (!byName.has(r.name)) byName.set(r.name, r.id);
  return byName;
};
const idsOf = (map: Map<string, number>, names: string[]) =>
  names.map((n) => map.get(n)).filter((x): x is number => x !== undefined);

// Preferences for most demo clients (every sixth one has none yet, as in a real agency), when the
// table is empty; the client rows name their preferences.
export const seedDemoPreferences = async (tx: Db) => {
  if (!(await isEmpty(tx, s.clientPreferences))) return 0;
  const clients = await tx
    .select({ id: s.clients.id, city: s.clients.city })
    .from(s.clients)
    .orderBy(asc(s.clients.id))
    .limit(60);
  const chosen = clients.filter((_, i) => i % 6 !== 5);
  if (chosen.length === 0) return 0;
  const all = (t: Named, pool: string[]) => idsByName(tx, t, pool);
  const ids = {
    hotelType: await all(s.hotelTypes, pools.hotelType),
    design: await all(s.designTypes, pools.design),
    roomAmenities: await all(s.accommodationRoomAmenities, pools.roomAmenities),
    newspapers: await all(s.accommodationNewspapers, pools.newspapers),
    amenities: await all(s.accommodationAmenities, pools.amenities),
    cuisines: await all(s.restaurantCuisines, pools.cuisines),
    restaurantTags: await all(s.restaurantTags, pools.restaurantTags),
    spaModalities: await all(s.spaModalities, pools.spaModalities),
    charter: await all(s.airCharterMemberships, pools.charter),
    interests: await all(s.interests, pools.interests),
    sports: await all(s.sportInterests, pools.sports),
    extreme: await all(s.extremeSports, pools.extreme),
    fitness: await all(s.fitnessRequirements, pools.fitness),
    guides: await all(s.tourGuidePreferences, pools.guides),
    cars: await all(s.transferCarTypes, pools.cars),
    villas: await all(s.villaTypes, pools.villas),
    airlines: await all(s.airlines, favouriteAirlines),
    destinations: await all(s.destinations, pools.destinations),
  };
  const iataRows = await tx
    .select({ id: s.airports.id, iata: s.airports.iata })
    .from(s.airports)
    .where(inArray(s.airports.iata, Object.values(homeAirports)))
    .orderBy(asc(s.airports.id));
  const airportByIata = new Map<string, number>();
  for (const r of iataRows) if (r.iata && !airportByIata.has(r.iata)) airportByIata.set(r.iata, r.id);

  const rows = await tx
    .insert(s.clientPreferences)
    .values(
      chosen.map((c, i) => {
        const interestNames = pick(pools.interests, i, 3);
        return {
          clientId: c.id,
          roomSize: cycle(['deluxe', 'junior_suite', 'suite', 'two_bedroom_suite', 'presidential_suite'], i),
          hotelFloor: cycle(['high', 'top', 'no_preference', 'middle'], i),
          roomAllergies: i % 4 === 0 ? ['feather'] : [],
          villaTypeId: i % 3 === 0 ? (idsOf(ids.villas, [cycle(pools.villas, i)])[0] ?? null) : null,
          numberRooms: 1 + (i % 3),
          connectingRooms: i % 3 === 1,
          boutiqueHotel: i % 2 === 0,
          inRoomRequirements:
            i % 2 ? 'Still water and fresh fruit on arrival; hypoallergenic pillows.' : null,
          flowers: pick(pools.flowers, i, 1),
          hotelComment: i % 4 === 1 ? 'Prefers quiet rooms away from lifts.' : null,
          winePreferences: pick(pools.wines, i, 2),
          favoriteRestaurants: i % 2 ? pick(pools.restaurants, i, 2) : [],
          tastingMenu: i % 2 === 0,
          aLaCarteMenu: i % 2 === 1,
          lunchReservation: cycle(['12:30', '13:00', '13:30'], i),
          dinnerReservation: cycle(['19:30', '20:00', '20:30', '21:00'], i),
          diningComment: i % 5 === 0 ? 'Window table whenever possible.' : null,
          therapistsFemale: i % 2 === 0,
          therapistsMale: i % 3 === 0,
          onlyNatural: i % 4 === 0,
          resultsDriven: i % 4 === 2,
          massagePressure: cycle(['light', 'medium', 'firm', 'deep'], i),
          spaTreatments: pick(['massage', 'facial', 'body_treatment', 'hammam', 'wellness_ritual'], i, 2),
          airCharter: i % 4 === 0,
          airportId: airportByIata.get(homeAirports[c.city ?? ''] ?? '') ?? null,
          planeSeating: cycle(['window', 'aisle', 'no_preference'], i),
          classPreferred: cycle(['first', 'business', 'private', 'business'], i),
          takeoffTime: cycle(['morning', 'afternoon', 'no_preference', 'early_morning'], i),
          charterBroker: i % 4 === 0 ? 'Air Partner Private Jets' : null,
          privatePlane: i % 7 === 0,
          pilotName: i % 7 === 0 ? 'Captain Marcus Hale' : null,
          privatePlaneNumber: i % 7 === 0 ? `N${700 + i}GX` : null,
          dailyActivityLevel: cycle(['relaxed', 'moderate', 'active', 'very_active'], i),
          cookingClasses: i % 3 === 2,
          tourGuideGender: cycle(['no_preference', 'female', 'male'], i),
          activityStartTime: cycle(['morning', 'late_morning', 'early_morning'], i),
          interests: idsOf(ids.interests, interestNames).map((id, k) => ({
            interest: `/api/interests/${id}`,
            level: 5 - ((i + k) % 4),
          })),
          carTypeId: idsOf(ids.cars, [cycle(pools.cars, i)])[0] ?? null,
          transferFromHome: i % 2 === 1,
          height: 158 + ((i * 7) % 30),
          weight: 55 + ((i * 5) % 35),
          shoeSizeUS: String(6 + (i % 7) + (i % 2 ? 0.5 : 0)),
          jacketAndPantSize: cycle(['S', 'M', 'L', 'M', 'XL'], i),
          secretaryName: i % 3 === 0 ? 'Claire Dawson' : null,
          secretaryEmail: i % 3 === 0 ? 'office@family-office.example' : null,
          contactPreference: cycle(['E-mail', 'Phone', 'WhatsApp', 'Through the secretary'], i),
          gender: cycle(['female', 'male'], i),
          maritalStatus: cycle(['married', 'married', 'single', 'partnered', 'divorced'], i),
          childrenNumber: i % 4,
        };
      }),
    )
    .returning({ id: s.clientPreferences.id, clientId: s.clientPreferences.clientId });

  const link = async (table: PgTable, idsFor: (i: number) => number[]) => {
    const values = rows.flatMap((row, i) => idsFor(i).map((rightId) => ({ leftId: row.id, rightId })));
    if (values.length) await tx.insert(table).values(values as never);
  };
  await link(s.preferenceHotelTypes, (i) => idsOf(ids.hotelType, pick(pools.hotelType, i, 2)));
  await link(s.preferenceDesignTypes, (i) => idsOf(ids.design, pick(pools.design, i, 1)));
  await link(s.preferenceRoomAmenities, (i) => idsOf(ids.roomAmenities, pick(pools.roomAmenities, i, 3)));
  await link(s.preferenceNewspapers, (i) => idsOf(ids.newspapers, pick(pools.newspapers, i, 1)));
  await link(s.preferenceAmenities, (i) => idsOf(ids.amenities, pick(pools.amenities, i, 2)));
  await link(s.preferenceCuisines, (i) => idsOf(ids.cuisines, pick(pools.cuisines, i, 2)));
  await link(s.preferenceRestaurantTags, (i) => idsOf(ids.restaurantTags, pick(pools.restaurantTags, i, 2)));
  await link(s.preferenceSpaModalities, (i) => idsOf(ids.spaModalities, pick(pools.spaModalities, i, 2)));
  await link(s.preferenceCharterMemberships, (i) =>
    i % 4 === 0 ? idsOf(ids.charter, pick(pools.charter, i, 1)) : [],
  );
  await link(s.preferenceAirlines, (i) => idsOf(ids.airlines, pick(favouriteAirlines, i, 2)));
  await link(s.preferenceTourGuides, (i) => idsOf(ids.guides, pick(pools.guides, i, 1)));
  await link(s.preferenceSportInterests, (i) => idsOf(ids.sports, pick(pools.sports, i, 2)));
  await link(s.preferenceExtremeSports, (i) =>
    i % 3 === 0 ? idsOf(ids.extreme, pick(pools.extreme, i, 1)) : [],
  );
  await link(s.preferenceFitnessRequirements, (i) => idsOf(ids.fitness, pick(pools.fitness, i, 1)));
  await link(s.preferenceDestinations, (i) =>
    idsOf(ids.destinations, pick(pools.destinations, i, 1 + (i % 3), 5)),
  );
  for (const row of rows)
    await tx
      .update(s.clients)
      .set({ preferencesId: row.id })
      .where(inArray(s.clients.id, [row.clientId]));
  return rows.length;
};

// [name, e-mail, phone, source, message, destinations, start, end, budget, currency, days ago]
type DemoProspect = [
  string,
  string | null,
  string | null,
  string,
  string,
  string[],
  string | null,
  string | null,
  string | null,
  string,
  number,
];

export const demoProspects: DemoProspect[] = [
  [
    'Victoria Langley',
    'victoria@langley.example',
    '+44 7700 900 123',
    'website',
    'Our 25th wedding anniversary: somewhere quiet with exceptional food, ideally a villa with staff.',
    ['Italy'],
    '2027-06-12',
    '2027-06-26',
    '60000',
    'GBP',
    1,
  ],
  [
    'Daniel Feldman',
    'feldman.family@example.com',
    '+1 917 555 0192',
    'referral',
    'Referred by the Harringtons. Daniel and Ruth: a family safari with three teenagers, private guide, no long drives.',
    ['Kenya', 'Tanzania'],
    '2027-07-20',
    '2027-08-03',
    '95000',
    'USD',
    2,
  ],
  [
    'Mathilde Girard',
    'mathilde.girard@example.fr',
    '+33 6 55 55 12 34',
    'social_media',
    'Vu sur Instagram: un week-end à Kyoto pendant les cerisiers en fleurs.',
    ['Japan'],
    '2027-03-28',
    '2027-04-05',
    '18000',
    'EUR',
    3,
  ],
  [
    'Rajiv Menon',
    'rajiv@menon-holdings.example',
    '+91 98200 55501',
    'partner',
    'Corporate retreat for 12 senior partners, golf and a few strategy sessions.',
    ['Portugal'],
    '2027-10-04',
    '2027-10-09',
    '140000',
    'USD',
    5,
  ],
  [
    'Sophie Andersen',
    'sophie.andersen@example.dk',
    null,
    'website',
    'Honeymoon, two weeks, beach and some culture. Flexible on dates in November.',
    ['Maldives', 'Sri Lanka'],
    null,
    null,
    '35000',
    'EUR',
    6,
  ],
  [
    'Marco Bellini',
    null,
    '+39 335 555 0147',
    'event',
    'Met you at the Milan travel fair: interested in a wine tour of Burgundy and Champagne.',
    ['France'],
    '2027-09-15',
    '2027-09-22',
    '25000',
    'EUR',
    9,
  ],
  [
    'Grace Whitaker',
    'grace.whitaker@example.com',
    '+1 415 555 0133',
    'returning_client',
    'Travelled with you in 2019 through another planner. Patagonia this time, active trip.',
    ['Argentina', 'Chile'],
    '2027-01-10',
    '2027-01-24',
    '48000',
    'USD',
    12,
  ],
  [
    'Yusuf Demir',
    'yusuf.demir@example.com.tr',
    '+90 532 555 0110',
    'website',
    'Private yacht week in the Greek islands for 8 guests.',
    ['Greece'],
    '2027-08-01',
    '2027-08-08',
    '180000',
    'EUR',
    15,
  ],
  [
    'Emily Chen',
    'emily.chen@example.sg',
    '+65 8555 0198',
    'social_media',
    'Northern lights and a glass igloo, with my parents (in their seventies).',
    ['Iceland', 'Finland'],
    '2027-02-14',
    '2027-02-21',
    null,
    'SGD',
    21,
  ],
  [
    'Frederik van Dijk',
    'frederik@vandijk.example.nl',
    '+31 6 5555 0121',
    'other',
    'Called the office: wants ideas for a surprise 50th birthday trip, open to anything.',
    [],
    null,
    null,
    '40000',
    'EUR',
    30,
  ],
];

// Ten requests waiting to be answered, when the prospects table is empty.
export const seedDemoProspects = async (tx: Db) => {
  if (!(await isEmpty(tx, s.prospects))) return 0;
  const destinationIds = await idsByName(
    tx,
    s.destinations,
    demoProspects.flatMap((p) => p[5]),
  );
  const now = Date.now();
  const rows = await tx
    .insert(s.prospects)
    .values(
      demoProspects.map(
        ([name, email, phone, source, message, , startDate, endDate, budget, currency, days]) => {
          const at = new Date(now - days * 86_400_000);
          return {
            name,
            email,
            phone,
            source,
            message,
            startDate,
            endDate,
            budget,
            currency,
            createdAt: at,
            updatedAt: at,
          };
        },
      ),
    )
    .returning({ id: s.prospects.id });
  const links = rows.flatMap((row, i) =>
    idsOf(destinationIds, demoProspects[i]![5]).map((rightId) => ({ leftId: row.id, rightId })),
  );
  if (links.length) await tx.insert(s.prospectDestinations).values(links);
  return rows.length;
};
