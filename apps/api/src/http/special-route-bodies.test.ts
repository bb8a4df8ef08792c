import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allResources } from '../engine/define-resource.ts';
import { createTestApp, json, type TestApp } from '../test/harness.ts';

// issue 23.6: every special route (one not mounted by the engine's resource routes) that reads a
// body answers junk with a 4xx: wrong types, blanks, null, arrays, numbers for strings, a missing
// or non-JSON body, NUL bytes. Never a 500.

type Schema = { $ref?: string; properties?: Record<string, unknown>; allOf?: Schema[] };
type Operation = { operationId?: string; requestBody?: { content: Record<string, { schema?: Schema }> } };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

let t: TestApp;
let admin: string;
let doc: Document;
const ids: Record<string, number> = {};

const call = async (method: string, path: string, body?: unknown) => {
  const res = await t.request(method, path, { token: admin, body });
  if (res.status >= 300) return { status: res.status, body: {} as Record<string, unknown> };
  return { status: res.status, body: await json<Record<string, unknown> & { id: number }>(res) };
};
const made = async (path: string, body: Record<string, unknown>) => {
  const res = await call('POST', path, body);
  if (res.status !== 201) throw new Error(`${path}: ${res.status}`);
  return res.body.id as number;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.travel');
  doc = await json<Document>(
    await t.request('GET', '/api/docs.json', { headers: { accept: 'application/json' } }),
  );
  ids.client = await made('/api/clients', {
    firstName: 'Ines',
    lastName: 'Marlow',
    email: 'ines@marlow.example',
  });
  ids.trip = await made('/api/trips', {
    client: `/api/clients/${ids.client}`,
    startDate: '2027-03-02',
    endDate: '2027-03-08',
    currency: 'EUR',
  });
  ids.item = await made('/api/trip_accommodations', { trip: `/api/trips/${ids.trip}`, title: 'Stay' });
  ids.proposal = await made('/api/trip_proposals', { trip: `/api/trips/${ids.trip}`, title: 'Option' });
  ids.prospect = await made('/api/prospects', {
    firstName: 'Pia',
    lastName: 'Lund',
    email: 'pia@lund.example',
  });
  ids.destination = await made('/api/destinations', { name: 'Japan' });
  const { rows } = await t.db.execute<{ id: number }>(
    sql`select id from users where email = 'journal@demo.travel'`,
  );
  ids.user = rows[0]!.id;
  ids.pdf = await made(`/next/trips/${ids.trip}/pdfs`, { kind: 'finalized' });
  ids.template = await made('/api/trip_templates', { title: 'Kyoto', nbDays: 3 });
}, 120_000);
afterAll(() => t.close());

// The path of an operation with its parameters set to records that exist, so the body is read.
const filled = (path: string) =>
  path
    .replace('/api/clients/{id}', `/api/clients/${ids.client}`)
    .replace('/api/destination/{id}', `/api/destination/${ids.destination}`)
    .replace('/api/prospects/{id}', `/api/prospects/${ids.prospect}`)
    .replace('/api/trip_proposals/{id}', `/api/trip_proposals/${ids.proposal}`)
    .replace('/api/trips/{id}', `/api/trips/${ids.trip}`)
    .replace('/api/users/{id}', `/api/users/${ids.user}`)
    .replace('/api/trip_items/{id}', `/api/trip_items/${ids.item}`)
    .replace('/next/trip-accommodations/{id}', `/next/trip-accommodations/${ids.item}`)
    .replace('/next/trips/update-item-order/{tripId}', `/next/trips/update-item-order/${ids.trip}`)
    .replace('/next/trips/{tripId}/pdfs/{id}', `/next/trips/${ids.trip}/pdfs/${ids.pdf}`)
    .replace('/next/trips/{tripId}', `/next/trips/${ids.trip}`)
    .replace('/next/trips/{id}', `/next/trips/${ids.trip}`);

// Engine routes take their bodies through parseInput (engine tests cover them); these special
// routes share an engine path but read their own body.
const ownBodies = new Set(['POST /api/client_logs', 'PATCH /api/trip_items/{id}']);
// Sign-out reads no body (the token comes from the query or the cookie), and would end the session.
const skipped = new Set(['POST /api/token/revoke']);

const specialOperations = () => {
  const engine = new Set(allResources().flatMap((r) => [`/api/${r.path}`, `/api/${r.path}/{id}`]));
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['post', 'put', 'patch'].includes(method))
      .map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, path, method, op }))
      .filter(({ key, path }) => (!engine.has(path) || ownBodies.has(key)) && !skipped.has(key)),
  );
};

// Bodies that pass a route's own checks, so a junk field laid over one reaches the deeper code.
const bases: Record<string, () => Record<string, unknown>> = {
  'POST /api/send-invitation': () => ({ client: `/api/clients/${ids.client}` }),
  'POST /api/send-transac-email': () => ({
    client: `/api/clients/${ids.client}`,
    subject: 'Hello',
    html: '<p>Hi</p>',
  }),
  'POST /api/get-email-preview': () => ({ subject: 'Hello', html: '<p>Hi</p>' }),
  'POST /api/trips/create-template': () => ({ id: ids.trip }),
  'POST /api/trips/import-template': () => ({
    trip: `/api/trips/${ids.trip}`,
    tripTemplate: `/api/trip_templates/${ids.template}`,
    startDay: 1,
  }),
  'POST /next/clone-trip': () => ({ trip_id: ids.trip }),
  'POST /api/clients/{id}/document-request': () => ({ kinds: ['passport'], sendEmail: false }),
  'POST /api/client_logs': () => ({ client: `/api/clients/${ids.client}`, message: 'Called' }),
};

