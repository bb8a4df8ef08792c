import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../db/schema/index.ts';
import { type AnyItem, type AnyPage, adminAppForFile, callAs, postCreated } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';
import { makeTripOf } from '../trips/trip-testing.ts';
import { evidenceMessage } from './task-rules.ts';
import { makeTask, staffIris } from './task-test-helpers.ts';

const t = adminAppForFile();
let staff: Map<string, string>;
let travel: string;

beforeAll(async () => {
  staff = await staffIris(t);
  travel = await t.login('travel@demo.travel');
});

const violationsOf = (body: AnyItem) =>
  (body.violations as { propertyPath: string; message: string }[]).map((v) => [v.propertyPath, v.message]);

describe('tasks (calls.md 7.10)', () => {
  it('creates a task: the caller is createdBy, defaults, dates kept in UTC, description sanitised', async () => {
    const task = await makeTask(t, {
      title: '  Call the villa  ',
      assignee: staff.get('travel@demo.travel'),
      dueDate: '2027-03-01T09:30:00+02:00',
      description: '<p>Ask <b>twice</b></p><script>alert(1)</script><a href="javascript:alert(2)">x</a>',
      priority: 'high',
    });
    expect(task).toMatchObject({
      title: 'Call the villa',
      status: 'pending',
      priority: 'high',
      seen: false,
      completedAt: null,
      dueDate: '2027-03-01T07:30:00.000Z',
      assignee: staff.get('travel@demo.travel'),
      createdBy: staff.get('admin@demo.travel'),
      attachments: [],
      comments: [],
    });
    expect(task.description).toContain('<b>twice</b>');
    expect(task.description).not.toMatch(/script|javascript:/i);
    const read = await callAs(t, 'GET', task['@id']);
    expect(read.status).toBe(200);
    expect(read.body.createdBy).toBe(staff.get('admin@demo.travel'));
  });

  it('lists with the spec filters and orders by due date', async () => {
    const a = await makeTask(t, {
      title: 'Filter later',
      assignee: staff.get('manager@demo.travel'),
      dueDate: '2027-06-10',
    });
    const b = await makeTask(t, {
      title: 'Filter sooner',
      assignee: staff.get('manager@demo.travel'),
      dueDate: '2027-06-02',
    });
    const manager = staff.get('manager@demo.travel')!.split('/').pop();
    const res = await callAs(
      t,
      'GET',
      `/api/tasks?assignee.id=${manager}&title=filter&dueDate[after]=2027-06-01&dueDate[before]=2027-06-30&status=pending&seen=false&order[dueDate]=asc`,
    );
    expect(res.status).toBe(200);
    expect((res.body as unknown as AnyPage)['hydra:member'].map((m) => m.id)).toEqual([b.id, a.id]);
  });

  it('sets completedAt when completed and clears it when reopened', async () => {
    const task = await makeTask(t, { title: 'Complete me', assignee: staff.get('admin@demo.travel') });
    const done = await callAs(t, 'PATCH', task['@id'], { status: 'completed' });
    expect(done.status).toBe(200);
    expect(Date.parse(done.body.completedAt)).toBeGreaterThan(Date.now() - 60_000);
    const again = await callAs(t, 'PATCH', task['@id'], { title: 'Complete me too' });
    expect(again.body.completedAt).toBe(done.body.completedAt);
    const reopened = await callAs(t, 'PATCH', task['@id'], { status: 'in-progress' });
    expect(reopened.body.completedAt).toBeNull();
  });

  it('refuses to complete a task that requires evidence without a file (422 on status)', async () => {
    const task = await makeTask(t, {
      title: 'Get the confirmation',
      assignee: staff.get('admin@demo.travel'),
    });
    await t.db.update(tasks).set({ requiresEvidence: true }).where(eq(tasks.id, task.id));
    const refused = await callAs(t, 'PATCH', task['@id'], { status: 'completed' });
    expect(refused.status).toBe(422);
    expect(violationsOf(refused.body)).toEqual([['status', evidenceMessage]]);
    expect((await callAs(t, 'GET', task['@id'])).body.status).toBe('pending');
  });

  it('refuses an unknown or inactive assignee (422 on assignee) and writes nothing', async () => {
    const before = (await callAs(t, 'GET', '/api/tasks')).body['hydra:totalItems'];
    const unknown = await callAs(t, 'POST', '/api/tasks', { title: 'x', assignee: '/api/users/999999' });
    expect(unknown.status).toBe(422);
    expect(violationsOf(unknown.body).map(([p]) => p)).toEqual(['assignee']);
    const inactive = await callAs(t, 'POST', '/api/tasks', {
      title: 'x',
      assignee: staff.get('inactive@demo.travel'),
    });
    expect(inactive.status).toBe(422);
    expect(violationsOf(inactive.body).map(([p]) => p)).toEqual(['assignee']);
    const missing = await callAs(t, 'POST', '/api/tasks', { title: 'x' });
    expect(violationsOf(missing.body).map(([p]) => p)).toEqual(['assignee']);
    const task = await makeTask(t, { title: 'Keep mine', assignee: staff.get('admin@demo.travel') });
    const moved = await callAs(t, 'PATCH', task['@id'], { assignee: staff.get('inactive@demo.travel') });
    expect(moved.status).toBe(422);
    const cleared = await callAs(t, 'PATCH', task['@id'], { assignee: null });
    expect(cleared.status).toBe(422);
    expect((await callAs(t, 'GET', '/api/tasks')).body['hydra:totalItems']).toBe(before + 1);
  });

  it("marks seen with the header's {id, seen}; a new assignee makes it unseen again", async () => {
    const task = await makeTask(t, { title: 'Header', assignee: staff.get('travel@demo.travel') });
    const seen = await callAs(t, 'PATCH', task['@id'], { id: task.id, seen: true }, travel);
    expect(seen.status).toBe(200);
    expect(seen.body.seen).toBe(true);
    const same = await callAs(t, 'PATCH', task['@id'], { assignee: staff.get('travel@demo.travel') });
    expect(same.body.seen).toBe(true);
    const moved = await callAs(t, 'PATCH', task['@id'], { assignee: staff.get('manager@demo.travel') });
    expect(moved.body).toMatchObject({ seen: false, assignee: staff.get('manager@demo.travel') });
  });

  it("answers the header's unseen tasks and their count in one call", async () => {
    const journal = await t.login('journal@demo.travel');
    const me = staff.get('journal@demo.travel')!;
    const made = [];
    for (let i = 0; i < 12; i++) made.push(await makeTask(t, { title: `Unseen ${i}`, assignee: me }));
    await callAs(t, 'PATCH', made[0]!['@id'], { id: made[0]!.id, seen: true }, journal);
    const id = me.split('/').pop();
    const res = await t.request('GET', `/api/tasks?assignee.id=${id}&seen=false&itemsPerPage=10`, {
      token: journal,
    });
    const page = await json<AnyPage>(res);
    expect(page['hydra:totalItems']).toBe(11);
    expect(page['hydra:member']).toHaveLength(10);
    expect(page['hydra:member'].every((m) => m.seen === false && m.assignee === me)).toBe(true);
  });

  it('names the record each task is about, in the list and the item, without a read per row', async () => {
    const client = await postCreated(t, '/api/clients', {
      firstName: 'Zoë',
      lastName: 'Nakamura 中村',
      email: 'zoe@example.test',
    });
    const trip = await makeTripOf(t, client, ['2027-05-02', '2027-05-09']);
    const onTrip = await makeTask(t, {
      title: 'Named by trip',
      assignee: staff.get('admin@demo.travel'),
      trip: trip['@id'],
    });
    const onClient = await makeTask(t, {
      title: 'Named by client',
      assignee: staff.get('admin@demo.travel'),
      client: client['@id'],
    });
    const alone = await makeTask(t, { title: 'Named by nothing', assignee: staff.get('admin@demo.travel') });
    const tripName = [trip.reference, trip.title].filter(Boolean).join(' · ');
    expect(onTrip.recordName).toBe(tripName);
    expect(onClient.recordName).toBe(client.name);
    expect(alone.recordName).toBeNull();
    const page = (await callAs(t, 'GET', '/api/tasks?title=Named%20by&itemsPerPage=100'))
      .body as unknown as AnyPage;
    const names = Object.fromEntries(page['hydra:member'].map((m) => [m.title, m.recordName]));
    expect(names).toEqual({
      'Named by trip': tripName,
      'Named by client': client.name,
      'Named by nothing': null,
    });
  });

  it('deletes a task (its comments go with it)', async () => {
    const task = await makeTask(t, { title: 'Delete me', assignee: staff.get('admin@demo.travel') });
    const comment = await callAs(t, 'POST', '/api/task_comments', { task: task['@id'], body: 'bye' });
    expect(comment.status).toBe(201);
    expect((await callAs(t, 'DELETE', task['@id'])).status).toBe(204);
    expect((await callAs(t, 'GET', task['@id'])).status).toBe(404);
    expect((await callAs(t, 'GET', comment.body['@id'])).status).toBe(404);
  });
});

