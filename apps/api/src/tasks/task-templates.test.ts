import { beforeAll, describe, expect, it } from 'vitest';
import { adminAppForFile, callAs } from '../test/admin-app.ts';
import { staffIris } from './task-test-helpers.ts';

const t = adminAppForFile();
let staff: Map<string, string>;

beforeAll(async () => {
  staff = await staffIris(t);
});

// calls.md 7.10: /api/task_templates GET, POST, PATCH /{id}, DELETE /{id} (Settings › Updates).
// The trigger rules and the automation are tested in automation/.
describe('task templates CRUD', () => {
  it('creates, lists, reads, edits and deletes a template', async () => {
    const made = await callAs(t, 'POST', '/api/task_templates', {
      name: 'Book everything',
      title: 'Book all items for {trip.reference}',
      description: '<p>All of them</p><script>x()</script>',
      triggerType: 'trip_status',
      triggerStatus: 'proposal_approved_paid',
      dueOffsetDays: 2,
      checklist: ['Hotels', 'Transfers'],
      requiresEvidence: true,
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: 'Book everything',
      assigneeRule: 'travel_director',
      priority: 'normal',
      active: true,
      checklist: ['Hotels', 'Transfers'],
      requiresEvidence: true,
    });
    expect(made.body.description).not.toMatch(/script/);
    const list = await callAs(t, 'GET', '/api/task_templates?triggerType=trip_status&active=true');
    expect(list.body['hydra:member'].map((m: { name: string }) => m.name)).toContain('Book everything');
    const edited = await callAs(t, 'PATCH', made.body['@id'], {
      active: false,
      assigneeRule: 'fixed_user',
      assignee: staff.get('manager@demo.travel'),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ active: false, assignee: staff.get('manager@demo.travel') });
    expect((await callAs(t, 'GET', made.body['@id'])).body.active).toBe(false);
    expect((await callAs(t, 'DELETE', made.body['@id'])).status).toBe(204);
    expect((await callAs(t, 'GET', made.body['@id'])).status).toBe(404);
  });

  it('refuses bad input with 422 per field', async () => {
    const res = await callAs(t, 'POST', '/api/task_templates', {
      name: '',
      triggerType: 'whenever',
      dueOffsetDays: 9999,
    });
    expect(res.status).toBe(422);
    const paths = res.body.violations.map((v: { propertyPath: string }) => v.propertyPath);
    expect(paths).toEqual(expect.arrayContaining(['name', 'title', 'triggerType', 'dueOffsetDays']));
  });

  it('is Settings: super admin, admin and manager only (403 for the travel director and the rest)', async () => {
    for (const email of [
      'manager@demo.travel',
      'travel@demo.travel',
      'vendor@demo.travel',
      'accountant@demo.travel',
    ]) {
      const token = await t.login(email);
      const allowed = email === 'manager@demo.travel';
      const list = await callAs(t, 'GET', '/api/task_templates', undefined, token);
      expect([email, list.status]).toEqual([email, allowed ? 200 : 403]);
      const post = await callAs(
        t,
        'POST',
        '/api/task_templates',
        { name: `By ${email}`, title: 'x', triggerType: 'trip_created' },
        token,
      );
      expect([email, post.status]).toEqual([email, allowed ? 201 : 403]);
    }
  });
});
