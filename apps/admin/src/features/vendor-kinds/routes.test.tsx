import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { roomsItem } from './items/accommodation-items.ts';
import { KindSubCreateRoute, RoomRoute } from './routes.tsx';
import { ItemSection } from './screens/item-section.tsx';
import { createWithId, seedReference, sentTo } from './testing/catalogue-records.ts';
import type { KindRecord } from './types.ts';

const backend = realApiForFile();
let treatments: ReturnType<typeof sentTo>;
let rooms: ReturnType<typeof sentTo>;

// Spa 5 (Aman Spa), accommodation 3 (Aman Venice) and its room 4 (Canal Suite, a King bed, 60 m²,
// two guests, rack rate 2,500).
beforeAll(async () => {
  await seedReference(backend);
  await createWithId(backend, '/api/spas', 5, { name: 'Aman Spa', vendor: '/api/vendors/1' });
  const hotel = await createWithId(backend, '/api/accommodations', 3, {
    name: 'Aman Venice',
    vendor: '/api/vendors/1',
  });
  await createWithId(backend, '/api/accommodation_rooms', 4, {
    name: 'Canal Suite',
    accommodation: hotel['@id'],
    bedType: '/api/bed_types/1',
    surface: 60,
    maxOccupancy: 2,
    rackRate: '2500.00',
  });
});
beforeEach(() => {
  backend.requests.length = 0;
  treatments = sentTo(backend, '/api/spa_treatments');
  rooms = sentTo(backend, '/api/accommodation_rooms');
});

describe('item pages', () => {
  it('/admin/spas/{id}/new adds a treatment to that spa and returns to its treatments', async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/admin/spas/5/new', <KindSubCreateRoute params={{ id: '5' }} />);
    expect(await screen.findByRole('heading', { name: /New treatment\s*·\s*Aman Spa/ })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'New treatment' });
    expect(within(form).queryByRole('combobox', { name: 'Spa' })).toBeNull();
    await user.type(within(form).getByLabelText('Name'), 'Hammam ritual');
    await user.click(within(form).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Facial' }));
    await user.type(within(form).getByLabelText('Duration (minutes)'), '45');
    await user.click(within(form).getByRole('button', { name: 'Add treatment' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/spas/5?tab=treatments'));
    expect(treatments.writes[0]?.body).toMatchObject({ spa: '/api/spas/5', type: 'facial', duration: 45 });
  });

  it('/admin/rooms/{id} edits a room of its accommodation with If-Match', async () => {
    const user = userEvent.setup();
    renderAt('/admin/rooms/4', <RoomRoute params={{ id: '4' }} />);
    expect(await screen.findByRole('heading', { name: 'Canal Suite' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Aman Venice' })).getAttribute('href')).toBe(
      '/admin/accommodations/3',
    );
    expect(screen.getByRole('link', { name: 'Accommodation' }).getAttribute('href')).toBe(
      '/admin/accommodations/3?tab=rooms',
    );
    const form = screen.getByRole('form', { name: 'Edit room' });
    expect((within(form).getByLabelText('Rack rate') as HTMLInputElement).value).toBe('2,500');
    await user.clear(within(form).getByLabelText('Maximum occupancy'));
    await user.type(within(form).getByLabelText('Maximum occupancy'), '3');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeTruthy();
    expect(rooms.writes[0]).toMatchObject({
      path: '/api/accommodation_rooms/4',
      ifMatch: '"1"',
      body: { maxOccupancy: 3, rackRate: '2500', bedType: '/api/bed_types/1' },
    });
    expect(rooms.writes[0]?.body).not.toHaveProperty('accommodation');
  });

  it('shows the 404 page for an unknown room', async () => {
    renderAt('/admin/rooms/99', <RoomRoute params={{ id: '99' }} />);
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeTruthy();
  });

  describe('rooms list', () => {
    it('shows a room’s size by its surface when it has no size category (issue 30.12)', async () => {
      renderAt(
        '/admin/accommodations/3?tab=rooms',
        <ItemSection
          item={roomsItem}
          owner={{ '@id': '/api/accommodations/3', id: 3, name: 'Aman Venice' } as unknown as KindRecord}
        />,
      );
      const row = (await screen.findByText('Canal Suite')).closest('tr')!;
      const sizeAt = within(row.closest('table')!)
        .getAllByRole('columnheader')
        .findIndex((h) => h.textContent === 'Size');
      expect(within(row).getAllByRole('cell')[sizeAt]!.textContent).toBe('60 m²');
    });
  });
});
