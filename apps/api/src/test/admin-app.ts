import { beforeAll, expect } from 'vitest';
import { type createTestApp, json, type TestApp } from './harness.ts';
import { type Collection, type Item, testAppForFile } from './test-app.ts';

export type AdminTestApp = TestApp & { readonly admin: string };

// The file's test app (testAppForFile) with the seeded super admin signed in before the tests:
// `t.admin` is the token most requests of a file carry, instead of a `let admin` each file sets.
export const adminAppForFile = (opts?: Parameters<typeof createTestApp>[0]): AdminTestApp => {
  const t = testAppForFile(opts);
  let admin: string | undefined;
  beforeAll(async () => {
    admin = await t.login('admin@demo.travel');
  });
  return new Proxy(t as AdminTestApp, {
    get: (target, key) => {
      if (key !== 'admin') return target[key as keyof TestApp];
      if (admin === undefined)
        throw new Error('The admin signs in in beforeAll: use t.admin inside hooks and tests.');
      return admin;
    },
  });
};

// A POST by the admin (or the token given) that must create (201, the answer in the failure):
// the new record.
export const postCreated = async (t: AdminTestApp, path: string, body: unknown, token = t.admin) => {
  const res = await t.request('POST', path, { token, body });
  expect(res.status, `POST ${path}: ${await res.clone().text()}`).toBe(201);
  return json<Item>(res);
};

// A GET by the admin that must answer 200: its JSON body.
export const getOk = async <T = Item>(t: AdminTestApp, path: string) => {
  const res = await t.request('GET', path, { token: t.admin });
  expect(res.status).toBe(200);
  return json<T>(res);
};

// The names of a collection's members, sorted: what a filter test compares.
export const namesOf = async (t: AdminTestApp, path: string) =>
  (await getOk<Collection>(t, path))['hydra:member'].map((m) => m.name).sort();

// A record as the tests read it: any field, of the type the test expects.
// biome-ignore lint/suspicious/noExplicitAny: a test reads the fields it knows the shape of
export type AnyItem = Record<string, any> & { '@id': string; id: number };
export type AnyPage = { 'hydra:member': AnyItem[]; 'hydra:totalItems': number };

// A request by the admin (or the token given): the answer's status, JSON body ({} for an empty
// answer: a 204) and text (what a failed expectation shows).
export const callAs = async (
  t: AdminTestApp,
  method: string,
  path: string,
  body?: unknown,
  token = t.admin,
) => {
  const res = await t.request(method, path, { token, body });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as AnyItem, text };
};

// The same that must succeed (below 300): the body; a set-up stops at the first refusal.
export const callOk = async (t: AdminTestApp, method: string, path: string, body?: unknown) => {
  const res = await callAs(t, method, path, body);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

// The JSON body of an answer, after checking it has the status the test expects.
export const bodyOf = async <T = Item>(res: Response, status: number) => {
  expect(res.status).toBe(status);
  return json<T>(res);
};
