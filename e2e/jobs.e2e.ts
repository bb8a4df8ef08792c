import { describe, expect, inject, it } from 'vitest';
import { browserForFile, signedInPage, signIn } from './browser.ts';

const baseUrl = inject('baseUrl');
const shots = process.env.E2E_SCREENSHOTS; // a folder: screenshots to look at, when set

const browser = browserForFile();

describe('jobs screen', () => {
  it('opens for the super admin with the queues and the failed jobs, and refuses a manager', async () => {
    const { page, errors } = await signedInPage(browser, baseUrl, 'admin@demo.travel', /\/admin\/vendors/, {
      width: 1440,
      height: 900,
    });
    await page.goto(`${baseUrl}/admin/jobs`);
    await page.getByRole('heading', { name: 'Jobs', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Job queues' }).waitFor();
    const jobs = page.getByRole('table', { name: 'Jobs' });
    // Other files' tests share this server and may leave a failed job: either state is the list loaded.
    await jobs
      .getByText('No failed jobs.')
      .or(jobs.getByRole('button', { name: /^Retry / }))
      .first()
      .waitFor();
    if (shots) await page.screenshot({ path: `${shots}/jobs-screen.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.close();

    const manager = await browser.newPage();
    await signIn(manager, baseUrl, 'manager@demo.travel');
    await manager.waitForURL(/\/admin\/vendors/);
    await manager.goto(`${baseUrl}/admin/jobs`);
    await manager.waitForURL(`${baseUrl}/admin/permissions-deny`);
    await manager.close();
  });
});
