import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClient, addTrip } from '../../testing/fixtures.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { MakeTemplateButton } from '../trip-domain/templates/make-template-button.tsx';
import { TripTemplatePage } from './trip-template-page.tsx';
import { TripTemplatesPage } from './trip-templates-page.tsx';

const api = realApiForFile();
let trip: { '@id': string; id: number; reference: string; title: string };
let kyoto: { '@id': string; id: number };
let template: { '@id': string; id: number };

beforeAll(async () => {
  const client = await addClient(api, 'Maud Lefebvre');
  kyoto = await api.post('/api/destinations.json', { name: 'Kyoto templates' });
  trip = (await addTrip(api, client, 'Kyoto tea week', ['2031-04-01', '2031-04-04'], {
    destinations: [kyoto['@id']],
  })) as typeof trip;
  await api.post('/api/trip_activities', {
    trip: trip['@id'],
    title: 'Tea ceremony',
    startDate: '2031-04-02T10:30',
    endDate: '2031-04-02T12:00',
    currency: 'EUR',
    clientPrice: '180.00',
  });
  template = await api.post('/api/trip_templates', {
    title: 'Lisbon long weekend',
    nbDays: 3,
    description: 'Tiles and tascas',
  });
});

describe('trip templates', () => {
  it("makes a template with the trip header's button and opens it", async () => {
    const user = userEvent.setup();
    const { history } = renderAt(
      `/admin/trips/${trip.id}`,
      <MakeTemplateButton tripId={trip.id} title={trip.title} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Make a template' }));
    // It asks the name first, offering the trip's title (issue 30.12).
    const dialog = await screen.findByRole('form', { name: 'Make a template' });
    const name = within(dialog).getByLabelText('Template name') as HTMLInputElement;
    expect(name.value).toBe('Kyoto tea week');
    await user.clear(name);
    await user.type(name, 'Kyoto, temples and tea');
    await user.click(within(dialog).getByRole('button', { name: 'Make the template' }));
    await waitFor(() => expect(history.at(-1)).toMatch(/^\/admin\/trip-templates\/\d+$/));
    const call = api.calls('POST', '/api/trips/create-template').at(-1)!;
    expect(call.body).toEqual({ id: trip.id, title: 'Kyoto, temples and tea' });
    const id = Number(history.at(-1)!.split('/').pop());
    renderAt(history.at(-1)!, <TripTemplatePage params={{ id: String(id) }} />);
    expect(await screen.findByRole('heading', { name: 'Kyoto, temples and tea' })).toBeTruthy();
    const days = await screen.findByRole('heading', { name: 'Days' });
    expect(within(days.parentElement!).getByText('Day 4')).toBeTruthy();
    const items = await screen.findByRole('table');
    const row = (await within(items).findByText('Tea ceremony')).closest('tr')!;
    expect(within(row).getByText('Day 2 · 10:30')).toBeTruthy();
    expect(within(row).getByText('Activity')).toBeTruthy();
    expect(within(row).getByText('EUR 180')).toBeTruthy();
  });

  it('lists templates, searches by title and filters by destination from the URL (the Kyoto one made above)', async () => {
    const user = userEvent.setup();
    renderAt('/admin/trip-templates', <TripTemplatesPage />);
    const table = await screen.findByRole('table', { name: 'Trip templates' });
    const link = await within(table).findByRole('link', { name: 'Lisbon long weekend' });
    expect(link.getAttribute('href')).toBe(`/admin/trip-templates/${template.id}`);
    await user.type(screen.getByPlaceholderText('Search by title'), 'Lisbon');
    await waitFor(() =>
      expect(api.calls('GET', /^\/api\/trip_templates\?.*search=Lisbon/).length).toBeGreaterThan(0),
    );
    await waitFor(() =>
      expect(within(table).queryByRole('link', { name: 'Kyoto, temples and tea' })).toBeNull(),
    );

    renderAt(`/admin/trip-templates?destination=${kyoto.id}`, <TripTemplatesPage />);
    const tables = await screen.findAllByRole('table', { name: 'Trip templates' });
    expect(await within(tables.at(-1)!).findByRole('link', { name: 'Kyoto, temples and tea' })).toBeTruthy();
    expect(within(tables.at(-1)!).queryByRole('link', { name: 'Lisbon long weekend' })).toBeNull();
    expect(api.calls('GET', /^\/api\/trip_templates\?/).at(-1)!.path).toContain(
      `destinations.id=${kyoto.id}`,
    );
  });

  it('saves the general form and shows the days following the new length', async () => {
    const user = userEvent.setup();
    renderAt(
      `/admin/trip-templates/${template.id}`,
      <TripTemplatePage params={{ id: String(template.id) }} />,
    );
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Lisbon and Sintra');
    const days = screen.getByLabelText('Length in days');
    await user.clear(days);
    await user.type(days, '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PATCH', `/api/trip_templates/${template.id}`)).toHaveLength(1));
    const call = api.calls('PATCH', `/api/trip_templates/${template.id}`)[0]!;
    expect(call.body).toMatchObject({ title: 'Lisbon and Sintra', nbDays: 4 });
    expect(call.ifMatch).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Lisbon and Sintra' })).toBeTruthy();
    const saved = await api.get(`/api/trip_template_days?tripTemplate.id=${template.id}`);
    expect((saved as unknown as { 'hydra:totalItems': number })['hydra:totalItems']).toBe(4);
  });
});
