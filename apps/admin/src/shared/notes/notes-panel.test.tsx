import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { deleteConfirmation } from '../../testing/dialogs.ts';
import { addClient } from '../../testing/fixtures.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { NotesButton } from './notes-button.tsx';

const api = realApiForFile();
let client: { id: number; '@id': string; name?: string };

// Issue 29.6: notes on a record, from the page's Notes button (?notes=open).
describe('the notes panel', () => {
  beforeAll(async () => {
    await import('./notes-panel.tsx');
    client = await addClient(api, 'Ingrid Åström', { status: 'active' });
  }, 120_000);

  it("adds a note with its line breaks, edits it and deletes it with the spec's confirmation", async () => {
    const user = userEvent.setup();
    const path = `/admin/clients/${client.id}`;
    const { history } = renderAt(
      path,
      <NotesButton record={{ kind: 'client', id: client.id, name: client.name }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Notes' }));
    expect(history.at(-1)).toBe(`${path}?notes=open`);
    const panel = await screen.findByRole('dialog', { name: 'Notes' }, { timeout: 20_000 });
    expect(await within(panel).findByText('No notes yet.')).toBeTruthy();

    await user.type(
      within(panel).getByRole('textbox', { name: 'New note' }),
      'Allergic to shellfish{Shift>}{Enter}{/Shift}Prefers aisle seats',
    );
    await user.click(within(panel).getByRole('button', { name: 'Add note' }));
    const item = await within(panel).findByRole('listitem', { name: /^Note by / });
    expect(item.textContent).toContain('Allergic to shellfish\nPrefers aisle seats');
    expect(api.calls('POST', '/api/notes').at(-1)!.body).toEqual({
      body: 'Allergic to shellfish\nPrefers aisle seats',
      client: client['@id'],
    });
    expect((within(panel).getByRole('textbox', { name: 'New note' }) as HTMLTextAreaElement).value).toBe('');

    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const edit = within(item).getByRole('textbox', { name: 'Edit note' });
    await user.clear(edit);
    await user.type(edit, 'Allergic to shellfish and nuts');
    await user.click(within(item).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(within(panel).getByText('Allergic to shellfish and nuts')).toBeTruthy());

    await user.click(within(panel).getByRole('button', { name: 'Delete note' }));
    const dialog = await deleteConfirmation();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(panel).findByText('No notes yet.')).toBeTruthy();
    const left = await api.get<{ 'hydra:totalItems': number }>(`/api/notes?client.id=${client.id}`);
    expect(left['hydra:totalItems']).toBe(0);
  });
});
