import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { EmailLogsPage } from './email-logs-page.tsx';

const api = realApiForFile();
const longSubject = 'Your journey proposal for the Amalfi Coast by Sea, with the Villa Cimbrone suite';

// Fourteen e-mails of October 2026, one a day; the 13th failed, the 14th has a long subject.
beforeAll(async () => {
  await api.db.insert(api.schema.emailLogs).values(
    Array.from({ length: 14 }, (_, i) => ({
      recipient: `guest${i}@example.com`,
      subject: i === 13 ? longSubject : `Message ${i}`,
      status: i === 12 ? 'failed' : 'sent',
      error: i === 12 ? '550 Mailbox unavailable' : null,
      scope: 'client',
      transport: 'smtp',
      sentAt: new Date(Date.UTC(2026, 9, 1 + i, 10)),
    })),
  );
});

const table = () => screen.getByRole('table', { name: 'E-mail logs' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const lists = () =>
  api.calls('GET', /^\/api\/email_logs\?/).map((call) => new URL(call.path, 'http://x').searchParams);
const lastList = () => lists().at(-1)!;

describe('/admin/emails', () => {
  it('lists the newest e-mails first, 10 a page, with the subject cut at 56 characters', async () => {
    renderAt('/admin/emails', <EmailLogsPage />);
    await waitFor(() => expect(rows()).toHaveLength(10), { timeout: 5000 });
    // The page shown is read first; the next one is read ahead after it.
    expect(Object.fromEntries(lists()[0]!)).toEqual({
      'order[sentAt]': 'desc',
      page: '1',
      itemsPerPage: '10',
    });
    const first = rows()[0]!;
    expect(first.textContent).toContain('guest13@example.com');
    const cut = within(first).getByTitle(longSubject);
    expect(cut.textContent!.length).toBeLessThanOrEqual(57);
    expect(cut.textContent).toMatch(/…$/);
    expect(longSubject.startsWith(cut.textContent!.slice(0, -1).trimEnd())).toBe(true);
    // The failed one shows its status, with the error on hover.
    const failed = rows()[1]!;
    expect(within(failed).getByText('failed').getAttribute('title')).toBe('550 Mailbox unavailable');
    expect(screen.getByText('1–10 of 14')).toBeTruthy();
  });

  it('searches by recipient and filters by status through the URL', async () => {
    const user = userEvent.setup();
    const filtered = renderAt('/admin/emails?status=failed', <EmailLogsPage />);
    await waitFor(() => expect(rows()).toHaveLength(1), { timeout: 5000 });
    expect(lastList().get('status')).toBe('failed');
    expect(rows()[0]!.textContent).toContain('guest12@example.com');
    filtered.unmount();
    const { history } = renderAt('/admin/emails', <EmailLogsPage />);
    await waitFor(() => expect(rows()).toHaveLength(10), { timeout: 5000 });
    await user.type(screen.getByPlaceholderText('Search by recipient'), 'guest3');
    await waitFor(() => expect(history.at(-1)).toContain('recipient=guest3'));
    await waitFor(() =>
      expect(rows().map((r) => r.textContent)).toEqual([expect.stringContaining('guest3@')]),
    );
  });
});
