import { mkdirSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

// Debian's Chromium (never a downloaded browser), with the flags this workplace needs.
export const launchBrowser = (): Promise<Browser> =>
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

/**
 * One browser for a test file: launched before its first test (with the screenshot folder, when
 * given, made), closed after its last. The value forwards to that browser, so it is usable inside
 * hooks and tests only.
 */
export const browserForFile = (shots?: string): Browser => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    if (shots) mkdirSync(shots, { recursive: true });
  });
  afterAll(() => browser?.close());
  return new Proxy({} as Browser, {
    get: (_, key) => {
      if (!browser) throw new Error(`the browser is not launched yet (reading ${String(key)})`);
      const value = Reflect.get(browser, key, browser);
      return typeof value === 'function' ? value.bind(browser) : value;
    },
  });
};

// Collects console errors so a test can assert a screen logged none.
export const watchConsole = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
};

export const signIn = async (
  page: Page,
  baseUrl: string | null,
  email: string,
  password = 'demo-password',
) => {
  // baseUrl null: fill the login form already shown (keeps its redirect query).
  if (baseUrl !== null) await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/**
 * A new page signed in as `email` once the admin shows `landing`; `errors` collects what the console
 * logged as errors from the start.
 */
export const signedInPage = async (
  browser: Browser,
  baseUrl: string,
  email: string,
  landing: RegExp,
  viewport = { width: 1400, height: 900 },
) => {
  const page = await browser.newPage({ viewport });
  const errors = watchConsole(page);
  await signIn(page, baseUrl, email);
  await page.waitForURL(landing);
  return { page, errors };
};

// One sign-in per user for a few minutes: a login per call would meet the sign-in rate limit in
// files that prepare much data (a refused sign-in is an error here, not a token of "undefined").
const tokens = new Map<string, { token: string; at: number }>();
const tokenOf = async (baseUrl: string, email: string) => {
  const key = `${baseUrl} ${email}`;
  const kept = tokens.get(key);
  if (kept && Date.now() - kept.at < 5 * 60_000) return kept.token;
  const login = await fetch(`${baseUrl}/api-auth/admin/auth_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo-password' }),
  });
  if (!login.ok) throw new Error(`sign-in of ${email}: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  tokens.set(key, { token, at: Date.now() });
  return token;
};

// Calls the API directly to prepare data for a test.
export const api = async (
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  email = 'admin@demo.travel',
) => {
  const token = await tokenOf(baseUrl, email);
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? undefined : ((await res.json()) as Record<string, unknown>);
};
