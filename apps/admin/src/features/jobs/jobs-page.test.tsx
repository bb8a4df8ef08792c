import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { JobsPage } from './jobs-page.tsx';

const api = realApiForFile();
const mail = 'test.mail-send';
const website = 'test.website-update';
const smtpError =
  '550 5.1.1 <guest3@example.com>: Mailbox unavailable\n    at SMTPConnection._formatError (smtp-connection.js:790:19)';
let failedIds: string[] = [];
let waitingId = '';

// Jobs put in their states through the API's own pg-boss (no route makes a job fail): three failed
// e-mails (the newest with a two-line error), a waiting and a completed website update.
beforeAll(async () => {
  const boss = api.jobs;
  // No retries: a failure is final at once.
  await boss.createQueue(mail, { retryLimit: 0 });
  await boss.createQueue(website, { retryLimit: 0 });
  for (const n of [1, 2, 3]) {
    await boss.send(mail, { logId: n, to: `guest${n}@example.com` });
    const [job] = await boss.fetch(mail);
    await boss.fail(mail, job!.id, { message: n === 3 ? smtpError : `421 Try again later (${n})` });
    failedIds = [job!.id, ...failedIds];
  }
  await boss.send(website, { reason: 'vendor 12' });
  const [done] = await boss.fetch(website);
  await boss.complete(website, done!.id);
  waitingId = (await boss.send(website, { reason: 'trip 4' }))!;
});

const jobsTable = () => screen.getByRole('table', { name: 'Jobs' });
const jobRows = () => within(jobsTable()).getAllByRole('row').slice(1);
// The rows of this file's own queues: the API's own cron jobs (the media renditions sweep, the search
// backfill) complete beside them while the tests run.
const testRows = () => jobRows().filter((row) => row.textContent?.includes('test.'));
const queueRow = (name: string) =>
  within(screen.getByRole('table', { name: 'Job queues' }))
    .getByRole('rowheader', { name })
    .closest('tr')!;
const lastList = () =>
  Object.fromEntries(new URL(api.calls('GET', /^\/api\/jobs\?/).at(-1)!.path, 'http://x').searchParams);