const schemaOf = (op: Operation): Schema | undefined => {
  const content = op.requestBody?.content ?? {};
  const first = Object.values(content)[0]?.schema;
  const resolve = (s: Schema | undefined): Schema | undefined => {
    if (!s) return undefined;
    if (s.$ref) return resolve(doc.components.schemas[s.$ref.split('/').pop()!]);
    if (s.allOf)
      return { properties: Object.assign({}, ...s.allOf.map((x) => resolve(x)?.properties ?? {})) };
    return s;
  };
  return resolve(first);
};

const junkValues: unknown[] = [
  '',
  null,
  [],
  ['x'],
  {},
  0,
  -1,
  1.5,
  true,
  'x',
  'x'.repeat(5000),
  '/api/clients/99999999999',
  'a\u0000b',
];

// Whole bodies that are not a JSON object of fields; `malformed` ones are refused outright.
const junkBodies: { type: string; text: string | undefined; malformed?: boolean }[] = [
  { type: 'application/json', text: undefined },
  { type: 'application/json', text: '' },
  { type: 'application/json', text: 'not json', malformed: true },
  { type: 'application/json', text: '{"a":', malformed: true },
  { type: 'application/json', text: '[]', malformed: true },
  { type: 'application/json', text: '[{"a":1}]', malformed: true },
  { type: 'application/json', text: '42', malformed: true },
  { type: 'application/json', text: 'null', malformed: true },
  { type: 'application/json', text: '"text"', malformed: true },
  { type: 'application/json', text: '{"a":"\\u0000"}', malformed: true },
  { type: 'application/json', text: '{"a":"\u0000"}', malformed: true },
  { type: 'text/plain', text: 'hello', malformed: true },
  { type: 'application/x-www-form-urlencoded', text: 'a=1&client=&email=' },
  {
    type: 'multipart/form-data; boundary=x',
    text: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n',
  },
];

const send = (method: string, path: string, type: string, text: string | undefined) =>
  t.app.request(path, {
    method,
    headers: { authorization: `Bearer ${admin}`, accept: 'application/ld+json', 'content-type': type },
    body: text,
  });

describe('special routes refuse junk bodies with a 4xx, never a 500', () => {
  it('covers the special write routes of the document', () => {
    const keys = specialOperations().map((o) => o.key);
    for (const key of ['POST /api/send-invitation', 'POST /api/client_logs', 'PATCH /api/me']) {
      expect(keys).toContain(key);
    }
  });

  it('the valid bodies the junk is laid over are accepted', async () => {
    for (const [key, base] of Object.entries(bases)) {
      const [method, path] = key.split(' ') as [string, string];
      const res = await t.request(method, filled(path), { token: admin, body: base() });
      expect(res.status, `${key}: ${await res.text()}`).toBeLessThan(300);
    }
  });

  it('every route, every junk body and every junk value of every field', async () => {
    const failures: string[] = [];
    for (const { key, method, path, op } of specialOperations()) {
      const url = filled(path);
      for (const { type, text, malformed } of junkBodies) {
        const res = await send(method.toUpperCase(), url, type, text);
        if (res.status >= 500 || (malformed && res.status < 400))
          failures.push(`${key} ${type} ${JSON.stringify(text)}: ${res.status}`);
      }
      const fields = Object.keys(schemaOf(op)?.properties ?? {});
      const base = bases[key];
      for (const field of ['client', 'id', ...fields]) {
        for (const value of junkValues) {
          const bodies = [{ [field]: value }, ...(base ? [{ ...base(), [field]: value }] : [])];
          for (const [i, body] of bodies.entries()) {
            const res = await t.request(method.toUpperCase(), url, { token: admin, body });
            if (res.status >= 500)
              failures.push(
                `${key}${i ? ' (on a valid body)' : ''} {${field}: ${JSON.stringify(value)?.slice(0, 40)}}: ${res.status} ${(await res.text()).slice(0, 200)}`,
              );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  // Values of the wrong type that a route used to crash on or silently ignore: 422 on the field.
  const refused: [string, string, () => string, Record<string, unknown>, string][] = [
    ['POST', 'send-invitation, blank client', () => '/api/send-invitation', { client: '' }, 'client'],
    ['POST', 'send-invitation, spaces', () => '/api/send-invitation', { client: '   ' }, 'client'],
    ['POST', 'send-invitation, no client', () => '/api/send-invitation', {}, 'client'],
    ['POST', 'send-invitation, a list', () => '/api/send-invitation', { client: [] }, 'client'],
    ['PATCH', 'me, a list for currentPassword', () => '/api/me', { currentPassword: [] }, 'currentPassword'],
    ['PATCH', 'me, a number for password', () => '/api/me', { password: 12345678 }, 'password'],
    [
      'PATCH',
      'trip item drag, a list for strTime',
      () => `/api/trip_items/${ids.item}`,
      { strTime: [] },
      'strTime',
    ],
  ];
  it.each(refused)('%s %s: 422 on the field', async (method, _what, path, body, field) => {
    const res = await t.request(method, path(), { token: admin, body });
    expect(res.status).toBe(422);
    const answer = await json<{ violations: { propertyPath: string }[] }>(res);
    expect(answer.violations.map((v) => v.propertyPath)).toContain(field);
  });
});
