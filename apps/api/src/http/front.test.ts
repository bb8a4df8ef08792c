import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { createFront } from './front.ts';

// The whole process as server.ts assembles it (API + built admin), minus the socket.
let t: TestApp;
let front: Hono;
let dist: string;
let token: string;
const script = `export const big = ${JSON.stringify('x'.repeat(4000))};\n`;

beforeAll(async () => {
  t = await createTestApp();
  dist = mkdtempSync(join(tmpdir(), 'admin-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><script type="module" src="/assets/app-1.js"></script>',
  );
  writeFileSync(join(dist, 'assets/app-1.js'), script);
  writeFileSync(join(dist, 'assets/app-1.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets/app-1.js.gz'), gzipSync(script));
  writeFileSync(join(dist, 'assets/tiny-1.js'), 'export {};\n');
  front = await createFront({ api: t.app.fetch, config: t.config, adminDist: dist });
  token = await t.login('admin@demo.travel');
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}, base = 'http://admin.test') =>
  front.fetch(new Request(`${base}${path}`, { headers: { 'x-forwarded-for': '10.9.0.1', ...headers } }));
const auth = () => ({ authorization: `Bearer ${token}` });

describe('security headers', () => {
  it('sends nosniff and a referrer policy on every answer: API, admin files and the page', async () => {
    for (const res of [
      await get('/api/vendors', { ...auth(), accept: 'application/ld+json' }),
      await get('/api/vendors'),
      await get('/api/nowhere'),
      await get('/assets/app-1.js'),
      await get('/admin/vendors'),
    ]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it("gives the admin's page a self-only content security policy that forbids framing", async () => {
    const res = await get('/admin/vendors');
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('mapbox');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('adds the configured map hosts to the policy', async () => {
    const config = {
      ...t.config,
      map: { ...t.config.map, mapboxToken: 'pk.test', styleUrl: 'https://tiles.example.org/style.json' },
    };
    const withMap = await createFront({ api: t.app.fetch, config, adminDist: dist });
    const res = await withMap.fetch(new Request('http://admin.test/admin/vendors/map'));
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/api\.mapbox\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/tiles\.example\.org/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.tiles\.mapbox\.com/);
  });

  it('adds them to an answer whose headers cannot change (a redirect)', async () => {
    const redirecting = await createFront({
      api: () => Response.redirect('http://admin.test/api/vendors', 302),
      config: t.config,
    });
    const res = await redirecting.fetch(new Request('http://admin.test/api/elsewhere'));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://admin.test/api/vendors');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends HSTS over https only: the request is https, or the trusted proxy says so', async () => {
    expect((await get('/admin/vendors')).headers.get('strict-transport-security')).toBeNull();
    expect(
      (await get('/admin/vendors', {}, 'https://admin.test')).headers.get('strict-transport-security'),
    ).toMatch(/max-age=\d+/);
    expect(
      (await get('/api/vendors', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security'),
    ).toMatch(/max-age=\d+/);
    const untrusted = await createFront({ api: t.app.fetch, config: { ...t.config, trustProxy: 0 } });
    const res = await untrusted.fetch(
      new Request('http://admin.test/api/vendors', { headers: { 'x-forwarded-proto': 'https' } }),
    );
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('compression', () => {
  it('serves the pre-compressed copy the browser accepts, brotli first, varying by Accept-Encoding', async () => {
    const br = await get('/assets/app-1.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(br.headers.get('cache-control')).toContain('immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);

    const gz = await get('/assets/app-1.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await get('/assets/app-1.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(script);

    const tiny = await get('/assets/tiny-1.js', { 'accept-encoding': 'br' });
    expect(tiny.headers.get('content-encoding')).toBeNull();
  });

  it('compresses API JSON answers over 1 KB for clients that accept it, and only then', async () => {
    const headers = { ...auth(), accept: 'application/ld+json' };
    const br = await get('/api/docs.jsonld', { ...headers, 'accept-encoding': 'br, gzip' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const body = brotliDecompressSync(Buffer.from(await br.arrayBuffer()));
    expect(body.length).toBeGreaterThan(1024);
    expect(Number(br.headers.get('content-length'))).toBeLessThan(body.length / 3);
    expect(JSON.parse(body.toString())['@type']).toBe('hydra:ApiDocumentation');

    const gz = await get('/api/docs.jsonld', { ...headers, 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(
      JSON.parse(body.toString()),
    );

    const plain = await get('/api/docs.jsonld', headers);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await plain.text())).toEqual(JSON.parse(body.toString()));

    const refused = await get('/api/docs.jsonld', { ...headers, 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers.get('content-encoding')).toBeNull();

    // A small answer (a 401 problem) is not worth compressing.
    const small = await get('/api/vendors', { 'accept-encoding': 'br' });
    expect(small.status).toBe(401);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(((await small.json()) as { status: number }).status).toBe(401);
  });

  it('leaves the streamed downloads alone (xlsx and CSV exports)', async () => {
    for (const path of ['/api/accommodations/export', '/next/vendors/export']) {
      const res = await get(path, { ...auth(), 'accept-encoding': 'br, gzip' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('content-disposition')).toContain('attachment');
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  });
});
