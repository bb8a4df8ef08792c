import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClient, addTrip } from '../../../testing/fixtures.ts';
import { realApiForFile } from '../../../testing/real-api-file.ts';
import { renderAt } from '../../../testing/render.tsx';
import { ImportTemplateButton, tripLength } from './import-template-dialog.tsx';

// The trip page's "Import a template" against the real API: the template picker (title search,
// the trip's destinations), the start day, the server's preview, the 409 of a template longer than
// the days left with its "Extend the trip" choice, and the import.

const api = realApiForFile();
type Answer = { '@id': string; id: number };
let trip: Answer & { startDate: string; endDate: string; destinations: string[] };
let onTrip: Answer;
let elsewhere: Answer;

beforeAll(async () => {
  const client = await addClient(api, 'Aiko Tanaka');
  const hokkaido = await api.post('/api/destinations.json', { name: 'Hokkaido import' });
  const okinawa = await api.post('/api/destinations.json', { name: 'Okinawa import' });
  trip = (await addTrip(api, client, 'Snow week', ['2031-02-01', '2031-02-05'], {
    destinations: [hokkaido['@id']],
  })) as typeof trip;
  onTrip = await api.post('/api/trip_templates', {
    title: 'Powder days',
    nbDays: 4,
    destinations: [hokkaido['@id']],
  });
  await api.post('/api/trip_template_activities', {
    tripTemplate: onTrip['@id'],
    title: 'Ski lesson',
    startDay: 1,
    startTime: '09:00',
    endDay: 1,
    endTime: '12:00',
  });
  await api.post('/api/trip_template_restaurants', {
    tripTemplate: onTrip['@id'],
    title: 'Crab dinner',
    startDay: 4,
    startTime: '19:00',
    endDay: 4,
    endTime: '21:00',
  });
  elsewhere = await api.post('/api/trip_templates', {
    title: 'Powder beaches',
    nbDays: 2,
    destinations: [okinawa['@id']],
  });
});

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  renderAt(`/admin/trips/${trip.id}`, <ImportTemplateButton trip={trip} />);
  await user.click(screen.getByRole('button', { name: 'Import a template' }));
  return screen.findByRole('dialog', { name: 'Import a template' });
};

describe('import a template', () => {
  it("lists the trip's destinations' templates by title, all of them on demand", async () => {
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    const group = within(dialog).getByRole('radiogroup', { name: 'Templates' });
    await user.type(within(dialog).getByLabelText('Search templates'), 'Powder');
    expect(await within(group).findByRole('radio', { name: /Powder days/ })).toBeTruthy();
    await waitFor(() =>
      expect(api.calls('GET', /^\/api\/trip_templates\?.*search=Powder/).at(-1)!.path).toContain(
        `destinations.id%5B%5D=${trip.destinations[0]!.split('/').at(-1)}`,
      ),
    );
    expect(within(group).queryByRole('radio', { name: /Powder beaches/ })).toBeNull();
    await user.click(within(dialog).getByLabelText("Only the trip's destinations"));
    expect(await within(group).findByRole('radio', { name: /Powder beaches/ })).toBeTruthy();
    expect(within(dialog).getByText('Choose a template to see what the import does.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);
  });

  it('previews from the chosen day, answers the 409 with "Extend the trip", then imports', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('radio', { name: /Powder days/ }));
    expect(await within(dialog).findByText(/Adds 2 items on Day 1 to Day 4/)).toBeTruthy();
    // Day 3 of a five-day trip: three days left for a four-day template.
    await user.selectOptions(within(dialog).getByLabelText('Start on'), '3');
    expect(await within(dialog).findByText(/1 day missing/)).toBeTruthy();
    const preview = api.calls('GET', /^\/api\/trips\/import-template\/preview\?/).at(-1)!;
    expect(preview.path).toContain(`trip=${trip.id}`);
    expect(preview.path).toContain(`tripTemplate=${onTrip.id}`);
    expect(preview.path).toContain('startDay=3');
    const items = within(dialog).getByRole('list', { name: 'Items to add' });
    expect(within(items).getByText('Day 3 09:00')).toBeTruthy();
    expect(within(items).getByText('Day 6 19:00')).toBeTruthy();

    // Imported without extending: the server refuses (409) and the dialog offers to extend.
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toMatch(/missing/);
    expect(api.calls('POST', '/api/trips/import-template').at(-1)!.body).toEqual({
      trip: `/api/trips/${trip.id}`,
      tripTemplate: `/api/trip_templates/${onTrip.id}`,
      startDay: 3,
      extend: false,
    });
    await user.click(within(alert).getByRole('button', { name: 'Extend the trip' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import a template' })).toBeNull());
    expect(api.calls('POST', '/api/trips/import-template').at(-1)!.body).toMatchObject({ extend: true });
    expect(await screen.findByText('Template imported')).toBeTruthy();
    const saved = await api.get<{ endDate: string }>(`/api/trips/${trip.id}`);
    expect(saved.endDate.slice(0, 10)).toBe('2031-02-06');
    const added = await api.get<{ 'hydra:member': { title: string; startDate: string }[] }>(
      `/api/trip_items?trip.id=${trip.id}`,
    );
    expect(added['hydra:member'].map((i) => [i.title, i.startDate.slice(0, 16).replace(' ', 'T')])).toEqual([
      ['Ski lesson', '2031-02-03T09:00'],
      ['Crab dinner', '2031-02-06T19:00'],
    ]);
  });

  it('is keyboard usable: the template by arrows, the day, the import with the extend choice', async () => {
    const user = userEvent.setup();
    const client = await addClient(api, 'Ren Mori');
    const short = (await addTrip(api, client, 'Short stay', ['2031-03-01', '2031-03-02'])) as typeof trip;
    renderAt(`/admin/trips/${short.id}`, <ImportTemplateButton trip={short} />);
    screen.getByRole('button', { name: 'Import a template' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Import a template' });
    // No destinations on this trip: the filter is off and cannot be turned on.
    expect(within(dialog).getByLabelText("Only the trip's destinations")).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Search templates'), 'Powder days');
    const radio = await within(dialog).findByRole('radio', { name: /Powder days/ });
    radio.focus();
    await user.keyboard(' ');
    expect(await within(dialog).findByText(/2 days missing/)).toBeTruthy();
    await user.click(within(dialog).getByLabelText(/Extend the trip: its end moves to/));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import a template' })).toBeNull());
    const saved = await api.get<{ endDate: string }>(`/api/trips/${short.id}`);
    expect(saved.endDate.slice(0, 10)).toBe('2031-03-04');
    expect(elsewhere.id).toBeGreaterThan(0);
  });

  it('counts the days of a trip', () => {
    expect(tripLength('2031-02-01', '2031-02-05')).toBe(5);
    expect(tripLength('2031-02-28', '2031-03-01')).toBe(2);
  });
});