describe('tasks: bad input', () => {
  it('refuses a NUL byte in the title (422) and makes nothing', async () => {
    const before = (await callAs(t, 'GET', '/api/tasks?title=nul')).body['hydra:totalItems'];
    const res = await callAs(t, 'POST', '/api/tasks', {
      title: 'nul\u0000byte',
      assignee: staff.get('admin@demo.travel'),
    });
    expect(res.status).toBe(422);
    expect((await callAs(t, 'GET', '/api/tasks?title=nul')).body['hydra:totalItems']).toBe(before);
  });

  it('refuses a 50 MB body (413)', async () => {
    const res = await t.request('POST', '/api/tasks', {
      token: t.admin,
      body: {
        title: 'big',
        assignee: staff.get('admin@demo.travel'),
        description: 'x'.repeat(50 * 1024 * 1024),
      },
    });
    expect(res.status).toBe(413);
  });

  it('answers 422 with violations for wrong types and values', async () => {
    const res = await callAs(t, 'POST', '/api/tasks', {
      title: 42,
      assignee: staff.get('admin@demo.travel'),
      status: 'done',
      dueDate: 'tomorrow',
      seen: 'yes',
    });
    expect(res.status).toBe(422);
    expect(
      violationsOf(res.body)
        .map(([p]) => p)
        .sort(),
    ).toEqual(['dueDate', 'seen', 'status', 'title']);
  });

  it('answers 412 to a stale If-Match and changes nothing', async () => {
    const task = await makeTask(t, { title: 'Versioned', assignee: staff.get('admin@demo.travel') });
    const first = await t.request('PATCH', task['@id'], {
      token: t.admin,
      body: { title: 'Versioned 2' },
      headers: { 'if-match': '"1"' },
    });
    expect(first.status).toBe(200);
    const stale = await t.request('PATCH', task['@id'], {
      token: t.admin,
      body: { title: 'Versioned 3' },
      headers: { 'if-match': '"1"' },
    });
    expect(stale.status).toBe(412);
    expect((await callAs(t, 'GET', task['@id'])).body.title).toBe('Versioned 2');
    const staleDelete = await t.request('DELETE', task['@id'], {
      token: t.admin,
      headers: { 'if-match': '"1"' },
    });
    expect(staleDelete.status).toBe(412);
  });

  it('answers 404 for an unknown task', async () => {
    expect((await callAs(t, 'GET', '/api/tasks/999999')).status).toBe(404);
    expect((await callAs(t, 'PATCH', '/api/tasks/999999', { seen: true })).status).toBe(404);
    expect((await callAs(t, 'DELETE', '/api/tasks/999999')).status).toBe(404);
  });
});
