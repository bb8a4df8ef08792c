import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signedInPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const shots = process.env.TASK_SHOTS;
const browser = browserForFile(shots);

type Collection = { 'hydra:member': Record<string, unknown>[] };

// Issue 26, browser tests: a task reaches its assignee's header list, hover marks it seen, it is
// edited in the dialog and commented on with a file.
describe('tasks in the header and the task dialog', () => {
  it("shows a new task in the assignee's list, marks it seen on hover, edits it and comments with a file", async () => {
    const theo = ((await api(baseUrl, 'GET', '/api/staff?isActive=true&search=Marchetti')) as Collection)[
      'hydra:member'
    ][0]!;
    // A new trip run by Theo, moved to "Approved and paid": the demo template "Book all items for
    // {trip.reference}" makes his task in the same transaction (issue 26, automation).
    const client = ((await api(baseUrl, 'GET', '/api/clients?itemsPerPage=1')) as Collection)[
      'hydra:member'
    ][0]!;
    const trip = (await api(baseUrl, 'POST', '/api/trips', {
      client: client['@id'],
      title: 'Provence in June',
      startDate: '2027-06-10',
      endDate: '2027-06-17',
      travelDirector: `/api/users/${theo.id}`,
    })) as { '@id': string; id: number; reference: string };
    for (const status of [
      'proposal_preparation',
      'proposal_pricing',
      'proposal_sent',
      'proposal_approved_paid',
    ])
      await api(baseUrl, 'PATCH', `/api/trips/${trip.id}/status-change`, { status });
    // (Other templates on this shared server may add tasks of their own: the demo one's is looked for.)
    const made = ((await api(baseUrl, 'GET', `/api/tasks?trip.id=${trip.id}`)) as Collection)['hydra:member'];
    const booking = made.filter((t) => t.title === `Book all items for ${trip.reference}`);
    expect(booking).toHaveLength(1);
    const task = booking[0] as { id: number; title: string };

    const { page, errors } = await signedInPage(browser, baseUrl, 'travel@demo.travel', /\/admin\//, {
      width: 1440,
      height: 1000,
    });
    const bell = page.getByRole('button', { name: /^My tasks, \d+ unseen$/ });
    await bell.waitFor({ timeout: 15_000 });
    await bell.click();
    const list = page.getByRole('region', { name: 'My tasks' });
    const entry = list.getByRole('button', { name: new RegExp(`Book all items for ${trip.reference}`) });
    await entry.waitFor();
    if (shots) await page.screenshot({ path: `${shots}/tasks-header-list.png` });

    // Hover marks it seen: the API has it. (The count's local drop is shared/tasks/task-bell.test.tsx's:
    // here other test files change trip statuses whose templates make tasks for the same director, so
    // the count moves on its own.)
    await entry.hover();
    await expect
      .poll(async () => ((await api(baseUrl, 'GET', `/api/tasks/${task.id}`)) as { seen: boolean }).seen)
      .toBe(true);

    // Edited in the dialog (?task= in the URL).
    await entry.click();
    await page.waitForURL(new RegExp(`[?&]task=${task.id}`));
    const dialog = page.getByRole('dialog', { name: 'Task' });
    const title = dialog.getByLabel('Title');
    await expect.poll(() => title.inputValue()).toBe(task.title);
    await title.fill(`${task.title} (hotels first)`);
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: /in.progress/i }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => {
        const saved = (await api(baseUrl, 'GET', `/api/tasks/${task.id}`)) as {
          title: string;
          status: string;
        };
        return `${saved.title} / ${saved.status}`;
      })
      .toBe(`${task.title} (hotels first) / in-progress`);

    // A comment with a file.
    const comments = dialog.getByRole('region', { name: 'Comments' });
    await comments.getByLabel('New comment').fill('Hotel confirmation attached.');
    await comments.getByLabel('Attach files to the comment').setInputFiles({
      name: 'hotel-confirmation.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%confirmation\n'),
    });
    await comments.getByRole('button', { name: 'Comment', exact: true }).click();
    await comments.getByText('Hotel confirmation attached.').waitFor();
    await comments.getByRole('button', { name: 'hotel-confirmation.pdf', exact: true }).waitFor();
    const thread = (await api(baseUrl, 'GET', `/api/task_comments?task.id=${task.id}`)) as Collection;
    expect(thread['hydra:member']).toHaveLength(1);
    expect(thread['hydra:member'][0]!.attachments).toHaveLength(1);
    if (shots) await page.screenshot({ path: `${shots}/tasks-dialog.png`, fullPage: true });

    // Closing removes ?task; the trip's side panel lists the task.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('task')).toBeNull();
    await page.goto(`${baseUrl}/admin/trips/${trip.id}`);
    await page.getByRole('button', { name: 'Tasks', exact: true }).click();
    await page
      .getByRole('list', { name: 'Tasks of this record' })
      .getByRole('button', { name: `${task.title} (hotels first)` })
      .waitFor();
    if (shots) await page.screenshot({ path: `${shots}/tasks-trip-panel.png` });
    expect(errors).toEqual([]);
  });
});
