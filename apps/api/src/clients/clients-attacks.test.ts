import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientCreditCards } from '../db/schema/index.ts';
import { json } from '../test/harness.ts';
import { testAppForFile } from '../test/test-app.ts';

// What a hostile or careless caller sends to the clients area: never a 500, never stored unsafely.
// With TEST_DATABASE_URL the races run on PostgreSQL with a pool (real concurrent transactions).
const t = testAppForFile();
let admin: string;
beforeAll(async () => {
  admin = await t.login('admin@demo.travel');
});

type Item = Record<string, unknown> & { '@id': string; id: number };
type Problem = { 'hydra:description': string; violations?: { propertyPath: string }[] };

const newClient = async (lastName: string) => {
  const res = await t.request('POST', '/api/clients', {
    token: admin,
    body: { firstName: 'Mallory', lastName, force: true },
  });
  expect(res.status).toBe(201);
  return { ...(await json<Item>(res)), etag: res.headers.get('etag')! };
};

describe('NUL bytes', () => {
  it('refuses them in the text fields of clients, guests, prospects, notes and templates, never a 500', async () => {
    const client = await newClient('Nul');
    const cases: [string, string, Record<string, unknown>][] = [
      ['POST', '/api/clients', { firstName: 'Eve\u0000', lastName: 'Null' }],
      ['PATCH', client['@id'], { notes: 'before\u0000after' }],
      ['POST', '/api/client_guests', { client: client['@id'], name: 'Guest\u0000' }],
      ['POST', '/api/prospects', { name: 'Pro\u0000spect', email: 'p@example.com' }],
      ['POST', '/api/client_logs', { client: client['@id'], message: 'note\u0000' }],
      ['POST', '/api/email_templates', { name: 'T\u0000', scope: 'client', subject: 's', body: '<p>x</p>' }],
      ['GET', '/api/clients?search=a%00b', {}],
    ];
    for (const [method, path, body] of cases) {
      const res = await t.request(method, path, {
        token: admin,
        ...(method === 'GET' ? {} : { body }),
        headers: method === 'PATCH' ? { 'if-match': client.etag } : {},
      });
      expect([400, 422], `${method} ${path}`).toContain(res.status);
      expect((await json<Problem>(res))['hydra:description']).toBeTruthy();
    }
    // The escaped form in JSON text is refused the same way.
    const raw = await t.request('POST', '/api/clients', {
      token: admin,
      body: '{"firstName":"A\\u0000","lastName":"B"}',
    });
    expect([400, 422]).toContain(raw.status);
    // Nothing was written.
    const after = await json<Item>(await t.request('GET', client['@id'], { token: admin }));
    expect(after.notes).toBeNull();
    const eves = await json<{ 'hydra:totalItems': number }>(
      await t.request('GET', '/api/clients?search=null', { token: admin }),
    );
    expect(eves['hydra:totalItems']).toBe(0);
  });
});

