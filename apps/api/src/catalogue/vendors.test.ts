import { beforeAll, describe, expect, it, vi } from 'vitest';
import { json } from '../test/harness.ts';
import { type Collection, type Item, testAppForFile } from '../test/test-app.ts';

const t = testAppForFile();
let admin: string;
beforeAll(async () => {
  admin = await t.login('admin@demo.travel');
});

describe('vendors through the resource engine', () => {
  it('creates, reads, patches and deletes a vendor with Hydra JSON-LD', async () => {
    const created = await t.request('POST', '/api/vendors', {
      token: admin,
      body: { name: '  Aman Kyoto ', email: 'stay@aman.example' },
    });
    expect(created.status).toBe(201);
    const vendor = await json<Item>(created);
    expect(vendor['@type']).toBe('Vendor');
    expect(vendor['@id']).toBe(`/api/vendors/${vendor.id}`);
    expect(vendor.name).toBe('Aman Kyoto');
    expect(vendor.status).toBe('active');
    expect(vendor.locations).toEqual([]);
    expect(created.headers.get('etag')).toBe('"1"');

    const got = await t.request('GET', vendor['@id'], { token: admin });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toContain('application/ld+json');

    const patched = await t.request('PATCH', vendor['@id'], {
      token: admin,
      body: { status: 'blacklisted' },
    });
    expect(patched.status).toBe(200);
    expect((await json<Item>(patched)).status).toBe('blacklisted');
    expect(patched.headers.get('etag')).toBe('"2"');

    const empty = await t.request('PATCH', vendor['@id'], { token: admin, body: {} });
    expect(empty.status).toBe(200);
    expect(empty.headers.get('etag')).toBe('"2"');

    const deleted = await t.request('DELETE', vendor['@id'], { token: admin });
    expect(deleted.status).toBe(204);
    expect((await t.request('GET', vendor['@id'], { token: admin })).status).toBe(404);
  });

  it('accepts the .json suffix of calls.md (POST /api/vendors.json)', async () => {
    const res = await t.request('POST', '/api/vendors.json', {
      token: admin,
      body: { name: 'Suffix Hotel' },
    });
    expect(res.status).toBe(201);
    const item = await json<Item>(res);
    expect((await t.request('GET', `/api/vendors/${item.id}.json`, { token: admin })).status).toBe(200);
  });

  it('answers 422 with violations per field', async () => {
    const res = await t.request('POST', '/api/vendors', {
      token: admin,
      body: { name: 'x'.repeat(256), status: 'nope', email: 'not-an-email' },
    });
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const body = await json<{
      violations: { propertyPath: string; message: string }[];
      'hydra:description': string;
    }>(res);
    const paths = body.violations.map((v) => v.propertyPath).sort();
    expect(paths).toEqual(['email', 'name', 'status']);
    expect(body.violations.find((v) => v.propertyPath === 'name')?.message).toContain('255');
    expect(body['hydra:description']).toContain('name');

    const blank = await t.request('POST', '/api/vendors', { token: admin, body: { name: '   ' } });
    expect(blank.status).toBe(422);
    const missing = await t.request('POST', '/api/vendors', { token: admin, body: {} });
    expect(
      (await json<{ violations: { propertyPath: string; message: string }[] }>(missing)).violations,
    ).toEqual([{ propertyPath: 'name', message: 'This value should not be blank.' }]);
  });

  it('answers 400 for malformed JSON and 415 for another content type, never 500', async () => {
    const bad = await t.request('POST', '/api/vendors', { token: admin, body: '{"name": ' });
    expect(bad.status).toBe(400);
    expect((await json(bad))['hydra:description']).toMatch(/JSON/);
    const arr = await t.request('POST', '/api/vendors', { token: admin, body: '[1,2]' });
    expect(arr.status).toBe(400);
    const xml = await t.request('POST', '/api/vendors', {
      token: admin,
      body: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.status).toBe(415);
    expect((await t.request('GET', '/api/vendors/abc', { token: admin })).status).toBe(404);
    expect((await t.request('GET', '/api/vendors/99999999999', { token: admin })).status).toBe(404);
    expect((await t.request('GET', '/api/vendors?page=0', { token: admin })).status).toBe(400);
    expect((await t.request('GET', '/api/vendors?order[name]=sideways', { token: admin })).status).toBe(400);
    expect((await t.request('GET', '/api/vendors?group.id=abc', { token: admin })).status).toBe(400);
    const badGroup = await t.request('POST', '/api/vendors', {
      token: admin,
      body: { name: 'X', group: '/api/users/1' },
    });
    expect(badGroup.status).toBe(422);
    const missingGroup = await t.request('POST', '/api/vendors', {
      token: admin,
      body: { name: 'X', group: '/api/vendor_groups/999999' },
    });
    expect(missingGroup.status).toBe(422);
  });

  it('filters, searches, orders and paginates in SQL', async () => {
    const group = await json<Item>(
      await t.request('POST', '/api/vendor_groups', { token: admin, body: { name: 'Filter Group' } }),
    );
    for (let i = 0; i < 12; i++) {
      const res = await t.request('POST', '/api/vendors', {
        token: admin,
        body: {
          name: `Zeta Lodge ${String(i).padStart(2, '0')}`,
          group: i % 2 ? group['@id'] : null,
          status: i < 3 ? 'inactive' : 'active',
        },
      });
      expect(res.status).toBe(201);
    }
    const page2 = await json<Collection>(
      await t.request('GET', '/api/vendors?search=zeta%20lodge&order[name]=desc&itemsPerPage=5&page=2', {
        token: admin,
      }),
    );
    expect(page2['hydra:totalItems']).toBe(12);
    expect(page2['hydra:member'].map((v) => v.name)).toEqual([
      'Zeta Lodge 06',
      'Zeta Lodge 05',
      'Zeta Lodge 04',
      'Zeta Lodge 03',
      'Zeta Lodge 02',
    ]);
    expect(page2['hydra:view']?.['hydra:next']).toContain('page=3');
    expect(page2['hydra:view']?.['hydra:previous']).toContain('page=1');

    const grouped = await json<Collection>(
      await t.request('GET', `/api/vendors?search=zeta&group.id=${group.id}`, { token: admin }),
    );
    expect(grouped['hydra:totalItems']).toBe(6);
    expect(grouped['hydra:member'][0]?.group).toBe(group['@id']);

    const byIri = await json<Collection>(
      await t.request('GET', `/api/vendors?search=zeta&group.id=${encodeURIComponent(group['@id'])}`, {
        token: admin,
      }),
    );
    expect(byIri['hydra:totalItems']).toBe(6);

    const noGroup = await json<Collection>(
      await t.request('GET', '/api/vendors?search=zeta&exists[group]=false', { token: admin }),
    );
    expect(noGroup['hydra:totalItems']).toBe(6);

    const statuses = await json<Collection>(
      await t.request('GET', '/api/vendors?search=zeta&status[]=inactive', { token: admin }),
    );
    expect(statuses['hydra:totalItems']).toBe(3);

    const partial = await json<Collection>(
      await t.request('GET', '/api/vendors?name=LODGE%2011', { token: admin }),
    );
    expect(partial['hydra:member'].map((v) => v.name)).toEqual(['Zeta Lodge 11']);

    const capped = await json<Collection>(
      await t.request('GET', '/api/vendors?itemsPerPage=1000', { token: admin }),
    );
    expect(capped['hydra:member'].length).toBeLessThanOrEqual(100);

    const wildcard = await json<Collection>(
      await t.request('GET', '/api/vendors?search=%25', { token: admin }),
    );
    expect(wildcard['hydra:totalItems']).toBe(0);
  });

  it('filters through nested relations (locations.id, vendor.group.id)', async () => {
    const group = await json<Item>(
      await t.request('POST', '/api/vendor_groups', { token: admin, body: { name: 'Nested Group' } }),
    );
    const vendor = await json<Item>(
      await t.request('POST', '/api/vendors', {
        token: admin,
        body: { name: 'Nested Vendor', group: group['@id'] },
      }),
    );
    const loc = await t.request('POST', '/api/vendor_locations', {
      token: admin,
      body: { vendor: vendor['@id'], city: 'Kyoto', latitude: '35.0116', longitude: 135.7681 },
    });
    expect(loc.status).toBe(201);
    const location = await json<Item>(loc);
    expect(location.latitude).toBe('35.0116000');

    const viaLocation = await json<Collection>(
      await t.request('GET', `/api/vendors?locations.id=${location.id}`, { token: admin }),
    );
    expect(viaLocation['hydra:member'].map((v) => v.id)).toEqual([vendor.id]);
    expect((viaLocation['hydra:member'][0]!.locations as Item[])[0]!.city).toBe('Kyoto');

    const twoLevels = await json<Collection>(
      await t.request('GET', `/api/vendor_locations?vendor.group.id=${group.id}`, { token: admin }),
    );
    expect(twoLevels['hydra:member'].map((l) => l.id)).toEqual([location.id]);

    const withLocations = await json<Collection>(
      await t.request('GET', '/api/vendors?exists[locations]=true&name=nested', { token: admin }),
    );
    expect(withLocations['hydra:totalItems']).toBe(1);

    const badLat = await t.request('POST', '/api/vendor_locations', {
      token: admin,
      body: { vendor: vendor['@id'], latitude: '123' },
    });
    expect(badLat.status).toBe(422);

    // A vendor with locations can still be deleted (they cascade); a group in use cannot be, cleanly.
    expect((await t.request('DELETE', group['@id'], { token: admin })).status).toBe(204);
    expect((await json<Item>(await t.request('GET', vendor['@id'], { token: admin }))).group).toBeNull();
  });

  it('vendor groups use PUT, not PATCH, and names are unique', async () => {
    const g = await json<Item>(
      await t.request('POST', '/api/vendor_groups', { token: admin, body: { name: 'Put Group' } }),
    );
    const put = await t.request('PUT', g['@id'], { token: admin, body: { name: 'Put Group 2' } });
    expect(put.status).toBe(200);
    expect((await json<Item>(put)).name).toBe('Put Group 2');
    expect((await t.request('PUT', g['@id'], { token: admin, body: {} })).status).toBe(422);
    expect((await t.request('PATCH', g['@id'], { token: admin, body: { name: 'x' } })).status).toBe(405);
    const dup = await t.request('POST', '/api/vendor_groups', {
      token: admin,
      body: { name: 'put group 2' },
    });
    expect(dup.status).toBe(409);
    expect((await json(dup))['hydra:description']).toBeTruthy();
  });

  it('reads a page and its embedded locations in two statements, for the rows of that page only', async () => {
    const tag = `inline${Date.now()}`;
    for (let i = 0; i < 5; i++) {
      const vendor = await json<Item>(
        await t.request('POST', '/api/vendors', { token: admin, body: { name: `${tag} ${i}` } }),
      );
      for (const city of [`City ${i}a`, `City ${i}b`]) {
        const loc = await t.request('POST', '/api/vendor_locations', {
          token: admin,
          body: { vendor: vendor['@id'], city, latitude: '1.5000000' },
        });
        expect(loc.status).toBe(201);
      }
    }
    const client = (t.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    try {
      const page = await json<Collection>(
        await t.request('GET', `/api/vendors?search=${tag}&order[name]=asc&page=2&itemsPerPage=2`, {
          token: admin,
        }),
      );
      expect(page['hydra:totalItems']).toBe(5);
      expect(page['hydra:member'].map((v) => v.name)).toEqual([`${tag} 2`, `${tag} 3`]);
      const locations = page['hydra:member'].map((v) =>
        (v.locations as Item[]).map((l) => [l['@type'], l.city, l.latitude, typeof l.createdAt]),
      );
      expect(locations).toEqual([
        [
          ['VendorLocation', 'City 2a', '1.5000000', 'string'],
          ['VendorLocation', 'City 2b', '1.5000000', 'string'],
        ],
        [
          ['VendorLocation', 'City 3a', '1.5000000', 'string'],
          ['VendorLocation', 'City 3b', '1.5000000', 'string'],
        ],
      ]);
      // The page (with its locations) and the count, which also reads the caller's session state
      // (auth/pure-reads.ts): no query per relation or per row, and no session query of its own.
      const texts = spy.mock.calls.map(([q]) =>
        typeof q === 'string' ? q : String((q as { text?: string }).text ?? ''),
      );
      expect(texts).toHaveLength(2);
      expect(texts.filter((text) => text.includes('session_state('))).toHaveLength(1);
      expect(texts.find((text) => text.includes('session_state('))).toMatch(/^select count\(\*\)/);
    } finally {
      spy.mockRestore();
    }
  });

  it('finds a vendor by the city or country of its locations, as they change', async () => {
    const vendor = await json<Item>(
      await t.request('POST', '/api/vendors', { token: admin, body: { name: 'Riad of the Seven Doors' } }),
    );
    const found = async (term: string) =>
      (await json<Collection>(await t.request('GET', `/api/vendors?search=${term}`, { token: admin })))[
        'hydra:member'
      ].map((v) => v.id);
    expect(await found('marrakech')).not.toContain(vendor.id);
    const loc = await json<Item>(
      await t.request('POST', '/api/vendor_locations', {
        token: admin,
        body: { vendor: vendor['@id'], city: 'Marrakech', country: 'Morocco' },
      }),
    );
    expect(await found('marrakech')).toContain(vendor.id);
    expect(await found('seven doors morocco')).toEqual([vendor.id]);
    await t.request('PATCH', loc['@id'], { token: admin, body: { city: 'Fes' } });
    expect(await found('marrakech')).not.toContain(vendor.id);
    expect(await found('fes morocco')).toContain(vendor.id);
    await t.request('DELETE', loc['@id'], { token: admin });
    expect(await found('morocco')).not.toContain(vendor.id);
    // The vendor itself is not edited by it: its version (ETag) stays.
    const again = await t.request('GET', vendor['@id'], { token: admin });
    expect(again.headers.get('etag')).toBe('"1"');
  });
});
