import { count, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  clientGuestAllergies,
  clientGuestDiets,
  clientGuests,
  clients,
  diets,
  foodAllergies,
  memberships,
  referrals,
} from '../db/schema/index.ts';

// [first, last, email domain, phone, city, country, nationality, language, currency, birthday, status]
type DemoClient = [string, string, string, string, string, string, string, string, string, string, string];

export const demoClients: DemoClient[] = [
  [
    'Eleanor',
    'Whitfield',
    'whitfield.example',
    '+44 20 7946 0112',
    'London',
    'United Kingdom',
    'British',
    'en',
    'GBP',
    '1968-03-14',
    'vip',
  ],
  [
    'James',
    'Harrington',
    'harrington-capital.example',
    '+1 212 555 0148',
    'New York',
    'United States',
    'American',
    'en',
    'USD',
    '1975-11-02',
    'active',
  ],
  [
    'Sofia',
    'Marchetti',
    'marchetti.example',
    '+39 02 5550 1934',
    'Milan',
    'Italy',
    'Italian',
    'it',
    'EUR',
    '1982-07-21',
    'active',
  ],
  [
    'Henri',
    'de Valois',
    'valois-family.example',
    '+33 1 55 50 22 41',
    'Paris',
    'France',
    'French',
    'fr',
    'EUR',
    '1959-01-30',
    'vip',
  ],
  [
    'Amara',
    'Okafor',
    'okafor.example',
    '+234 1 555 0177',
    'Lagos',
    'Nigeria',
    'Nigerian',
    'en',
    'USD',
    '1986-05-09',
    'active',
  ],
  [
    'Kenji',
    'Takahashi',
    'takahashi.example',
    '+81 3 5550 1290',
    'Tokyo',
    'Japan',
    'Japanese',
    'ja',
    'JPY',
    '1979-09-17',
    'active',
  ],
  [
    'Isabella',
    'Montgomery',
    'montgomery.example',
    '+1 310 555 0163',
    'Los Angeles',
    'United States',
    'American',
    'en',
    'USD',
    '1990-12-05',
    'prospect',
  ],
  [
    'Lars',
    'Eriksson',
    'eriksson.example',
    '+46 8 555 019 44',
    'Stockholm',
    'Sweden',
    'Swedish',
    'sv',
    'SEK',
    '1971-04-28',
    'inactive',
  ],
  [
    'Camila',
    'Rojas',
    'rojas.example',
    '+56 2 2555 0181',
    'Santiago',
    'Chile',
    'Chilean',
    'es',
    'USD',
    '1984-02-11',
    'active',
  ],
  [
    'Omar',
    'Al-Farsi',
    'alfarsi.example',
    '+971 4 555 0136',
    'Dubai',
    'United Arab Emirates',
    'Emirati',
    'ar',
    'AED',
    '1973-08-19',
    'vip',
  ],
  [
    'Charlotte',
    'Beaumont',
    'beaumont.example',
    '+41 22 555 01 27',
    'Geneva',
    'Switzerland',
    'Swiss',
    'fr',
    'CHF',
    '1966-10-03',
    'active',
  ],
  [
    'William',
    'Ashcroft',
    'ashcroft.example',
    '+44 131 555 0159',
    'Edinburgh',
    'United Kingdom',
    'British',
    'en',
    'GBP',
    '1988-06-24',
    'prospect',
  ],
  [
    'Mei',
    'Lin',
    'linholdings.example',
    '+852 5550 1873',
    'Hong Kong',
    'China',
    'Chinese',
    'zh',
    'HKD',
    '1981-03-07',
    'active',
  ],
  [
    'Rafael',
    'Costa',
    'costa.example',
    '+55 11 5550 1642',
    'São Paulo',
    'Brazil',
    'Brazilian',
    'pt',
    'BRL',
    '1977-12-29',
    'active',
  ],
  [
    'Annika',
    'Vogel',
    'vogel.example',
    '+49 89 5550 1357',
    'Munich',
    'Germany',
    'German',
    'de',
    'EUR',
    '1992-01-16',
    'prospect',
  ],
  [
    'Thomas',
    'Kensington',
    'kensington.example',
    '+1 617 555 0104',
    'Boston',
    'United States',
    'American',
    'en',
    'USD',
    '1962-05-31',
    'archived',
  ],
  [
    'Priya',
    'Raman',
    'raman.example',
    '+91 22 5550 1488',
    'Mumbai',
    'India',
    'Indian',
    'en',
    'INR',
    '1985-09-08',
    'active',
  ],
  [
    'Alexandre',
    'Dubois',
    'dubois.example',
    '+1 514 555 0192',
    'Montreal',
    'Canada',
    'Canadian',
    'fr',
    'CAD',
    '1970-07-12',
    'active',
  ],
  [
    'Olivia',
    'Bennett',
    'bennett.example',
    '+61 2 5550 1735',
    'Sydney',
    'Australia',
    'Australian',
    'en',
    'AUD',
    '1987-11-23',
    'vip',
  ],
  [
    'Matteo',
    'Rossi',
    'rossi-vini.example',
    '+39 055 555 0149',
    'Florence',
    'Italy',
    'Italian',
    'it',
    'EUR',
    '1974-04-04',
    'inactive',
  ],
];

