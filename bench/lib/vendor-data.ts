// Deterministic luxury-travel vendor rows for the list benchmarks: word lists + a seeded PRNG, so two
// runs (and PostgreSQL vs PGlite) hold exactly the same rows.
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';
import { seedUsers } from '../../apps/api/src/seed/seed.ts';

// mulberry32: tiny, fast, good enough for test data.
export const prng = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const kinds = [
  'Hotel',
  'Palace',
  'Villa',
  'Villas',
  'Maison',
  'Palazzo',
  'Château',
  'Casa',
  'Residence',
  'Domaine',
  'Castello',
  'Schloss',
  'Quinta',
  'Hacienda',
  'Riad',
  'Lodge',
  'Chalet',
  'Manor',
  'Estate',
  'Retreat',
];
const adjectives = [
  'Royal',
  'Grand',
  'Imperial',
  'Golden',
  'Serene',
  'Azure',
  'Emerald',
  'Sovereign',
  'Majestic',
  'Velvet',
  'Ivory',
  'Sapphire',
  'Celestial',
  'Opulent',
  'Secret',
  'Silver',
  'Noble',
  'Hidden',
  'Pearl',
  'Crystal',
  'Amber',
  'Coral',
  'Onyx',
  'Verdant',
  'Regal',
];
const nouns = [
  'Collection',
  'Resort & Spa',
  'Yacht Charters',
  'Private Aviation',
  'Chauffeur Services',
  'Concierge',
  'Safaris',
  'Wine Estates',
  'Beach Club',
  'Heli Tours',
  'Gastronomy',
  'Ski Lodge',
  'Island Hideaway',
  'Spa Sanctuary',
  'Golf Club',
  'Art Tours',
  'Private Guides',
  'Rail Journeys',
  'Expeditions',
  'Wellness Retreat',
  'Vineyards',
  'Cruises',
  'Jet Services',
  'Tented Camp',
  'Atelier',
];
const places = [
  'Como',
  'Amalfi',
  'Provence',
  'Kyoto',
  'Marrakech',
  'St. Moritz',
  'Maldives',
  'Santorini',
  'Bora Bora',
  'Mykonos',
  'Courchevel',
  'Tuscany',
  'Bali',
  'Cape Town',
  'Aspen',
  'Monaco',
  'Capri',
  'Zermatt',
  'Seychelles',
  'Patagonia',
  'Dubai',
  'Lisbon',
  'Venice',
  'Paris',
  'Gstaad',
  'Portofino',
  'Ibiza',
  'Tulum',
  'Queenstown',
  'Kenya',
  'Sardinia',
  'Big Sur',
  'Napa Valley',
  'Lake Geneva',
  'Côte d’Azur',
  'Andalusia',
  'Bordeaux',
  'Reykjavik',
  'Hokkaido',
  'Rajasthan',
];
// Family names make the long tail: each one shows up in only a few hundred rows.
const families = [
  'Aldobrandini',
  'Beaumont',
  'Castellane',
  'Delacroix',
  'Esterházy',
  'Fairbanks',
  'Grimaldi',
  'Habsburg',
  'Ishikawa',
  'Jardine',
  'Kensington',
  'Lancaster',
  'Montclair',
  'Northcote',
  'Orsini',
  'Pemberton',
  'Quintero',
  'Rothwell',
  'Sforza',
  'Talleyrand',
  'Urquhart',
  'Valmont',
  'Whitcombe',
  'Xavier',
  'Yamamoto',
  'Zanetti',
  'Ashford',
  'Blackwood',
  'Cavendish',
  'Dorchester',
  'Everly',
  'Fitzroy',
  'Godolphin',
  'Hartington',
  'Ivanova',
  'Joubert',
  'Kowalczyk',
  'Lindqvist',
  'Medici',
  'Nakamura',
  'Oppenheim',
  'Pettigrew',
  'Quennell',
  'Radziwiłł',
  'Sinclair',
  'Thornbury',
  'Ulloa',
  'Vanderbilt',
  'Wolfsburg',
  'Ybarra',
  'Zubiri',
  'Abernathy',
  'Bellweather',
  'Crichton',
  'Danvers',
  'Ellingham',
  'Fenwick',
  'Galbraith',
  'Hawthorne',
  'Iglesias',
];
// Rarer property types: each one names about 0.1% of the vendors (the selective searches).
const rareKinds = [
  'Ryokan',
  'Kasbah',
  'Trullo',
  'Masseria',
  'Pousada',
  'Finca',
  'Bastide',
  'Dacha',
  'Machiya',
  'Longhouse',
  'Glasshouse',
  'Treehouse',
  'Houseboat',
  'Igloo Village',
  'Dzong',
  'Caravanserai',
  'Hanok',
  'Cortijo',
  'Fazenda',
  'Lighthouse',
  'Bothy',
  'Rorbu',
  'Yurt Camp',
  'Sukkah',
  'Pavilion',
  'Windmill',
  'Monastery',
  'Observatory',
  'Overwater Bungalow',
  'Jungle Bubble',
  'Minka',
  'Tower House',
  'Cave Suite',
  'Stilt House',
  'Boathouse',
  'Orangery',
  'Zen Temple Lodging',
  'Sugar Mill',
  'Tea Estate',
  'Krakow Loft',
];
const descriptions = [
  'Discreet, award-winning service for private clients.',
  'Exclusive-use properties with a dedicated butler and chef.',
  'Tailor-made itineraries curated by local experts.',
  'A heritage address restored with contemporary craftsmanship.',
  'Michelin-starred dining and an extensive cellar.',
  'Helipad, private beach and twenty-four-hour concierge.',
];
export const groupNames = [
  'Aman',
  'Belmond',
  'Four Seasons',
  'Rosewood',
  'Mandarin Oriental',
  'Six Senses',
  'Auberge',
  'Relais & Châteaux',
  'Oetker Collection',
  'Dorchester Collection',
  'Peninsula',
  'Raffles',
  'Soneva',
  'Singita',
  'One&Only',
  'Cheval Blanc',
  'Bulgari',
  'Capella',
  'Como Hotels',
  'Jumeirah',
];
const statuses = [
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'inactive',
  'pending',
  'archived',
];

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-');