describe('/admin/jobs', () => {
  it('shows each queue with its counts and the failed jobs with their error, newest first', async () => {
    renderAt('/admin/jobs', <JobsPage />);
    await waitFor(() => expect(jobRows()).toHaveLength(3), { timeout: 5000 });
    expect(lastList()).toEqual({ state: 'failed', page: '1', itemsPerPage: '20' });

    const cells = (name: string) =>
      within(queueRow(name))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // queued, deferred, active, retrying, failed, completed
    expect(cells(mail)).toEqual(['0', '0', '0', '0', '3', '0']);
    expect(cells(website)).toEqual(['1', '0', '0', '0', '0', '1']);
    expect(
      within(queueRow(mail))
        .getByRole('button', { name: `Show the 3 failed ${mail} jobs` })
        .closest('td')!.className,
    ).toContain('text-red-700');

    const [newest] = jobRows();
    expect(newest!.textContent).toContain(mail);
    expect(within(newest!).getByText('Failed')).toBeTruthy();
    expect(newest!.textContent).toContain('1/1');
    expect(newest!.textContent).toContain('to: guest3@example.com, logId: 3');
    // The error's first line in the row, the whole of it on hover and in the disclosure.
    const summary = within(newest!).getByText('550 5.1.1 <guest3@example.com>: Mailbox unavailable');
    expect(summary.getAttribute('title')).toBe(smtpError);
    expect(newest!.querySelector('pre')!.textContent).toBe(smtpError);
    expect(jobRows()[1]!.textContent).toContain('421 Try again later (2)');
  });

  it('filters by state and kind through the URL and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { history, unmount } = renderAt('/admin/jobs?state=all', <JobsPage />);
    await waitFor(() => expect(testRows()).toHaveLength(5), { timeout: 5000 });
    expect(lastList()).toEqual({ page: '1', itemsPerPage: '20' });

    await user.click(screen.getByRole('button', { name: /^Kind/ }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: website }));
    await waitFor(() => expect(history.at(-1)).toContain(`name=${website}`));
    await waitFor(() => expect(jobRows()).toHaveLength(2));
    expect(lastList()).toEqual({ name: website, page: '1', itemsPerPage: '20' });

    await user.click(screen.getByRole('button', { name: /^State/ }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Failed' }));
    await waitFor(() =>
      expect(lastList()).toEqual({ state: 'failed', name: website, page: '1', itemsPerPage: '20' }),
    );
    expect(await within(jobsTable()).findByText(`No failed ${website} jobs.`)).toBeTruthy();
    unmount();

    renderAt('/admin/jobs?state=cancelled', <JobsPage />);
    expect(await screen.findByText('No cancelled jobs.', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('opens the failed jobs of a kind from its count in the queue table', async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/admin/jobs?state=completed', <JobsPage />);
    await waitFor(() => expect(testRows()).toHaveLength(1), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: `Show the 3 failed ${mail} jobs` }));
    await waitFor(() => expect(history.at(-1)).toContain(`state=failed&name=${mail}`));
    await waitFor(() =>
      expect(lastList()).toEqual({ state: 'failed', name: mail, page: '1', itemsPerPage: '20' }),
    );
  });

  it('retries a failed job and cancels a waiting one, each with a toast and a fresh list', async () => {
    const user = userEvent.setup();
    const { unmount } = renderAt('/admin/jobs', <JobsPage />);
    await waitFor(() => expect(jobRows()).toHaveLength(3), { timeout: 5000 });
    const target = failedIds[0]!;
    await user.click(screen.getByRole('button', { name: `Retry ${mail} job ${target}` }));
    expect(await screen.findByText('Job queued again')).toBeTruthy();
    expect(api.calls('POST', `/api/jobs/${target}/retry`)).toHaveLength(1);
    // The retried job leaves the failed list and the counts are read again.
    await waitFor(() => expect(jobRows()).toHaveLength(2));
    await waitFor(() => expect(within(queueRow(mail)).getAllByRole('cell')[3]!.textContent).toBe('1'));
    unmount();

    renderAt('/admin/jobs?state=created', <JobsPage />);
    await waitFor(() => expect(testRows()).toHaveLength(1), { timeout: 5000 });
    const cancel = screen.getByRole('button', { name: `Cancel ${website} job ${waitingId}` });
    // Keyboard reachable: focus it and press Enter; the confirmation asks first.
    cancel.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel job' }));
    expect(await screen.findByText('Job cancelled')).toBeTruthy();
    expect(api.calls('POST', `/api/jobs/${waitingId}/cancel`)).toHaveLength(1);
    await waitFor(() => expect(testRows()).toHaveLength(0));
  });

  it('shows the error of a refused action (409) and reads the list again', async () => {
    const user = userEvent.setup();
    renderAt('/admin/jobs', <JobsPage />);
    await waitFor(() => expect(jobRows()).toHaveLength(2), { timeout: 5000 });
    const target = failedIds[1]!;
    // Someone else retried it meanwhile.
    await api.post(`/api/jobs/${target}/retry`, {});
    const before = api.calls('GET', /^\/api\/jobs\?/).length;
    await user.click(screen.getByRole('button', { name: `Retry ${mail} job ${target}` }));
    expect(
      await screen.findByText(/Only a failed or cancelled job can be retried; this one is retry/),
    ).toBeTruthy();
    await waitFor(() => expect(api.calls('GET', /^\/api\/jobs\?/).length).toBeGreaterThan(before));
    await waitFor(() => expect(jobRows()).toHaveLength(1));
  });

  it('reads the queue counts again every few seconds on its own', async () => {
    renderAt('/admin/jobs', <JobsPage />);
    const failedCell = () => within(queueRow(mail)).getAllByRole('cell')[4]!.textContent;
    await waitFor(() => expect(failedCell()).toBe('1'), { timeout: 5000 });
    const boss = api.jobs;
    await boss.send(mail, { logId: 9 });
    const [job] = await boss.fetch(mail);
    await boss.fail(mail, job!.id, { message: 'a new failure' });
    // No click, no navigation: the 5 s interval brings it.
    await waitFor(() => expect(failedCell()).toBe('2'), { timeout: 8000 });
  }, 15_000);
});
