import { describe, expect, inject, it } from 'vitest';
import { browserForFile, signIn } from './browser.ts';

// Issue 10 item 8: the refresh token lives in an HttpOnly cookie the API sets; the admin refreshes
// and signs out through it and never holds the token in a script-readable place.
const baseUrl = inject('baseUrl');

const browser = browserForFile();

describe('refresh token cookie', () => {
  it('is HttpOnly, refreshes an expired session and is revoked at logout', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, baseUrl, 'manager@demo.travel');
    await page.waitForURL(`${baseUrl}/admin/vendors`);
    const refresh = (await context.cookies()).find((c) => c.name === 'refresh_token');
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/token' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('refresh_token');

    // An expired access token: the page refreshes it through the cookie when first served.
    const token = (await context.cookies()).find((c) => c.name === 'token')!;
    const [head, , signature] = token.value.split('.');
    const claims = JSON.parse(Buffer.from(token.value.split('.')[1]!, 'base64url').toString());
    const expired = `${head}.${Buffer.from(JSON.stringify({ ...claims, exp: 1 })).toString('base64url')}.${signature}`;
    await context.addCookies([{ ...token, value: expired }]);
    const refreshes: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/token/refresh')) refreshes.push(r.status());
    });
    const refreshed = page.waitForResponse((r) => r.url().includes('/api/token/refresh'));
    await page.goto(`${baseUrl}/admin/vendors`);
    const answer = await refreshed;
    expect(answer.status()).toBe(200);
    expect(new URL(answer.url()).search).toBe('');
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'token')?.value)
      .not.toBe(expired);
    await page.getByRole('button', { name: 'Profile' }).waitFor();
    // The start-up refresh and the SDK's refresh on a 401 share one call (a second use would revoke).
    expect(refreshes).toEqual([200]);
    const rotated = (await context.cookies()).find((c) => c.name === 'refresh_token')!;
    expect(rotated.value).not.toBe(refresh!.value);

    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login/);
    await expect
      .poll(async () => (await context.cookies()).some((c) => c.name === 'refresh_token'))
      .toBe(false);
    // The session is revoked on the server too.
    const after = await fetch(`${baseUrl}/api/token/refresh?refresh_token=${rotated.value}`);
    expect(after.status).toBe(401);
    await context.close();
  });
});
