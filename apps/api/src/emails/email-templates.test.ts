import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test/harness.ts';
import { testAppForFile } from '../test/test-app.ts';

const t = testAppForFile();
let admin: string;
beforeAll(async () => {
  admin = await t.login('admin@demo.travel');
});

type Template = { '@id': string; id: number; name: string; scope: string; subject: string; body: string };
type Collection<T> = { 'hydra:member': T[]; 'hydra:totalItems': number };
type Problem = { violations?: { propertyPath: string; message: string }[] };

const create = async (body: Record<string, unknown>, token = admin) =>
  t.request('POST', '/api/email_templates', { token, body });

describe('/api/email_templates', () => {
  it('creates a template whose body is sanitised HTML that keeps its placeholders', async () => {
    const res = await create({
      name: 'Welcome',
      scope: 'client',
      subject: 'Welcome, {{client.firstName}}',
      body:
        '<p onclick="steal()">Dear {{client.firstName}},</p><script>alert(1)</script>' +
        '<a href="javascript:alert(1)">bad</a> <a href="{{link.invitation}}" target="_blank">join</a>' +
        '<iframe src="https://evil.example"></iframe><img src="https://cdn.example/logo.png" onerror="x()">' +
        '<p style="color: #333; position: fixed">styled</p>',
    });
    expect(res.status).toBe(201);
    const template = await json<Template>(res);
    expect(template.subject).toBe('Welcome, {{client.firstName}}');
    expect(template.body).toContain('<p>Dear {{client.firstName}},</p>');
    expect(template.body).toContain(
      '<a href="{{link.invitation}}" target="_blank" rel="noopener noreferrer">join</a>',
    );
    expect(template.body).toContain('<img src="https://cdn.example/logo.png" />');
    expect(template.body).toContain('<p style="color:#333">styled</p>');
    for (const bad of ['script', 'onclick', 'javascript:', 'iframe', 'onerror', 'position']) {
      expect(template.body).not.toContain(bad);
    }
    const read = await json<Template>(await t.request('GET', template['@id'], { token: admin }));
    expect(read.body).toBe(template.body);
  });

  it('refuses a missing field, an unknown scope and a body that sanitises to nothing (422)', async () => {
    const res = await create({ name: 'X', scope: 'newsletter', subject: '', body: '<script>x</script>' });
    expect(res.status).toBe(422);
    const paths = (await json<Problem>(res)).violations!.map((v) => v.propertyPath).sort();
    expect(paths).toEqual(['body', 'scope', 'subject']);
    const missing = await create({ name: 'Y' });
    expect(missing.status).toBe(422);
    expect((await json<Problem>(missing)).violations!.map((v) => v.propertyPath).sort()).toEqual([
      'body',
      'scope',
      'subject',
    ]);
  });

  it('patches, filters by scope, orders by name and deletes', async () => {
    const a = await json<Template>(
      await create({ name: 'B trip', scope: 'trip', subject: 'S', body: '<p>b</p>' }),
    );
    await create({ name: 'A trip', scope: 'trip', subject: 'S', body: '<p>a</p>' });
    const patched = await t.request('PATCH', a['@id'], {
      token: admin,
      body: { subject: 'Your journey', body: '<p>new <b onmouseover="x()">text</b></p>' },
    });
    expect(patched.status).toBe(200);
    const p = await json<Template>(patched);
    expect(p.subject).toBe('Your journey');
    expect(p.body).toBe('<p>new <b>text</b></p>');
    const list = await json<Collection<Template>>(
      await t.request('GET', '/api/email_templates?scope=trip', { token: admin }),
    );
    expect(list['hydra:member'].map((x) => x.name)).toEqual(['A trip', 'B trip']);
    expect((await t.request('DELETE', a['@id'], { token: admin })).status).toBe(204);
    expect((await t.request('GET', a['@id'], { token: admin })).status).toBe(404);
  });
});

describe('who may use e-mail templates', () => {
  it('lets the travel team and the accountant read them, and only unrestricted roles write them', async () => {
    const created = await json<Template>(
      await create({ name: 'Roles', scope: 'task', subject: 'S', body: '<p>x</p>' }),
    );
    for (const email of ['travel@demo.travel', 'accountant@demo.travel']) {
      const token = await t.login(email);
      expect((await t.request('GET', '/api/email_templates', { token })).status, email).toBe(200);
      expect((await create({ name: 'N', scope: 'task', subject: 'S', body: '<p>x</p>' }, token)).status).toBe(
        403,
      );
      expect((await t.request('PATCH', created['@id'], { token, body: { name: 'Z' } })).status).toBe(403);
    }
    for (const email of ['vendor@demo.travel', 'content@demo.travel', 'marketing@demo.travel']) {
      const token = await t.login(email);
      expect((await t.request('GET', '/api/email_templates', { token })).status, email).toBe(403);
    }
    const manager = await t.login('manager@demo.travel');
    expect((await t.request('PATCH', created['@id'], { token: manager, body: { name: 'M' } })).status).toBe(
      200,
    );
    expect((await t.request('GET', '/api/email_templates')).status).toBe(401);
  });
});
