// Benchmark of the media gallery's reads (issue 27): GET /api/image_srcs pages over BENCH_IMAGES
// images (50,000) with tags, one request at a time (1 connection), as the gallery screen asks them:
// plain pages (newest first), a search by a word of the name (accents and case aside), a tag, and a
// tag with a search; and the renditions sweep's statement (a cron every minute). Target: p99 ≤ 20 ms.
//
//   LOG_LEVEL=silent node bench/gallery.ts
//
// Env: BENCH_PG_URL (admin URL), BENCH_IMAGES (50000), BENCH_RUNS (1000 per measure),
// BENCH_QUIET_CORES (0.25) / BENCH_QUIET_WAIT (120 s), BENCH_KEEP_DB (1 keeps bench_gallery).
import { sql } from 'drizzle-orm';
import { createApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { createMailer } from '../apps/api/src/mail/mailer.ts';
import { imagesMissingRenditions } from '../apps/api/src/media/renditions-sweep.job.ts';
import { foldText } from '../apps/api/src/media/search-text.ts';
import { demoPassword } from '../apps/api/src/seed/demo-users.ts';
import { createPgBenchDatabase, dropPgDatabase } from './lib/databases.ts';
import { fmt, log, num, waitForQuiet } from './lib/measure.ts';
import { prng } from './lib/vendor-data.ts';

const env = process.env;
const opts = {
  pgUrl: env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  images: num(env.BENCH_IMAGES, 50_000),
  runs: num(env.BENCH_RUNS, 1000),
  quietCores: num(env.BENCH_QUIET_CORES, 0.25),
  quietWait: num(env.BENCH_QUIET_WAIT, 120),
  keepDb: env.BENCH_KEEP_DB === '1',
};
const target = 20;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const line = (label: string, ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  const r = {
    p50: percentile(s, 50),
    p99: percentile(s, 99),
    mean: ms.reduce((a, b) => a + b, 0) / ms.length,
  };
  log(`${label.padEnd(52)} p50 ${fmt(r.p50)}  p99 ${fmt(r.p99)}  mean ${fmt(r.mean)}`);
  return r;
};

// Names as a gallery has them: places (some accented), subjects, a number.
const places = [
  'Séville',
  'Córdoba',
  'Granada',
  'Málaga',
  'Kyoto',
  'Tokyo',
  'Zürich',
  'Genève',
  'Côte d’Azur',
  'Provence',
  'Amalfi',
  'Positano',
  'Santorini',
  'Mykonos',
  'Marrakech',
  'Fès',
  'Cape Town',
  'Kruger',
  'Bali',
  'Ubud',
  'Patagonia',
  'Atacama',
  'Cusco',
  'Machu Picchu',
  'Reykjavík',
  'Lofoten',
  'Tromsø',
  'Kraków',
  'Praha',
  'Wien',
];
const subjects = [
  'harbour',
  'sunset',
  'suite',
  'terrace',
  'pool',
  'breakfast',
  'lobby',
  'beach',
  'vineyard',
  'garden',
  'market',
  'cathedral',
  'street',
  'mountain',
  'lake',
  'spa',
  'restaurant',
  'balcony',
  'view',
  'courtyard',
];
const tagNames = [
  ...places.map((p) => p.toLowerCase()),
  ...subjects,
  'hotel',
  'villa',
  'yacht',
  'safari',
  'ski',
  'winter',
  'summer',
  'family',
  'honeymoon',
  'food',
];

const main = async () => {
  const name = 'bench_gallery';
  const url = await createPgBenchDatabase(opts.pgUrl, name, 0);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 4 });
  const db = handle.db;
  const started = performance.now();
  const tagRows = (await db.execute(
    sql`insert into image_tags (name) select value from json_array_elements_text(${JSON.stringify(tagNames)}::json) returning id, name`,
  )) as unknown as { rows: { id: number; name: string }[] };
  const tags = tagRows.rows;
  // Images in batches (one JSON parameter each), 0–3 tags each, the search text folded as the
  // writer folds it; all renditions made but for 1 in 500 (what the sweep looks for).
  const random = prng(20261128);
  const done = {
    thumbnail: { filePath: 'x/t.jpg', width: 320, height: 320, mimeType: 'image/jpeg', size: 1 },
    medium: { filePath: 'x/m.jpg', width: 800, height: 600, mimeType: 'image/jpeg', size: 1 },
    large: { filePath: 'x/l.jpg', width: 1600, height: 1200, mimeType: 'image/jpeg', size: 1 },
    webp: { filePath: 'x/w.webp', width: 1600, height: 1200, mimeType: 'image/webp', size: 1 },
  };
  const batch = 5000;
  for (let from = 0; from < opts.images; from += batch) {
    const images = [];
    const links: [number, number][] = [];
    for (let n = from; n < Math.min(opts.images, from + batch); n++) {
      const imageName = `${places[Math.floor(random() * places.length)]} ${subjects[Math.floor(random() * subjects.length)]} ${n + 1}`;
      const mine = new Set<number>();
      const k = Math.floor(random() * 4);
      for (let i = 0; i < k; i++) mine.add(Math.floor(random() * tags.length));
      for (const t of mine) links.push([n + 1, tags[t]!.id]);
      images.push({
        n: n + 1,
        name: imageName,
        search_text: foldText([imageName, ...[...mine].map((t) => tags[t]!.name)].join(' ')),
        renditions: n % 500 === 7 ? {} : done,
        // Uploaded over five years, oldest first.
        created_at: new Date(Date.UTC(2021, 0, 1) + n * 3_000_000).toISOString(),
      });
    }
    await db.execute(sql`
      insert into image_srcs (id, name, extension, file_path, mime_type, size, width, height, renditions, search_text, created_at, updated_at)
      overriding system value
      select n, name, 'jpg', 'images/' || n || '.jpg', 'image/jpeg', 200000, 1600, 1200, renditions, search_text, created_at, created_at
      from json_to_recordset(${JSON.stringify(images)}::json)
        as r(n int, name text, search_text text, renditions jsonb, created_at timestamptz)`);
    await db.execute(sql`
      insert into image_src_tags (image_src_id, image_tag_id)
      select (l->>0)::int, (l->>1)::int from json_array_elements(${JSON.stringify(links)}::json) l`);
  }
  await db.execute(
    sql`select setval(pg_get_serial_sequence('image_srcs', 'id'), (select max(id) from image_srcs))`,
  );
  await db.execute(sql`vacuum analyze`);
  log(`data: ${opts.images} images, ${tags.length} tags in ${fmt(performance.now() - started)}`);

  const config = { ...loadConfig({}), publicUrl: 'http://bench.test' };
  const app = createApp({
    db,
    driver: handle.driver,
    config,
    jwtKey: new TextEncoder().encode('bench-gallery-secret-bench-gallery-secret'),
    mailer: createMailer({ dataDir: config.dataDir }),
  });
  const auth = await app.request('/api-auth/admin/auth_token', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
    body: JSON.stringify({ email: 'admin@demo.travel', password: demoPassword }),
  });
  const { token } = (await auth.json()) as { token: string };
  const headers = { accept: 'application/ld+json', authorization: `Bearer ${token}` };
  const time = async (path: string) => {
    const t = performance.now();
    const res = await app.request(path, { headers });
    const body = (await res.json()) as { 'hydra:member'?: unknown[] };
    if (res.status !== 200 || !body['hydra:member']) throw new Error(`${path}: ${res.status}`);
    return performance.now() - t;
  };
  const tagId = (tag: string) => tags.find((t) => t.name === tag)!.id;
  const measures: [string, (i: number) => string][] = [
    ['GET /api/image_srcs?page=n (1..50)', (i) => `/api/image_srcs?page=${1 + (i % 50)}`],
    [
      'GET /api/image_srcs?search=<word>',
      (i) =>
        `/api/image_srcs?search=${encodeURIComponent(['seville', 'SEVILLE', 'terrace', 'Zurich', 'kyoto sunset'][i % 5]!)}`,
    ],
    [
      'GET /api/image_srcs?tags.id=<tag>&page=n (1..5)',
      (i) => `/api/image_srcs?tags.id=${tagId(tagNames[i % tagNames.length]!)}&page=${1 + (i % 5)}`,
    ],
    [
      'GET /api/image_srcs?tags.id=<tag>&search=<word>',
      (i) =>
        `/api/image_srcs?tags.id=${tagId(['hotel', 'villa', 'food'][i % 3]!)}&search=${['pool', 'view', 'terr'][i % 3]}`,
    ],
  ];

  await waitForQuiet(opts.quietCores, opts.quietWait);
  const results = [];
  for (const [label, path] of measures) {
    const ms: number[] = [];
    for (let i = -100; i < opts.runs; i++) {
      const t = await time(path(i + 100));
      if (i >= 0) ms.push(t);
    }
    results.push({ label, ...line(label, ms) });
  }
  // The sweep's statement: the images lacking a rendition (it then queues a job for each).
  const sweep: number[] = [];
  for (let i = -20; i < 200; i++) {
    const t = performance.now();
    const found = await imagesMissingRenditions(db, 200);
    if (found.length !== Math.ceil((opts.images - 7) / 500)) throw new Error(`sweep found ${found.length}`);
    if (i >= 0) sweep.push(performance.now() - t);
  }
  const sweepStats = line('renditions sweep statement (cron, each minute)', sweep);

  log('--- results');
  for (const r of results) log(`${r.label}: p99 ${fmt(r.p99)} (target ≤ ${target} ms)`);
  log(`renditions sweep statement p99 ${fmt(sweepStats.p99)}`);
  await handle.close();
  if (!opts.keepDb) await dropPgDatabase(opts.pgUrl, name);
};

await main();
