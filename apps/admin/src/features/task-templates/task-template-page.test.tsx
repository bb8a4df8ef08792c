import { http, unprocessable } from '@backoffice/sdk/msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { guardedNavigation, installLeaveGuard } from '../../shared/forms/unsaved-changes.ts';
import { UnsavedChangesPrompt } from '../../shared/forms/unsaved-changes-prompt.tsx';
import { addClient, addTrip } from '../../testing/fixtures.ts';
import { apiBase } from '../../testing/real-api.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { TaskTemplatePage } from './task-template-page.tsx';
import { TaskTemplatesPage } from './task-templates-page.tsx';
import { renderPlaceholders, startDateText } from './template-text.ts';

const api = realApiForFile();
let trip: { id: number; reference: string };
let templateId: number;

beforeAll(async () => {
  installLeaveGuard();
  const client = await addClient(api, 'Ada Preview', { status: 'active' });
  trip = (await addTrip(api, client, 'Preview trip', ['2027-01-04', '2027-01-10'], {
    status: 'new_inquiry',
    currency: 'EUR',
  })) as unknown as { id: number; reference: string };
  templateId = (
    await api.post('/api/task_templates', {
      name: 'Book everything',
      title: 'Book all items for {trip.reference}',
      triggerType: 'trip_status',
      triggerStatus: 'proposal_approved_paid',
      assigneeRule: 'travel_director',
      dueOffsetDays: 2,
    })
  ).id;
});

const templates = () => api.db.select().from(api.schema.taskTemplates);

