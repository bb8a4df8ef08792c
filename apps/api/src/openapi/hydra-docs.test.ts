import type { AddressInfo } from 'node:net';
import { type Api, type Field, parseHydraDocumentation, type Resource } from '@api-platform/api-doc-parser';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

// The parser fetches over HTTP (entrypoint, then the Link header, then the documentation), so the
// app runs on a real ephemeral port and the parser talks to it and to nothing else.
let t: TestApp;
let server: ServerType;
let base: string;
let api: Api;
// Every URL the parser fetched: all must be on the app (no remote contexts, no network).
const fetched: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The documents' IRIs come from PUBLIC_URL: here, the address the parser reaches the app at.
  t.config.publicUrl = base;
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    fetched.push(input instanceof Request ? input.url : String(input));
    return realFetch(input, init);
  };
  // The parser rejects with { api, error, response }: surface the underlying error.
  ({ api } = await parseHydraDocumentation(`${base}/api`)
    .catch((reason: { error?: unknown }) => {
      throw reason.error ?? reason;
    })
    .finally(() => {
      globalThis.fetch = realFetch;
    }));
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

const resource = (title: string): Resource => {
  const found = api.resources?.find((r) => r.title === title);
  if (!found) throw new Error(`${title} not found in ${api.resources?.map((r) => r.title).join(', ')}`);
  return found;
};
const field = (r: Resource, name: string): Field => {
  const found = r.fields?.find((f) => f.name === name);
  if (!found) throw new Error(`${r.title}.${name} not found`);
  return found;
};
const names = (fields: Field[] | null | undefined) => (fields ?? []).map((f) => f.name).sort();
const xmls = (type: string) => `http://www.w3.org/2001/XMLSchema#${type}`;
const operations = (r: Resource) =>
  (r.operations ?? []).map((o) => `${o.type} ${o.method}`).sort((a, b) => a.localeCompare(b));

