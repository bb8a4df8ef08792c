import { TextInput } from '@backoffice/ui/text-input';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../testing/render.tsx';
import { FormModal } from './form-modal.tsx';
import { hasUnsavedChanges } from './unsaved-changes.ts';
import { UnsavedChangesPrompt } from './unsaved-changes-prompt.tsx';
import { useServerForm } from './use-server-form.ts';

const schema = v.object({ name: v.string() });

const NameForm = () => {
  const { form } = useServerForm<{ name: string }>({
    schema,
    defaultValues: { name: '' },
    names: ['name'],
    onSubmit: async () => {},
  });
  return <TextInput aria-label="Name" {...form.register('name')} />;
};

const Screen = () => {
  const [open, setOpen] = useState(true);
  return open ? (
    <FormModal title="Edit" onClose={() => setOpen(false)}>
      <NameForm />
    </FormModal>
  ) : (
    <p>closed</p>
  );
};

// A dialog's unsaved form is not lost to a stray Escape or click outside.
describe('form dialog with unsaved changes', () => {
  it('closes at once when nothing changed', async () => {
    renderAt('/', <Screen />);
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('closed')).toBeTruthy();
  });

  it('asks before discarding, stays on Stay, closes on Discard', async () => {
    renderAt(
      '/',
      <>
        <Screen />
        <UnsavedChangesPrompt />
      </>,
    );
    await userEvent.type(screen.getByLabelText('Name'), 'Villa');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Discard your changes?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByText('Discard your changes?')).toBeNull());
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Villa');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('closed')).toBeTruthy();
    expect(hasUnsavedChanges()).toBe(false);
  });
});