const choose = async (
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  label: string,
  option: string,
) => {
  await user.click(within(form).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('task template text', () => {
  it('fills the placeholders as the server does, leaving an unknown one as written', () => {
    expect(startDateText('2027-01-04')).toBe('Mon, 4 January 2027');
    expect(
      renderPlaceholders('Book {item.name} for {client.name} ({trip.reference}) {nope}', {
        'item.name': 'Villa Rose',
        'client.name': 'Ada Preview',
        'trip.reference': 'T-1',
      }),
    ).toBe('Book Villa Rose for Ada Preview (T-1) {nope}');
  });
});

describe('/admin/templates/tasks', () => {
  it('lists the templates with their trigger, status, assignee rule and active flag', async () => {
    renderAt('/admin/templates/tasks', <TaskTemplatesPage />);
    const table = await screen.findByRole('table');
    const row = (await within(table).findByRole('link', { name: 'Book everything' })).closest('tr')!;
    await waitFor(() => expect(row.textContent).toContain('A trip reaches a status'));
    expect(row.textContent).toContain('Proposal approved paid');
    expect(row.textContent).toContain("The trip's travel director");
    expect(row.textContent).toContain('Active');
  });
});

describe('/admin/templates/tasks/new', () => {
  it('checks the fields per trigger, previews the title on a trip and creates the template', async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/admin/templates/tasks/new', <TaskTemplatePage params={{}} />);
    const form = screen.getByRole('form', { name: 'New task template' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findAllByText('Please input value')).length).toBe(2);
    expect(within(form).getByText('Please choose a trigger')).toBeTruthy();

    await user.type(within(form).getByLabelText('Name'), 'Final documents');
    // Braces are special to user.type: the title goes in as a change.
    fireEvent.change(within(form).getByLabelText('Task title'), {
      target: { value: 'Send the final documents for {trip.reference} ({client.name}, {trip.startDate})' },
    });
    // A status trigger asks for its status (the trip statuses), a time trigger for its days.
    await choose(user, form, 'Trigger', 'A trip reaches a status');
    expect(within(form).getByRole('combobox', { name: 'Trip status' })).toBeTruthy();
    await choose(user, form, 'Trigger', 'Days before departure');
    expect(within(form).queryByRole('combobox', { name: 'Trip status' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please input the number of days')).toBeTruthy();
    await user.type(within(form).getByLabelText('Days'), '400');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('A whole number from 0 to 365')).toBeTruthy();
    await user.clear(within(form).getByLabelText('Days'));
    await user.type(within(form).getByLabelText('Days'), '14');
    // A fixed user rule asks for the user.
    await choose(user, form, 'Assign to', 'A chosen user');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please choose the user')).toBeTruthy();
    const userBox = within(form).getByRole('combobox', { name: 'User' });
    await user.click(userBox);
    const firstUser = (await screen.findAllByRole('option'))[0]!;
    await user.click(firstUser);
    // The checklist: an empty entry is refused.
    await user.click(within(form).getByRole('button', { name: 'Add an entry' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findAllByText('Please input value')).length).toBe(1);
    await user.type(within(form).getByLabelText('Checklist entry 1'), 'Tickets');
    await user.click(within(form).getByRole('button', { name: 'Add an entry' }));
    await user.type(within(form).getByLabelText('Checklist entry 2'), 'Vouchers');
    await user.click(within(form).getByLabelText(/evidence/));

    // The preview on a chosen trip.
    const preview = screen.getByRole('region', { name: 'Preview' });
    await user.type(within(preview).getByRole('combobox', { name: 'Preview on trip' }), trip.reference);
    await user.click(await screen.findByRole('option', { name: new RegExp(trip.reference) }));
    await waitFor(() =>
      expect(within(preview).getByTestId('preview-title').textContent).toBe(
        `Send the final documents for ${trip.reference} (Ada Preview, Mon, 4 January 2027)`,
      ),
    );

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.at(-1)).toMatch(/^\/admin\/templates\/tasks\/\d+$/));
    const saved = (await templates()).find((t) => t.name === 'Final documents')!;
    expect(history.at(-1)).toBe(`/admin/templates/tasks/${saved.id}`);
    expect(saved).toMatchObject({
      triggerType: 'before_departure',
      triggerDays: 14,
      triggerStatus: null,
      assigneeRule: 'fixed_user',
      checklist: ['Tickets', 'Vouchers'],
      requiresEvidence: true,
      active: true,
    });
    expect(saved.assigneeId).toBeGreaterThan(0);
  }, 60_000);
});

describe('/admin/templates/tasks/{id}', () => {
  it("edits with If-Match and shows the server's violations on their fields", async () => {
    const user = userEvent.setup();
    const { history } = renderAt(
      `/admin/templates/tasks/${templateId}`,
      <TaskTemplatePage params={{ id: String(templateId) }} />,
    );
    const form = await screen.findByRole('form', { name: 'Edit task template' });
    expect((within(form).getByLabelText('Task title') as HTMLInputElement).value).toBe(
      'Book all items for {trip.reference}',
    );
    // The status's label comes with the enums.
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Trip status' }).textContent).toContain(
        'Proposal approved paid',
      ),
    );
    api.server.use(
      http.patch(
        `${apiBase}/api/task_templates/${templateId}`,
        () => unprocessable([{ propertyPath: 'title', message: 'Unknown placeholder {trip.nope}.' }]),
        { once: true },
      ),
    );
    fireEvent.change(within(form).getByLabelText('Task title'), { target: { value: 'Book {trip.nope}' } });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Unknown placeholder {trip.nope}.')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Task title'), {
      target: { value: 'Book every item for {trip.reference}' },
    });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/templates/tasks'));
    const patch = api.calls('PATCH', `/api/task_templates/${templateId}`).at(-1)!;
    expect(patch.ifMatch).toMatch(/^(W\/)?"1"$/);
    expect(patch.body).toMatchObject({
      triggerStatus: 'proposal_approved_paid',
      triggerDays: null,
      assignee: null,
    });
    expect((await templates()).find((t) => t.id === templateId)!.title).toBe(
      'Book every item for {trip.reference}',
    );
  }, 30_000);

  it('asks before leaving a changed template', async () => {
    const user = userEvent.setup();
    const { history } = renderAt(
      `/admin/templates/tasks/${templateId}`,
      <Router aroundNav={guardedNavigation}>
        <TaskTemplatePage params={{ id: String(templateId) }} />
        <UnsavedChangesPrompt />
      </Router>,
    );
    const form = await screen.findByRole('form', { name: 'Edit task template' });
    await user.type(within(form).getByLabelText('Name'), ' (changed)');
    await user.click(within(form).getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Leave this page?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/templates/tasks'));
  }, 20_000);

  it('shows the 404 page for an unknown template', async () => {
    renderAt('/admin/templates/tasks/9999', <TaskTemplatePage params={{ id: '9999' }} />);
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeTruthy();
  });
});
