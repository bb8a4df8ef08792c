import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { typeRich } from '../../../shared/editor/testing.ts';
import { hasUnsavedChanges } from '../../../shared/forms/unsaved-changes.ts';
import { realApiForFile } from '../../../testing/real-api-file.ts';
import { type Made, makeTrip, openTab } from './tab-fixtures.tsx';

const api = realApiForFile();
let trip: Made;

beforeAll(async () => {
  ({ trip } = await makeTrip(api, 'Contentson'));
});

type Day = { id: number; dayNumber: number; title: string | null; description: string | null };
const days = async () =>
  (await api.get<{ 'hydra:member': Day[] }>(`/api/trip_days?trip.id=${trip.id}`))['hydra:member'];

describe('trip Content tab', () => {
  it("edits a day's texts in place, saves that day alone, and clears it after a confirm", async () => {
    const user = userEvent.setup();
    openTab(trip.id, 'content');
    // Ten days, 1 to 10 March 2027.
    const first = await screen.findByRole('form', { name: 'Day 1 · 01 Mar' });
    expect(screen.getByRole('form', { name: 'Day 10 · 10 Mar' })).toBeTruthy();
    expect(api.calls('GET', new RegExp(`^/api/trip_days\\?trip.id=${trip.id}`))).toHaveLength(1);

    await user.type(within(first).getByLabelText('Title'), 'Arrival in Kyoto');
    // The description is the rich text editor (its own lazy chunk), stored as HTML.
    await typeRich(
      await within(first).findByRole('textbox', { name: 'Description' }),
      'A quiet evening at the ryokan.',
    );
    expect(within(first).getByText('Unsaved changes')).toBeTruthy();
    expect(hasUnsavedChanges()).toBe(true);
    await user.click(within(first).getByRole('button', { name: 'Save Day 1 · 01 Mar' }));
    await waitFor(() => expect(within(first).queryByText('Unsaved changes')).toBeNull());
    expect(hasUnsavedChanges()).toBe(false);
    const [saved] = api.calls('PATCH', /^\/api\/trip_days\/\d+$/);
    expect(saved!.body).toEqual({
      title: 'Arrival in Kyoto',
      description: '<p>A quiet evening at the ryokan.</p>',
    });
    const stored = await days();
    expect(stored[0]).toMatchObject({
      title: 'Arrival in Kyoto',
      description: '<p>A quiet evening at the ryokan.</p>',
    });
    expect(stored[1]).toMatchObject({ title: null, description: null });

    await user.click(within(first).getByRole('button', { name: 'Clear Day 1 · 01 Mar' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect((within(first).getByLabelText('Title') as HTMLInputElement).value).toBe(''));
    expect(api.calls('DELETE', `/api/trip_days/${stored[0]!.id}`)).toHaveLength(1);
    expect((await days())[0]).toMatchObject({ title: null, description: null });
  });

  it('saves a day with If-Match and shows a change made meanwhile as changed by someone else', async () => {
    const user = userEvent.setup();
    openTab(trip.id, 'content');
    const second = await screen.findByRole('form', { name: 'Day 2 · 02 Mar' });
    await user.type(within(second).getByLabelText('Title'), 'Nara');
    await user.click(within(second).getByRole('button', { name: 'Save Day 2 · 02 Mar' }));
    await waitFor(() => expect(within(second).queryByText('Unsaved changes')).toBeNull());
    const dayId = (await days())[1]!.id;
    const [first] = api.calls('PATCH', `/api/trip_days/${dayId}`);
    expect(first!.ifMatch).toBe('"1"');

    // Someone else writes the day: the next save is refused, nothing is lost, the latest can be loaded.
    await api.patch(`/api/trip_days/${dayId}`, { title: 'Nara and Uji' });
    await typeRich(await within(second).findByRole('textbox', { name: 'Description' }), 'Deer park.');
    await user.click(within(second).getByRole('button', { name: 'Save Day 2 · 02 Mar' }));
    expect(
      await within(second).findByText('This record was changed by someone else since you opened it.'),
    ).toBeTruthy();
    expect(api.calls('PATCH', `/api/trip_days/${dayId}`).at(-1)!.ifMatch).toBe('"2"');
    expect((await days())[1]).toMatchObject({ title: 'Nara and Uji', description: null });
    await user.click(within(second).getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() =>
      expect((within(second).getByLabelText('Title') as HTMLInputElement).value).toBe('Nara and Uji'),
    );

    // A day changed before its first save here: read again before writing, refused the same way.
    const third = screen.getByRole('form', { name: 'Day 3 · 03 Mar' });
    const thirdId = (await days())[2]!.id;
    await api.patch(`/api/trip_days/${thirdId}`, { title: 'Written elsewhere' });
    await user.type(within(third).getByLabelText('Title'), 'Mine');
    await user.click(within(third).getByRole('button', { name: 'Save Day 3 · 03 Mar' }));
    expect(
      await within(third).findByText('This record was changed by someone else since you opened it.'),
    ).toBeTruthy();
    expect(api.calls('PATCH', `/api/trip_days/${thirdId}`)).toHaveLength(0);
    expect((await days())[2]).toMatchObject({ title: 'Written elsewhere' });
  });

  it('adds, edits and deletes a trip event', async () => {
    const user = userEvent.setup();
    openTab(trip.id, 'content');
    expect(await screen.findByText('No events yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    const form = await screen.findByRole('form', { name: 'Event' });
    await user.type(within(form).getByLabelText('Title'), 'Tea ceremony');
    await user.type(within(form).getByLabelText('Start'), '2027-03-03T15:00');
    await user.type(within(form).getByLabelText('End'), '2027-03-03T14:00');
    await user.click(within(form).getByRole('button', { name: 'Add event' }));
    expect(await within(form).findByText('The end cannot be before the start')).toBeTruthy();
    await user.clear(within(form).getByLabelText('End'));
    await user.type(within(form).getByLabelText('End'), '2027-03-03T16:30');
    await user.click(within(form).getByRole('button', { name: 'Add event' }));

    const table = await screen.findByRole('table', { name: 'Events' });
    const row = (await within(table).findByText('Tea ceremony')).closest('tr')!;
    expect(within(row).getByText('Meeting')).toBeTruthy();
    expect(within(row).getByText('03 Mar 2027 15:00')).toBeTruthy();
    expect(within(row).getByText('03 Mar 2027 16:30')).toBeTruthy();
    expect(api.calls('POST', '/api/trip_events')[0]!.body).toMatchObject({
      trip: `/api/trips/${trip.id}`,
      type: 'meeting',
      startDate: '2027-03-03T15:00',
      endDate: '2027-03-03T16:30',
    });

    await user.click(within(row).getByRole('button', { name: 'Edit Tea ceremony' }));
    const edit = await screen.findByRole('form', { name: 'Event' });
    await user.clear(within(edit).getByLabelText('Title'));
    await user.type(within(edit).getByLabelText('Title'), 'Tea with the master');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(table).findByText('Tea with the master')).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: 'Delete Tea with the master' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No events yet.')).toBeTruthy();
  });
});
