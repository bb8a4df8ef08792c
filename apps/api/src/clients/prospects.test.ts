import { describe, expect, it } from 'vitest';
import { adminAppForFile, postCreated } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';
import { splitName } from './prospects.routes.ts';

const t = adminAppForFile();

type Item = Record<string, unknown> & { '@id': string; id: number };
type Collection = { 'hydra:member': Item[]; 'hydra:totalItems': number };
type Problem = {
  'hydra:description': string;
  violations?: { propertyPath: string; message: string }[];
  duplicate?: string;
  client?: string;
};

const send = async (method: string, path: string, body?: Record<string, unknown>, token = t.admin) =>
  t.request(method, path, { token, body });
const created = (path: string, body: Record<string, unknown>) => postCreated(t, path, body);

describe('prospects', () => {
  it('creates, lists with search and order, reads and deletes a prospect', async () => {
    const bali = await created('/api/destinations', { name: 'Bali' });
    const a = await created('/api/prospects', {
      name: 'Charlotte Beaumont',
      email: 'Charlotte@Beaumont.example',
      phone: '+33 6 12 34 56 78',
      source: 'website',
      message: 'Honeymoon in Bali, villas with a private pool.',
      destinations: [bali['@id']],
      startDate: '2027-05-02',
      endDate: '2027-05-16',
      budget: 45000,
      currency: 'eur',
    });
    expect(a).toMatchObject({
      '@type': 'Prospect',
      name: 'Charlotte Beaumont',
      status: 'new',
      client: null,
      destinations: [bali['@id']],
      budget: '45000.00',
      currency: 'EUR',
      convertedAt: null,
    });
    expect(a).not.toHaveProperty('searchText');
    const b = await created('/api/prospects', {
      firstName: 'Henrik',
      lastName: 'Larsen',
      source: 'referral',
    });
    expect(b.name).toBe('Henrik Larsen');

    const page = await json<Collection>(await send('GET', '/api/prospects?search=beaumont'));
    expect(page['hydra:member'].map((p) => p.id)).toEqual([a.id]);
    const byName = await json<Collection>(await send('GET', '/api/prospects?order[name]=asc'));
    expect(byName['hydra:member'].map((p) => p.id)).toEqual([a.id, b.id]);
    const newest = await json<Collection>(await send('GET', '/api/prospects?itemsPerPage=1'));
    expect(newest['hydra:totalItems']).toBe(2);
    expect(newest['hydra:member'].map((p) => p.id)).toEqual([b.id]);
    expect((await send('GET', a['@id'])).status).toBe(200);

    expect((await send('DELETE', b['@id'])).status).toBe(204);
    expect((await send('GET', b['@id'])).status).toBe(404);
    expect([404, 405]).toContain((await send('PATCH', a['@id'], { name: 'x' })).status);
  });

  it('refuses a prospect without a name, with a bad source or dates in the wrong order', async () => {
    const res = await send('POST', '/api/prospects', {
      email: 'x@y.example',
      source: 'carrier_pigeon',
      startDate: '2027-06-10',
      endDate: '2027-06-01',
    });
    expect(res.status).toBe(422);
    const paths = (await json<Problem>(res)).violations!.map((v) => v.propertyPath);
    expect(paths).toContain('source');
    const dates = await send('POST', '/api/prospects', {
      email: 'x@y.example',
      startDate: '2027-06-10',
      endDate: '2027-06-01',
    });
    expect((await json<Problem>(dates)).violations!.map((v) => v.propertyPath).sort()).toEqual([
      'endDate',
      'name',
    ]);
  });

  it('converts a prospect into a client once, in one transaction', async () => {
    const p = await created('/api/prospects', {
      name: 'Ana María de la Cruz',
      email: 'ana@cruz.example',
      phone: '+34 600 000 000',
      source: 'partner',
      message: 'Family safari.',
      budget: '30000',
      currency: 'USD',
    });
    const res = await send('POST', `${p['@id']}/convert`, {});
    expect(res.status, await res.clone().text()).toBe(201);
    const client = await json<Item>(res);
    expect(res.headers.get('location')).toBe(client['@id']);
    expect(client).toMatchObject({
      '@type': 'Client',
      firstName: 'Ana',
      lastName: 'María de la Cruz',
      email: 'ana@cruz.example',
      phone: '+34 600 000 000',
      currency: 'USD',
      status: 'prospect',
    });
    expect(String(client.notes)).toContain('Family safari.');
    const after = await json<Item>(await send('GET', p['@id']));
    expect(after).toMatchObject({ status: 'converted', client: client['@id'] });
    expect(after.convertedAt).not.toBeNull();
    const converted = await json<Collection>(await send('GET', '/api/prospects?status=converted'));
    expect(converted['hydra:member'].map((x) => x.id)).toContain(p.id);

    const twice = await send('POST', `${p['@id']}/convert`, { force: true });
    expect(twice.status).toBe(409);
    expect((await json<Problem>(twice)).client).toBe(client['@id']);
  });

  it("carries the wished destinations over as the client's destinations of interest", async () => {
    const kenya = await created('/api/destinations', { name: 'Kenya wished' });
    const p = await created('/api/prospects', {
      name: 'Maya Okafor',
      email: 'maya@okafor.example',
      destinations: [kenya['@id']],
    });
    const client = await json<Item>(await send('POST', `${p['@id']}/convert`, {}));
    expect(client.preferences).toBeTruthy();
    const prefs = await json<Item>(await send('GET', String(client.preferences)));
    expect(prefs.destinations).toEqual([kenya['@id']]);
    const interested = await json<Collection>(
      await send('GET', `/api/clients?preferences.destinations.id=${kenya.id}`),
    );
    expect(interested['hydra:member'].map((c) => c['@id'])).toEqual([client['@id']]);
  });

  it('answers 409 with the matching client unless force, and leaves the prospect untouched', async () => {
    const existing = await created('/api/clients', {
      firstName: 'Oliver',
      lastName: 'Grant',
      email: 'oliver@grant.example',
    });
    const before = await json<Collection>(await send('GET', '/api/clients?itemsPerPage=1'));
    const p = await created('/api/prospects', { name: 'Olly Grant', email: 'OLIVER@grant.example' });
    const res = await send('POST', `${p['@id']}/convert`);
    expect(res.status).toBe(409);
    const problem = await json<Problem>(res);
    expect(problem.duplicate).toBe(existing['@id']);
    expect(problem['hydra:description']).toContain(existing['@id']);
    expect((await json<Item>(await send('GET', p['@id']))).status).toBe('new');
    const count = await json<Collection>(await send('GET', '/api/clients?itemsPerPage=1'));
    expect(count['hydra:totalItems']).toBe(before['hydra:totalItems']);

    const forced = await send('POST', `${p['@id']}/convert`, { force: true, firstName: 'Oliver' });
    expect(forced.status).toBe(201);
    expect(await json(forced)).toMatchObject({ firstName: 'Oliver', lastName: 'Grant' });
  });

  it('asks for a last name when the prospect has one word only, and checks the body', async () => {
    const p = await created('/api/prospects', { name: 'Cher' });
    const res = await send('POST', `${p['@id']}/convert`, {});
    expect(res.status).toBe(422);
    expect((await json<Problem>(res)).violations![0]!.propertyPath).toBe('lastName');
    expect((await json<Item>(await send('GET', p['@id']))).status).toBe('new');
    expect((await send('POST', `${p['@id']}/convert`, { force: 'yes' })).status).toBe(422);
    expect((await send('POST', '/api/prospects/99999/convert', {})).status).toBe(404);
    expect(splitName('  Jean   Paul  Gaultier ')).toEqual({ firstName: 'Jean', lastName: 'Paul Gaultier' });
  });

  it('lets the travel director write, the accountant read, other roles nothing', async () => {
    const travel = await t.login('travel@demo.travel');
    const accountant = await t.login('accountant@demo.travel');
    const content = await t.login('content@demo.travel');
    const res = await send('POST', '/api/prospects', { name: 'Lucia Romano' }, travel);
    expect(res.status).toBe(201);
    const p = await json<Item>(res);
    expect((await send('GET', '/api/prospects', undefined, accountant)).status).toBe(200);
    expect((await send('GET', p['@id'], undefined, accountant)).status).toBe(200);
    expect((await send('POST', '/api/prospects', { name: 'X Y' }, accountant)).status).toBe(403);
    expect((await send('POST', `${p['@id']}/convert`, {}, accountant)).status).toBe(403);
    expect((await send('DELETE', p['@id'], undefined, accountant)).status).toBe(403);
    expect((await send('GET', '/api/prospects', undefined, content)).status).toBe(403);
    expect((await t.request('GET', '/api/prospects')).status).toBe(401);
    expect((await send('POST', `${p['@id']}/convert`, {}, travel)).status).toBe(201);
  });
});
