import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/index.ts';
import { adminAppForFile } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';

const t = adminAppForFile();

type Item = { '@id': string; id: number; name: string };

describe('optimistic concurrency with ETag / If-Match', () => {
  it('answers 412 to a stale If-Match and accepts the current one', async () => {
    const created = await t.request('POST', '/api/vendors', { token: t.admin, body: { name: 'Etag Hotel' } });
    const vendor = await json<Item>(created);
    const etag = created.headers.get('etag')!;
    const ok = await t.request('PATCH', vendor['@id'], {
      token: t.admin,
      body: { name: 'Etag Hotel 2' },
      headers: { 'if-match': etag },
    });
    expect(ok.status).toBe(200);
    const stale = await t.request('PATCH', vendor['@id'], {
      token: t.admin,
      body: { name: 'Lost update' },
      headers: { 'if-match': etag },
    });
    expect(stale.status).toBe(412);
    expect((await json(stale))['hydra:description']).toMatch(/changed/);
    const staleDelete = await t.request('DELETE', vendor['@id'], {
      token: t.admin,
      headers: { 'if-match': etag },
    });
    expect(staleDelete.status).toBe(412);
    const current = (await t.request('GET', vendor['@id'], { token: t.admin })).headers.get('etag')!;
    expect(current).toBe('"2"');
    expect((await json<Item>(await t.request('GET', vendor['@id'], { token: t.admin }))).name).toBe(
      'Etag Hotel 2',
    );
    expect(
      (await t.request('DELETE', vendor['@id'], { token: t.admin, headers: { 'if-match': current } })).status,
    ).toBe(204);
  });

  it('of many concurrent writes with the same If-Match exactly one wins', async () => {
    const created = await t.request('POST', '/api/vendors', { token: t.admin, body: { name: 'Race Hotel' } });
    const vendor = await json<Item>(created);
    const etag = created.headers.get('etag')!;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.request('PATCH', vendor['@id'], {
          token: t.admin,
          body: { name: `Writer ${i}` },
          headers: { 'if-match': etag },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 412)).toHaveLength(11);
    const winner = results.findIndex((r) => r.status === 200);
    const final = await json<Item>(await t.request('GET', vendor['@id'], { token: t.admin }));
    expect(final.name).toBe(`Writer ${winner}`);
  });
});

describe('audit log', () => {
  it('writes one row per change with actor, changed fields, before and after', async () => {
    const created = await json<Item>(
      await t.request('POST', '/api/vendors', { token: t.admin, body: { name: 'Audit Hotel' } }),
    );
    await t.request('PATCH', created['@id'], {
      token: t.admin,
      body: { name: 'Audit Hotel II', phone: '+33 1 23' },
    });
    await t.request('DELETE', created['@id'], { token: t.admin });
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    const vendorRows = rows.filter((r) => r.entity === 'Vendor');
    expect(vendorRows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    const update = vendorRows[1]!;
    expect(update.actorId).toBe(1);
    expect(update.changedFields).toEqual(expect.arrayContaining(['name', 'phone']));
    expect(update.changedFields).not.toContain('updatedAt');
    expect((update.before as { name: string }).name).toBe('Audit Hotel');
    expect((update.after as { name: string }).name).toBe('Audit Hotel II');
    expect(vendorRows[2]!.after).toBeNull();
  });

  it('never stores password hashes in the audit log', async () => {
    const user = await json<Item>(
      await t.request('POST', '/api/users', {
        token: t.admin,
        body: { email: 'audited@demo.travel', password: 'secret-pass-9', roles: ['ROLE_VENDOR'] },
      }),
    );
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    const userRows = rows.filter((r) => r.entity === 'User');
    expect(userRows).toHaveLength(1);
    expect(JSON.stringify(userRows[0])).not.toMatch(/password|scrypt/i);
  });

  it('rolls the change back when the audit row or a hook fails (one transaction)', async () => {
    const before = await t.db.select().from(auditLog);
    const res = await t.request('POST', '/api/users', {
      token: t.admin,
      body: { email: 'audited@demo.travel', password: 'secret-pass-9' },
    });
    expect(res.status).toBe(422);
    expect((await t.db.select().from(auditLog)).length).toBe(before.length);
  });
});
