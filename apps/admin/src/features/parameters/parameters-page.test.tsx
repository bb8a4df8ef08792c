import type { Setting } from '@backoffice/sdk';
import {
  getCreateSettingMockHandler,
  getGetSettingMockHandler,
  getGetWebsiteUpdateMockHandler,
  getListSettingsV2MockHandler,
  getUpdateSettingMockHandler,
  getUpdateWebsiteMockHandler,
  jsonLd,
  problem,
} from '@backoffice/sdk/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResourceListPage } from '../../resources/resource-list-page.tsx';
import { vendorGroupsScreen } from '../../resources/vendor-groups.screen.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { ParametersPage } from './parameters-page.tsx';

const backend = realApiForFile();
let settings: Setting[];
let writes: { method: string; path: string; body: Record<string, unknown>; ifMatch: string | null }[];
// What the API's website update answers next: the webhook's outcome or the missing configuration.
let website: 'ok' | 'failed' | 'unconfigured' | 'unreachable';
let websiteCalls: number;

const notConfigured = 'No website update URL is configured (set WEBSITE_UPDATE_URL).';
const connectionError = 'Connection error. Please try again.';

const setting = (id: number, code: string, value: string, description: string | null): Setting => ({
  '@id': `/api/settings/${id}`,
  '@type': 'Setting',
  id,
  code,
  value,
  description,
  createdAt: '2025-01-01T00:00:00+00:00',
  updatedAt: '2025-01-01T00:00:00+00:00',
  createdBy: null,
  updatedBy: null,
});

// The website update the API runs: requested at once (202, followed at its location until the
// job has called the webhook: queued on the first read, then its outcome), or refused (503).
const requested = (id: number) => ({
  id,
  status: 'queued' as const,
  message: 'Website update requested',
  requestedAt: '2025-01-01T00:00:00+00:00',
  finishedAt: null,
});
const reads = new Map<number, number>();
const websiteAnswer = () => {
  websiteCalls++;
  if (website === 'unconfigured') return { status: 503, message: notConfigured, id: 0 };
  return { status: 202, message: 'Website update requested', id: websiteCalls };
};
const savedAnswer = (row: Setting, status: number) => {
  const headers: Record<string, string> = { ETag: `W/"${row.id}-${writes.length + 1}"` };
  if (row.code === 'robots.txt') {
    const update = websiteAnswer();
    headers['Website-Update-Status'] = String(update.status);
    headers['Website-Update-Message'] = update.message;
    if (update.status === 202) headers['Website-Update-Location'] = `/api/v2/website-updates/${update.id}`;
  }
  return jsonLd(row, { status, headers });
};

// The settings calls of calls.md 7.9 over an in-memory list (thrown responses carry headers).
const settingsHandlers = () => [
  getListSettingsV2MockHandler(() => ({
    '@id': '/api/v2/settings',
    '@type': 'hydra:Collection',
    'hydra:member': settings,
    'hydra:totalItems': settings.length,
  })),
  getGetSettingMockHandler(({ params }) => {
    const row = settings.find((s) => s.id === Number(params.id));
    if (!row) throw problem(404, 'Not Found');
    throw jsonLd(row, { headers: { ETag: `W/"${row.id}-0"` } });
  }),
  getCreateSettingMockHandler(async ({ request }) => {
    const body = (await request.json()) as Record<string, string>;
    writes.push({ method: 'POST', path: '/api/settings', body, ifMatch: null });
    if (settings.some((s) => s.code === body.code)) throw problem(409, 'This code is already used.');
    const row = setting(settings.length + 10, body.code!, body.value ?? '', body.description ?? null);
    settings.push(row);
    throw savedAnswer(row, 201);
  }),
  getUpdateSettingMockHandler(async ({ request, params }) => {
    const body = (await request.json()) as Partial<Setting>;
    const path = new URL(request.url).pathname;
    writes.push({ method: 'PATCH', path, body, ifMatch: request.headers.get('if-match') });
    const row = settings.find((s) => s.id === Number(params.id));
    if (!row) throw problem(404, 'Not Found');
    Object.assign(row, body);
    throw savedAnswer(row, 200);
  }),
  getUpdateWebsiteMockHandler(() => {
    if (website === 'unreachable') throw Response.error();
    const { status, message, id } = websiteAnswer();
    if (status !== 202) throw problem(status, message);
    return requested(id);
  }),
  getGetWebsiteUpdateMockHandler(({ params }) => {
    const id = Number(params.id);
    const seen = (reads.get(id) ?? 0) + 1;
    reads.set(id, seen);
    if (seen === 1) return requested(id);
    const isDone = website === 'ok';
    return {
      ...requested(id),
      status: isDone ? 'done' : 'failed',
      message: isDone ? 'Website successfully updated' : connectionError,
      finishedAt: '2025-01-01T00:00:01+00:00',
    };
  }),
];

beforeEach(() => {
  settings = [
    setting(1, 'robots.txt', 'User-agent: *\nAllow: /\n', 'The robots.txt the website serves.'),
    setting(2, 'site.title', 'Voyages', 'Website title'),
  ];
  writes = [];
  website = 'ok';
  websiteCalls = 0;
  reads.clear();
  backend.server.use(...settingsHandlers());
});