describe('Hydra API documentation read by @api-platform/api-doc-parser', () => {
  it('serves the entrypoint with the apiDocumentation Link and JSON-LD', async () => {
    const res = await fetch(`${base}/api`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/ld+json');
    expect(res.headers.get('link')).toBe(
      `<${base}/api/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"`,
    );
    const docs = await fetch(`${base}/api/docs.jsonld`);
    expect(docs.headers.get('content-type')).toContain('application/ld+json');
    expect(((await docs.json()) as Record<string, unknown>)['@type']).toBe('hydra:ApiDocumentation');
  });

  it('never echoes the request Host: links and IRIs come from PUBLIC_URL', async () => {
    for (const path of ['/api', '/api/docs.jsonld', '/api/contexts/Vendor']) {
      // @hono/node-server builds the request URL from the Host header.
      const res = await t.app.fetch(
        new Request(`http://evil.example${path}`, { headers: { host: 'evil.example' } }),
      );
      expect(res.status).toBe(200);
      const link = res.headers.get('link');
      if (path !== '/api/contexts/Vendor')
        expect(link).toBe(
          `<${base}/api/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"`,
        );
      expect(await res.text()).not.toContain('evil.example');
    }
  });

  it('fetches the entrypoint then the documentation, from the app only', () => {
    expect(fetched).toEqual([`${base}/api`, `${base}/api/docs.jsonld`]);
  });

  it('finds every resource with its URL, name and class', () => {
    expect(api.entrypoint).toBe(`${base}/api`);
    expect(api.title).toBe('Travel back office API');
    const found = (api.resources ?? []).map((r) => [r.title, r.name, r.url, r.id]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['Vendor', 'vendors', `${base}/api/vendors`, `${base}/api/docs.jsonld#Vendor`],
        ['VendorGroup', 'vendor_groups', `${base}/api/vendor_groups`, `${base}/api/docs.jsonld#VendorGroup`],
        [
          'VendorLocation',
          'vendor_locations',
          `${base}/api/vendor_locations`,
          `${base}/api/docs.jsonld#VendorLocation`,
        ],
        ['User', 'users', `${base}/api/users`, `${base}/api/docs.jsonld#User`],
      ]),
    );
  });

  it('maps the vendor properties: ranges, required, readable and writable', () => {
    const vendor = resource('Vendor');
    const name = field(vendor, 'name');
    expect(name).toMatchObject({
      id: `${base}/api/docs.jsonld#Vendor/name`,
      range: xmls('string'),
      type: 'string',
      required: true,
      reference: null,
      embedded: null,
      maxCardinality: null,
    });
    expect(field(vendor, 'status')).toMatchObject({ range: xmls('string'), required: false });
    expect(field(vendor, 'email')).toMatchObject({ range: xmls('string'), required: false });
    expect(field(vendor, 'createdAt')).toMatchObject({ range: xmls('dateTime'), type: 'dateTime' });
    expect(field(vendor, 'updatedBy')).toMatchObject({ range: xmls('integer'), type: 'integer' });
    // The identifier is read-only, so API Platform leaves it out of the documentation.
    expect(vendor.fields?.some((f) => f.name === 'id')).toBe(false);
    expect(names(vendor.readableFields)).toEqual([
      'accommodations',
      'activityProviders',
      'attachments',
      'conciergeries',
      'contacts',
      'contracts',
      'createdAt',
      'createdBy',
      'description',
      'email',
      'group',
      'locations',
      'name',
      'phone',
      'restaurants',
      'services',
      'spas',
      'status',
      'transportationProviders',
      'updatedAt',
      'updatedBy',
      'website',
      'wineries',
    ]);
    expect(names(vendor.writableFields)).toEqual([
      'description',
      'email',
      'group',
      'name',
      'phone',
      'status',
      'website',
    ]);
  });

  it('maps relations: a to-one IRI as a reference, an embedded to-many as embedded', () => {
    const vendor = resource('Vendor');
    const group = field(vendor, 'group');
    expect(group.range).toBe(`${base}/api/docs.jsonld#VendorGroup`);
    expect(group.reference).toBe(resource('VendorGroup'));
    expect(group.embedded).toBeNull();
    expect(group.maxCardinality).toBe(1);
    expect(group.required).toBe(false);

    const locations = field(vendor, 'locations');
    expect(locations.range).toBe(`${base}/api/docs.jsonld#VendorLocation`);
    // Serialized as objects (embed: true): API Platform types them rdf:Property, not hydra:Link.
    expect(locations.embedded).toBe(resource('VendorLocation'));
    expect(locations.reference).toBeNull();
    expect(locations.maxCardinality).not.toBe(1);

    const location = resource('VendorLocation');
    const owner = field(location, 'vendor');
    expect(owner.reference).toBe(vendor);
    expect(owner).toMatchObject({ required: true, maxCardinality: 1 });
    expect(field(location, 'latitude')).toMatchObject({ range: xmls('decimal'), type: 'decimal' });
    expect(names(location.writableFields)).toEqual([
      'address',
      'city',
      'country',
      'destination',
      'latitude',
      'longitude',
      'vendor',
    ]);
  });

  it('maps the user: a write-only password, required email and password', () => {
    const user = resource('User');
    expect(field(user, 'email')).toMatchObject({ required: true, range: xmls('string') });
    expect(field(user, 'isActive')).toMatchObject({ range: xmls('boolean'), type: 'boolean' });
    expect(field(user, 'roles')).toMatchObject({ range: xmls('string') });
    expect(field(user, 'password')).toMatchObject({ required: true });
    expect(names(user.readableFields)).not.toContain('password');
    expect(names(user.writableFields)).toContain('password');
    expect(user.fields?.some((f) => f.name === 'passwordHash')).toBe(false);
  });

  it('lists the operations with the update verbs each resource declares', () => {
    expect(operations(resource('Vendor'))).toEqual([
      'create POST',
      'delete DELETE',
      'edit PATCH',
      'list GET',
      'show GET',
    ]);
    expect(operations(resource('VendorGroup'))).toEqual([
      'create POST',
      'delete DELETE',
      'edit PUT',
      'list GET',
      'show GET',
    ]);
    expect(operations(resource('VendorLocation'))).toContain('edit PATCH');
    expect(operations(resource('User'))).toContain('edit PATCH');
    const vendor = resource('Vendor');
    const classId = `${base}/api/docs.jsonld#Vendor`;
    const byType = Object.fromEntries((vendor.operations ?? []).map((o) => [o.type, o]));
    expect(byType.list).toMatchObject({ returns: 'http://www.w3.org/ns/hydra/core#Collection' });
    expect(byType.create).toMatchObject({ expects: classId, returns: classId });
    expect(byType.show).toMatchObject({ returns: classId });
    expect(byType.edit).toMatchObject({ expects: classId, returns: classId });
    expect(byType.delete).toMatchObject({ returns: 'http://www.w3.org/2002/07/owl#Nothing' });
    expect(byType.create?.types).toContain('https://schema.org/CreateAction');
  });

  it('serves item contexts that expand against the documentation vocabulary', async () => {
    const res = await fetch(`${base}/api/contexts/Vendor`);
    expect(res.status).toBe(200);
    const { '@context': context } = (await res.json()) as { '@context': Record<string, unknown> };
    expect(context['@vocab']).toBe(`${base}/api/docs.jsonld#`);
    expect(context.group).toEqual({ '@id': 'Vendor/group', '@type': '@id' });
    expect((await fetch(`${base}/api/contexts/Error`)).status).toBe(200);
  });
});
