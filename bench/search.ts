// Benchmark of search (issue 28) on PostgreSQL over 1,000,000 searchable rows: 100,000 vendors,
// 500,000 clients, 400,000 trips (plus the destinations they point at), indexed by the product's
// own search index (search/search-index.ts), then asked through the real API app in process:
// - global search (GET /api/global-search), the 20 queries below, one request at a time: p99;
// - the same queries from 10 concurrent callers for BENCH_SECONDS: requests per second;
// - advanced search (POST /api/advanced-search) with 3 filters and the facets: p99;
// - what keeping the index adds to a write: the index statement of one client (the reaction a
//   PATCH runs in its transaction) timed alone, p50, and the whole PATCH /api/clients/{id} p50.
// Targets: global p99 ≤ 50 ms, ≥ 50 req/s at 10; advanced p99 ≤ 100 ms; index ≤ 2 ms p50.
//
//   LOG_LEVEL=silent node bench/search.ts
//
// Env: BENCH_PG_URL (admin URL), BENCH_SCALE (1: 0.1 is 100,000 rows, for a quick look),
// BENCH_RUNS (20 rounds of the 20 queries at 1 connection), BENCH_SECONDS (15 at 10 connections),
// BENCH_QUIET_CORES (0.25) / BENCH_QUIET_WAIT (120 s), BENCH_KEEP_DB (1 keeps bench_search; a
// later run with BENCH_REUSE=1 measures it again without seeding).
import { sql } from 'drizzle-orm';
import { createApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { inTransaction } from '../apps/api/src/engine/records.ts';
import { createMailer } from '../apps/api/src/mail/mailer.ts';
import { searchIndex } from '../apps/api/src/search/search-index.ts';
import { searchKinds } from '../apps/api/src/search/search-kinds.ts';
import { testAdmin } from '../apps/api/src/test/test-actor.ts';
import { createPgBenchDatabase, dbUrl, dropPgDatabase } from './lib/databases.ts';
import { fmt, log, num, waitForQuiet } from './lib/measure.ts';

const env = process.env;
const scale = num(env.BENCH_SCALE, 1);
const opts = {
  pgUrl: env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  vendors: Math.round(100_000 * scale),
  clients: Math.round(500_000 * scale),
  trips: Math.round(400_000 * scale),
  runs: num(env.BENCH_RUNS, 20),
  seconds: num(env.BENCH_SECONDS, 15),
  quietCores: num(env.BENCH_QUIET_CORES, 0.25),
  quietWait: num(env.BENCH_QUIET_WAIT, 120),
  keepDb: env.BENCH_KEEP_DB === '1' || env.BENCH_REUSE === '1',
  reuse: env.BENCH_REUSE === '1',
};
const targets = { globalP99: 50, globalRps: 50, advancedP99: 100, indexP50: 2 };

// The 20 queries: what staff type all day (names, a phone, a reference, a town), with accents
// left out or mistyped, a phrase, a single letter and a common word.
const queries: { category: string; query: string; why: string }[] = [
  { category: 'name', query: 'a', why: 'a single letter (the first key typed)' },
  { category: 'name', query: 'hotel', why: 'a common word' },
  { category: 'name', query: 'muller', why: 'accents left out (Müller)' },
  { category: 'name', query: 'Müller', why: 'accented' },
  { category: 'name', query: 'Amalfy', why: 'one typo (Amalfi)' },
  { category: 'name', query: 'Chateau Serene', why: 'two words, accent left out' },
  { category: 'name', query: '"Grand Palazzo"', why: 'a quoted phrase' },
  { category: 'name', query: 'sorensen', why: 'ø folded' },
  { category: 'name', query: 'jose garcia', why: 'a client, first and last name' },
  { category: 'name', query: '+39 055 2', why: 'a phone, as typed' },
  { category: 'name', query: 'TR-104', why: 'a trip reference prefix' },
  { category: 'name', query: 'rossi@', why: 'an e-mail, as typed' },
  { category: 'name', query: 'Yamada', why: 'a client (山田) by the Latin name' },
  { category: 'name', query: '山田', why: 'non-Latin' },
  { category: 'name', query: 'honeymoon mald', why: 'a trip title while typing' },
  { category: 'name', query: 'Kyoto', why: 'a town in names' },
  { category: 'address', query: 'Via Roma', why: 'a street' },
  { category: 'address', query: 'Firenze 50', why: 'a town and a postcode prefix' },
  { category: 'location', query: 'Italy', why: 'a country: everything under it' },
  { category: 'description', query: 'sunset terrace', why: 'words of descriptions' },
];

const firstNames = [
  'José',
  'Søren',
  'Zoë',
  'Léa',
  'Björn',
  'Ana',
  'Chloé',
  'Máire',
  'Jürgen',
  'Olivia',
  'James',
  'Emma',
  'Noah',
  'Sofía',
  'Luca',
  'Giulia',
  'Hiroshi',
  'Yuki',
  'Omar',
  'Amélie',
  'Nikolaj',
  'François',
  'Inès',
  'Małgorzata',
  'Ødegaard',
  'Camille',
  'Mateo',
  'Aoife',
  'Henrik',
  'Isabel',
];
const lastNames = [
  'García',
  'Sørensen',
  'Müller',
  'Dubois',
  'Rossi',
  'Smith',
  'Yamada',
  "O'Brien",
  'Núñez',
  'Kowalski',
  'Van der Berg',
  'Lefèvre',
  'Åberg',
  'Schröder',
  'Bianchi',
  'Johnson',
  'Tanaka',
  'Fernández',
  'Moreau',
  'Ricci',
  'Nielsen',
  'Costa',
  'Weiß',
  'Papadopoulos',
  'Haddad',
  'Brown',
  'Martin',
  'Lambert',
  'Romano',
  'Eriksson',
];
const cities = [
  'Firenze',
  'Roma',
  'Paris',
  'London',
  'New York',
  'Kyoto',
  'Tokyo',
  'München',
  'Zürich',
  'Genève',
  'Madrid',
  'Lisboa',
  'København',
  'Stockholm',
  'Dubai',
  'Sydney',
  'São Paulo',
  'Montréal',
];
const streets = [
  'Via Roma',
  'Via Tornabuoni',
  'Rue de Rivoli',
  'Avenue Montaigne',
  'Bahnhofstrasse',
  'Calle Mayor',
  'Rua Augusta',
  'Strøget',
  'Kärntner Straße',
  'Oxford Street',
  'Fifth Avenue',
  'Karasuma-dōri',
  'Sheikh Zayed Road',
  'George Street',
  'Avenida Paulista',
  'Rue Sainte-Catherine',
  'Via Condotti',
  'Boulevard Saint-Germain',
  'Maximilianstraße',
  'Gran Vía',
  'Nyhavn',
  'Rambla de Catalunya',
  'Via Veneto',
  'Promenade des Anglais',
  'Königsallee',
  'Paseo de la Castellana',
  'Rua Garrett',
  'Chemin des Vignes',
  'Lungarno Corsini',
  'Piazza San Marco',
  'Ginza-dōri',
  'Collins Avenue',
  'Rodeo Drive',
  "King's Road",
  'Marylebone High Street',
  'Rue du Faubourg',
  'Via Manzoni',
  'Quai des Bergues',
  'Avenida da Liberdade',
  'Shijō-dōri',
];
const tripWords = [
  'Honeymoon in the Maldives',
  'Amalfi Coast by sea',
  'Kyoto in autumn',
  'Safari in Kenya',
  'Patagonia trek',
  'Provence and the Riviera',
  'Japan by rail',
  'Iceland ring road',
  'Tuscany villas',
  'Bhutan retreat',
  'Norwegian fjords',
  'Morocco riads',
  'Peru and Machu Picchu',
  'Sri Lanka tea country',
  'Lapland northern lights',
  'Greek islands sailing',
];

const sqlArray = (values: string[]) =>
  `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;

const seed = async (db: import('../apps/api/src/db/client.ts').Db) => {
  // Destinations: a small tree (countries, regions, cities) for locations and trips.
  await db.execute(
    sql.raw(`
    insert into destinations (name, level) values ('Italy', 1), ('France', 1), ('Japan', 1), ('Kenya', 1);
    insert into destinations (name, parent_id, level)
      select r.name, d.id, 2 from (values ('Tuscany', 'Italy'), ('Campania', 'Italy'), ('Provence', 'France'),
        ('Kansai', 'Japan'), ('Masai Mara', 'Kenya')) r(name, parent) join destinations d on d.name = r.parent;
    insert into destinations (name, parent_id, level)
      select r.name, d.id, 3 from (values ('Florence', 'Tuscany'), ('Amalfi', 'Campania'), ('Positano', 'Campania'),
        ('Avignon', 'Provence'), ('Kyoto', 'Kansai')) r(name, parent) join destinations d on d.name = r.parent;`),
  );
  // One location for every vendor: an address in a city, a destination for half of them.
  await db.execute(
    sql.raw(`
    insert into vendor_locations (vendor_id, address, city, country, destination_id)
    select v.id, (${sqlArray(streets)})[1 + v.id % ${streets.length}] || ' ' || (v.id % 200), (${sqlArray(cities)})[1 + v.id % ${cities.length}], 'Italy',
      case when v.id % 2 = 0 then (select id from destinations where level = 3 order by id offset (v.id / 2) % 5 limit 1) end
    from vendors v`),
  );
  await db.execute(
    sql.raw(`update vendors set services = array[(array['accommodations', 'restaurants', 'spas',
      'activity_providers'])[1 + id % 4]],
    description = case when id % 20 = 0 then 'A sunset terrace over the sea, ' || coalesce(description, '') else description end`),
  );
  await db.execute(
    sql.raw(`
    insert into clients (first_name, last_name, name, email, phone, city, postal_code, address, status)
    select f, l, f || ' ' || l,
      lower(translate(f, 'éøëèáíñüößåłçäóú', 'eoeeainuosalcaou')) || '.' || lower(translate(replace(l, ' ', ''), 'éøëèáíñüößåłçäóú''', 'eoeeainuosalcaou')) || n || '@example.com',
      '+39 055 ' || lpad((n % 10000000)::text, 7, '0'),
      (${sqlArray(cities)})[1 + n % ${cities.length}], lpad((n % 99999)::text, 5, '0'),
      (${sqlArray(streets)})[1 + (n / 7) % ${streets.length}] || ' ' || (n % 300), case when n % 3 = 0 then 'client' else 'prospect' end
    from generate_series(1, ${opts.clients}) n,
      lateral (select (${sqlArray(firstNames)})[1 + n % ${firstNames.length}] f,
        (${sqlArray(lastNames)})[1 + (n / ${firstNames.length}) % ${lastNames.length}] l) x`),
  );
  await db.execute(
    sql.raw(`update clients set name = '山田 ' || first_name, last_name = '山田' where id % 1000 = 7`),
  );
  await db.execute(
    sql.raw(`
    insert into trips (reference, client_id, title, start_date, end_date, status)
    select 'TR-' || lpad(n::text, 6, '0'), 1 + (n::bigint * 7919) % ${opts.clients},
      (${sqlArray(tripWords)})[1 + n % ${tripWords.length}],
      date '2024-01-01' + (n % 900), date '2024-01-01' + (n % 900) + 10,
      (array['draft','proposal','confirmed','cancelled'])[1 + n % 4]
    from generate_series(1, ${opts.trips}) n`),
  );
  await db.execute(
    sql.raw(`
    insert into trip_destinations (trip_id, destination_id)
    select t.id, (select id from destinations where level = 3 order by id offset t.id % 5 limit 1) from trips t`),
  );
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p99: percentile(s, 99), max: s[s.length - 1] ?? 0 };
};

const main = async () => {
  const name = 'bench_search';
  let url = dbUrl(opts.pgUrl, name);
  const started = performance.now();
  if (!opts.reuse) {
    url = await createPgBenchDatabase(opts.pgUrl, name, opts.vendors);
  }
  const handle = await openDatabase({ databaseUrl: url, poolSize: 10 });
  const db = handle.db;
  const config = { ...loadConfig({}), publicUrl: 'http://bench.test' };
  const deps = {
    db,
    driver: handle.driver,
    config,
    jwtKey: new TextEncoder().encode('bench-search-secret-bench-search-secret'),
    mailer: createMailer({ dataDir: config.dataDir }),
  };
  const app = createApp(deps);
  if (!opts.reuse) {
    await seed(db);
    log(
      `records: ${opts.vendors} vendors, ${opts.clients} clients, ${opts.trips} trips in ${fmt(performance.now() - started)}`,
    );
    // Statistics first: without them the planner reads every vendor's locations by a scan.
    await db.execute(sql`vacuum analyze`);
    const t = performance.now();
    for (const kind of searchKinds()) await searchIndex.index(db, kind, 'stale');
    await db.execute(sql`vacuum analyze`);
    log(`search documents built in ${fmt(performance.now() - t)}`);
  }
  const docs = await db.execute<{ n: string }>(sql`select count(*) as n from search_documents`);
  log(`search documents: ${(docs as unknown as { rows: { n: string }[] }).rows[0]?.n}`);

  const login = await app.request('/api-auth/admin/auth_token', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.travel', password: 'demo-password' }),
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { token: string }).token;
  const headers = { accept: 'application/json', authorization: `Bearer ${token}` };
  const globalPath = (q: (typeof queries)[number]) =>
    `/api/global-search?category=${q.category}&query=${encodeURIComponent(q.query)}`;
  const ask = async (path: string, init: RequestInit = {}) => {
    const t = performance.now();
    const res = await app.request(path, { ...init, headers: { ...headers, ...(init.headers ?? {}) } });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.slice(0, 300)}`);
    return { ms: performance.now() - t, body };
  };

  // What each query finds (a check that they do real work), and a warm-up.
  for (const q of queries) {
    const { body, ms } = await ask(globalPath(q));
    const r = JSON.parse(body) as { total: number; groups: { kind: string; count: number }[] };
    log(
      `${q.query.padEnd(18)} ${q.category.padEnd(11)} ${fmt(ms).padStart(10)}  total ${String(r.total).padStart(7)}  ${r.groups.map((g) => `${g.kind} ${g.count}`).join(', ')}`,
    );
  }
  await waitForQuiet(opts.quietCores, opts.quietWait);

  const perQuery = new Map<string, number[]>();
  const all: number[] = [];
  for (let round = 0; round < opts.runs; round++)
    for (const q of queries) {
      const { ms } = await ask(globalPath(q));
      all.push(ms);
      perQuery.set(q.query, [...(perQuery.get(q.query) ?? []), ms]);
    }
  const g = stats(all);
  for (const q of queries) {
    const s = stats(perQuery.get(q.query)!);
    log(`  ${q.query.padEnd(18)} p50 ${fmt(s.p50)}  max ${fmt(s.max)}   ${q.why}`);
  }
  log(
    `global search, 1 connection, ${all.length} requests: p50 ${fmt(g.p50)}  p99 ${fmt(g.p99)}  max ${fmt(g.max)}`,
  );

  // 10 callers at once, each going through the queries in its own order.
  let done = 0;
  const end = performance.now() + opts.seconds * 1000;
  const concurrent: number[] = [];
  await Promise.all(
    Array.from({ length: 10 }, async (_, caller) => {
      for (let i = caller; performance.now() < end; i++) {
        const { ms } = await ask(globalPath(queries[i % queries.length]!));
        concurrent.push(ms);
        done++;
      }
    }),
  );
  const rps = done / opts.seconds;
  const c = stats(concurrent);
  log(`global search, 10 connections: ${rps.toFixed(1)} requests/s  p50 ${fmt(c.p50)}  p99 ${fmt(c.p99)}`);

  // Advanced search: vendors and trips in Italy (the destination tree), two statuses, a vendor
  // kind, a word; facets answered beside the results.
  const italy = (
    (await db.execute(sql`select id from destinations where name = 'Italy'`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows[0]!.id;
  const bodies = [
    {
      kinds: ['vendors'],
      query: '',
      filters: { destination: [String(italy)], status: ['active'], vendorKind: ['accommodations'] },
    },
    {
      kinds: ['vendors'],
      query: 'hotel',
      filters: {
        destination: [String(italy)],
        status: ['active', 'inactive'],
        vendorKind: ['accommodations', 'restaurants'],
      },
    },
    {
      kinds: ['trips'],
      query: '',
      filters: {
        destination: [String(italy)],
        status: ['confirmed'],
        startDate: { after: '2024-06-01', before: '2024-12-31' },
      },
    },
    {
      kinds: ['trips', 'vendors'],
      query: 'amalfi',
      filters: {
        destination: [String(italy)],
        status: ['confirmed', 'active'],
        startDate: { after: '2024-01-01' },
      },
    },
  ];
  const adv: number[] = [];
  for (const b of bodies) {
    const { body, ms } = await ask('/api/advanced-search', {
      method: 'POST',
      body: JSON.stringify(b),
      headers: { 'content-type': 'application/json' },
    });
    const r = JSON.parse(body) as { total: number; facets: Record<string, Record<string, number>> };
    log(
      `advanced ${JSON.stringify(b.filters).slice(0, 70).padEnd(70)} ${fmt(ms)} total ${r.total}, facets ${Object.keys(r.facets).join(', ')}`,
    );
  }
  for (let round = 0; round < opts.runs * 5; round++)
    for (const b of bodies)
      adv.push(
        (
          await ask('/api/advanced-search', {
            method: 'POST',
            body: JSON.stringify(b),
            headers: { 'content-type': 'application/json' },
          })
        ).ms,
      );
  const a = stats(adv);
  log(`advanced search (3 filters and facets), ${adv.length} requests: p50 ${fmt(a.p50)}  p99 ${fmt(a.p99)}`);

  // The cost of keeping the index: the statement a client's write runs in its transaction.
  const clientKind = searchKinds().find((k) => k.kind === 'clients')!;
  const indexMs: number[] = [];
  const patchMs: number[] = [];
  for (let i = 0; i < 300; i++) {
    const id = 1 + ((i * 104729) % opts.clients);
    await inTransaction(deps, testAdmin, async (ctx) => {
      const t = performance.now();
      await searchIndex.index(ctx.tx, clientKind, [id]);
      indexMs.push(performance.now() - t);
    });
    const res = await ask(`/api/clients/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ notes: `Called on ${i}` }),
    });
    patchMs.push(res.ms);
  }
  const ix = stats(indexMs);
  const pa = stats(patchMs);
  log(
    `index one client (the statement in the write's transaction): p50 ${fmt(ix.p50)}  p99 ${fmt(ix.p99)}; PATCH /api/clients/{id} p50 ${fmt(pa.p50)}`,
  );

  log('--- results');
  log(`global search p99 ${fmt(g.p99)} (target ≤ ${targets.globalP99} ms)`);
  log(`global search at 10 connections ${rps.toFixed(1)} req/s (target ≥ ${targets.globalRps})`);
  log(`advanced search p99 ${fmt(a.p99)} (target ≤ ${targets.advancedP99} ms)`);
  log(`index upkeep per write p50 ${fmt(ix.p50)} (target ≤ ${targets.indexP50} ms)`);
  await handle.close();
  if (!opts.keepDb) await dropPgDatabase(opts.pgUrl, name);
};

await main();
