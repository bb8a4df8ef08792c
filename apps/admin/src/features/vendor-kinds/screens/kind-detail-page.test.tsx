import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { realApiForFile } from '../../../testing/real-api-file.ts';
import { renderAt } from '../../../testing/render.tsx';
import { spasKind } from '../kinds/venues.kind.ts';
import { seedReference, sentTo } from '../testing/catalogue-records.ts';
import { KindDetailPage } from './kind-detail-page.tsx';

const backend = realApiForFile({ reset: true });
let spas: ReturnType<typeof sentTo>;
let treatments: ReturnType<typeof sentTo>;

// Spa 5 of vendor 1, Aman Spa, with 4 treatment rooms; vendor 1's locations 8 (Venice) and 9
// (Burano), both in the destination Venice (2). Ids 1 to 4 and 1 to 7 go to records deleted again.
beforeEach(async () => {
  await seedReference(backend);
  for (let i = 1; i <= 4; i++)
    await backend.delete(
      (await backend.post('/api/spas', { name: `Spa ${i}`, vendor: '/api/vendors/2' }))['@id'],
    );
  await backend.post('/api/spas', { name: 'Aman Spa', vendor: '/api/vendors/1', numberOfTreatmentRooms: 4 });
  for (let i = 1; i <= 7; i++)
    await backend.delete((await backend.post('/api/vendor_locations', { vendor: '/api/vendors/2' }))['@id']);
  for (const [id, city] of [
    [8, 'Venice'],
    [9, 'Burano'],
  ] as const)
    await backend.post('/api/vendor_locations', {
      vendor: '/api/vendors/1',
      address: `${id} Calle Larga`,
      city,
      country: 'Italy',
      latitude: '45.43',
      longitude: '12.33',
      destination: '/api/destinations/2',
    });
  backend.requests.length = 0;
  spas = sentTo(backend, '/api/spas');
  treatments = sentTo(backend, '/api/spa_treatments');
});

describe('vendor kind page (a spa)', () => {
  it('saves the general form with If-Match and reports a stale version', async () => {
    const user = userEvent.setup();
    renderAt('/admin/spas/5', <KindDetailPage kind={spasKind} id={5} />);
    const form = await screen.findByRole('form', { name: 'Edit spa' });
    expect(screen.getByRole('heading', { name: 'Aman Spa' })).toBeTruthy();
    const name = within(form).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Aman Spa & Hammam');
    await user.click(within(form).getByLabelText('Hammam'));
    await user.clear(within(form).getByLabelText('Website'));
    await user.type(within(form).getByLabelText('Website'), 'aman.example');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Please enter a link starting with http:// or https://'),
    ).toBeTruthy();
    expect(spas.writes).toEqual([]);

    await user.clear(within(form).getByLabelText('Website'));
    await user.type(within(form).getByLabelText('Website'), 'https://aman.example');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeTruthy();
    expect(spas.writes[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/spas/5',
      ifMatch: '"1"',
      body: {
        name: 'Aman Spa & Hammam',
        website: 'https://aman.example',
        description: null,
        numberOfTreatmentRooms: 4,
        modalities: ['/api/spa_modalities/2'],
        vendor: '/api/vendors/1',
      },
    });

    // Someone else saves in between: the next save is refused with the API's message.
    await backend.patch('/api/spas/5', { name: 'Changed elsewhere' });
    await user.type(within(form).getByLabelText('Name'), '!');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('The record was changed by someone else. Reload it and try again.');
  });

  it('adds a treatment with its type and duration from the treatments tab', async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/admin/spas/5', <KindDetailPage kind={spasKind} id={5} />);
    await user.click(await screen.findByRole('tab', { name: 'Treatments' }));
    expect(history.at(-1)).toBe('/admin/spas/5?tab=treatments');
    expect(await screen.findByText('No treatments yet')).toBeTruthy();
    expect(treatments.queries.at(-1)?.get('spa.id')).toBe('5');

    await user.click(screen.getByRole('button', { name: 'Add treatment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New treatment' });
    await user.click(within(dialog).getByRole('button', { name: 'Add treatment' }));
    expect((await within(dialog).findAllByText('Please input value')).length).toBe(3);

    await user.type(within(dialog).getByLabelText('Name'), 'Venetian ritual');
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Massage' }));
    await user.type(within(dialog).getByLabelText('Duration (minutes)'), '90');
    await user.type(within(dialog).getByLabelText('Price'), '320');
    await user.click(within(dialog).getByRole('button', { name: 'Add treatment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Created successfully')).toBeTruthy();
    expect(treatments.writes[0]?.body).toEqual({
      name: 'Venetian ritual',
      type: 'massage',
      duration: 90,
      price: '320',
      description: null,
      spa: '/api/spas/5',
    });
    const table = screen.getByRole('table', { name: 'Treatments' });
    expect(await within(table).findByText('Venetian ritual')).toBeTruthy();
    expect(within(table).getByText('Massage')).toBeTruthy();
    expect(within(table).getByText('90 min')).toBeTruthy();
  });

  it('sets the location among the vendor locations', async () => {
    const user = userEvent.setup();
    renderAt('/admin/spas/5?tab=location', <KindDetailPage kind={spasKind} id={5} />);
    const form = await screen.findByRole('form', { name: 'Location' });
    await user.click(await within(form).findByLabelText(/9 Calle Larga, Burano, Italy/));
    await user.click(within(form).getByRole('button', { name: 'Save location' }));
    expect(await screen.findByText('Updated successfully')).toBeTruthy();
    expect(spas.writes[0]).toMatchObject({ body: { location: '/api/vendor_locations/9' }, ifMatch: '"1"' });
    // The destination of each address, from the destination tree.
    expect(within(form).getAllByText(/^Venice · 45.43, 12.33$/).length).toBe(2);
  });
});
