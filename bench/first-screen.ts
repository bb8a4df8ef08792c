// bench/first-screen: how long a screen takes to show its first useful view in Chromium, from the
// start of navigation (performance.now() in the page) to the moment its content is on screen, with
// the session's cookies but an empty HTTP cache (a returning user after a cache clear), against the
// production build that `npm start` serves. Reported as p50 / max over BENCH_RUNS navigations.
//
//   node bench/first-screen.ts [screen…] [http://host:port]
//
// Screens: client (issue 11: a demo client's page, header and General tab, target < 1 s).
// Starts the product on a fresh data folder unless given the URL of a running one.
// Env: BENCH_RUNS (10), BENCH_QUIET_CORES (0.25) / BENCH_QUIET_WAIT (180 s).
import type { Page } from 'playwright-core';
import { log, num, waitForQuiet } from './lib/measure.ts';
import { launchChromium, productFromArgs, signedInState } from './lib/product-app.ts';

type Screen = {
  name: string;
  target: number;
  // The path to open, found through the API of the running product.
  path: (api: (path: string) => Promise<unknown>) => Promise<string>;
  // True in the page once the screen shows what a user came for. It is checked on every frame
  // in the page itself: Playwright's own waits poll at up to 500 ms, which would be measured too.
  ready: () => boolean;
};

// The page's clock at the first frame where `ready` holds.
const readyAt = async (page: Page, ready: () => boolean) =>
  (
    await page.waitForFunction(`(${ready.toString()})() && performance.now()`, undefined, {
      polling: 'raf',
      timeout: 30_000,
    })
  ).jsonValue() as Promise<number>;

const screens: Record<string, Screen> = {
  client: {
    name: 'client page (header and General tab)',
    target: 1000,
    path: async (api) => {
      const list = (await api('/api/clients?order[name]=asc&itemsPerPage=1')) as {
        'hydra:member': { id: number }[];
      };
      return `/admin/clients/${list['hydra:member'][0]!.id}`;
    },
    // The header and the General tab's form, filled from the record (not the skeleton).
    ready: () =>
      document.querySelector('h1') !== null &&
      document.querySelector('section[aria-busy="false"] form') !== null,
  },
};

const runs = num(process.env.BENCH_RUNS, 10);
const quietCores = num(process.env.BENCH_QUIET_CORES, 0.25);
const quietWait = num(process.env.BENCH_QUIET_WAIT, 180);
const chosen = process.argv.slice(2).filter((a) => !/^https?:\/\//.test(a));
const names = chosen.length ? chosen : Object.keys(screens);
for (const name of names) if (!screens[name]) throw new Error(`unknown screen ${name}`);

const product = await productFromArgs();
const browser = await launchChromium();
const rows: Record<string, unknown>[] = [];
try {
  const state = await signedInState(browser, product.url);
  const login = await fetch(`${product.url}/api-auth/admin/auth_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.travel', password: 'demo-password' }),
  });
  const { token } = (await login.json()) as { token: string };
  const api = async (path: string) => {
    const res = await fetch(`${product.url}${path}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/ld+json' },
    });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return res.json();
  };
  for (const name of names) {
    const screen = screens[name]!;
    const path = await screen.path(api);
    const otherLoad = await waitForQuiet(quietCores, quietWait);
    const times: number[] = [];
    // One navigation first, not counted: the server's own first-request work (statement
    // compilation, file cache) is not what a user's first screen of the day pays.
    for (let i = 0; i <= runs; i++) {
      // bypassCSP: the page's CSP forbids eval, which Playwright's per-frame polling uses.
      const context = await browser.newContext({ storageState: state, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${product.url}${path}`, { waitUntil: 'commit' });
      const ms = await readyAt(page, screen.ready);
      await context.close();
      if (i > 0) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length / 2)]!;
    const max = times.at(-1)!;
    log(`${screen.name}: p50 ${Math.round(p50)} ms, max ${Math.round(max)} ms`);
    rows.push({
      screen: screen.name,
      path,
      runs,
      'p50 ms': Math.round(p50),
      'max ms': Math.round(max),
      'target ms': screen.target,
      ok: max <= screen.target ? 'yes' : 'NO',
      'other load': otherLoad.toFixed(2),
    });
  }
} finally {
  await browser.close();
  await product.stop();
}
console.table(rows);
process.exitCode = rows.every((r) => r.ok === 'yes') ? 0 : 1;
