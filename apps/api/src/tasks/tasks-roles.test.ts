import { beforeAll, describe, expect, it } from 'vitest';
import { type AnyItem, type AnyPage, adminAppForFile, callAs } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';
import { makeClient, makeTripOf } from '../trips/trip-test-helpers.ts';
import { makeTask, staffIris } from './task-test-helpers.ts';

const t = adminAppForFile();
let staff: Map<string, string>;
const token: Record<string, string> = {};
// Tasks by name: who made them, whom they are for, what they are about.
const task: Record<string, AnyItem> = {};

const emails = [
  'admin@demo.travel',
  'manager@demo.travel',
  'travel@demo.travel',
  'vendor@demo.travel',
  'content@demo.travel',
  'marketing@demo.travel',
  'journal@demo.travel',
  'accountant@demo.travel',
];

beforeAll(async () => {
  staff = await staffIris(t);
  for (const email of emails) token[email] = await t.login(email);
  const client = await makeClient(t, t.admin, 'Elodie', 'Fournier');
  const trip = await makeTripOf(t, t.admin, client, ['2027-09-01', '2027-09-05']);
  // The vendor's own task, one the accountant made for the content manager, a trip task and a
  // client task of the admin's, and a plain one of the manager's.
  task.vendorOwn = await makeTask(t, { title: 'Vendor own', assignee: staff.get('vendor@demo.travel') });
  task.byAccountant = await makeTask(
    t,
    { title: 'By accountant', assignee: staff.get('content@demo.travel') },
    token['accountant@demo.travel'],
  );
  task.trip = await makeTask(t, {
    title: 'Trip task',
    assignee: staff.get('admin@demo.travel'),
    trip: trip['@id'],
  });
  task.client = await makeTask(t, {
    title: 'Client task',
    assignee: staff.get('manager@demo.travel'),
    client: client['@id'],
  });
  task.plain = await makeTask(t, { title: 'Plain', assignee: staff.get('manager@demo.travel') });
});

// Who sees what (issue 26 API 7): their own (assigned or created), the director also those of
// trips and clients, super admin / admin / manager all.
const visible: Record<string, string[]> = {
  'admin@demo.travel': ['vendorOwn', 'byAccountant', 'trip', 'client', 'plain'],
  'manager@demo.travel': ['vendorOwn', 'byAccountant', 'trip', 'client', 'plain'],
  'travel@demo.travel': ['trip', 'client'],
  'vendor@demo.travel': ['vendorOwn'],
  'content@demo.travel': ['byAccountant'],
  'accountant@demo.travel': ['byAccountant'],
  'marketing@demo.travel': [],
  'journal@demo.travel': [],
};

describe('task roles and per-row access', () => {
  it('lists, reads, edits and deletes only the tasks each role may see', async () => {
    for (const email of emails) {
      const names = Object.keys(task);
      const list = await t.request('GET', '/api/tasks?itemsPerPage=100', { token: token[email] });
      expect(list.status).toBe(200);
      const page = await json<AnyPage>(list);
      const seen = page['hydra:member'].map((m) => names.find((n) => task[n]!.id === m.id)).sort();
      expect([email, seen]).toEqual([email, [...visible[email]!].sort()]);
      expect(page['hydra:totalItems']).toBe(visible[email]!.length);
      for (const name of names) {
        const may = visible[email]!.includes(name);
        const get = await t.request('GET', task[name]!['@id'], { token: token[email] });
        expect([email, name, get.status]).toEqual([email, name, may ? 200 : 404]);
        if (!may) {
          const patch = await callAs(t, 'PATCH', task[name]!['@id'], { seen: true }, token[email]);
          expect([email, name, patch.status]).toEqual([email, name, 404]);
          const del = await callAs(t, 'DELETE', task[name]!['@id'], undefined, token[email]);
          expect([email, name, del.status]).toEqual([email, name, 404]);
          const comment = await callAs(
            t,
            'POST',
            '/api/task_comments',
            { task: task[name]!['@id'], body: 'hi' },
            token[email],
          );
          expect([email, name, comment.status]).toEqual([email, name, 422]);
        }
      }
    }
  });

  it('lets the assignee and the creator edit; one statement shape never answers another user', async () => {
    const vendor = token['vendor@demo.travel']!;
    const content = token['content@demo.travel']!;
    // The same list, by two users of the same shape, one after the other (a cached statement).
    const ofVendor = await callAs(t, 'GET', '/api/tasks?itemsPerPage=100', undefined, vendor);
    const ofContent = await callAs(t, 'GET', '/api/tasks?itemsPerPage=100', undefined, content);
    expect(ofVendor.body['hydra:member'].map((m: AnyItem) => m.title)).toEqual(['Vendor own']);
    expect(ofContent.body['hydra:member'].map((m: AnyItem) => m.title)).toEqual(['By accountant']);
    const edited = await callAs(t, 'PATCH', task.vendorOwn!['@id'], { status: 'in-progress' }, vendor);
    expect(edited.status).toBe(200);
    const byCreator = await callAs(
      t,
      'PATCH',
      task.byAccountant!['@id'],
      { priority: 'urgent' },
      token['accountant@demo.travel'],
    );
    expect(byCreator.status).toBe(200);
    // Every staff role may create tasks, for anyone active.
    const made = await callAs(
      t,
      'POST',
      '/api/tasks',
      { title: 'From marketing', assignee: staff.get('journal@demo.travel') },
      token['marketing@demo.travel'],
    );
    expect(made.status).toBe(201);
    const forJournal = await callAs(t, 'GET', made.body['@id'], undefined, token['journal@demo.travel']);
    expect(forJournal.status).toBe(200);
    expect((await t.request('GET', '/api/tasks')).status).toBe(401);
  });

  it('lets the director see and edit trip and client tasks but not other plain ones', async () => {
    const travel = token['travel@demo.travel']!;
    expect((await callAs(t, 'PATCH', task.trip!['@id'], { priority: 'low' }, travel)).status).toBe(200);
    expect(
      (await callAs(t, 'GET', `/api/tasks?trip.id=${task.trip!.trip.split('/').pop()}`, undefined, travel))
        .body['hydra:totalItems'],
    ).toBe(1);
    expect((await callAs(t, 'GET', task.plain!['@id'], undefined, travel)).status).toBe(404);
  });

  it("keeps comments and files to the task's readers", async () => {
    const comment = await callAs(t, 'POST', '/api/task_comments', {
      task: task.plain!['@id'],
      body: 'Manager only',
    });
    expect(comment.status).toBe(201);
    const vendor = token['vendor@demo.travel']!;
    expect((await callAs(t, 'GET', comment.body['@id'], undefined, vendor)).status).toBe(404);
    expect((await callAs(t, 'GET', '/api/task_comments', undefined, vendor)).body['hydra:totalItems']).toBe(
      0,
    );
    expect(
      (await callAs(t, 'GET', '/api/task_comments', undefined, token['manager@demo.travel'])).body[
        'hydra:totalItems'
      ],
    ).toBe(1);
    expect((await callAs(t, 'DELETE', comment.body['@id'], undefined, vendor)).status).toBe(404);
  });
});
