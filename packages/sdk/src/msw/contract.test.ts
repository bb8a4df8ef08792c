import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultClient } from '../core/client.ts';
import type { ApiError } from '../core/errors.ts';
import {
  createVendorContract,
  getVendor,
  getVendorContract,
  listVendorContracts,
  updateVendorContract,
} from '../generated/client/api.ts';
import { resourceContract } from './contract.ts';
import { createMockDb, type MockDb, seedMockDb } from './db.ts';
import { hydraResourceHandlers, insertRecord } from './hydra.ts';

const server = setupServer();
let db: MockDb;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(async () => {
  db = await seedMockDb(createMockDb(), { vendors: 3, vendorGroups: 1, users: 0 });
  server.resetHandlers(
    ...['/api/vendors', '/api/vendor_contracts', '/api/vendor_locations'].flatMap((path) =>
      hydraResourceHandlers(db, { path }),
    ),
  );
  defaultClient.configure({ baseUrl: 'http://mock.test', getToken: () => 'token' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('a resource read from openapi/openapi.json', () => {
  it('knows the type, filters, order and verbs the contract declares', () => {
    const contracts = resourceContract('/api/vendor_contracts');
    expect(contracts.type).toBe('VendorContract');
    expect(contracts.create?.required).toEqual(['name', 'vendor']);
    const kinds = Object.fromEntries(contracts.filters.map((f) => [f.name, f.kind]));
    expect(kinds).toMatchObject({
      status: 'exact',
      'vendor.id': 'exact',
      'vendor.name': 'partial',
      'endDate[before]': 'date',
    });
    expect(contracts.order).toEqual(expect.arrayContaining(['startDate', 'endDate', 'name']));
    expect(resourceContract('/api/vendor_groups').patch).toBeUndefined();
    expect(() => resourceContract('/api/nothing')).toThrow(/No collection resource/);
  });

  it('checks writes against the schema, embeds the vendor and follows dotted filters', async () => {
    const missing = (await createVendorContract({ name: '' } as never).catch((e: unknown) => e)) as ApiError;
    expect(missing.violations.map((v) => v.propertyPath)).toEqual(['name', 'vendor']);
    const vendor = db.vendors.findFirst((q) => q.where({ id: 2 }))!;
    const created = await createVendorContract({
      name: 'Rates',
      vendor: vendor['@id'],
      endDate: '2026-06-30',
    });
    expect(created.data).toMatchObject({
      status: 'draft',
      vendor: { '@id': vendor['@id'], name: vendor.name },
    });
    insertRecord(db, '/api/vendor_contracts', {
      name: 'Old',
      vendor: '/api/vendors/1',
      endDate: '2025-01-31',
    });
    const byName = await listVendorContracts({ 'vendor.name': vendor.name.slice(1, 6).toUpperCase() });
    expect(byName.data['hydra:member'].map((c) => c.name)).toEqual(['Rates']);
    const ending = await listVendorContracts({ 'endDate[before]': '2025-12-31' });
    expect(ending.data['hydra:member'].map((c) => c.name)).toEqual(['Old']);
  });

  it('answers the lists another resource points back at, and does not enforce server rules', async () => {
    insertRecord(db, '/api/vendor_locations', { city: 'Ravello', vendor: '/api/vendors/1' });
    const { data } = await getVendor(1);
    expect(data.locations.map((l) => l.city)).toEqual(['Ravello']);
    const contract = insertRecord(db, '/api/vendor_contracts', { name: 'Any', vendor: '/api/vendors/1' });
    // The state machine is the API's: the mock stores any status the contract allows.
    const moved = await updateVendorContract(contract.id, { status: 'renewed' });
    expect(moved.data.status).toBe('renewed');
    expect((await getVendorContract(contract.id)).headers.get('etag')).toBe('"2"');
  });
});
