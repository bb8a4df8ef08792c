import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClient, addTrip } from '../../testing/fixtures.ts';
import { nodeFile, nodeFormDataInTests } from '../../testing/node-uploads.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { UnsavedChangesPrompt } from '../forms/unsaved-changes-prompt.tsx';
import { TaskBell } from './task-bell.tsx';
import { TaskPanelButton } from './task-panel-button.tsx';

const api = realApiForFile();
nodeFormDataInTests();

type Member = { id: number; '@id': string; title: string };
const unseenCalls = () => api.calls('GET', /^\/api\/tasks\?assignee\.id=\d+&seen=false/);

let me: number;
let trip: { id: number; '@id': string };

// The task dialog opens anywhere from ?task= (the bell mounts it once for the shell).
describe('the task dialog', () => {
  beforeAll(async () => {
    await Promise.all([import('./task-dialog.tsx'), import('./task-side-panel.tsx')]);
    me = (await api.get('/api/me')).id;
    const client = await addClient(api, 'Aurélie Dumas', { status: 'active' });
    trip = await addTrip(api, client, 'Provence in June', ['2027-06-01', '2027-06-08']);
  }, 120_000);

  it('edits a task with If-Match, and a status change reads the header count again', async () => {
    const task = await api.post('/api/tasks', {
      title: 'Book the vineyard lunch',
      assignee: `/api/users/${me}`,
      trip: trip['@id'],
      dueDate: '2027-05-20T10:00:00Z',
      checklist: [
        { label: 'Ask for a table', done: false },
        { label: 'Confirm the menu', done: false },
      ],
    });
    const user = userEvent.setup();
    const { history } = renderAt(`/admin/vendors?task=${task.id}`, <TaskBell />);
    const dialog = await screen.findByRole('dialog', { name: 'Task' }, { timeout: 20_000 });
    const title = await within(dialog).findByLabelText('Title', {}, { timeout: 10_000 });
    expect((title as HTMLInputElement).value).toBe('Book the vineyard lunch');
    await waitFor(() => expect(unseenCalls().length).toBeGreaterThan(0), { timeout: 6000 });
    const readsBefore = unseenCalls().length;

    await user.clear(title);
    await user.type(title, 'Book the vineyard lunch for six');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Done: step 1' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: /completed/i }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.calls('PATCH', `/api/tasks/${task.id}`)).toHaveLength(1));
    const patch = api.calls('PATCH', `/api/tasks/${task.id}`)[0]!;
    expect(patch.ifMatch).toBeTruthy();
    expect(patch.body).toMatchObject({
      title: 'Book the vineyard lunch for six',
      status: 'completed',
      assignee: `/api/users/${me}`,
      dueDate: '2027-05-20T10:00:00.000Z',
      checklist: [
        { label: 'Ask for a table', done: true },
        { label: 'Confirm the menu', done: false },
      ],
    });
    const saved = await api.get(`/api/tasks/${task.id}`);
    expect(saved.title).toBe('Book the vineyard lunch for six');
    expect(saved.status).toBe('completed');
    // Editing with a status refreshes the header's list at once (calls.md §4), no route change.
    await waitFor(() => expect(unseenCalls().length).toBe(readsBefore + 1));

    // Closing removes ?task.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/vendors'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Task' })).toBeNull());
  }, 90_000);

  it('says so when someone else changed the task since it was opened (412)', async () => {
    const task = await api.post('/api/tasks', {
      title: 'Send the visa letter',
      assignee: `/api/users/${me}`,
    });
    const user = userEvent.setup();
    renderAt(`/admin/clients?task=${task.id}`, <TaskBell />);
    const dialog = await screen.findByRole('dialog', { name: 'Task' }, { timeout: 20_000 });
    const title = await within(dialog).findByLabelText('Title', {}, { timeout: 10_000 });
    await api.patch(`/api/tasks/${task.id}`, { priority: 'urgent' });
    await user.type(title, ' today');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('This record was changed by someone else since you opened it.'),
    ).toBeTruthy();
    expect((await api.get(`/api/tasks/${task.id}`)).title).toBe('Send the visa letter');
  }, 60_000);

  it('asks before closing with unsaved edits, and closing removes ?task', async () => {
    const task = await api.post('/api/tasks', {
      title: 'Print the luggage tags',
      assignee: `/api/users/${me}`,
    });
    const user = userEvent.setup();
    const { history } = renderAt(
      `/admin/vendors?tab=x&task=${task.id}`,
      <>
        <UnsavedChangesPrompt />
        <TaskBell />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Task' }, { timeout: 20_000 });
    await user.type(await within(dialog).findByLabelText('Title', {}, { timeout: 10_000 }), ' (twelve)');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    expect(await screen.findByText('Discard your changes?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/vendors?tab=x'));
    expect(api.calls('PATCH', `/api/tasks/${task.id}`)).toHaveLength(0);
  }, 60_000);

  it('makes a new task for the trip of ?task=new&trip=, assigned to me, then shows it', async () => {
    const user = userEvent.setup();
    const { history } = renderAt(`/admin/trips/${trip.id}?task=new&trip=${trip.id}`, <TaskBell />);
    const dialog = await screen.findByRole('dialog', { name: 'New task' }, { timeout: 20_000 });
    await user.type(await within(dialog).findByLabelText('Title'), 'Order the welcome hamper');
    await user.type(within(dialog).getByLabelText('Description'), 'Lavender and rosé');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('POST', '/api/tasks')).toHaveLength(1));
    expect(api.calls('POST', '/api/tasks')[0]!.body).toMatchObject({
      title: 'Order the welcome hamper',
      description: '<p>Lavender and rosé</p>',
      trip: trip['@id'],
      assignee: `/api/users/${me}`,
      status: 'pending',
      priority: 'normal',
    });
    const made = (await api.get<{ 'hydra:member': Member[] }>(`/api/tasks?trip.id=${trip.id}&title=hamper`))[
      'hydra:member'
    ][0]!;
    await waitFor(() => expect(history.at(-1)).toBe(`/admin/trips/${trip.id}?task=${made.id}`));
    expect(await screen.findByRole('dialog', { name: 'Task' }, { timeout: 10_000 })).toBeTruthy();
  }, 60_000);

  it('comments with a file attached, and the author edits the comment', async () => {
    const task = await api.post('/api/tasks', {
      title: 'Check the supplier answer',
      assignee: `/api/users/${me}`,
    });
    const user = userEvent.setup();
    renderAt(`/admin/vendors?task=${task.id}`, <TaskBell />);
    const dialog = await screen.findByRole('dialog', { name: 'Task' }, { timeout: 20_000 });
    const comments = await within(dialog).findByRole('region', { name: 'Comments' }, { timeout: 10_000 });
    await user.type(within(comments).getByLabelText('New comment'), 'The hotel confirmed, see the PDF.');
    await user.upload(
      within(comments).getByLabelText('Attach files to the comment'),
      nodeFile(['%PDF-1.4 confirmation'], 'confirmation.pdf', 'application/pdf'),
    );
    expect(within(comments).getByText(/confirmation\.pdf/)).toBeTruthy();
    await user.click(within(comments).getByRole('button', { name: 'Comment' }));
    expect(await within(comments).findByText('The hotel confirmed, see the PDF.')).toBeTruthy();
    expect(await within(comments).findByRole('button', { name: 'confirmation.pdf' })).toBeTruthy();
    const [comment] = (
      await api.get<{ 'hydra:member': Array<Member & { attachments: unknown[] }> }>(
        `/api/task_comments?task.id=${task.id}`,
      )
    )['hydra:member'];
    expect(comment!.attachments).toHaveLength(1);
    expect(api.calls('POST', '/api/task_comment_attachments')[0]!.body).toMatchObject({
      taskComment: `/api/task_comments/${comment!.id}`,
    });

    await user.click(within(comments).getByRole('button', { name: 'Edit' }));
    const edit = within(comments).getByLabelText('Edit comment');
    await user.clear(edit);
    await user.type(edit, 'Confirmed for the 3rd.');
    await user.click(within(comments).getByRole('button', { name: 'Save comment' }));
    expect(await within(comments).findByText('Confirmed for the 3rd.')).toBeTruthy();
    expect(api.calls('PATCH', `/api/task_comments/${comment!.id}`)[0]!.body).toEqual({
      body: '<p>Confirmed for the 3rd.</p>',
    });
  }, 60_000);
});