const region = (name: string) => screen.findByRole('region', { name });

describe('parameters screen', () => {
  it('edits robots.txt in a monospace textarea, saves with PATCH and If-Match, reports the website update', async () => {
    const user = userEvent.setup();
    renderAt('/admin/parameters', <ParametersPage />);
    const robots = await region('robots.txt');
    const textarea = await within(robots).findByLabelText('robots.txt');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.className).toContain('font-mono');
    expect((textarea as HTMLTextAreaElement).value).toBe('User-agent: *\nAllow: /\n');

    await user.clear(textarea);
    await user.type(textarea, 'User-agent: *{Enter}Disallow: /private');
    await user.click(within(robots).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Updated successfully')).toBeTruthy();
    // The save answers at once; the card follows the update the server's job runs.
    await waitFor(
      () =>
        expect(within(robots).getByRole('status').textContent).toBe(
          'Website update triggered: Website successfully updated',
        ),
      { timeout: 4000 },
    );
    expect(writes).toEqual([
      {
        method: 'PATCH',
        path: '/api/settings/1',
        body: {
          value: 'User-agent: *\nDisallow: /private',
          description: 'The robots.txt the website serves.',
        },
        ifMatch: 'W/"1-0"',
      },
    ]);
    expect(websiteCalls).toBe(1);
    // The other settings are editable too, and their saves do not update the website.
    const title = await region('site.title');
    const value = within(title).getByLabelText('Value');
    await user.clear(value);
    await user.type(value, 'Voyages de luxe');
    await user.click(within(title).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({ path: '/api/settings/2', body: { value: 'Voyages de luxe' } });
    expect(websiteCalls).toBe(1);
  });

  it('creates robots.txt with POST when there is none, and shows a failed website update', async () => {
    settings = settings.filter((s) => s.code !== 'robots.txt');
    website = 'failed';
    const user = userEvent.setup();
    renderAt('/admin/parameters', <ParametersPage />);
    const robots = await region('robots.txt');
    const textarea = within(robots).getByLabelText('robots.txt');
    expect((textarea as HTMLTextAreaElement).value).toBe('');
    await user.type(textarea, 'User-agent: *');
    await user.click(within(robots).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created successfully')).toBeTruthy();
    expect(writes).toMatchObject([
      { method: 'POST', path: '/api/settings', body: { code: 'robots.txt', value: 'User-agent: *' } },
    ]);
    // The created row is then edited with PATCH, and the card keeps the update's outcome.
    expect(
      await within(await region('robots.txt')).findByText(`Website update triggered: ${connectionError}`),
    ).toBeTruthy();
    await user.type(
      await within(await region('robots.txt')).findByLabelText('robots.txt'),
      '{Enter}Allow: /',
    );
    await user.click(within(await region('robots.txt')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({ method: 'PATCH', body: { value: 'User-agent: *\nAllow: /' } });
  });

  it('adds a setting under a new code', async () => {
    const user = userEvent.setup();
    renderAt('/admin/parameters', <ParametersPage />);
    const add = await region('New setting');
    await user.click(within(add).getByRole('button', { name: 'Add setting' }));
    expect(await within(add).findByText('Please input value')).toBeTruthy();
    await user.type(within(add).getByLabelText('Code'), 'site.tagline');
    await user.type(within(add).getByLabelText('Value'), 'Luxury travel');
    await user.click(within(add).getByRole('button', { name: 'Add setting' }));
    expect(await region('site.tagline')).toBeTruthy();
    expect(writes).toMatchObject([
      { method: 'POST', body: { code: 'site.tagline', value: 'Luxury travel' } },
    ]);
  });

  it.each([
    ['ok', 'Website successfully updated'],
    ['failed', connectionError],
    ['unreachable', connectionError],
    ['unconfigured', notConfigured],
  ] as const)('Update website when the webhook is %s says "%s"', async (outcome, message) => {
    website = outcome;
    const user = userEvent.setup();
    renderAt('/admin/parameters', <ParametersPage />);
    await region('robots.txt');
    await user.click(screen.getByRole('button', { name: 'Update website' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(writes).toEqual([]);
  });
});

describe('generic resource list', () => {
  it("offers 'Update website' only to screens that turn it on", async () => {
    const user = userEvent.setup();
    const { unmount } = renderAt(
      '/admin/vendors/groups',
      <ResourceListPage screen={{ ...vendorGroupsScreen, updateWebsite: true }} />,
    );
    await screen.findByRole('table', { name: 'Vendor groups' });
    await user.click(screen.getByRole('button', { name: 'Update website' }));
    expect(await screen.findByText('Website successfully updated')).toBeTruthy();
    expect(websiteCalls).toBe(1);
    unmount();

    renderAt('/admin/vendors/groups', <ResourceListPage screen={vendorGroupsScreen} />);
    await screen.findByRole('table', { name: 'Vendor groups' });
    expect(screen.queryByRole('button', { name: 'Update website' })).toBeNull();
  });
});
