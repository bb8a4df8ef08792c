import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCreditCards, clientLogs } from '../db/schema/index.ts';
import { ApiError } from '../http/problem.ts';
import { allJobs } from '../jobs/all-jobs.ts';
import { createTestApp, json, type TestApp } from '../test/harness.ts';
import { decryptFile, encryptFile, seal, unseal, vaultKeysOf } from './vault.ts';
import { vaultPurgeJob } from './vault-purge.job.ts';
import { testCardNumber } from './vault-test-helpers.ts';

const hexKey = randomBytes(32).toString('hex');

describe('vault primitives', () => {
  const config = (cardKey?: string, documentKey?: string) =>
    ({ dataDir: '/nonexistent', vault: { cardKey, documentKey } }) as never;

  it('opens what it sealed, bound to its context and key', () => {
    const keys = vaultKeysOf(config(hexKey));
    const sealed = seal(keys.cards, Buffer.from('4111111111111111'), 'client_credit_card:1');
    expect(sealed).toMatch(/^v1\.[0-9a-f]{12}\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('4111');
    expect(unseal(keys.cards, sealed, 'client_credit_card:1').toString()).toBe('4111111111111111');
    const refused = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof ApiError ? e.status : e;
      }
      return 'opened';
    };
    // Moved to another client's card, or opened under another key: a 503 naming the key, not garbage.
    expect(refused(() => unseal(keys.cards, sealed, 'client_credit_card:2'))).toBe(503);
    const other = vaultKeysOf(config(randomBytes(32).toString('base64')));
    expect(refused(() => unseal(other.cards, sealed, 'client_credit_card:1'))).toBe(503);
    // Cards and documents use distinct keys derived from the master.
    expect(keys.cards.key.equals(keys.documents.key)).toBe(false);
    expect(refused(() => unseal(keys.documents, sealed, 'client_credit_card:1'))).toBe(503);
  });

  it('reads the key as hex or base64, and refuses anything but 32 bytes', () => {
    const bytes = Buffer.from(hexKey, 'hex');
    const fromHex = vaultKeysOf(config(hexKey));
    const fromBase64 = vaultKeysOf(config(bytes.toString('base64')));
    expect(fromHex.cards.id).toBe(fromBase64.cards.id);
    expect(() => vaultKeysOf(config('too-short'))).toThrow(/32 bytes/);
    const separate = vaultKeysOf(config(hexKey, randomBytes(32).toString('hex')));
    expect(separate.cards.id).toBe(fromHex.cards.id);
    expect(separate.documents.id).not.toBe(fromHex.documents.id);
  });

  it('encrypts files with their own key', () => {
    const key = randomBytes(32);
    const plain = new TextEncoder().encode('%PDF-1.4 secret');
    const stored = encryptFile(key, plain);
    expect(stored.includes(Buffer.from('secret'))).toBe(false);
    expect(decryptFile(key, stored)).toEqual(Buffer.from(plain));
    stored[stored.length - 1]! ^= 1;
    expect(() => decryptFile(key, stored)).toThrow(ApiError);
  });
});

describe('the vault key of a running app', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        vault: {
          cardKey: hexKey,
          documentKey: undefined,
          cardRetentionDays: 30,
          documentRetentionDays: 183,
          passportRetentionDays: 365,
        },
      },
    });
    admin = await t.login('admin@demo.travel');
  });
  afterAll(() => t.close());

  it('uses CARD_VAULT_KEY without writing a key file; a changed key is a 503, not a wrong number', async () => {
    const client = await json<{ '@id': string; id: number }>(
      await t.request('POST', '/api/clients', {
        token: admin,
        body: { firstName: 'Key', lastName: 'Holder' },
      }),
    );
    const number = testCardNumber('4');
    const card = await json<{ '@id': string; id: number }>(
      await t.request('POST', '/api/client_credit_cards', {
        token: admin,
        body: { client: client['@id'], number, expMonth: 1, expYear: new Date().getUTCFullYear() + 2 },
      }),
    );
    expect(existsSync(join(t.dataDir, 'vault.key'))).toBe(false);
    expect(await json(await t.request('POST', `${card['@id']}/reveal`, { token: admin }))).toEqual({
      number,
    });

    const saved = t.deps.config;
    t.deps.config = { ...saved, vault: { ...saved.vault, cardKey: randomBytes(32).toString('hex') } };
    try {
      const res = await t.request('POST', `${card['@id']}/reveal`, { token: admin });
      expect(res.status).toBe(503);
      expect(await res.text()).not.toContain(number);
    } finally {
      t.deps.config = saved;
    }
    // The refused reveal left no log entry.
    const reveals = await t.db.select().from(clientLogs).where(eq(clientLogs.kind, 'card-reveal'));
    expect(reveals).toHaveLength(1);
  });

  it('purges in the daily vault.purge cron job, which the worker runs', async () => {
    const client = await json<{ id: number }>(
      await t.request('POST', '/api/clients', { token: admin, body: { firstName: 'Old', lastName: 'Card' } }),
    );
    // A card that expired long ago, written as an older version of the app would have kept it.
    const [old] = await t.db
      .insert(clientCreditCards)
      .values({
        clientId: client.id,
        brand: 'visa',
        last4: '1111',
        expMonth: 1,
        expYear: 2020,
        numberSealed: seal(vaultKeysOf(t.config).cards, Buffer.from('4111111111111111'), 'x'),
      })
      .returning();
    expect(allJobs).toContain(vaultPurgeJob);
    expect(vaultPurgeJob.cron).toMatch(/^\d+ \d+ \* \* \*$/);
    await vaultPurgeJob.run({}, { deps: t.deps, jobId: 'test', attempt: 1 });
    const [row] = await t.db.select().from(clientCreditCards).where(eq(clientCreditCards.id, old!.id));
    expect(row).toMatchObject({ numberSealed: null, last4: '1111' });
    expect(row!.numberPurgedAt).toBeInstanceOf(Date);
  });
});