describe("a trip's task side panel", () => {
  it("lists the trip's tasks and opens a new one prefilled with the trip", async () => {
    await api.post('/api/tasks', {
      title: 'Reconfirm the transfers',
      assignee: `/api/users/${me}`,
      trip: trip['@id'],
    });
    await api.post('/api/tasks', { title: 'Not this trip', assignee: `/api/users/${me}` });
    const user = userEvent.setup();
    const { history } = renderAt(
      `/admin/trips/${trip.id}`,
      <>
        <TaskPanelButton record={{ kind: 'trip', id: trip.id, name: 'Provence in June' }} />
        <TaskBell />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Tasks' }));
    const list = await screen.findByRole('list', { name: 'Tasks of this record' }, { timeout: 20_000 });
    expect(within(list).getByText('Reconfirm the transfers')).toBeTruthy();
    expect(within(list).queryByText('Not this trip')).toBeNull();
    expect(api.calls('GET', new RegExp(`^/api/tasks\\?.*trip\\.id=${trip.id}`)).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'New task' }));
    expect(history.at(-1)).toBe(`/admin/trips/${trip.id}?tasks=open&task=new&trip=${trip.id}`);
    expect(await screen.findByRole('dialog', { name: 'New task' }, { timeout: 20_000 })).toBeTruthy();
  }, 60_000);
});
