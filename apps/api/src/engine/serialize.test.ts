import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsResource } from '../clients/clients.resource.ts';
import { clients } from '../db/schema/index.ts';
import { createTestApp, json, type TestApp } from '../test/harness.ts';
import { loadRelations, toItem } from './serialize.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login('admin@demo.travel');
  const res = await t.request('POST', '/api/clients', {
    token: admin,
    body: { firstName: 'Zoë', lastName: 'Sérialisée', email: 'zoe@serialize.example' },
  });
  expect(res.status).toBe(201);
  await json(res);
});
afterAll(() => t.close());

describe('JSON-LD items', () => {
  // One Date in an answer takes JSON.stringify off V8's fast path for the whole answer: items carry
  // their timestamps as the ISO strings JSON.stringify would have written for them.
  it('carry timestamps as ISO strings, the text JSON.stringify gives a Date', async () => {
    const [row] = await t.db.select().from(clients).where(eq(clients.email, 'zoe@serialize.example'));
    expect(row!.createdAt).toBeInstanceOf(Date);
    const item = toItem(clientsResource, row!, await loadRelations(t.db, clientsResource, [row!]));
    expect(item.createdAt).toBe((row!.createdAt as Date).toISOString());
    expect(item.createdAt).toBe(JSON.parse(JSON.stringify(row!.createdAt)));
    expect(Object.values(item).some((value) => value instanceof Date)).toBe(false);
    expect(item.firstName).toBe('Zoë');
  });

  it('answer an invalid date as null, as its toJSON() does', async () => {
    const [row] = await t.db.select().from(clients).where(eq(clients.email, 'zoe@serialize.example'));
    const item = toItem(clientsResource, { ...row!, createdAt: new Date(Number.NaN) }, new Map());
    expect(item.createdAt).toBeNull();
  });
});
