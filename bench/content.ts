// Benchmark of the website's content reads (issue 27): GET /api/v2/articles pages over
// BENCH_ARTICLES articles (100,000, 9 in 10 published), one request at a time (1 connection),
// against a thin Hono server running the same SQL (the kind's counts, then the page) and answering
// the rows as JSON; and a 304 answer (If-None-Match of the page's ETag). Targets: p99 ≤ 15 ms, ≥ 0.8× the thin server's
// throughput, 304 ≤ 3 ms.
//
//   LOG_LEVEL=silent node bench/content.ts
//
// Env: BENCH_PG_URL (admin URL), BENCH_ARTICLES (100000), BENCH_RUNS (1000 per measure),
// BENCH_QUIET_CORES (0.25) / BENCH_QUIET_WAIT (120 s), BENCH_KEEP_DB (1 keeps bench_content).
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { createApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
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
  // The thin server: the same statements as the API's (content-v2.routes.ts) — the kind's counts
  // (the total), then the page cut from the index by id with each row's destinations — the rows
  // answered as they come.
  const thin = new Hono();
  thin.get('/articles', async (c) => {
    const page = Number(c.req.query('page') ?? 1);
    const counts = await db.execute(
      sql`select status, items, version from content_counts where kind = ${'article'}`,
    );
    const total = (counts as unknown as { rows: { status: string; items: number }[] }).rows.find(
      (r) => r.status === 'published',
    )?.items;
    const rows = await db.execute(sql`
      select ci.id, ci.kind, ci.title, ci.slug, ci.status, ci.published_at, ci.scheduled_at, ci.body_html,
        ci.excerpt, ci.language, ci.main_image_id, ci.article_category_id, ci.destination_guide_category_id,
        ci.author_id, ci.seo_title, ci.seo_keywords, ci.seo_description, ci.tags, ci.publication,
        ci.external_url, ci.position, ci.created_at, ci.created_by, ci.updated_at, ci.updated_by, ci.version,
        array(select d.destination_id from content_item_destinations d where d.content_item_id = ci.id order by 1) as destinations
      from content_items ci
      join (select id from content_items where kind = ${'article'} and status = ${'published'}
            order by published_at desc nulls last, id desc nulls last limit 30 offset ${(page - 1) * 30}) p
        on p.id = ci.id
      order by ci.published_at desc nulls last, ci.id desc nulls last`);
    return c.json({ total, members: (rows as unknown as { rows: unknown[] }).rows });
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

  log('--- results');
  log(`v2 articles page p99: ${fmt(apiStats.p99)} (target ≤ ${targets.pageP99} ms)`);
  log(
    `throughput vs thin server: ${(thinStats.mean / apiStats.mean).toFixed(2)}× (target ≥ ${targets.ratio}×)`,
  );
  log(`304 p99: ${fmt(nm.p99)} (target ≤ ${targets.notModifiedP99} ms)`);
  await handle.close();
  if (!opts.keepDb) await dropPgDatabase(opts.pgUrl, name);
};

await main();
