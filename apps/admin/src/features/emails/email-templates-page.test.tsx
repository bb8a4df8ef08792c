import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { EmailTemplatesPage } from './email-templates-page.tsx';

const api = realApiForFile();
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const [name, scope] of [
    ['Welcome to the agency', 'client'],
    ['Proposal ready', 'trip'],
    ['Client portal invitation', 'invitation'],
  ] as const) {
    ids[name] = (
      await api.post('/api/email_templates', { name, scope, subject: `${name} subject`, body: '<p>x</p>' })
    ).id;
  }
});

const table = () => screen.getByRole('table', { name: 'E-mail templates' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent ?? '');

describe('/admin/templates/emails', () => {
  it('asks the server for one scope when filtered', async () => {
    renderAt('/admin/templates/emails?scope=trip', <EmailTemplatesPage />);
    await waitFor(() => expect(names()).toEqual(['Proposal ready']), { timeout: 5000 });
    expect(api.calls('GET', /^\/api\/email_templates\?/).at(-1)!.path).toContain('scope=trip');
  });

  it('lists the templates by name with their scope label, links them and deletes one', async () => {
    const user = userEvent.setup();
    renderAt('/admin/templates/emails', <EmailTemplatesPage />);
    await waitFor(
      () => expect(names()).toEqual(['Client portal invitation', 'Proposal ready', 'Welcome to the agency']),
      { timeout: 5000 },
    );
    expect(api.calls('GET', /^\/api\/email_templates\?/).at(-1)!.path).toBe(
      '/api/email_templates?order%5Bname%5D=asc&page=1&itemsPerPage=10',
    );
    expect(within(table()).getByRole('link', { name: 'Proposal ready' }).getAttribute('href')).toBe(
      `/admin/templates/emails/${ids['Proposal ready']}`,
    );
    await waitFor(() => expect(within(table()).getByText('Invitation')).toBeTruthy());
    expect(screen.getByRole('link', { name: 'New template' }).getAttribute('href')).toBe(
      '/admin/templates/emails/new',
    );

    await user.click(within(table()).getByRole('button', { name: 'Actions for Proposal ready' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(names()).toEqual(['Client portal invitation', 'Welcome to the agency']));
    const left = await api.db.select().from(api.schema.emailTemplates);
    expect(left.map((t) => t.name).sort()).toEqual(['Client portal invitation', 'Welcome to the agency']);
  });
});
