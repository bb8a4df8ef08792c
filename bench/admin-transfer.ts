// bench/admin-transfer: the JavaScript a fresh /admin/vendors transfers, measured in Chromium as
// the sum of the encoded (on-the-wire, compressed when the server compressed) body sizes of its
// scripts, from the Performance API. Target of issue 10.13: under 250 KB.
//
//   node bench/admin-transfer.ts                 (starts the product on a fresh data folder; npm start
//                                                 builds the admin when its sources are newer)
//   node bench/admin-transfer.ts http://host:3000 (measures a running product)
//
// Signs in as the super admin in one browser context, then opens /admin/vendors in a second context
// holding the same cookies but an empty HTTP cache: what a returning user with a cold cache loads.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const budgetKb = 250;

const freePort = () =>
  new Promise<number>((done) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
  });

const startProduct = async () => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-transfer-'));
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: resolve(import.meta.dirname, '..'),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${output}`)), 300_000);
    child.stdout!.on('data', (d) => {
      output += String(d);
      if (output.includes('Back office running at')) {
        clearTimeout(timer);
        ok();
      }
    });
    child.on('exit', (code) => fail(new Error(`server exited with ${code}:\n${output}`)));
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${port}`, stop };
};

const given = process.argv.slice(2).find((a) => /^https?:\/\//.test(a));
const product = given ? { url: given.replace(/\/$/, ''), stop: async () => {} } : await startProduct();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const login = await browser.newContext();
  const page = await login.newPage();
  await page.goto(`${product.url}/login`);
  await page.getByLabel('E-mail').fill('admin@demo.travel');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\/vendors/);
  const state = await login.storageState();
  await login.close();

  const fresh = await browser.newContext({ storageState: state });
  const vendors = await fresh.newPage();
  await vendors.goto(`${product.url}/admin/vendors`, { waitUntil: 'networkidle' });
  await vendors.getByRole('table').first().waitFor();
  const scripts = await vendors.evaluate(() =>
    // Runs in the page; Node's lib has no PerformanceResourceTiming type, so the sizes are read by name.
    (
      performance.getEntriesByType('resource') as unknown as {
        name: string;
        encodedBodySize: number;
        decodedBodySize: number;
      }[]
    )
      .filter((e) => new URL(e.name).pathname.endsWith('.js'))
      .map((e) => ({
        name: new URL(e.name).pathname,
        encoded: e.encodedBodySize,
        decoded: e.decodedBodySize,
      })),
  );
  await fresh.close();
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  const encoded = scripts.reduce((s, e) => s + e.encoded, 0);
  const decoded = scripts.reduce((s, e) => s + e.decoded, 0);
  for (const s of scripts.sort((a, b) => b.encoded - a.encoded))
    console.log(
      `  ${s.name.padEnd(56)} ${String(kb(s.encoded)).padStart(7)} KB  (${kb(s.decoded)} KB decoded)`,
    );
  console.log(
    `fresh /admin/vendors: ${scripts.length} scripts, ${kb(encoded)} KB transferred (${kb(decoded)} KB decoded); budget ${budgetKb} KB`,
  );
  process.exitCode = kb(encoded) <= budgetKb ? 0 : 1;
} finally {
  await browser.close();
  await product.stop();
}
