import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClient } from '../../testing/fixtures.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { ClientEmails } from './client-emails.tsx';

const api = realApiForFile();
let client: { '@id': string; id: number; name: string; email: string };

beforeAll(async () => {
  client = (await addClient(api, 'Eleanor Whitfield', { email: 'eleanor@whitfield.example' })) as never;
  await api.post('/api/email_templates', {
    name: 'Welcome',
    scope: 'client',
    subject: 'Welcome, {{client.firstName}}',
    body: '<p>Dear {{client.firstName}} {{client.lastName}},</p>',
  });
});

const logs = async () =>
  (await api.db.select().from(api.schema.emailLogs)).filter((l) => l.clientId === client.id);

describe("a client's e-mails", () => {
  it('sends a templated e-mail with the preview for this client and lists it', async () => {
    const user = userEvent.setup();
    renderAt('/admin/clients/1', <ClientEmails client={client} canWrite />);
    expect(await screen.findByText('No e-mail sent to this client yet.', {}, { timeout: 5000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail to Eleanor Whitfield' });
    const form = within(dialog).getByRole('form', { name: 'Send e-mail' });
    expect((within(form).getByLabelText('To') as HTMLInputElement).value).toBe('eleanor@whitfield.example');
    await user.click(within(form).getByRole('combobox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: 'Welcome' }));
    expect((within(form).getByLabelText('Subject') as HTMLInputElement).value).toBe(
      'Welcome, {{client.firstName}}',
    );
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    await waitFor(
      () => expect(within(preview).getByTestId('preview-subject').textContent).toBe('Welcome, Eleanor'),
      {
        timeout: 5000,
      },
    );
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    const table = screen.getByRole('table', { name: 'Client e-mails' });
    await waitFor(() => expect(within(table).getByText('Welcome, Eleanor')).toBeTruthy(), { timeout: 5000 });
    await waitFor(async () => expect((await logs()).map((l) => l.status)).toEqual(['sent']), {
      timeout: 5000,
    });
    expect(api.calls('POST', '/api/send-transac-email')[0]!.body).toMatchObject({
      client: client['@id'],
      to: 'eleanor@whitfield.example',
      subject: 'Welcome, {{client.firstName}}',
    });
  }, 30_000);

  it('invites the client to the portal after a confirmation and says when no portal is configured', async () => {
    const user = userEvent.setup();
    renderAt('/admin/clients/1', <ClientEmails client={client} canWrite />);
    await user.click(screen.getByRole('button', { name: 'Invite to the portal' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText(/Invitation queued\. CLIENT_PORTAL_URL is not set/, {}, { timeout: 5000 }),
    ).toBeTruthy();
    // The link is shown once to the sender; the server keeps only its digest.
    const shown = await screen.findByRole('textbox', { name: 'Sign-up link' }, { timeout: 5000 });
    const link = (shown as HTMLInputElement).value;
    const secret = /\/sign-up\/([A-Za-z0-9_-]{43})$/.exec(link)![1]!;
    const row = (await api.db.select().from(api.schema.clients)).find((c) => c.id === client.id);
    expect(row!.invitationHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.invitationHash).not.toContain(secret);
    const panel = screen.getByRole('region', { name: 'Invitation link' });
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Sign-up link' })).toBeNull());
  }, 20_000);

  it('shows no sending buttons to a role that only reads clients', async () => {
    renderAt('/admin/clients/1', <ClientEmails client={client} canWrite={false} />);
    await screen.findByRole('table', { name: 'Client e-mails' });
    expect(screen.queryByRole('button', { name: 'Send e-mail' })).toBeNull();
  });
});
