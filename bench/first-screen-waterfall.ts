// bench/first-screen-waterfall: what the client page requests before its first data, in order, with
// the start and end of each request from navigation (the page's performance.now() clock), on a
// running product: `node bench/first-screen-waterfall.ts http://host:port [--list]`.
// Prints the number of script chunks, when the first API request leaves and when the screen is ready
// (bench/first-screen.ts's `client` test). One signed-in tab with an empty HTTP cache per run.
import { launchChromium, signedInState } from './lib/product-app.ts';

const url = process.argv
  .slice(2)
  .find((a) => /^https?:\/\//.test(a))
  ?.replace(/\/$/, '');
if (!url) throw new Error('usage: node bench/first-screen-waterfall.ts http://host:port [--list]');
const list = process.argv.includes('--list');
const runs = Number(process.env.BENCH_RUNS ?? 3);

const browser = await launchChromium();
try {
  const state = await signedInState(browser, url);
  const tokenRes = await fetch(`${url}/api-auth/admin/auth_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.travel', password: 'demo-password' }),
  });
  const { token } = (await tokenRes.json()) as { token: string };
  const clients = (await (
    await fetch(`${url}/api/clients?order[name]=asc&itemsPerPage=1`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/ld+json' },
    })
  ).json()) as { 'hydra:member': { id: number }[] };
  const path = `/admin/clients/${clients['hydra:member'][0]!.id}`;
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ storageState: state, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${url}${path}`, { waitUntil: 'commit' });
    const ready = (await (
      await page.waitForFunction(
        `document.querySelector('h1') !== null && document.querySelector('section[aria-busy="false"] form') !== null && performance.now()`,
        undefined,
        { polling: 'raf', timeout: 30_000 },
      )
    ).jsonValue()) as number;
    const entries = (await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => {
        const r = e as PerformanceResourceTiming;
        return {
          name: new URL(r.name).pathname + new URL(r.name).search,
          start: r.startTime,
          end: r.responseEnd,
          size: r.encodedBodySize,
        };
      }),
    )) as { name: string; start: number; end: number; size: number }[];
    await context.close();
    const before = entries.filter((e) => e.start < ready);
    const js = before.filter((e) => e.name.endsWith('.js'));
    const api = before.filter((e) => e.name.startsWith('/api'));
    const firstApi = Math.min(...api.map((e) => e.start));
    const lastJs = Math.max(...js.map((e) => e.end));
    console.log(
      `run ${i + 1}: ${js.length} scripts (${Math.round(js.reduce((s, e) => s + e.size, 0) / 1024)} KB sent, last ends ${Math.round(lastJs)} ms), first API request ${Math.round(firstApi)} ms, ready ${Math.round(ready)} ms`,
    );
    if (list)
      for (const e of before.sort((a, b) => a.start - b.start))
        console.log(
          `  ${String(Math.round(e.start)).padStart(5)} → ${String(Math.round(e.end)).padStart(5)}  ${String(e.size).padStart(7)}  ${e.name}`,
        );
  }
} finally {
  await browser.close();
}
