import { statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAppForFile } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';
import { purgeCardNumbers } from './vault-purge.ts';
import { filesHolding, tablesHolding, testCardNumber } from './vault-test-helpers.ts';

const t = adminAppForFile();
let client: Item;
const number = testCardNumber('4');
const spaced = number.replace(/(\d{4})(?=\d)/g, '$1 ');
const nextYear = new Date().getUTCFullYear() + 1;

type Item = Record<string, unknown> & { '@id': string; id: number };
type Collection = { 'hydra:member': Item[]; 'hydra:totalItems': number; totalItems: number };
type Problem = { 'hydra:description': string; violations?: { propertyPath: string; message: string }[] };

const send = (method: string, path: string, body?: Record<string, unknown>, token = t.admin) =>
  t.request(method, path, { token, body });
const created = async (path: string, body: Record<string, unknown>) => {
  const res = await send('POST', path, body);
  const text = await res.clone().text();
  expect(res.status, text).toBe(201);
  return json<Item>(res);
};
const logsOf = async (c: Item) =>
  json<Collection>(await send('GET', `/api/client_logs?client.id=${c.id}&itemsPerPage=50`));
const everyAnswer: string[] = [];
const remember = async (res: Response) => {
  everyAnswer.push(await res.clone().text());
  return res;
};

beforeAll(async () => {
  client = await created('/api/clients', { firstName: 'Aurélie', lastName: 'Vasseur' });
});

