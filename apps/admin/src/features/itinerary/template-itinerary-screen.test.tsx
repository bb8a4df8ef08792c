import type { TripItem } from '@backoffice/sdk';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { useMoveTemplateItem } from './api/use-template-itinerary.ts';
import { templateJourneyDays } from './journey/template-journey.tsx';
import { addItemBody } from './side-list/use-add-catalogue-item.ts';
import { TemplateItineraryScreen } from './template-itinerary-screen.tsx';

// The template itinerary (product.md §2.9 for templates) against the real API: the frame in
// template mode, Day N headers without dates, the template's items on the calendar and in the
// journey, their delete, their day and time dialog, a refused move.

const api = realApiForFile();
type Answer = { '@id': string; id: number };

const makeTemplate = async (title: string) => {
  const template = (await api.post('/api/trip_templates', { title, nbDays: 3 })) as Answer;
  const add = (path: string, body: object) => api.post(path, { tripTemplate: template['@id'], ...body });
  await add('/api/trip_template_accommodations', {
    title: 'Ryokan Kinoe',
    isMainAccommodation: true,
    startDay: 1,
    startTime: '15:00',
    endDay: 3,
    endTime: '11:00',
  });
  const tea = (await add('/api/trip_template_activities', {
    title: 'Tea ceremony',
    startDay: 2,
    startTime: '10:00',
    endDay: 2,
    endTime: '12:00',
  })) as Answer;
  await add('/api/trip_template_restaurants', {
    title: 'Kaiseki dinner',
    startDay: 2,
    startTime: '19:00',
    endDay: 2,
    endTime: '21:00',
  });
  return { template, tea };
};

const open = (id: number | string, search = '') =>
  renderAt(
    `/admin/trip-templates/${id}/itinerary${search}`,
    <TemplateItineraryScreen params={{ id: String(id) }} />,
  );

