import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test/harness.ts';
import { tripTemplateItemResources } from '../trip-templates/trip-templates.resource.ts';
import { tripItemResources } from './trip-items.resource.ts';
import { makeClient, makeTrip } from './trip-test-helpers.ts';

// issue 23.1: an item's trip, and a template item's template, are fixed at creation, whatever the
// type and whatever the path that writes it.

let t: TestApp;
let admin: string;
let tripA: string;
let tripB: string;
let templateA: string;
let templateB: string;

type Item = Record<string, unknown> & { '@id': string; id: number };

const call = async (method: string, path: string, body?: Record<string, unknown>) => {
  const res = await t.request(method, path, { token: admin, body });
  return { status: res.status, body: res.status === 204 ? ({} as Item) : await json<Item>(res) };
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.travel');
  const client = await makeClient(t, admin, 'Ines', 'Marlow');
  const dates = { client: client['@id'], startDate: '2027-03-02', endDate: '2027-03-08', currency: 'EUR' };
  tripA = (await makeTrip(t, admin, dates))['@id'];
  tripB = (await makeTrip(t, admin, dates))['@id'];
  templateA = (await call('POST', '/api/trip_templates', { title: 'Kyoto', nbDays: 5 })).body['@id'];
  templateB = (await call('POST', '/api/trip_templates', { title: 'Oslo', nbDays: 5 })).body['@id'];
});
afterAll(() => t.close());

const tripOf = async (iri: string) => (await call('GET', iri)).body.trip;

describe("an item's trip is fixed at creation", () => {
  const types = Object.entries(tripItemResources);
  it.each(types)(
    '%s: every path refuses another trip with a 422 on trip, and takes the same one',
    async (type, resource) => {
      const made = await call('POST', resource.collectionIri, { trip: tripA, title: `A ${type}` });
      expect(made.status).toBe(201);
      const item = made.body;
      const paths: [string, string][] = [
        ['PATCH', item['@id']],
        ['PATCH', `/api/trip_items/${item.id}`],
      ];
      if (type === 'accommodation') {
        paths.push(['PUT', item['@id']], ['PATCH', `/next/trip-accommodations/${item.id}`]);
      }
      for (const [method, path] of paths) {
        const moved = await call(method, path, { trip: tripB, title: 'moved' });
        expect(moved.status, `${method} ${path}`).toBe(422);
        expect(moved.body.violations).toEqual([expect.objectContaining({ propertyPath: 'trip' })]);
        expect(await tripOf(item['@id'])).toBe(tripA);
        // A bare id is taken for an IRI as well.
        const byId = await call(method, path, { trip: Number(tripB.split('/').pop()) });
        expect(byId.status, `${method} ${path} by id`).toBe(422);
        const same = await call(method, path, { trip: tripA, title: `kept by ${method} ${path}` });
        expect(same.status, `${method} ${path} same trip`).toBe(200);
        expect(same.body.title).toBe(`kept by ${method} ${path}`);
      }
      expect(await tripOf(item['@id'])).toBe(tripA);
    },
  );
});

describe("a template item's template is fixed at creation", () => {
  const types = Object.entries(tripTemplateItemResources);
  it.each(types)(
    '%s: refuses another template with a 422 on tripTemplate, takes the same one',
    async (type, resource) => {
      const made = await call('POST', resource.collectionIri, {
        tripTemplate: templateA,
        title: `A ${type}`,
      });
      expect(made.status).toBe(201);
      const iri = made.body['@id'];
      const moved = await call('PATCH', iri, { tripTemplate: templateB });
      expect(moved.status).toBe(422);
      expect(moved.body.violations).toEqual([expect.objectContaining({ propertyPath: 'tripTemplate' })]);
      expect((await call('GET', iri)).body.tripTemplate).toBe(templateA);
      const same = await call('PATCH', iri, { tripTemplate: templateA, title: 'kept' });
      expect(same.status).toBe(200);
      expect(same.body.title).toBe('kept');
    },
  );
});
