import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { Link } from 'wouter';
import { addClient, addTrip } from '../../testing/fixtures.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { TaskBell } from './task-bell.tsx';

const api = realApiForFile();
const unseenCalls = () => api.calls('GET', /^\/api\/tasks\?assignee\.id=\d+&seen=false/);

const myUnseenCount = async (me: number) =>
  (await api.get<{ 'hydra:totalItems': number }>(`/api/tasks?assignee.id=${me}&seen=false&itemsPerPage=1`))[
    'hydra:totalItems'
  ];

// product.md §2.8 and §9, calls.md §4: the header's task notifications.
describe('the header task bell', () => {
  // The list and the dialog are lazy chunks: transformed once here, not inside a test's time.
  beforeAll(async () => {
    await Promise.all([import('./task-list-panel.tsx'), import('./task-dialog.tsx')]);
  }, 120_000);

  it('counts my unseen tasks after the debounce, lists them first and marks one seen on hover without a refetch', async () => {
    const me = (await api.get('/api/me')).id;
    const other = (await api.get<{ 'hydra:member': Array<{ id: number }> }>('/api/staff?isActive=true'))[
      'hydra:member'
    ].find((user) => user.id !== me)!;
    // Due long ago: first in the header's page (by due date), whatever else the seed holds.
    const unseen = await api.post('/api/tasks', {
      title: 'Call the Ritz about the late check-out',
      assignee: `/api/users/${me}`,
      dueDate: '2020-01-02T09:00:00Z',
    });
    await api.post('/api/tasks', {
      title: 'Already seen task',
      assignee: `/api/users/${me}`,
      dueDate: '2020-01-03T09:00:00Z',
      seen: true,
    });
    await api.post('/api/tasks', {
      title: 'Not mine',
      assignee: `/api/users/${other.id}`,
      dueDate: '2020-01-01T09:00:00Z',
    });
    const count = await myUnseenCount(me);
    expect(count).toBeGreaterThan(0);

    const user = userEvent.setup();
    const { history } = renderAt('/admin/vendors', <TaskBell />);
    const bell = await screen.findByRole('button', { name: `My tasks, ${count} unseen` }, { timeout: 6000 });
    expect(unseenCalls()).toHaveLength(1);

    await user.click(bell);
    const list = await screen.findByRole('region', { name: 'My tasks' }, { timeout: 20_000 });
    const items = await within(list).findAllByRole('listitem');
    // Unseen first: the unseen task, then (among the seen ones) the one already seen.
    const titles = items.map((item) => item.textContent ?? '');
    const unseenAt = titles.findIndex((text) => text.includes('Call the Ritz'));
    const seenAt = await waitFor(() => {
      const at = within(list)
        .getAllByRole('listitem')
        .findIndex((item) => item.textContent?.includes('Already seen task'));
      expect(at).toBeGreaterThan(-1);
      return at;
    });
    expect(unseenAt).toBeGreaterThan(-1);
    expect(unseenAt).toBeLessThan(seenAt);
    expect(within(list).queryByText('Not mine')).toBeNull();
    // The due date in the viewer's zone.
    expect(within(items[unseenAt]!).getByText(/^Due 01\/0[12]\/2020/)).toBeTruthy();

    await user.hover(within(list).getByRole('button', { name: /Call the Ritz/ }));
    await waitFor(() => expect(api.calls('PATCH', `/api/tasks/${unseen.id}`)).toHaveLength(1));
    expect(api.calls('PATCH', `/api/tasks/${unseen.id}`)[0]!.body).toEqual({ seen: true });
    expect(
      screen.getByRole('button', { name: count > 1 ? `My tasks, ${count - 1} unseen` : 'My tasks' }),
    ).toBeTruthy();
    await waitFor(async () => expect((await api.get(`/api/tasks/${unseen.id}`)).seen).toBe(true));
    // The local copy changed; the list was not read again.
    expect(unseenCalls()).toHaveLength(1);
    expect(within(list).getByRole('button', { name: /Call the Ritz/ }).className).not.toContain(
      'font-semibold',
    );

    // A click opens the task in the dialog (?task= in the URL).
    await user.click(within(list).getByRole('button', { name: /Call the Ritz/ }));
    expect(history.at(-1)).toBe(`/admin/vendors?task=${unseen.id}`);
    expect(await screen.findByRole('dialog', { name: 'Task' }, { timeout: 20_000 })).toBeTruthy();
  }, 60_000);

  it('reads the count again on a route change, after 800 ms', async () => {
    renderAt(
      '/admin/vendors',
      <>
        <TaskBell />
        <Link href="/admin/clients">Clients</Link>
      </>,
    );
    await waitFor(() => expect(unseenCalls().length).toBeGreaterThan(0), { timeout: 6000 });
    const before = unseenCalls().length;
    const me = (await api.get('/api/me')).id;
    await api.post('/api/tasks', {
      title: 'A new one',
      assignee: `/api/users/${me}`,
      dueDate: '2020-01-01T08:00:00Z',
    });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Clients' }));
    const count = await myUnseenCount(me);
    expect(
      await screen.findByRole('button', { name: `My tasks, ${count} unseen` }, { timeout: 6000 }),
    ).toBeTruthy();
    expect(unseenCalls().length).toBe(before + 1);
  });

  it("names each task's trip from the list's own answer, without reading the trips one by one", async () => {
    const me = (await api.get('/api/me')).id;
    const client = await addClient(api, 'Søren Ōtani', { status: 'active' });
    const trip = await addTrip(api, client, 'Kyoto in autumn', ['2027-10-01', '2027-10-08']);
    await api.post('/api/tasks', {
      title: 'Confirm the overnight flight',
      assignee: `/api/users/${me}`,
      dueDate: '2019-12-30T09:00:00Z',
      trip: trip['@id'],
    });
    const user = userEvent.setup();
    renderAt('/admin/vendors', <TaskBell />);
    await user.click(await screen.findByRole('button', { name: /^My tasks/ }, { timeout: 6000 }));
    const list = await screen.findByRole('region', { name: 'My tasks' }, { timeout: 20_000 });
    const name = [trip.reference, trip.title].filter(Boolean).join(' · ');
    expect(await within(list).findByRole('link', { name: `Trip ${name}` })).toBeTruthy();
    expect(api.calls('GET', /^\/api\/trips\/\d+$/)).toHaveLength(0);
  });
});