describe('client credit cards', () => {
  let card: Item;

  it('keeps brand, last four digits, expiry and holder; never answers the number', async () => {
    const res = await remember(
      await send('POST', '/api/client_credit_cards', {
        client: client['@id'],
        number: spaced,
        holderName: 'Aurélie Vasseur',
        expMonth: 7,
        expYear: nextYear,
      }),
    );
    expect(res.status).toBe(201);
    card = await json<Item>(res);
    expect(card).toMatchObject({
      '@type': 'ClientCreditCard',
      client: client['@id'],
      brand: 'visa',
      last4: number.slice(-4),
      expMonth: 7,
      expYear: nextYear,
      holderName: 'Aurélie Vasseur',
      // A client's first card is the main one.
      main: true,
      numberPurgedAt: null,
    });
    expect(card).not.toHaveProperty('number');
    expect(card).not.toHaveProperty('numberSealed');
    const list = await json<Collection>(
      await remember(await send('GET', `/api/client_credit_cards?client.id=${client.id}`)),
    );
    expect(list['hydra:member'].map((c) => c.id)).toEqual([card.id]);
    await remember(await send('GET', card['@id']));
  });

  it('checks the Luhn digit and the expiry, with violations on the field', async () => {
    const wrongDigit = `${number.slice(0, -1)}${(Number(number.at(-1)) + 1) % 10}`;
    const bad = await remember(
      await send('POST', '/api/client_credit_cards', {
        client: client['@id'],
        number: wrongDigit,
        expMonth: 1,
        expYear: nextYear,
      }),
    );
    expect(bad.status).toBe(422);
    const problem = await json<Problem>(bad);
    expect(problem.violations).toEqual([
      { propertyPath: 'number', message: expect.stringMatching(/not valid/) },
    ]);
    expect(JSON.stringify(problem)).not.toContain(wrongDigit);

    const expired = await remember(
      await send('POST', '/api/client_credit_cards', {
        client: client['@id'],
        number,
        expMonth: 12,
        expYear: new Date().getUTCFullYear() - 1,
      }),
    );
    expect(expired.status).toBe(422);
    expect((await json<Problem>(expired)).violations).toEqual([
      { propertyPath: 'expYear', message: 'This card has expired.' },
    ]);
    const month = await send('POST', '/api/client_credit_cards', {
      client: client['@id'],
      number,
      expMonth: 13,
      expYear: nextYear,
    });
    expect(((await json<Problem>(month)).violations ?? [])[0]?.propertyPath).toBe('expMonth');
    // A two-digit year is this century's.
    const short = await created('/api/client_credit_cards', {
      client: client['@id'],
      number: testCardNumber('51'),
      expMonth: 3,
      expYear: nextYear % 100,
    });
    expect(short).toMatchObject({ expYear: nextYear, brand: 'mastercard', main: false });
    expect((await send('DELETE', short['@id'])).status).toBe(204);
  });

  it('refuses a security code and stores nothing of it (PCI DSS 3.3.1)', async () => {
    for (const key of ['cvv', 'cvc', 'securityCode']) {
      const res = await remember(
        await send('POST', '/api/client_credit_cards', {
          client: client['@id'],
          number,
          expMonth: 7,
          expYear: nextYear,
          [key]: '737',
        }),
      );
      expect(res.status, key).toBe(422);
      const problem = await json<Problem>(res);
      expect(problem.violations).toEqual([
        { propertyPath: key, message: expect.stringContaining('PCI DSS 3.3.1') },
      ]);
    }
    const patch = await send('PATCH', card['@id'], { cvv: '737' });
    expect(patch.status).toBe(422);
    const list = await json<Collection>(await send('GET', `/api/client_credit_cards?client.id=${client.id}`));
    expect(list['hydra:totalItems']).toBe(1);
  });

  it('keeps one main card per client, cleared in the same save', async () => {
    const second = await created('/api/client_credit_cards', {
      client: client['@id'],
      number: testCardNumber('37'),
      holderName: 'A. Vasseur',
      expMonth: 2,
      expYear: nextYear + 2,
      main: true,
    });
    expect(second).toMatchObject({ brand: 'amex', main: true });
    const list = await json<Collection>(await send('GET', `/api/client_credit_cards?client.id=${client.id}`));
    expect(list['hydra:member'].map((c) => [c.id, c.main])).toEqual([
      [second.id, true],
      [card.id, false],
    ]);
    const back = await send('PATCH', card['@id'], { main: true });
    expect(back.status).toBe(200);
    const after = await json<Collection>(
      await send('GET', `/api/client_credit_cards?client.id=${client.id}&main=true`),
    );
    expect(after['hydra:member'].map((c) => c.id)).toEqual([card.id]);
    // Each card cleared has its audit row: who, and main true → false (the history shows it).
    const { rows: audits } = (await t.db.execute(sql`
      select entity_id, actor_id, changed_fields, before->>'main' as before_main, after->>'main' as after_main
      from audit_log where entity = 'ClientCreditCard' and action = 'update' and 'main' = any(changed_fields)
      order by id`)) as unknown as { rows: Record<string, unknown>[] };
    expect(audits.map((a) => [Number(a.entity_id), a.before_main, a.after_main])).toEqual([
      [card.id, 'true', 'false'],
      [second.id, 'true', 'false'],
      [card.id, 'false', 'true'],
    ]);
    expect(audits.every((a) => a.actor_id !== null)).toBe(true);
    expect(audits[1]!.changed_fields).toEqual(['main']);
    // Another client's cards are untouched.
    const other = await created('/api/clients', { firstName: 'Other', lastName: 'Client' });
    const theirs = await created('/api/client_credit_cards', {
      client: other['@id'],
      number: testCardNumber('4'),
      expMonth: 1,
      expYear: nextYear,
    });
    expect(theirs.main).toBe(true);
    expect((await json<Item>(await send('GET', card['@id']))).main).toBe(true);
    expect((await send('DELETE', second['@id'])).status).toBe(204);
  });

  it('reveals the number to roles that write clients, each reveal in the client log', async () => {
    const res = await send('POST', `${card['@id']}/reveal`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await json(res)).toEqual({ number });
    const travel = await send(
      'POST',
      `${card['@id']}/reveal`,
      undefined,
      await t.login('travel@demo.travel'),
    );
    expect(travel.status).toBe(200);
    const accountant = await t.login('accountant@demo.travel');
    expect((await send('POST', `${card['@id']}/reveal`, undefined, accountant)).status).toBe(403);
    expect((await send('GET', card['@id'], undefined, accountant)).status).toBe(200);
    expect(
      (await send('POST', `${card['@id']}/reveal`, undefined, await t.login('vendor@demo.travel'))).status,
    ).toBe(403);
    expect((await send('POST', '/api/client_credit_cards/999999/reveal')).status).toBe(404);

    const logs = await logsOf(client);
    const reveals = logs['hydra:member'].filter((e) => e.kind === 'card-reveal');
    expect(reveals).toHaveLength(2);
    expect(reveals[0]).toMatchObject({
      message: `Card number revealed: Visa •••• ${number.slice(-4)}`,
      actor: { name: expect.any(String) },
    });
    everyAnswer.push(JSON.stringify(logs));
  });

  it('takes a new number on PATCH', async () => {
    const replacement = testCardNumber('4');
    const res = await remember(await send('PATCH', card['@id'], { number: replacement }));
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ last4: replacement.slice(-4) });
    expect(await json(await send('POST', `${card['@id']}/reveal`))).toEqual({ number: replacement });
    await remember(await send('PATCH', card['@id'], { number }));
  });

  it('purges the number after the retention period; a reveal then answers 409', async () => {
    const { db, config } = t;
    // Retention runs from the end of the expiry month: nothing is due today.
    expect(await purgeCardNumbers(db, config)).toBe(0);
    const later = new Date(Date.UTC(nextYear, 7, 1) + (config.vault.cardRetentionDays + 1) * 86_400_000);
    expect(await purgeCardNumbers(db, config, later)).toBe(2);
    const purged = await json<Item>(await send('GET', card['@id']));
    expect(purged).toMatchObject({ last4: number.slice(-4), brand: 'visa' });
    expect(purged.numberPurgedAt).not.toBeNull();
    const res = await send('POST', `${card['@id']}/reveal`);
    expect(res.status).toBe(409);
    expect((await json<Problem>(res))['hydra:description']).toMatch(/purged after the retention period/);
    const logs = await logsOf(client);
    expect(
      logs['hydra:member'].some(
        (e) => e.kind === 'card-purge' && String(e.message).includes(number.slice(-4)),
      ),
    ).toBe(true);
  });

  it('never holds the number in clear: not in the database, DATA_DIR, logs or answers', async () => {
    // A card still holding its sealed number, so that ciphertext is searched too.
    const live = testCardNumber('4');
    const kept = await created('/api/client_credit_cards', {
      client: client['@id'],
      number: live,
      expMonth: 12,
      expYear: nextYear + 3,
    });
    expect(await json(await send('POST', `${kept['@id']}/reveal`))).toEqual({ number: live });
    await remember(await send('DELETE', kept['@id']));
    await remember(await send('GET', `/api/client_logs?client.id=${client.id}&itemsPerPage=100`));
    // The search does find what is there.
    expect((await tablesHolding(t.db, 'Vasseur')).found).toEqual(
      expect.arrayContaining(['clients', 'audit_log']),
    );
    for (const secret of [number, spaced, live]) {
      const db = await tablesHolding(t.db, secret);
      expect(db.searched).toBeGreaterThan(20);
      expect(db.found, secret).toEqual([]);
      const files = filesHolding(t.dataDir, new TextEncoder().encode(secret));
      expect(files.found).toEqual([]);
      for (const answer of everyAnswer) expect(answer).not.toContain(secret);
    }
    // The embedded default key lives under DATA_DIR, apart from the database, readable by the owner only.
    const key = statSync(join(t.dataDir, 'vault.key'));
    expect(key.mode & 0o777).toBe(0o600);
  });
});
