import type { MiddlewareHandler } from 'hono';
import type { AppConfig } from '../config/env.ts';
import { directLinkOrigin } from '../files/s3-link-origin.ts';
import { setAnswerHeader } from './answer-headers.ts';

// Headers every answer carries (API and admin files), and the policy of the admin's HTML page.

const originOf = (url: string | undefined) => {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

// Hosts the vendor map's browser code talks to besides this origin: Mapbox (styles, tiles,
// sprites, glyphs and telemetry) with a token, else the server of MAP_STYLE_URL. Directions are
// fetched by the API (GET /api/vendors/directions), never by the browser, so they add no host.
export const mapHosts = (map: AppConfig['map']): string[] => {
  const hosts = new Set<string>();
  if (map.mapboxToken) {
    hosts.add('https://api.mapbox.com');
    hosts.add('https://*.tiles.mapbox.com');
    hosts.add('https://events.mapbox.com');
  }
  const style = originOf(map.styleUrl);
  if (style) hosts.add(style);
  return [...hosts];
};

// Self only, with what the admin really needs: style-src 'unsafe-inline' because libraries insert
// <style> elements at run time (react-remove-scroll-bar under Radix dialogs, FullCalendar, the map
// libraries); data: and blob: images (map sprites, previews of files being uploaded); blob: workers
// (maplibre-gl and mapbox-gl start their workers from blob URLs).
export const adminContentSecurityPolicy = (config: AppConfig) => {
  const map = mapHosts(config.map).join(' ');
  const withMap = (sources: string) => (map ? `${sources} ${map}` : sources);
  // Image thumbnails load from the bucket itself when file links are presigned (S3_DIRECT_LINKS).
  const files = config.s3?.directLinks ? ` ${directLinkOrigin(config.s3)}` : '';
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': the editor's spelling and grammar checker (harper.js) is WebAssembly; it
    // allows compiling WebAssembly only, not eval of JavaScript.
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    withMap(`img-src 'self' data: blob:${files}`),
    "font-src 'self' data:",
    withMap("connect-src 'self'"),
    "worker-src 'self' blob:",
    "child-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
};

// Behind TRUST_PROXY=N the proxies tell the scheme the browser used: the entry the outermost
// trusted proxy wrote, N from the right as for X-Forwarded-For (a single proxy's own value when it
// replaces the header); entries further left came from the client.
export const isHttps = (url: string, forwardedProto: string | undefined, trustProxy: number) => {
  if (url.startsWith('https:')) return true;
  if (trustProxy <= 0 || !forwardedProto) return false;
  const entries = forwardedProto.split(',');
  const entry = entries[Math.max(0, entries.length - trustProxy)];
  return entry?.trim().toLowerCase() === 'https';
};

const setIfAbsent = (headers: Headers, name: string, value: string) => {
  if (!headers.has(name)) headers.set(name, value);
};

// Applied to every answer after it is built: nosniff and the referrer policy everywhere, HSTS over
// https, and on HTML (the admin's page) the content security policy and framing ban.
export const securityHeaders = (config: AppConfig): MiddlewareHandler => {
  const csp = adminContentSecurityPolicy(config);
  return async (c, next) => {
    await next();
    // In place; an answer with immutable headers (Response.redirect, a fetched answer) is copied.
    setAnswerHeader(c, 'X-Content-Type-Options', 'nosniff');
    const headers = c.res.headers;
    // The origin only, cross-origin: Mapbox checks a URL-restricted token against it.
    setIfAbsent(headers, 'Referrer-Policy', 'strict-origin-when-cross-origin');
    if (isHttps(c.req.url, c.req.header('x-forwarded-proto'), config.trustProxy))
      headers.set('Strict-Transport-Security', 'max-age=31536000');
    if (headers.get('content-type')?.startsWith('text/html')) {
      headers.set('Content-Security-Policy', csp);
      headers.set('X-Frame-Options', 'DENY');
    }
  };
};
