import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailLogs } from '../db/schema/index.ts';
import { adminAppForFile, bodyOf, postCreated } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';

const t = adminAppForFile();
let client: Item;
let other: Item;

type Item = Record<string, unknown> & { '@id': string; id: number };
type Entry = {
  '@id': string;
  id: string;
  kind: string;
  message: string;
  actor: { name: string } | null;
  at: string;
};
type Page = {
  'hydra:member': Entry[];
  'hydra:totalItems': number;
  totalItems: number;
  'hydra:view': Record<string, string>;
};

const send = (method: string, path: string, body?: Record<string, unknown>, token = t.admin) =>
  t.request(method, path, { token, body });
const created = (path: string, body: Record<string, unknown>) => postCreated(t, path, body);
const page = async (query: string, token = t.admin) => {
  const res = await send('GET', `/api/client_logs?${query}`, undefined, token);
  expect(res.status, await res.clone().text()).toBe(200);
  return json<Page>(res);
};
const pause = () => new Promise((r) => setTimeout(r, 5));

beforeAll(async () => {
  client = await created('/api/clients', { firstName: 'Anna', lastName: 'Rossi' });
  other = await created('/api/clients', { firstName: 'Ugo', lastName: 'Bianchi' });
});

describe('GET /api/client_logs', () => {
  it('merges changes to the client and its records, e-mails and notes, newest first', async () => {
    await pause();
    expect(
      (await send('PATCH', client['@id'], { email: 'anna@rossi.it', phone: '+39 06 1234' })).status,
    ).toBe(200);
    await pause();
    const guest = await created('/api/client_guests', { client: client['@id'], name: 'Anna Rossi' });
    await pause();
    expect((await send('PATCH', guest['@id'], { relation: 'daughter' })).status).toBe(200);
    await pause();
    await created('/api/memberships', { client: client['@id'], programme: 'Aman Club' });
    await pause();
    await t.db.insert(emailLogs).values({
      recipient: 'anna@rossi.it',
      subject: 'Your Kyoto proposal',
      transport: 'outbox',
      status: 'sent',
      clientId: client.id,
    });
    await pause();
    await t.db.insert(emailLogs).values({
      recipient: 'anna@rossi.it',
      subject: 'Payment reminder',
      transport: 'smtp',
      status: 'failed',
      error: 'connection refused',
      clientId: client.id,
    });
    await pause();
    expect((await send('DELETE', guest['@id'])).status).toBe(204);
    await pause();
    expect((await send('PATCH', client['@id'], { status: 'active' })).status).toBe(200);
    await pause();
    const note = await send('POST', '/api/client_logs', {
      client: client['@id'],
      message: ' Prefers calls after 6pm. ',
    });
    const noteBody = await bodyOf<Entry>(note, 201);
    expect(noteBody).toMatchObject({
      '@type': 'ClientLog',
      kind: 'note',
      message: 'Prefers calls after 6pm.',
    });
    expect(noteBody.actor?.name).toBeTruthy();
    expect(note.headers.get('location')).toBe(noteBody['@id']);
    // Another client's history stays out.
    expect((await send('PATCH', other['@id'], { phone: '1' })).status).toBe(200);

    const all = await page(`client.id=${client.id}&itemsPerPage=50`);
    expect(all.totalItems).toBe(10);
    expect(all['hydra:totalItems']).toBe(10);
    expect(all['hydra:member'].map((e) => e.message)).toEqual([
      'Prefers calls after 6pm.',
      'Updated status (prospect → active)',
      'Removed guest Anna Rossi',
      'E-mail failed: Payment reminder (to anna@rossi.it)',
      'E-mail sent: Your Kyoto proposal',
      'Added membership Aman Club',
      'Updated guest Anna Rossi: relation',
      'Added guest Anna Rossi',
      'Updated email, phone',
      'Created client Anna Rossi',
    ]);
    const [first] = all['hydra:member'];
    expect(first).toMatchObject({ kind: 'note', actor: { name: expect.any(String) } });
    const times = all['hydra:member'].map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(all['hydra:member'].find((e) => e.kind === 'email')?.actor).toBeNull();
    expect(new Set(all['hydra:member'].map((e) => e['@id'])).size).toBe(10);
    // Every entry's @id answers it.
    for (const e of all['hydra:member']) {
      const res = await send('GET', e['@id']);
      expect(res.status, e['@id']).toBe(200);
      expect(await json(res)).toEqual(e);
    }
    // Another record's audit row is not a client log entry.
    expect((await send('POST', '/api/vendors', { name: 'Not a client' })).status).toBe(201);
    const [vendorAudit] = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'Vendor'));
    expect((await send('GET', `/api/client_logs/audit-${vendorAudit!.id}`)).status).toBe(404);
    expect((await send('GET', '/api/client_logs/log-999999')).status).toBe(404);
    expect((await send('GET', '/api/client_logs/other-1')).status).toBe(404);
  });

  it('pages in the database, 10 a page by default', async () => {
    const second = await page(`client.id=${client.id}&page=2&itemsPerPage=4`);
    expect(second.totalItems).toBe(10);
    expect(second['hydra:member'].map((e) => e.message)).toEqual([
      'E-mail sent: Your Kyoto proposal',
      'Added membership Aman Club',
      'Updated guest Anna Rossi: relation',
      'Added guest Anna Rossi',
    ]);
    expect(second['hydra:view']['hydra:next']).toContain('page=3');
    expect(second['hydra:view']['hydra:previous']).toContain('page=1');
    for (let i = 0; i < 3; i++)
      await send('POST', '/api/client_logs', { client: client['@id'], message: `n${i}` });
    const first = await page(`client.id=${client.id}`);
    expect(first['hydra:member']).toHaveLength(10);
    expect(first.totalItems).toBe(13);
    expect((await page(`client.id=${other.id}`)).totalItems).toBe(2);
  });

  it('checks its input and roles', async () => {
    expect((await send('GET', '/api/client_logs')).status).toBe(400);
    expect((await send('GET', '/api/client_logs?client.id=abc')).status).toBe(400);
    expect((await send('GET', '/api/client_logs?client.id=999999')).status).toBe(404);
    const blank = await send('POST', '/api/client_logs', { client: client['@id'], message: '  ' });
    expect(blank.status).toBe(422);
    expect((await json<{ violations: unknown[] }>(blank)).violations).toEqual([
      { propertyPath: 'message', message: 'This value should not be blank.' },
    ]);
    const nobody = await send('POST', '/api/client_logs', { client: '/api/clients/999999', message: 'x' });
    expect(nobody.status).toBe(422);
    expect((await send('POST', '/api/client_logs', { message: 'x' })).status).toBe(422);

    const accountant = await t.login('accountant@demo.travel');
    await page(`client.id=${client.id}`, accountant);
    expect(
      (await send('POST', '/api/client_logs', { client: client['@id'], message: 'x' }, accountant)).status,
    ).toBe(403);
    const travel = await t.login('travel@demo.travel');
    expect(
      (await send('POST', '/api/client_logs', { client: client['@id'], message: 'ok' }, travel)).status,
    ).toBe(201);
    for (const email of ['vendor@demo.travel', 'content@demo.travel', 'marketing@demo.travel']) {
      const token = await t.login(email);
      expect(
        (await send('GET', `/api/client_logs?client.id=${client.id}`, undefined, token)).status,
        email,
      ).toBe(403);
      expect(
        (await send('POST', '/api/client_logs', { client: client['@id'], message: 'x' }, token)).status,
      ).toBe(403);
    }
    expect((await t.request('GET', `/api/client_logs?client.id=${client.id}`)).status).toBe(401);
  });
});
