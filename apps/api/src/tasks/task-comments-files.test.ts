import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { taskAttachments, tasks } from '../db/schema/index.ts';
import { listStoredPaths } from '../files/test-file-store.ts';
import { type AnyItem, adminAppForFile, callAs } from '../test/admin-app.ts';
import { pdf, png } from '../test/file-bytes.ts';
import { json } from '../test/harness.ts';
import { form, makeTask, staffIris } from './task-test-helpers.ts';

const t = adminAppForFile();
let staff: Map<string, string>;
let manager: string;
let travel: string;
let vendor: string;
let task: AnyItem;

beforeAll(async () => {
  staff = await staffIris(t);
  manager = await t.login('manager@demo.travel');
  travel = await t.login('travel@demo.travel');
  vendor = await t.login('vendor@demo.travel');
  // The travel director's task, made by the manager: both see it, the vendor does not.
  task = await makeTask(
    t,
    { title: 'Confirm the yacht', assignee: staff.get('travel@demo.travel') },
    manager,
  );
});

const upload = (path: string, fields: Record<string, string | Blob>, name: string, token = t.admin) =>
  t.request('POST', path, { token, body: form(fields, name) });

describe('task comments (calls.md 7.10)', () => {
  it('makes the caller the author, sanitises the body, lets only the author edit', async () => {
    const made = await callAs(
      t,
      'POST',
      '/api/task_comments',
      {
        task: task['@id'],
        body: '<p>Called <em>twice</em></p><img src=x onerror="alert(1)"><script>x()</script>',
      },
      manager,
    );
    expect(made.status).toBe(201);
    expect(made.body.createdBy).toBe(staff.get('manager@demo.travel'));
    expect(made.body.body).toContain('<em>twice</em>');
    expect(made.body.body).not.toMatch(/onerror|script/i);
    const byOther = await callAs(t, 'PATCH', made.body['@id'], { body: 'hijacked' }, travel);
    expect(byOther.status).toBe(403);
    expect(byOther.body['hydra:description']).toBe('Only the author may edit this comment.');
    const byAdmin = await callAs(t, 'PATCH', made.body['@id'], { body: 'hijacked' });
    expect(byAdmin.status).toBe(403);
    const byAuthor = await callAs(t, 'PATCH', made.body['@id'], { body: 'Called three times' }, manager);
    expect(byAuthor.status).toBe(200);
    expect(byAuthor.body.body).toBe('Called three times');
    // The task answers its comments.
    const read = await callAs(t, 'GET', task['@id'], undefined, travel);
    expect(read.body.comments.map((c: AnyItem) => c.body)).toEqual(['Called three times']);
    const list = await callAs(t, 'GET', `/api/task_comments?task.id=${task.id}`, undefined, travel);
    expect(list.body['hydra:totalItems']).toBe(1);
    // The task a comment is on is fixed.
    const other = await makeTask(t, { title: 'Other', assignee: staff.get('manager@demo.travel') }, manager);
    const moved = await callAs(t, 'PATCH', made.body['@id'], { task: other['@id'] }, manager);
    expect(moved.status).toBe(422);
  });

  it('lets the author or an admin delete, nobody else', async () => {
    const mine = await callAs(
      t,
      'POST',
      '/api/task_comments',
      { task: task['@id'], body: 'by travel' },
      travel,
    );
    expect((await callAs(t, 'DELETE', mine.body['@id'], undefined, manager)).status).toBe(403);
    expect((await callAs(t, 'DELETE', mine.body['@id'], undefined, travel)).status).toBe(204);
    const theirs = await callAs(
      t,
      'POST',
      '/api/task_comments',
      { task: task['@id'], body: 'by manager' },
      manager,
    );
    const refused = await callAs(t, 'DELETE', theirs.body['@id'], undefined, travel);
    expect(refused.status).toBe(403);
    expect(refused.body['hydra:description']).toBe('Only the author or an admin may delete this comment.');
    expect((await callAs(t, 'DELETE', theirs.body['@id'])).status).toBe(204);
  });

  it('refuses a blank body and a comment on a task the caller cannot see', async () => {
    const blank = await callAs(t, 'POST', '/api/task_comments', { task: task['@id'], body: '' }, manager);
    expect(blank.status).toBe(422);
    const hidden = await callAs(t, 'POST', '/api/task_comments', { task: task['@id'], body: 'hi' }, vendor);
    expect(hidden.status).toBe(422);
    expect(hidden.body.violations[0].propertyPath).toBe('task');
  });

  it('attaches a file to a comment (id field) and deletes it', async () => {
    const comment = await callAs(
      t,
      'POST',
      '/api/task_comments',
      { task: task['@id'], body: 'See file' },
      travel,
    );
    const res = await upload(
      '/api/task_comment_attachments',
      { file: new Blob([pdf]), id: String(comment.body.id) },
      'Voucher.pdf',
      travel,
    );
    expect(res.status).toBe(201);
    const file = await json<AnyItem>(res);
    expect(file).toMatchObject({ name: 'Voucher', extension: 'pdf', taskComment: comment.body['@id'] });
    const read = await callAs(t, 'GET', comment.body['@id'], undefined, travel);
    expect(read.body.attachments.map((a: AnyItem) => a['@id'])).toEqual([file['@id']]);
    expect((await callAs(t, 'GET', file['@id'], undefined, vendor)).status).toBe(404);
    expect((await callAs(t, 'DELETE', file['@id'], undefined, vendor)).status).toBe(404);
    expect((await callAs(t, 'DELETE', file['@id'], undefined, travel)).status).toBe(204);
    const refused = await upload(
      '/api/task_comment_attachments',
      { file: new Blob([pdf]), id: String(comment.body.id) },
      'Voucher.pdf',
      vendor,
    );
    expect(refused.status).toBe(422);
  });
});

