import { beforeAll, describe, expect, it } from 'vitest';
import { adminAppForFile, postCreated } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';

const t = adminAppForFile();
let client: Item;

type Item = Record<string, unknown> & { '@id': string; id: number };
type Collection = { 'hydra:member': Item[]; 'hydra:totalItems': number };

const send = async (method: string, path: string, body?: Record<string, unknown>) =>
  t.request(method, path, { token: t.admin, body });
const created = (path: string, body: Record<string, unknown>) => postCreated(t, path, body);

beforeAll(async () => {
  client = await created('/api/clients', { firstName: 'Margot', lastName: 'Delacroix' });
});

describe('client guests', () => {
  it('keeps companions with diets and allergies from the reference lists, PATCH only', async () => {
    const diet = await created('/api/diets', { name: 'Pescatarian' });
    const allergy = await created('/api/food_allergies', { name: 'Shellfish' });
    const guest = await created('/api/client_guests', {
      client: client['@id'],
      name: 'Louis Delacroix',
      relation: 'son',
      status: 'child',
      birthday: '2014-06-01',
      passportExpiry: '2029-03-31',
      diets: [diet['@id']],
      foodAllergies: [allergy['@id']],
    });
    expect(guest).toMatchObject({
      '@type': 'ClientGuest',
      client: client['@id'],
      diets: [diet['@id']],
      foodAllergies: [allergy['@id']],
      passportExpiry: '2029-03-31',
    });
    const patched = await send('PATCH', guest['@id'], { foodAllergies: [], relation: 'grandson' });
    expect(patched.status).toBe(200);
    expect(await json(patched)).toMatchObject({ foodAllergies: [], relation: 'grandson' });
    expect((await send('PUT', guest['@id'], { name: 'x', client: client['@id'] })).status).toBe(405);

    const mine = await json<Collection>(await send('GET', `/api/client_guests?client.id=${client.id}`));
    expect(mine['hydra:member'].map((g) => g.id)).toEqual([guest.id]);
    const full = await json<Item>(await send('GET', client['@id']));
    expect((full.guests as Item[]).map((g) => g['@id'] ?? g)).toEqual([guest['@id']]);

    const bad = await send('POST', '/api/client_guests', { client: client['@id'], name: '', status: 'pet' });
    expect(bad.status).toBe(422);
  });
});

describe('referrals', () => {
  it('sets referredOn to today on create and keeps it', async () => {
    const friend = await created('/api/clients', { firstName: 'Paul', lastName: 'Renard' });
    const referral = await created('/api/referrals', {
      client: client['@id'],
      referredClient: friend['@id'],
      referredOn: '1999-01-01',
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(referral).toMatchObject({ referredOn: today, referredClient: friend['@id'] });
    const byName = await created('/api/referrals', { client: client['@id'], referredName: 'Claire Morel' });
    expect(byName.referredOn).toBe(today);
    const patched = await send('PATCH', byName['@id'], { notes: 'Met at the Cannes dinner' });
    expect(((await json(patched)) as Item).referredOn).toBe(today);

    const nobody = await send('POST', '/api/referrals', { client: client['@id'] });
    expect(nobody.status).toBe(422);
    const list = await json<Collection>(await send('GET', `/api/referrals?client.id=${client.id}`));
    expect(list['hydra:totalItems']).toBe(2);
  });
});

describe('memberships', () => {
  it('moves its status along its state machine, with possible transitions', async () => {
    const membership = await created('/api/memberships', {
      client: client['@id'],
      programme: 'Aman Club',
      number: 'AC-2231',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      status: 'pending',
    });
    const moves = await send('GET', `/api/membership/possible-transitions/${membership.id}`);
    expect(moves.status).toBe(200);
    expect(moves.headers.get('etag')).toBe('"1"');
    expect(await json(moves)).toMatchObject({
      '@id': membership['@id'],
      status: 'pending',
      transitions: [
        { status: 'active', label: 'Activate' },
        { status: 'cancelled', label: 'Cancel' },
      ],
    });
    expect((await send('PATCH', membership['@id'], { status: 'expired' })).status).toBe(422);
    for (const status of ['active', 'suspended', 'active', 'expired', 'active', 'cancelled']) {
      expect((await send('PATCH', membership['@id'], { status })).status, status).toBe(200);
    }
    expect((await send('PATCH', membership['@id'], { status: 'active' })).status).toBe(422);
    const after = await json<{ transitions: unknown[] }>(
      await send('GET', `/api/membership/possible-transitions/${membership.id}`),
    );
    expect(after.transitions).toEqual([]);

    const backwards = await send('POST', '/api/memberships', {
      client: client['@id'],
      programme: 'NetJets',
      startDate: '2026-05-01',
      endDate: '2026-04-01',
    });
    expect(backwards.status).toBe(422);
    expect(
      (await send('POST', '/api/memberships', { client: client['@id'], programme: 'X', status: 'expired' }))
        .status,
    ).toBe(422);
  });

  it('filters clients by membership', async () => {
    const other = await created('/api/clients', { firstName: 'Nadia', lastName: 'Haddad' });
    await created('/api/memberships', { client: other['@id'], programme: 'Virtuoso Circle' });
    const found = await json<Collection>(await send('GET', '/api/clients?memberships.programme=virtuoso'));
    expect(found['hydra:member'].map((c) => c.id)).toEqual([other.id]);
    const withAny = await json<Collection>(await send('GET', '/api/clients?exists[memberships]=true'));
    expect(withAny['hydra:member'].map((c) => c.id).sort()).toEqual([client.id, other.id].sort());
  });
});