describe('huge bodies', () => {
  it('answers 413 with a hydra:description to a 50 MB JSON body, before reading it', async () => {
    const notes = 'x'.repeat(50 * 1024 * 1024);
    const started = Date.now();
    const res = await t.request('POST', '/api/clients', {
      token: admin,
      body: { firstName: 'Big', lastName: 'Body', notes },
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect((await json<Problem>(res))['hydra:description']).toMatch(/too large/);
    expect(Date.now() - started).toBeLessThan(5000);
    // A large but allowed body meets the field's own limit instead (422 on notes).
    const long = await t.request('POST', '/api/clients', {
      token: admin,
      body: { firstName: 'Long', lastName: 'Notes', notes: 'y'.repeat(200_000) },
    });
    expect(long.status).toBe(422);
    expect((await json<Problem>(long)).violations?.map((v) => v.propertyPath)).toContain('notes');
  });
});

describe('javascript: URLs', () => {
  const hostile =
    '<p>Hello {{client.firstName}}</p>' +
    '<a href="javascript:alert(1)">one</a>' +
    '<a href="JaVaScRiPt:alert(2)">two</a>' +
    '<a href=" javascript:alert(3)">three</a>' +
    '<a href="java&#x09;script:alert(4)">four</a>' +
    '<img src="javascript:alert(5)" alt="five">' +
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCg2KTwvc2NyaXB0Pg==">six</a>' +
    '<a href="https://agency.example/ok">safe</a>';
  const unsafe = /javascript|data:text|alert\(/i;

  it('strips them from template bodies when saved, from previews and from a message sent as is', async () => {
    const created = await t.request('POST', '/api/email_templates', {
      token: admin,
      body: { name: 'Hostile links', scope: 'client', subject: 'Hi', body: hostile },
    });
    expect(created.status).toBe(201);
    const template = await json<Item>(created);
    expect(String(template.body)).not.toMatch(unsafe);
    expect(String(template.body)).toContain('href="https://agency.example/ok"');

    const patched = await t.request('PATCH', template['@id'], {
      token: admin,
      body: { body: '<a href="javascript:void(0)">x</a><p>kept</p>' },
      headers: { 'if-match': created.headers.get('etag')! },
    });
    expect(patched.status).toBe(200);
    expect(String((await json<Item>(patched)).body)).not.toMatch(unsafe);

    const client = await newClient('Links');
    const preview = await t.request('POST', '/api/get-email-preview', {
      token: admin,
      body: { subject: 'Hi', html: hostile, client: client['@id'] },
    });
    expect(preview.status).toBe(200);
    const rendered = await json<{ html: string }>(preview);
    expect(rendered.html).not.toMatch(unsafe);
    expect(rendered.html).toContain('Hello Mallory');

    const sent = await t.request('POST', '/api/send-transac-email', {
      token: admin,
      body: { subject: 'Links for you', html: hostile, to: 'mallory@example.com' },
    });
    expect(sent.status).toBe(202);
    await t.drainJobs();
    const outbox = join(t.config.dataDir, 'outbox');
    let mails: string[] = [];
    for (let i = 0; i < 50 && !mails.some((m) => m.includes('Links for you')); i++) {
      await new Promise((r) => setTimeout(r, 50));
      try {
        mails = readdirSync(outbox).map((f) => readFileSync(join(outbox, f), 'utf8'));
      } catch {
        mails = [];
      }
    }
    const mail = mails.find((m) => m.includes('Links for you'));
    expect(mail).toBeTruthy();
    // The e-mail's HTML part may be quoted-printable: undo the soft breaks before looking.
    expect(mail!.replace(/=\r?\n/g, '')).not.toMatch(/javascript:|alert\(/i);
  });

  it('keeps javascript: as plain text in client fields (no field takes a link)', async () => {
    const res = await t.request('POST', '/api/clients', {
      token: admin,
      body: { firstName: 'javascript:alert(1)', lastName: 'Text', notes: '<script>alert(1)</script>' },
    });
    expect(res.status).toBe(201);
    const client = await json<Item>(res);
    // Stored as typed: the admin renders text, never HTML.
    expect(client.firstName).toBe('javascript:alert(1)');
    expect(client.notes).toBe('<script>alert(1)</script>');
  });
});

describe('races', () => {
  it('of two concurrent PATCHes with the same If-Match, one wins and the other is a 412', async () => {
    const client = await newClient('Race');
    const patch = (city: string) =>
      t.request('PATCH', client['@id'], {
        token: admin,
        body: { city },
        headers: { 'if-match': client.etag },
      });
    const results = await Promise.all([patch('Lyon'), patch('Nice')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 412]);
    const loser = results.find((r) => r.status === 412)!;
    expect((await json<Problem>(loser))['hydra:description']).toMatch(/changed/);
    const winner = await json<Item>(results.find((r) => r.status === 200)!);
    const now = await json<Item>(await t.request('GET', client['@id'], { token: admin }));
    expect(now.city).toBe(winner.city);
  });

  it('leaves one main card when several are saved as main at once, and when first cards race', async () => {
    const mains = async (clientId: number) =>
      (
        await t.db
          .select({ id: clientCreditCards.id })
          .from(clientCreditCards)
          .where(sql`${clientCreditCards.clientId} = ${clientId} and ${clientCreditCards.main}`)
      ).length;
    const card = (clientIri: string, number: string, main?: boolean) =>
      t.request('POST', '/api/client_credit_cards', {
        token: admin,
        body: {
          client: clientIri,
          number,
          holderName: 'Mallory Race',
          expMonth: 12,
          expYear: new Date().getFullYear() + 3,
          ...(main === undefined ? {} : { main }),
        },
      });
    const numbers = ['4242424242424242', '5555555555554444', '4012888888881881', '378282246310005'];

    // Several first cards at once: each would be "the first", only one may be main.
    const first = await newClient('FirstCards');
    const firsts = await Promise.all(numbers.map((n) => card(first['@id'], n)));
    expect(firsts.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(await mains(first.id)).toBe(1);

    // Several saved as main at once (creates and an update).
    const many = await newClient('ManyMains');
    const existing = await json<Item>(await card(many['@id'], numbers[0]!));
    const existingEtag = (await t.request('GET', existing['@id'], { token: admin })).headers.get('etag')!;
    const results = await Promise.all([
      ...numbers.slice(1).map((n) => card(many['@id'], n, true)),
      t.request('PATCH', existing['@id'], {
        token: admin,
        body: { main: true },
        headers: { 'if-match': existingEtag },
      }),
    ]);
    // The creates all land; the update may find its card changed meanwhile (412) or meet a
    // concurrent main (409, retry): never a 500, and one main at the end.
    for (const r of results.slice(0, -1)) expect(r.status).toBe(201);
    expect([200, 409, 412]).toContain(results.at(-1)!.status);
    expect(await mains(many.id)).toBe(1);
    const listed = await json<{ 'hydra:member': Item[] }>(
      await t.request('GET', `/api/client_credit_cards?client.id=${many.id}&main=true`, { token: admin }),
    );
    expect(listed['hydra:member']).toHaveLength(1);
    const [main] = await t.db
      .select({ main: clientCreditCards.main })
      .from(clientCreditCards)
      .where(eq(clientCreditCards.id, listed['hydra:member'][0]!.id));
    expect(main?.main).toBe(true);
  });
});
