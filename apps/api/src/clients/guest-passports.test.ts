import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { json } from '../test/harness.ts';
import { testAppForFile } from '../test/test-app.ts';
import { type Collection, type Item, makeClient, makeTrip } from '../trips/trip-test-helpers.ts';

// Issue 30.9: a guest has first and last name, nationality, date of birth, passport number (sealed
// like card numbers, revealed through a logged call) and expiry; a new trip takes the guests who
// travel and counts its adults and children from them.
const t = testAppForFile();

type Problem = { violations?: { propertyPath: string; message: string }[] };

describe("a client's guests", () => {
  it('keeps names, nationality and a sealed passport number; a reveal is logged', async () => {
    const admin = await t.login('admin@demo.travel');
    const client = await makeClient(t, admin, 'Amir', 'Haddad');
    const post = (body: Record<string, unknown>) =>
      t.request('POST', '/api/client_guests', { token: admin, body: { client: client['@id'], ...body } });

    const res = await post({
      firstName: 'Leila',
      lastName: 'Haddad',
      nationality: 'French',
      birthday: '1990-04-02',
      passportNumber: '19ab 12345',
      passportExpiry: '2030-01-31',
      status: 'adult',
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const guest = await json<Item>(res);
    expect(guest).toMatchObject({
      name: 'Leila Haddad',
      firstName: 'Leila',
      lastName: 'Haddad',
      nationality: 'French',
      birthday: '1990-04-02',
      passportExpiry: '2030-01-31',
      passportLast4: '2345',
    });
    expect(guest).not.toHaveProperty('passportNumber');
    expect(guest).not.toHaveProperty('passportNumberSealed');
    expect(JSON.stringify(guest)).not.toContain('19AB12345');
    // Sealed in the database, never in the audit trail.
    const { rows } = await t.db.execute<{ sealed: string }>(
      sql`select passport_number_sealed as sealed from client_guests where id = ${guest.id}`,
    );
    expect(rows[0]!.sealed).toMatch(/^v1\./);
    expect(rows[0]!.sealed).not.toContain('19AB12345');
    const { rows: audits } = await t.db.execute<{ text: string }>(
      sql`select coalesce(after::text, '') as text from audit_log where entity = 'ClientGuest' and entity_id = ${guest.id}`,
    );
    expect(audits.length).toBeGreaterThan(0);
    expect(audits.every((a) => !a.text.includes('19AB12345') && !a.text.includes('v1.'))).toBe(true);

    // The whole number, for a role that writes clients, logged.
    const reveal = await t.request('POST', `${guest['@id']}/reveal-passport`, { token: admin });
    expect(reveal.status).toBe(200);
    expect(await json(reveal)).toEqual({ passportNumber: '19AB12345' });
    const accountant = await t.login('accountant@demo.travel');
    expect((await t.request('POST', `${guest['@id']}/reveal-passport`, { token: accountant })).status).toBe(
      403,
    );
    const logs = await json<Collection>(
      await t.request('GET', `/api/client_logs?client.id=${client.id}`, { token: admin }),
    );
    expect(logs['hydra:member'].filter((e) => e.kind === 'passport-reveal')).toEqual([
      expect.objectContaining({ message: 'Passport number revealed: Leila Haddad (ending 2345)' }),
    ]);

    // A last name changed renames; a bad number or no name at all is a 422 that does not repeat it.
    const renamed = await t.request('PATCH', guest['@id'], {
      token: admin,
      body: { lastName: 'Haddad-Roy' },
    });
    expect((await json<Item>(renamed)).name).toBe('Leila Haddad-Roy');
    const bad = await t.request('PATCH', guest['@id'], { token: admin, body: { passportNumber: 'x!' } });
    expect(bad.status).toBe(422);
    expect((await json<Problem>(bad)).violations?.[0]?.propertyPath).toBe('passportNumber');
    expect((await post({ nationality: 'Irish' })).status).toBe(422);
    // Cleared: no number to reveal.
    await t.request('PATCH', guest['@id'], { token: admin, body: { passportNumber: null } });
    expect((await t.request('POST', `${guest['@id']}/reveal-passport`, { token: admin })).status).toBe(404);
  });

  it("makes a new trip's guests of the travellers and counts adults and children from them", async () => {
    const admin = await t.login('admin@demo.travel');
    const client = await makeClient(t, admin, 'Nora', 'Travel');
    const other = await makeClient(t, admin, 'Olaf', 'Other');
    const guest = async (c: Item, firstName: string, status: string) =>
      json<Item>(
        await t.request('POST', '/api/client_guests', {
          token: admin,
          body: { client: c['@id'], firstName, lastName: 'Travel', status },
        }),
      );
    const spouse = await guest(client, 'Sam', 'adult');
    const kid = await guest(client, 'Kit', 'child');
    const baby = await guest(client, 'Bo', 'infant');
    const stranger = await guest(other, 'Olga', 'adult');
    const trip = (body: Record<string, unknown>) =>
      t.request('POST', '/api/trips', {
        token: admin,
        body: { client: client['@id'], startDate: '2027-06-01', endDate: '2027-06-05', ...body },
      });

    const refused = await trip({ travellers: [spouse['@id'], stranger['@id']] });
    expect(refused.status).toBe(422);
    expect((await json<Problem>(refused)).violations).toEqual([
      { propertyPath: 'travellers[1]', message: "Not one of the client's guests." },
    ]);

    const res = await trip({ travellers: [spouse['@id'], kid['@id'], baby['@id']] });
    expect(res.status, await res.clone().text()).toBe(201);
    const made = await json<Item & { adults: number; children: number }>(res);
    expect([made.adults, made.children]).toEqual([2, 2]);
    const guests = await json<Collection>(
      await t.request('GET', `/api/trip_guests?trip.id=${made.id}`, { token: admin }),
    );
    expect(guests['hydra:member'].map((g) => (g.clientGuest as Item)['@id'])).toEqual([
      spouse['@id'],
      kid['@id'],
      baby['@id'],
    ]);
    // Counts given win; travellers only on a new trip.
    const given = await json<Item>(await trip({ travellers: [kid['@id']], adults: 2, children: 1 }));
    expect([given.adults, given.children]).toEqual([2, 1]);
    const later = await t.request('PATCH', `/api/trips/${made.id}`, {
      token: admin,
      body: { travellers: [spouse['@id']] },
    });
    expect(later.status).toBe(422);
  });

  it('logs every one of concurrent reveals and answers each the number', async () => {
    const admin = await t.login('admin@demo.travel');
    const client = await makeClient(t, admin, 'Chiara', 'Concurrent');
    const guest = await json<Item>(
      await t.request('POST', '/api/client_guests', {
        token: admin,
        body: {
          client: client['@id'],
          firstName: 'Søren',
          lastName: 'Ødegård',
          passportNumber: 'N0R 998877',
        },
      }),
    );
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.request('POST', `${guest['@id']}/reveal-passport`, { token: admin })),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const r of answers) expect(await json(r)).toEqual({ passportNumber: 'N0R998877' });
    const logs = await json<Collection>(
      await t.request('GET', `/api/client_logs?client.id=${client.id}&itemsPerPage=50`, { token: admin }),
    );
    expect(logs['hydra:member'].filter((e) => e.kind === 'passport-reveal')).toHaveLength(6);
  });

  it('purges passport numbers after the retention period; a reveal then answers 409', async () => {
    const admin = await t.login('admin@demo.travel');
    const { db, config } = t;
    const retention = config.vault.passportRetentionDays;
    const client = await makeClient(t, admin, 'Jun', 'Yamada');
    const add = async (firstName: string, body: Record<string, unknown>) =>
      json<Item>(
        await t.request('POST', '/api/client_guests', {
          token: admin,
          body: { client: client['@id'], firstName, lastName: '山田', ...body },
        }),
      );
    const expiring = await add('Aiko', { passportNumber: 'TK1234567', passportExpiry: '2027-03-31' });
    // No expiry: counted from the end of the client's last trip.
    const undated = await add('Ren', { passportNumber: 'TK7654321' });
    await makeTrip(t, admin, { client: client['@id'], startDate: '2028-05-01', endDate: '2028-05-10' });
    const day = (iso: string, plus: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + plus * 86_400_000);

    const { purgePassportNumbers } = await import('./vault-purge.ts');
    // (Other tests' guests may be purged too: each guest is checked, not the counts.)
    const purgedAt = async (guest: Item) =>
      (await json<Item>(await t.request('GET', guest['@id'], { token: admin }))).passportPurgedAt;
    await purgePassportNumbers(db, config, day('2027-03-31', retention - 1));
    expect(await purgedAt(expiring)).toBeNull();
    await purgePassportNumbers(db, config, day('2027-03-31', retention));
    expect(await purgedAt(expiring)).not.toBeNull();
    const gone = await json<Item>(await t.request('GET', expiring['@id'], { token: admin }));
    expect(gone).toMatchObject({ passportLast4: '4567', passportExpiry: '2027-03-31' });
    const refused = await t.request('POST', `${expiring['@id']}/reveal-passport`, { token: admin });
    expect(refused.status).toBe(409);
    expect((await json<{ 'hydra:description': string }>(refused))['hydra:description']).toMatch(
      /purged after the retention period/,
    );
    // The undated one waits for the trip's end plus the retention.
    expect(await purgedAt(undated)).toBeNull();
    expect((await t.request('POST', `${undated['@id']}/reveal-passport`, { token: admin })).status).toBe(200);
    await purgePassportNumbers(db, config, day('2028-05-10', retention - 1));
    expect(await purgedAt(undated)).toBeNull();
    expect(await purgePassportNumbers(db, config, day('2028-05-10', retention))).toBeGreaterThanOrEqual(1);
    expect(await purgedAt(undated)).not.toBeNull();
    const logs = await json<Collection>(
      await t.request('GET', `/api/client_logs?client.id=${client.id}&itemsPerPage=50`, { token: admin }),
    );
    expect(logs['hydra:member'].filter((e) => e.kind === 'passport-purge').map((e) => e.message)).toEqual(
      expect.arrayContaining([
        'Passport number purged after the retention period: Aiko 山田 (ending 4567)',
        'Passport number purged after the retention period: Ren 山田 (ending 4321)',
      ]),
    );
    // A new number is kept again.
    const renewed = await json<Item>(
      await t.request('PATCH', expiring['@id'], {
        token: admin,
        body: { passportNumber: 'TK2222333', passportExpiry: '2037-03-31' },
      }),
    );
    expect(renewed.passportPurgedAt).toBeNull();
    expect(
      await json(await t.request('POST', `${expiring['@id']}/reveal-passport`, { token: admin })),
    ).toEqual({
      passportNumber: 'TK2222333',
    });
  });
});
