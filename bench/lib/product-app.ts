// The whole product (`scripts/start.ts`, as `npm start` runs it: API and built admin) on a fresh
// data folder and a free port, for browser benchmarks; or a running product given by its URL.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';

const freePort = () =>
  new Promise<number>((done) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
  });

export type Product = { url: string; stop: () => Promise<void> };

export const startProduct = async (env: Record<string, string> = {}): Promise<Product> => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: resolve(import.meta.dirname, '..', '..'),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', ...env },
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

// The product named on the command line (http://host:port), else a fresh one.
export const productFromArgs = async (): Promise<Product> => {
  const given = process.argv.slice(2).find((a) => /^https?:\/\//.test(a));
  return given ? { url: given.replace(/\/$/, ''), stop: async () => {} } : startProduct();
};

// Debian's Chromium, never a downloaded browser.
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });

// Signs in through the login screen and returns the session (cookies, storage) so that each
// measurement can open a new context with the session but an empty HTTP cache.
export const signedInState = async (browser: Browser, url: string, email = 'admin@demo.travel') => {
  const login = await browser.newContext();
  const page = await login.newPage();
  await page.goto(`${url}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\//);
  const state = await login.storageState();
  await login.close();
  return state;
};