// [client index, name, relation, status, birthday, passport expiry, diets, allergies]
const demoGuests: [number, string, string, string, string, string, string[], string[]][] = [
  [0, 'Richard Whitfield', 'spouse', 'adult', '1965-08-02', '2029-04-30', [], []],
  [0, 'Poppy Whitfield', 'daughter', 'child', '2012-02-14', '2027-09-30', ['Vegetarian'], ['Tree nuts']],
  [1, 'Claire Harrington', 'spouse', 'adult', '1977-03-19', '2030-01-31', ['Gluten-free'], []],
  [3, 'Marguerite de Valois', 'spouse', 'adult', '1961-06-07', '2028-11-30', [], ['Crustaceans']],
  [3, 'Jean-Baptiste Morel', 'butler', 'staff', '1980-10-10', '2031-05-31', [], []],
  [5, 'Yuki Takahashi', 'spouse', 'adult', '1981-12-01', '2029-07-31', ['Pescatarian'], []],
  [5, 'Haruto Takahashi', 'son', 'child', '2015-05-05', '2026-12-31', [], ['Peanuts', 'Eggs']],
  [9, 'Layla Al-Farsi', 'spouse', 'adult', '1978-02-22', '2030-03-31', ['Halal'], []],
  [9, 'Zayd Al-Farsi', 'son', 'child', '2010-09-13', '2028-06-30', ['Halal'], []],
  [9, 'Noor Al-Farsi', 'daughter', 'infant', '2025-01-20', '2030-01-19', ['Halal'], ['Milk']],
  [12, 'David Chen', 'partner', 'adult', '1980-07-30', '2032-02-29', ['Vegan'], ['Sesame']],
  [18, 'Lucas Bennett', 'spouse', 'adult', '1985-04-17', '2029-10-31', [], []],
];

// [client index, programme, number, start, end, status]
const demoMemberships: [number, string, string, string, string | null, string][] = [
  [0, 'Aman Club', 'AC-10442', '2021-05-01', null, 'active'],
  [0, 'British Airways Executive Club Gold', 'BA-77120931', '2024-01-01', '2026-12-31', 'active'],
  [1, 'Four Seasons Preferred Partner', 'FS-55810', '2023-03-15', '2026-03-14', 'active'],
  [3, 'NetJets Private Jet Card', 'NJ-2231-7', '2022-09-01', '2025-08-31', 'expired'],
  [3, 'Relais & Châteaux Club 5C', 'RC-91822', '2020-01-01', null, 'active'],
  [5, 'ANA Mileage Club Diamond', 'NH-4410932', '2025-04-01', '2027-03-31', 'active'],
  [9, 'Emirates Skywards Platinum', 'EK-90011223', '2019-06-01', null, 'active'],
  [9, 'Rosewood Elite', 'RW-3012', '2026-10-01', null, 'pending'],
  [10, 'Belmond Bellini Club', 'BB-1180', '2022-02-01', '2026-01-31', 'suspended'],
  [12, 'Cathay Diamond', 'CX-1299034', '2024-07-01', '2026-06-30', 'active'],
  [18, 'Six Senses Fellowship', 'SS-0771', '2025-11-01', null, 'active'],
];

// [client index, referred client index or a name, referred on]
const demoReferrals: [number, number | string, string][] = [
  [0, 11, '2025-09-12'],
  [3, 10, '2024-05-03'],
  [9, 'Khalid Mansour', '2026-02-18'],
  [18, 6, '2026-07-29'],
];

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^\w\s-]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '.');

const idsByName = async (tx: Db, table: typeof diets | typeof foodAllergies, names: string[]) => {
  if (names.length === 0) return new Map<string, number>();
  const rows = await tx
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(inArray(table.name, names));
  return new Map(rows.map((r) => [r.name, r.id]));
};

// Demo clients with companions, memberships and referrals, for an empty database (seed.ts runs it
// in its transaction after the reference lists, whose diets and allergies the guests use).
export const seedDemoClients = async (tx: Db) => {
  const [existing] = await tx.select({ n: count() }).from(clients);
  if (Number(existing?.n ?? 0) > 0) return 0;
  const created = await tx
    .insert(clients)
    .values(
      demoClients.map(
        ([first, last, domain, phone, city, country, nationality, language, currency, birthday, status]) => ({
          firstName: first,
          lastName: last,
          name: `${first} ${last}`,
          email: `${slug(first)}@${domain}`,
          phone,
          city,
          country,
          nationality,
          language,
          currency,
          birthday,
          status,
        }),
      ),
    )
    .returning({ id: clients.id });
  const clientId = (i: number) => created[i]!.id;

  const guests = await tx
    .insert(clientGuests)
    .values(
      demoGuests.map(([i, name, relation, status, birthday, passportExpiry]) => ({
        clientId: clientId(i),
        name,
        relation,
        status,
        birthday,
        passportExpiry,
      })),
    )
    .returning({ id: clientGuests.id });
  const dietIds = await idsByName(
    tx,
    diets,
    demoGuests.flatMap((g) => g[6]),
  );
  const allergyIds = await idsByName(
    tx,
    foodAllergies,
    demoGuests.flatMap((g) => g[7]),
  );
  const links = (pick: 6 | 7, ids: Map<string, number>) =>
    demoGuests.flatMap((g, i) =>
      g[pick].flatMap((name) => {
        const rightId = ids.get(name);
        return rightId ? [{ leftId: guests[i]!.id, rightId }] : [];
      }),
    );
  const dietLinks = links(6, dietIds);
  const allergyLinks = links(7, allergyIds);
  if (dietLinks.length) await tx.insert(clientGuestDiets).values(dietLinks);
  if (allergyLinks.length) await tx.insert(clientGuestAllergies).values(allergyLinks);

  await tx.insert(memberships).values(
    demoMemberships.map(([i, programme, number, startDate, endDate, status]) => ({
      clientId: clientId(i),
      programme,
      number,
      startDate,
      endDate,
      status,
    })),
  );
  await tx.insert(referrals).values(
    demoReferrals.map(([i, referred, referredOn]) => ({
      clientId: clientId(i),
      referredClientId: typeof referred === 'number' ? clientId(referred) : null,
      referredName: typeof referred === 'string' ? referred : null,
      referredOn,
    })),
  );
  return created.length;
};