describe('the template itinerary', () => {
  it('shows the template title, the back link, Day N headers without dates and the items', async () => {
    const { template } = await makeTemplate('Kyoto slow days');
    open(template.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kyoto slow days' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the template' }).getAttribute('href')).toBe(
      `/admin/trip-templates/${template.id}`,
    );
    // No PDF actions for a template.
    expect(screen.queryByRole('button', { name: /Actions/ })).toBeNull();
    const calendar = await screen.findByTestId('itinerary-calendar');
    expect(await within(calendar).findByText('Tea ceremony')).toBeTruthy();
    expect(within(calendar).getByText('Kaiseki dinner')).toBeTruthy();
    // The range: day 1 to the day after the last (nbDays 3: four columns), no dates shown.
    expect(within(calendar).getByText('Day 1')).toBeTruthy();
    expect(within(calendar).getByText('Day 4')).toBeTruthy();
    expect(within(calendar).queryByText('Day 5')).toBeNull();
    // (A trip's headers show DD MMM under Day N; FullCalendar's own screen-reader text stays.)
    expect(within(calendar).queryByText(/^0\d Jan$/)).toBeNull();
    // The main accommodation is a banner, not an event.
    expect(within(calendar).getAllByText('Ryokan Kinoe').length).toBeGreaterThan(0);
    // Tab 1: the journey, day by day.
    const journey = await screen.findByRole('list', { name: 'Day 2' });
    expect(within(journey).getByText('Tea ceremony')).toBeTruthy();
    expect(within(journey).getByText('10:00')).toBeTruthy();
    expect(
      api.calls('GET', new RegExp(`/api/trip_template_items\\?.*tripTemplate.id=${template.id}`)),
    ).not.toHaveLength(0);
  });

  it('deletes an item from the calendar after the confirm', async () => {
    const user = userEvent.setup();
    const { template, tea } = await makeTemplate('Kyoto delete');
    open(template.id);
    const calendar = await screen.findByTestId('itinerary-calendar');
    await user.click(await within(calendar).findByRole('button', { name: 'Delete Tea ceremony' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(calendar).queryByText('Tea ceremony')).toBeNull());
    expect(api.calls('DELETE', `/api/trip_template_items/${tea.id}`)).toHaveLength(1);
  });

  it("moves an item to another day with the journey's Edit (keyboard), through its type's endpoint", async () => {
    const user = userEvent.setup();
    const { template, tea } = await makeTemplate('Kyoto edit');
    open(template.id);
    await user.click(await screen.findByRole('button', { name: 'Edit Tea ceremony' }));
    const form = await screen.findByRole('form', { name: 'Template item' });
    await user.selectOptions(within(form).getByLabelText('Start day'), '3');
    await user.selectOptions(within(form).getByLabelText('End day'), '3');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Template item' })).toBeNull());
    const patch = api.calls('PATCH', `/api/trip_template_activities/${tea.id}`).at(-1)!;
    expect(patch.body).toEqual({ startDate: '2000-01-03T10:00:00', endDate: '2000-01-03T12:00:00' });
    const day3 = await screen.findByRole('list', { name: 'Day 3' });
    expect(await within(day3).findByText('Tea ceremony')).toBeTruthy();
    const saved = await api.get<{ startDay: number; startTime: string }>(
      `/api/trip_template_items/${tea.id}`,
    );
    expect(saved).toMatchObject({ startDay: 3, startTime: '10:00' });
  });

  it("adds a side-list record to a template day with its Add button (the template's endpoint)", async () => {
    const user = userEvent.setup();
    const vendor = await api.post('/api/vendors', { name: 'Gion Template Vendor' });
    const location = await api.post('/api/vendor_locations', { vendor: vendor['@id'], city: 'Kyoto' });
    const kitchen = await api.post('/api/restaurants', {
      name: 'Gion Template Kitchen',
      vendor: vendor['@id'],
      location: location['@id'],
    });
    const { template } = await makeTemplate('Kyoto add');
    open(template.id, '?tab=5');
    await user.type(await screen.findByPlaceholderText('Search'), 'Gion Template');
    const restaurants = await screen.findByRole('list', { name: 'Restaurants' }, { timeout: 10_000 });
    await user.click(
      await within(restaurants).findByRole(
        'button',
        { name: 'Add Gion Template Kitchen' },
        { timeout: 10_000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Gion Template Kitchen' });
    const day = within(dialog).getByRole('combobox', { name: 'Day' });
    expect(
      within(day)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Day 1', 'Day 2', 'Day 3']);
    await user.selectOptions(day, 'Day 3');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Gion Template Kitchen' })).toBeNull(),
    );
    expect(api.calls('POST', '/api/trip_template_restaurants').at(-1)!.body).toEqual({
      tripTemplate: template['@id'],
      restaurant: kitchen['@id'],
      startDate: '2000-01-03T20:00:00',
      endDate: '2000-01-03T21:30:00',
    });
    const calendar = await screen.findByTestId('itinerary-calendar');
    expect(await within(calendar).findByText('Gion Template Kitchen')).toBeTruthy();
  }, 30_000);

  it('says a template id is needed', async () => {
    renderAt('/admin/trip-templates/itinerary', <TemplateItineraryScreen params={{}} />);
    expect(await screen.findByText('404')).toBeTruthy();
  });
});

describe('a template calendar move', () => {
  it('PATCHes the reference date-times; a move outside the template rolls back with the message', async () => {
    const { template, tea } = await makeTemplate('Kyoto move');
    let move: ReturnType<typeof useMoveTemplateItem> | undefined;
    const Probe = () => {
      move = useMoveTemplateItem(template.id);
      return null;
    };
    renderAt('/', <Probe />);
    const item = (await api.get(`/api/trip_template_items/${tea.id}`)) as unknown as TripItem;
    await act(() => move!.mutateAsync({ item, start: '2000-01-01T16:00:00', end: '2000-01-01T17:30:00' }));
    expect(api.calls('PATCH', `/api/trip_template_activities/${tea.id}`).at(-1)!.body).toEqual({
      startDate: '2000-01-01T16:00:00',
      endDate: '2000-01-01T17:30:00',
    });
    await act(() =>
      move!
        .mutateAsync({ item, start: '2000-01-09T10:00:00', end: '2000-01-09T11:00:00' })
        .catch(() => undefined),
    );
    expect(await screen.findByText(/within the template's 3 day/)).toBeTruthy();
    const saved = await api.get<{ startDay: number; startTime: string }>(
      `/api/trip_template_items/${tea.id}`,
    );
    expect(saved).toMatchObject({ startDay: 1, startTime: '16:00' });
  });
});

describe('template helpers', () => {
  it('groups items by template day and posts side-list records to the template', () => {
    const items = [
      { id: 1, type: 'activity', startDate: '2000-01-02 10:00:00' },
      { id: 2, type: 'spa', startDate: null },
      { id: 3, type: 'transfer', startDate: '2000-01-04T09:00:00' },
      { id: 4, type: 'spa', startDate: '2000-01-02T08:30:00' },
    ] as unknown as TripItem[];
    const days = templateJourneyDays(items, 3);
    expect(days.map((d) => [d.label, d.items.map((i) => i.id)])).toEqual([
      ['Day 1', []],
      ['Day 2', [4, 1]],
      ['Day 3', []],
      ['Day 4', [3]],
      ['No day', [2]],
    ]);
    expect(
      addItemBody(
        4,
        {
          kind: 'activity',
          iri: '/api/activities/9',
          start: '2000-01-02T10:00:00',
          end: '2000-01-02T12:00:00',
        },
        'template',
      ),
    ).toEqual({
      tripTemplate: '/api/trip_templates/4',
      activity: '/api/activities/9',
      startDate: '2000-01-02T10:00:00',
      endDate: '2000-01-02T12:00:00',
    });
  });
});