export type VendorRow = {
  name: string;
  status: string;
  email: string | null;
  phone: string | null;
  website: string | null;
  description: string | null;
  group: number | null; // index into groupNames
};

export const generateVendors = (count: number, seed = 20240611): VendorRow[] => {
  const rnd = prng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const rows: VendorRow[] = [];
  for (let i = 0; i < count; i++) {
    const r = rnd();
    let name: string;
    if (r < 0.04) name = `${pick(rareKinds)} ${pick(places)}`;
    else if (r < 0.3) name = `${pick(kinds)} ${pick(adjectives)} ${pick(places)}`;
    else if (r < 0.55) name = `${pick(adjectives)} ${pick(nouns)} ${pick(places)}`;
    else if (r < 0.75) name = `${pick(families)} ${pick(nouns)}`;
    else if (r < 0.9) name = `${pick(kinds)} ${pick(families)}, ${pick(places)}`;
    else name = `The ${pick(adjectives)} ${pick(kinds)} by ${pick(families)}`;
    const s = slug(name).slice(0, 40);
    rows.push({
      name,
      status: rnd() < 0.02 ? 'blacklisted' : pick(statuses),
      email: rnd() < 0.9 ? `${rnd() < 0.5 ? 'reservations' : 'concierge'}@${s}.example` : null,
      phone:
        rnd() < 0.8
          ? `+${1 + Math.floor(rnd() * 98)} ${String(Math.floor(rnd() * 1e9)).padStart(9, '0')}`
          : null,
      website: rnd() < 0.85 ? `https://www.${s}.example` : null,
      description: rnd() < 0.6 ? pick(descriptions) : null,
      group: rnd() < 0.35 ? Math.floor(rnd() * groupNames.length) : null,
    });
  }
  return rows;
};

// node-postgres answers { rows }, PGlite too; keep both shapes working.
export const resultRows = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);

// Users (admin@demo.travel), the groups and the vendors, in a few statements: one JSON parameter
// per batch expanded server-side by json_to_recordset (same SQL on PostgreSQL and PGlite).
export const seedBenchData = async (db: Db, count: number) => {
  await seedUsers(db);
  const inserted = await db.execute(
    sql`insert into vendor_groups (name) select value from json_array_elements_text(${JSON.stringify(groupNames)}::json) returning id, name`,
  );
  const groupId = new Map(resultRows<{ id: number; name: string }>(inserted).map((g) => [g.name, g.id]));
  const groupIds = groupNames.map((n) => groupId.get(n)!);
  const rows = generateVendors(count);
  const batch = 25_000;
  for (let start = 0; start < rows.length; start += batch) {
    const json = JSON.stringify(
      rows
        .slice(start, start + batch)
        .map((r) => ({ ...r, group: r.group === null ? null : groupIds[r.group] })),
    );
    await db.execute(sql`
      insert into vendors (name, status, email, phone, website, description, group_id)
      select name, status, email, phone, website, description, "group"
      from json_to_recordset(${json}::json)
        as x(name text, status text, email text, phone text, website text, description text, "group" int)`);
  }
  return rows.length;
};
