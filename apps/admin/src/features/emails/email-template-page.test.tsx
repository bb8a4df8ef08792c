import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { editorOf, setRich } from '../../shared/editor/testing.ts';
import { guardedNavigation, installLeaveGuard } from '../../shared/forms/unsaved-changes.ts';
import { UnsavedChangesPrompt } from '../../shared/forms/unsaved-changes-prompt.tsx';
import { addClient } from '../../testing/fixtures.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { EmailTemplatePage } from './email-template-page.tsx';

const api = realApiForFile();
let welcomeId: number;

beforeAll(async () => {
  installLeaveGuard();
  await addClient(api, 'Eleanor Whitfield', { email: 'eleanor@whitfield.example' });
  welcomeId = (
    await api.post('/api/email_templates', {
      name: 'Welcome',
      scope: 'client',
      subject: 'Welcome, {{client.firstName}}',
      body: '<p>Dear {{client.firstName}},</p>',
    })
  ).id;
});

const templates = () => api.db.select().from(api.schema.emailTemplates);

describe('/admin/templates/emails/new', () => {
  it('checks the fields, inserts placeholders at the cursor, previews for a client and creates the template', async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/admin/templates/emails/new', <EmailTemplatePage params={{}} />);
    const form = screen.getByRole('form', { name: 'New e-mail template' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findAllByText('Please input value')).length).toBe(3);
    expect(within(form).getByText('Please select a scope')).toBeTruthy();

    await user.type(within(form).getByLabelText('Name'), 'Proposal ready');
    await user.click(within(form).getByRole('combobox', { name: 'Scope' }));
    await user.click(await screen.findByRole('option', { name: 'Trip' }));
    await user.type(within(form).getByLabelText('Subject'), 'For ');
    // The placeholder list is the server's (GET /api/enums, emailPlaceholder).
    await user.click(await within(form).findByRole('button', { name: '{{client.firstName}}' }));
    // The body is the rich text editor (stored as HTML); the placeholder goes in at its caret.
    const body = await within(form).findByRole('textbox', { name: 'Body' });
    await setRich(body, '<p>Hello , see you soon</p>');
    act(() => {
      editorOf(body).chain().focus().setTextSelection(7).run();
    });
    await user.click(within(form).getByRole('button', { name: '{{client.lastName}}' }));
    expect((within(form).getByLabelText('Subject') as HTMLInputElement).value).toBe(
      'For {{client.firstName}}',
    );
    expect(editorOf(body).getHTML()).toBe('<p>Hello {{client.lastName}}, see you soon</p>');

    // The server's rendering: without a client the client placeholders stay, then for the client.
    const preview = screen.getByRole('region', { name: 'Preview' });
    await waitFor(
      () =>
        expect(within(preview).getByTestId('preview-subject').textContent).toBe('For {{client.firstName}}'),
      { timeout: 5000 },
    );
    expect(within(preview).getByText(/Left as written: .*\{\{client\.firstName\}\}/)).toBeTruthy();
    await user.type(within(preview).getByRole('combobox', { name: 'Preview for client' }), 'Whitf');
    await user.click(await screen.findByRole('option', { name: 'Eleanor Whitfield' }));
    await waitFor(
      () => expect(within(preview).getByTestId('preview-subject').textContent).toBe('For Eleanor'),
      {
        timeout: 5000,
      },
    );
    const frame = within(preview).getByTitle('E-mail preview') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Hello Whitfield, see you soon</p>');
    expect(frame.getAttribute('srcdoc')).not.toContain('script');

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.at(-1)).toMatch(/^\/admin\/templates\/emails\/\d+$/));
    const saved = (await templates()).find((t) => t.name === 'Proposal ready')!;
    expect(history.at(-1)).toBe(`/admin/templates/emails/${saved.id}`);
    // Sanitised by the server on save.
    expect(saved).toMatchObject({
      scope: 'trip',
      subject: 'For {{client.firstName}}',
      body: '<p>Hello {{client.lastName}}, see you soon</p>',
    });
  }, 30_000);
});

describe('/admin/templates/emails/{id}', () => {
  it('edits a template in the rich text editor and saves it with If-Match', async () => {
    const user = userEvent.setup();
    const { history } = renderAt(
      `/admin/templates/emails/${welcomeId}`,
      <EmailTemplatePage params={{ id: String(welcomeId) }} />,
    );
    const form = await screen.findByRole('form', { name: 'Edit e-mail template' });
    expect((within(form).getByLabelText('Subject') as HTMLInputElement).value).toBe(
      'Welcome, {{client.firstName}}',
    );
    const body = await within(form).findByRole('textbox', { name: 'Body' });
    await setRich(body, '<p>Dear {{client.firstName}}, welcome.</p>');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/templates/emails'));
    const patch = api.calls('PATCH', `/api/email_templates/${welcomeId}`).at(-1)!;
    expect(patch.ifMatch).toMatch(/^(W\/)?"1"$/);
    expect((await templates()).find((t) => t.id === welcomeId)!.body).toBe(
      '<p>Dear {{client.firstName}}, welcome.</p>',
    );
  }, 20_000);

  it('asks before leaving a template changed only by an inserted placeholder', async () => {
    const user = userEvent.setup();
    const { history } = renderAt(
      `/admin/templates/emails/${welcomeId}`,
      <Router aroundNav={guardedNavigation}>
        <EmailTemplatePage params={{ id: String(welcomeId) }} />
        <UnsavedChangesPrompt />
      </Router>,
    );
    const form = await screen.findByRole('form', { name: 'Edit e-mail template' });
    const body = await within(form).findByRole('textbox', { name: 'Body' });
    act(() => {
      editorOf(body).commands.focus('end');
    });
    await user.click(await within(form).findByRole('button', { name: '{{agency.name}}' }));
    await user.click(within(form).getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Leave this page?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/templates/emails'));
    expect((await templates()).find((t) => t.id === welcomeId)!.body).not.toContain('agency.name');
  }, 20_000);

  it('shows the 404 page for an unknown template', async () => {
    renderAt('/admin/templates/emails/9999', <EmailTemplatePage params={{ id: '9999' }} />);
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeTruthy();
  });
});
