import type { Task } from '@backoffice/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { calendarPairs, moveTask, StaleTaskError, withFilter, withTask } from './task-calendar-data.ts';
import { MyTasksPage, TeamTasksPage } from './task-calendar-page.tsx';

const api = realApiForFile();

// Noon (local) on a day of the current month: inside the month view whatever the zone.
const now = new Date();
const dayAt = (day: number, hour = 12) => new Date(now.getFullYear(), now.getMonth(), day, hour, 0, 0);

const me = async () => (await api.get<{ id: number }>('/api/me')).id;
const otherStaff = async () => {
  const staff = await api.get<{
    'hydra:member': { id: number; email: string; firstName: string | null; lastName: string | null }[];
  }>('/api/staff?isActive=true');
  return staff['hydra:member'].find((s) => s.email !== 'admin@demo.travel')!;
};
const makeTask = async (title: string, assignee: number, due: Date) =>
  (await api.post('/api/tasks', {
    title,
    assignee: `/api/users/${assignee}`,
    dueDate: due.toISOString(),
  })) as unknown as Task;

// FullCalendar keeps events invisible until it has measured them, which jsdom cannot: events are
// found by their text among hidden elements (the browser test sees them as they are).
const eventNamed = (calendar: HTMLElement, title: string) =>
  waitFor(
    () => {
      const found = [...calendar.querySelectorAll<HTMLElement>('[data-task-id]')].find((el) =>
        el.textContent?.includes(title),
      );
      if (!found) throw new Error(`no event ${title}`);
      return found;
    },
    { timeout: 5000 },
  );

describe('task calendar data', () => {
  it('asks for the visible range (end exclusive), the assignees and the statuses', () => {
    const range = { start: new Date('2027-02-22T00:00:00Z'), end: new Date('2027-04-05T00:00:00Z') };
    expect(calendarPairs(range, { assignees: ['3', 'x', '7'], statuses: ['pending'] })).toEqual([
      ['dueDate[after]', '2027-02-22T00:00:00.000Z'],
      ['dueDate[before]', '2027-04-04T23:59:59.999Z'],
      ['assignee.id[]', '3'],
      ['assignee.id[]', '7'],
      ['status[]', 'pending'],
      ['order[dueDate]', 'asc'],
      ['itemsPerPage', '200'],
    ]);
    expect(withFilter('task=4&status=pending', 'status', ['completed', 'cancelled'])).toBe(
      'task=4&status=completed&status=cancelled',
    );
    expect(withTask('assignee=3', 9)).toBe('assignee=3&task=9');
  });
});

describe('/admin/calendar/tasks', () => {
  it('shows the team tasks of the visible month, coloured per assignee, filtered from the URL', async () => {
    const other = await otherStaff();
    await makeTask('Call the villa', await me(), dayAt(10));
    await makeTask('Book the boat', other.id, dayAt(12));
    renderAt('/admin/calendar/tasks', <TeamTasksPage />);
    const calendar = screen.getByTestId('task-calendar');
    await eventNamed(calendar, 'Call the villa');
    await eventNamed(calendar, 'Book the boat');
    // The range the calendar shows, sent as the due date bounds.
    const call = api.calls('GET', /^\/api\/tasks\?/).at(-1)!;
    const query = new URLSearchParams(call.path.split('?')[1]);
    const after = new Date(query.get('dueDate[after]')!);
    const before = new Date(query.get('dueDate[before]')!);
    expect(after.getTime()).toBeLessThanOrEqual(dayAt(1, 0).getTime());
    expect(after.getDate() === 1 || after.getDay() === 1).toBe(true);
    expect(before.getTime()).toBeGreaterThan(dayAt(28).getTime());
    expect(query.get('order[dueDate]')).toBe('asc');
    // A legend names each assignee with their colour.
    const legend = await screen.findByRole('list', { name: 'Assignees' });
    const names = within(legend)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toContain([other.firstName, other.lastName].filter(Boolean).join(' ') || other.email);
    const dots = within(legend)
      .getAllByRole('listitem')
      .map((item) => (item.firstElementChild as HTMLElement).style.background);
    expect(new Set(dots).size).toBe(dots.length);
  });

  it('sends the assignee and status filters of the URL', async () => {
    const other = await otherStaff();
    await makeTask('Only theirs', other.id, dayAt(14));
    renderAt(`/admin/calendar/tasks?assignee=${other.id}&status=pending`, <TeamTasksPage />);
    const calendar = screen.getByTestId('task-calendar');
    await eventNamed(calendar, 'Only theirs');
    const query = new URLSearchParams(
      api
        .calls('GET', /^\/api\/tasks\?/)
        .at(-1)!
        .path.split('?')[1],
    );
    expect(query.getAll('assignee.id[]')).toEqual([String(other.id)]);
    expect(query.getAll('status[]')).toEqual(['pending']);
    expect(calendar.textContent).not.toContain('Call the villa');
  });

  it('opens a task on a click: ?task={id} in the URL, the filters kept', async () => {
    const task = await makeTask('Click me', await me(), dayAt(16));
    const { history } = renderAt('/admin/calendar/tasks?status=pending', <TeamTasksPage />);
    const event = await eventNamed(screen.getByTestId('task-calendar'), 'Click me');
    fireEvent.click(event);
    await waitFor(() => expect(history.at(-1)).toBe(`/admin/calendar/tasks?status=pending&task=${task.id}`));
  });
});

describe('/admin/calendar/my-tasks', () => {
  it('shows only the tasks assigned to me', async () => {
    const mine = await me();
    renderAt('/admin/calendar/my-tasks', <MyTasksPage />);
    expect(screen.getByRole('heading', { name: 'My tasks' })).toBeTruthy();
    await eventNamed(screen.getByTestId('task-calendar'), 'Call the villa');
    const query = new URLSearchParams(
      api
        .calls('GET', /^\/api\/tasks\?/)
        .at(-1)!
        .path.split('?')[1],
    );
    expect(query.getAll('assignee.id[]')).toEqual([String(mine)]);
    expect(screen.getByTestId('task-calendar').textContent).not.toContain('Book the boat');
  });
});

describe('moving a task (the drag)', () => {
  it('PATCHes the due date with If-Match, keeping the time of day', async () => {
    const task = await makeTask('Move me', await me(), dayAt(5, 17));
    const target = dayAt(8, 17);
    const saved = await moveTask(task, target);
    expect(new Date(saved.dueDate!).getTime()).toBe(target.getTime());
    const patch = api.calls('PATCH', `/api/tasks/${task.id}`).at(-1)!;
    expect(patch.ifMatch).toMatch(/^(W\/)?"\d+"$/);
    expect(patch.body).toEqual({ dueDate: target.toISOString() });
  });

  it('refuses a task changed since the calendar read it, and writes nothing', async () => {
    const task = await makeTask('Changed meanwhile', await me(), dayAt(6));
    // Someone else edits it (a later updatedAt).
    await new Promise((resolve) => setTimeout(resolve, 5));
    await api.patch(`/api/tasks/${task.id}`, { title: 'Changed by someone' });
    const before = api.calls('PATCH', `/api/tasks/${task.id}`).length;
    await expect(moveTask(task, dayAt(9))).rejects.toBeInstanceOf(StaleTaskError);
    expect(api.calls('PATCH', `/api/tasks/${task.id}`).length).toBe(before);
    const row = await api.get<Task>(`/api/tasks/${task.id}`);
    expect(new Date(row.dueDate!).getTime()).toBe(dayAt(6).getTime());
  });
});
