// Benchmark of the website's content reads (issue 27): GET /api/v2/articles pages over
// BENCH_ARTICLES published articles (100,000), one request at a time (1 connection), against a thin
// Hono server running the same SQL (the page and its count) and answering the rows as JSON; and a
// 304 answer (If-None-Match of the page's ETag). Targets: p99 ≤ 15 ms, ≥ 0.8× the thin server's
// throughput, 304 ≤ 3 ms.
//
//   LOG_LEVEL=silent node bench/content.ts
//
// Env: BENCH_PG_URL (admin URL), BENCH_ARTICLES (100000), BENCH_RUNS (1000 per measure),
// BENCH_QUIET_CORES (0.25) / BENCH_QUIET_WAIT (120 s), BENCH_KEEP_DB (1 keeps bench_content).
import { and, count, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { createApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { contentItems } from '../apps/api/src/db/schema/index.ts';
import { createMailer } from '../apps/api/src/mail/mailer.ts';
import { createPgBenchDatabase, dropPgDatabase } from './lib/databases.ts';
import { fmt, log, num, waitForQuiet } from './lib/measure.ts';

const env = process.env;
const opts = {
  pgUrl: env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  articles: num(env.BENCH_ARTICLES, 100_000),
  runs: num(env.BENCH_RUNS, 1000),
  quietCores: num(env.BENCH_QUIET_CORES, 0.25),
  quietWait: num(env.BENCH_QUIET_WAIT, 120),
  keepDb: env.BENCH_KEEP_DB === '1',
};
const targets = { pageP99: 15, ratio: 0.8, notModifiedP99: 3 };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const line = (label: string, ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  const r = {
    p50: percentile(s, 50),
    p99: percentile(s, 99),
    mean: ms.reduce((a, b) => a + b, 0) / ms.length,
  };
  log(`${label.padEnd(46)} p50 ${fmt(r.p50)}  p99 ${fmt(r.p99)}  mean ${fmt(r.mean)}`);
  return r;
};

const main = async () => {
  const name = 'bench_content';
  const url = await createPgBenchDatabase(opts.pgUrl, name, 0);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 4 });
  const db = handle.db;
  const started = performance.now();
  // Articles with a rendered body of a few paragraphs, published over ten years, 1 in 10 a draft.
  await db.execute(sql`
    insert into content_items (kind, title, slug, status, published_at, body, body_html, excerpt, tags)
    select 'article', 'Article ' || n, 'article-' || n,
      case when n % 10 = 0 then 'draft' else 'published' end,
      case when n % 10 = 0 then null else timestamptz '2016-01-01' + n * interval '50 minutes' end,
      '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Hello"}]}]}'::jsonb,
      repeat('<p>Some words about a place worth the journey, and what to do there.</p>', 8),
      'Some words about a place worth the journey.', '["inspiration"]'::jsonb
    from generate_series(1, ${opts.articles}) n`);
  await db.execute(sql`vacuum analyze`);
  log(`data: ${opts.articles} articles in ${fmt(performance.now() - started)}`);

  const config = { ...loadConfig({}), publicUrl: 'http://bench.test' };
  const app = createApp({
    db,
    driver: handle.driver,
    config,
    jwtKey: new TextEncoder().encode('bench-content-secret-bench-content-secret'),
    mailer: createMailer({ dataDir: config.dataDir }),
  });
  // The thin server: the same page and count statements, the rows answered as they come.
  const thin = new Hono();
  thin.get('/articles', async (c) => {
    const page = Number(c.req.query('page') ?? 1);
    const where = and(eq(contentItems.kind, 'article'), eq(contentItems.status, 'published'));
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(contentItems)
        .where(where)
        .orderBy(sql`${contentItems.publishedAt} desc nulls last`, sql`${contentItems.id} desc nulls last`)
        .limit(30)
        .offset((page - 1) * 30),
      db.select({ n: count() }).from(contentItems).where(where),
    ]);
    return c.json({ total: Number(total[0]?.n ?? 0), members: rows });
  });
  const time = async (
    target: { request: (p: string, i?: RequestInit) => Response | Promise<Response> },
    path: string,
    headers: Record<string, string> = {},
    want = 200,
  ) => {
    const t = performance.now();
    const res = await target.request(path, { headers: { accept: 'application/ld+json', ...headers } });
    await res.arrayBuffer();
    if (res.status !== want) throw new Error(`${path}: ${res.status}`);
    return performance.now() - t;
  };
  const pages = Math.min(100, Math.floor((opts.articles * 0.9) / 30));

  await waitForQuiet(opts.quietCores, opts.quietWait);
  const api: number[] = [];
  const bare: number[] = [];
  // In turn, so the machine's other load falls on both alike; the first 100 are the warm-up.
  for (let i = -100; i < opts.runs; i++) {
    const page = 1 + ((i + 100) % pages);
    const a = await time(app, `/api/v2/articles?page=${page}`);
    const b = await time(thin, `/articles?page=${page}`);
    if (i >= 0) {
      api.push(a);
      bare.push(b);
    }
  }
  const apiStats = line('GET /api/v2/articles?page=n (30 of them)', api);
  const thinStats = line('thin server, same SQL', bare);

  const first = await app.request('/api/v2/articles?page=1');
  const etag = first.headers.get('etag')!;
  await first.arrayBuffer();
  const notModified: number[] = [];
  for (let i = -100; i < opts.runs; i++) {
    const ms = await time(app, '/api/v2/articles?page=1', { 'if-none-match': etag }, 304);
    if (i >= 0) notModified.push(ms);
  }
  const nm = line('304 on If-None-Match', notModified);

  log('--- results (a loaded machine: other sessions share its 2 cores)');
  log(`v2 articles page p99: ${fmt(apiStats.p99)} (target ≤ ${targets.pageP99} ms)`);
  log(
    `throughput vs thin server: ${(thinStats.mean / apiStats.mean).toFixed(2)}× (target ≥ ${targets.ratio}×)`,
  );
  log(`304 p99: ${fmt(nm.p99)} (target ≤ ${targets.notModifiedP99} ms)`);
  await handle.close();
  if (!opts.keepDb) await dropPgDatabase(opts.pgUrl, name);
};

await main();