describe('task attachments (calls.md 7.10)', () => {
  it('uploads with an id field or the task property, checked by content, and deletes', async () => {
    const byId = await upload(
      '/api/task_attachments',
      { file: new Blob([pdf]), id: String(task.id) },
      'Confirmation.pdf',
    );
    expect(byId.status).toBe(201);
    const file = await json<AnyItem>(byId);
    expect(file).toMatchObject({ task: task['@id'], name: 'Confirmation', mimeType: 'application/pdf' });
    const byIri = await upload(
      '/api/task_attachments',
      { file: new Blob([png]), task: task['@id'] },
      'shot.png',
      travel,
    );
    expect(byIri.status).toBe(201);
    const read = await callAs(t, 'GET', task['@id'], undefined, travel);
    expect(read.body.attachments).toHaveLength(2);
    // The file opens for those who see the task, and is not there for the others (the vendor
    // reads tasks, not this one).
    const opened = await t.request('GET', `/files/${file.filePath}`, { token: travel });
    expect(opened.status).toBe(200);
    expect((await t.request('GET', `/files/${file.filePath}`, { token: vendor })).status).toBe(404);
    const { url } = await json<{ url: string }>(opened);
    expect((await t.request('GET', url)).status).toBe(200);
    expect((await callAs(t, 'DELETE', file['@id'], undefined, travel)).status).toBe(204);
    expect((await callAs(t, 'GET', task['@id'])).body.attachments).toHaveLength(1);
  });

  it('refuses HTML named .png (422 on file), a file over 10 MB (413), no owner and a hidden task (422); stores nothing', async () => {
    const before = (await listStoredPaths(t.config)).length;
    const html = await upload(
      '/api/task_attachments',
      { file: new Blob(['<html><script>alert(1)</script></html>']), id: String(task.id) },
      'photo.png',
    );
    expect(html.status).toBe(422);
    expect((await json<AnyItem>(html)).violations[0].propertyPath).toBe('file');
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(pdf);
    const tooBig = await upload(
      '/api/task_attachments',
      { file: new Blob([big]), id: String(task.id) },
      'big.pdf',
    );
    expect(tooBig.status).toBe(413);
    const noOwner = await upload('/api/task_attachments', { file: new Blob([pdf]) }, 'a.pdf');
    expect(noOwner.status).toBe(422);
    const hidden = await upload(
      '/api/task_attachments',
      { file: new Blob([pdf]), id: String(task.id) },
      'a.pdf',
      vendor,
    );
    expect(hidden.status).toBe(422);
    expect((await listStoredPaths(t.config)).length).toBe(before);
    expect(await t.db.select().from(taskAttachments).where(eq(taskAttachments.name, 'a'))).toEqual([]);
  });

  it('completes a task that requires evidence once a file is attached', async () => {
    const evidence = await makeTask(t, {
      title: 'Supplier confirmation',
      assignee: staff.get('travel@demo.travel'),
    });
    await t.db.update(tasks).set({ requiresEvidence: true }).where(eq(tasks.id, evidence.id));
    expect((await callAs(t, 'PATCH', evidence['@id'], { status: 'completed' }, travel)).status).toBe(422);
    const res = await upload(
      '/api/task_attachments',
      { file: new Blob([pdf]), id: String(evidence.id) },
      'ok.pdf',
      travel,
    );
    expect(res.status).toBe(201);
    const done = await callAs(t, 'PATCH', evidence['@id'], { status: 'completed' }, travel);
    expect(done.status).toBe(200);
    expect(done.body.completedAt).not.toBeNull();
  });
});
