import { File as NodeFile } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import { type InProcessApi, startInProcessApi } from '@backoffice/api/testing';
import { http } from '@backoffice/sdk/msw';
import { setupServer } from '@backoffice/sdk/msw/node';
import { inject } from 'vitest';
import { startSession } from '../lib/session.ts';
import { NodeFormData } from './node-uploads.ts';

// The admin's component tests run against the real API, in the test's process on PGlite: one
// database per test file, loaded from the migrated and seeded copy the global setup made
// (real-api.global.ts, real-api-seed.ts). msw forwards every call of the SDK to the API's
// `fetch`, and keeps a log of them. No mock re-implements a server rule; a test that needs a
// failure (500, network error) adds a one-off `server.use(http.post(...))`.

export const apiBase = 'http://localhost:3000';
export const adminEmail = 'admin@demo.travel';

type Body = Record<string, unknown>;
/** What the API answers: a JSON-LD record (or collection). */
export type Answer = Body & { '@id': string; id: number };
export type LoggedRequest = { method: string; path: string; body: Body | null; ifMatch: string | null };

// The fields of a multipart body (a file as its name), read as text: undici's formData() refuses
// what jsdom's FormData sends.
const multipartFields = (text: string, type: string) => {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(type);
  const fields: Body = {};
  for (const part of text.split(`--${boundary?.[1] ?? boundary?.[2]}`)) {
    const head = /name="([^"]*)"(?:; filename="([^"]*)")?/.exec(part);
    if (head) fields[head[1]!] = head[2] ?? part.slice(part.indexOf('\r\n\r\n') + 4).replace(/\r\n$/, '');
  }
  return fields;
};

const readBody = (bytes: ArrayBuffer | undefined, type: string): Body | null => {
  if (!bytes?.byteLength) return null;
  const text = new TextDecoder().decode(bytes);
  if (type.includes('multipart/form-data')) return multipartFields(text, type);
  try {
    return JSON.parse(text) as Body;
  } catch {
    return null;
  }
};

// Node's fetch checks a parsed multipart file against the global File, which jsdom replaced: the
// API reads an upload while the global File is Node's.
const answer = async (api: InProcessApi, request: Request) => {
  if (!request.headers.get('content-type')?.startsWith('multipart/')) return api.fetch(request);
  const jsdomFile = globalThis.File;
  Object.assign(globalThis, { File: NodeFile });
  try {
    return await api.fetch(request);
  } finally {
    globalThis.File = jsdomFile;
  }
};

export type RealApi = Awaited<ReturnType<typeof startRealApi>>;

/** The real API for one test file; call in beforeAll and `close()` in afterAll. */
export const startRealApi = async () => {
  const dump = new Blob([await readFile(inject('realApiDump'))]);
  let api = await startInProcessApi(dump);
  const requests: LoggedRequest[] = [];
  const forward = http.all(`${apiBase}/*`, async ({ request }) => {
    const url = new URL(request.url);
    const bytes = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer();
    const headers = new Headers(request.headers);
    // Answers come back as they are: nothing between here and the SDK would decompress them.
    headers.delete('accept-encoding');
    requests.push({
      method: request.method,
      path: request.method === 'GET' ? `${url.pathname}${url.search}` : url.pathname,
      body: readBody(bytes, headers.get('content-type') ?? ''),
      ifMatch: headers.get('if-match'),
    });
    return answer(api, new Request(url, { method: request.method, headers, body: bytes }));
  });
  const server = setupServer(forward);
  // Cast: msw 2.12's typings lack onUnhandledFrame (the WebSocket option its runtime reads); a frame
  // nobody handles must fail the test, not pass silently.
  server.listen({ onUnhandledFrame: 'error' } as never);

  const tokens = new Map<string, string>();
  let signedIn: string | undefined;
  const call = async (method: string, path: string, body?: unknown, as = adminEmail) => {
    const headers: Record<string, string> = { accept: 'application/ld+json' };
    const form = body instanceof NodeFormData;
    if (body !== undefined && !form)
      headers['content-type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json';
    if (as) headers.authorization = `Bearer ${await login(as)}`;
    const res = await answer(
      api,
      new Request(`${apiBase}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      }),
    );
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : null) as unknown;
  };
  const send = async (method: string, path: string, body?: unknown, as?: string) =>
    (await call(method, path, body, as)) as Answer;
  const login = async (email: string) => {
    const known = tokens.get(email);
    if (known) return known;
    const answer = await send(
      'POST',
      '/api-auth/admin/auth_token',
      { email, password: api.demoPassword },
      '',
    );
    const token = String(answer.token);
    tokens.set(email, token);
    return token;
  };

  return {
    server,
    /** The API's database (drizzle), to look at what a screen wrote. */
    get db() {
      return api.db;
    },
    /** The API's configuration (a test sets the accounting connector's address on it). */
    get config() {
      return api.config;
    },
    /** The API's tables (drizzle), for queries on `db`. */
    schema: api.schema,
    /** The API's job queue (pg-boss), to put jobs in a state no route makes (failed, deferred). */
    get jobs() {
      return api.jobs;
    },
    /** A raw SQL statement on the API's database, for what no route writes (a timestamp). */
    query: (text: string, params?: unknown[]) => api.query(text, params),
    /** Every call the screens made, in order: method, path (with the query of a GET), body, If-Match. */
    requests,
    /** The calls of one method whose path is `path` or matches it. */
    calls: (method: string, path: string | RegExp) =>
      requests.filter(
        (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
      ),
    /** Signs in through the API (a demo user, password demo-password) and starts the admin's session. */
    signIn: async (email = adminEmail) => {
      signedIn = email;
      tokens.delete(email);
      startSession(await login(email), false);
    },
    login,
    /** Calls the API directly (as the super admin unless `as` says otherwise), for fixtures and checks. */
    get: async <T = Answer>(path: string, as?: string) => (await call('GET', path, undefined, as)) as T,
    post: (path: string, body: object, as?: string) => send('POST', path, body, as),
    patch: (path: string, body: object, as?: string) => send('PATCH', path, body, as),
    delete: (path: string, as?: string) => send('DELETE', path, undefined, as),
    /** A multipart upload (file resources): fields and files as Node's fetch sends them. */
    upload: (path: string, fields: Record<string, string | Blob>, as?: string) => {
      const form = new NodeFormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return send('POST', path, form, as);
    },
    /** A fresh copy of the seeded database (a second or two), and an empty log; the session stays valid. */
    reset: async () => {
      await api.close();
      api = await startInProcessApi(dump);
      requests.length = 0;
      tokens.clear();
      if (signedIn) startSession(await login(signedIn), false);
    },
    close: async () => {
      server.close();
      await api.close();
    },
  };
};
