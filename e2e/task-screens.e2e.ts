import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signedInPage } from './browser.ts';

const baseUrl = inject('baseUrl');
// Screenshots for a look at the screens (not asserted), when E2E_SHOTS names a folder.
const shots = process.env.E2E_SHOTS;
const browser = browserForFile(shots);

const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

// Two days of the current month one week apart (the same column of the month view), in UTC: the
// browser runs in the machine's zone, UTC here, and the test reads the days as the grid shows them.
const now = new Date();
const month = now.toISOString().slice(0, 7);
const from = `${month}-10`;
const to = `${month}-17`;

const drag = async (page: Page, title: string, target: string) => {
  const calendar = page.getByTestId('task-calendar');
  const event = calendar.getByText(title, { exact: true });
  const box = (await event.boundingBox())!;
  const cell = (await calendar.locator(`[data-date="${target}"]`).first().boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const end = { x: cell.x + cell.width / 2, y: cell.y + cell.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(start.x + ((end.x - start.x) * i) / 12, start.y + ((end.y - start.y) * i) / 12);
    await page.waitForTimeout(30);
  }
  await page.mouse.up();
};

describe('task screens', () => {
  it('creates a task template (Settings › Updates)', async () => {
    const { page, errors } = await signedInPage(browser, baseUrl, 'admin@demo.travel', /\/admin\/vendors/, {
      width: 1440,
      height: 1000,
    });
    await page.goto(`${baseUrl}/admin/templates/tasks`);
    await page.getByRole('link', { name: 'New template' }).click();
    await page.waitForURL(/\/admin\/templates\/tasks\/new$/);
    const form = page.getByRole('form', { name: 'New task template' });
    const name = `Book all items ${Date.now().toString(36)}`;
    await form.getByLabel('Name').fill(name);
    // Not the demo template's title: the tasks e2e looks for that one's task on the same server.
    await form.getByLabel('Task title').fill('Check the rooms for {trip.reference}');
    await form.getByRole('combobox', { name: 'Trigger' }).click();
    await page.getByRole('option', { name: 'A trip reaches a status' }).click();
    await form.getByRole('combobox', { name: 'Trip status' }).click();
    await page.getByRole('option', { name: 'Proposal approved paid' }).click();
    await form.getByLabel('Due after (days)').fill('2');
    await form.getByRole('button', { name: 'Add an entry' }).click();
    await form.getByLabel('Checklist entry 1', { exact: true }).fill('Hotels confirmed');
    await shot(page, 'task-template-form');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/templates\/tasks\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const saved = (await api(baseUrl, 'GET', `/api/task_templates/${id}`)) as Record<string, unknown>;
    expect(saved).toMatchObject({
      name,
      triggerType: 'trip_status',
      triggerStatus: 'proposal_approved_paid',
      dueOffsetDays: 2,
      checklist: ['Hotels confirmed'],
      active: true,
    });
    await page.goto(`${baseUrl}/admin/templates/tasks`);
    await expect.poll(() => page.getByRole('link', { name }).count()).toBe(1);
    await shot(page, 'task-templates-list');
    // Off again: later tests on this server change trip statuses and count their tasks.
    await api(baseUrl, 'PATCH', `/api/task_templates/${id}`, { active: false });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('drags a task to another day on the team calendar (PATCH with If-Match), and a click opens it', async () => {
    const me = (await api(baseUrl, 'GET', '/api/me')) as { id: number };
    const title = `Send the vouchers ${Date.now().toString(36)}`;
    const task = (await api(baseUrl, 'POST', '/api/tasks', {
      title,
      assignee: `/api/users/${me.id}`,
      dueDate: `${from}T15:30:00Z`,
    })) as { id: number };
    const { page, errors } = await signedInPage(browser, baseUrl, 'admin@demo.travel', /\/admin\/vendors/, {
      width: 1440,
      height: 1000,
    });
    const patches: { ifMatch: string | undefined }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().endsWith(`/api/tasks/${task.id}`))
        patches.push({ ifMatch: request.headers()['if-match'] });
    });
    await page.goto(`${baseUrl}/admin/calendar/tasks`);
    const calendar = page.getByTestId('task-calendar');
    await expect.poll(() => calendar.getByText(title, { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByRole('list', { name: 'Assignees' }).count()).toBe(1);
    await shot(page, 'task-calendar-team');

    await drag(page, title, to);
    await expect
      .poll(
        async () => ((await api(baseUrl, 'GET', `/api/tasks/${task.id}`)) as { dueDate: string }).dueDate,
        {
          timeout: 10_000,
        },
      )
      .toMatch(new RegExp(`^${to}T15:30:00`));
    expect(patches.length).toBe(1);
    expect(patches[0]!.ifMatch).toMatch(/^(W\/)?"\d+"$/);
    // Still on the new day once the calendar has read the tasks again.
    await expect
      .poll(() => calendar.locator(`[data-date="${to}"]`).getByText(title, { exact: true }).count())
      .toBe(1);

    // Changed by someone else since the calendar read it: the drag is refused with a message and
    // the task goes back to its day; nothing is written.
    await api(baseUrl, 'PATCH', `/api/tasks/${task.id}`, { priority: 'high' });
    await drag(page, title, from);
    await expect
      .poll(() => page.getByText('This task was changed by someone else meanwhile', { exact: false }).count())
      .toBeGreaterThan(0);
    expect(patches.length).toBe(1);
    await expect
      .poll(() => calendar.locator(`[data-date="${to}"]`).getByText(title, { exact: true }).count())
      .toBe(1);
    expect(((await api(baseUrl, 'GET', `/api/tasks/${task.id}`)) as { dueDate: string }).dueDate).toMatch(
      new RegExp(`^${to}T15:30:00`),
    );

    // A click puts the task in the URL (the shell's task dialog opens from ?task=).
    await calendar.getByText(title, { exact: true }).click();
    await page.waitForURL(new RegExp(`/admin/calendar/tasks\\?task=${task.id}$`));

    // My tasks: the same task (assigned to me), in the list view too.
    await page.goto(`${baseUrl}/admin/calendar/my-tasks`);
    await expect
      .poll(() => page.getByTestId('task-calendar').getByText(title, { exact: true }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await page.getByTestId('task-calendar').getByText('List', { exact: true }).click();
    await expect
      .poll(() => page.getByTestId('task-calendar').getByText(title, { exact: true }).count())
      .toBe(1);
    await shot(page, 'task-calendar-mine-list');
    await page.getByTestId('task-calendar').getByText('Week', { exact: true }).click();
    await shot(page, 'task-calendar-mine-week');
    expect(errors).toEqual([]);
    await page.close();
  });
});
