import { getGetDriveTimeMockHandler, getGetMapConfigMockHandler } from '@backoffice/sdk/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { createFakeRenderer } from '../../../shared/map/fake-map-renderer.ts';
import { addClient } from '../../../testing/fixtures.ts';
import { realApiForFile } from '../../../testing/real-api-file.ts';
import { renderAt } from '../../../testing/render.tsx';
import { MapView } from './map-view.tsx';

// maplibre-gl needs WebGL, which jsdom has not: the fake renderer of the vendor map stands in.
const fake = vi.hoisted(() => ({
  current: undefined as ReturnType<typeof createFakeRenderer> | undefined,
}));
vi.mock('../../../shared/map/renderer/load-map-lib.ts', async () => {
  const { createFakeRenderer } = await import('../../../shared/map/fake-map-renderer.ts');
  return {
    loadMapRenderer: vi.fn(async () => {
      fake.current = createFakeRenderer();
      return fake.current.renderer;
    }),
  };
});

const api = realApiForFile();
let tripId: number;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type Row = { id: number };
const rows = (result: unknown) => (result as { rows: Row[] }).rows;

// The map's fixture: a vendor, its located places, a stay there on a client's trip.
const insertId = async (sql: string, params: unknown[]) => rows(await api.query(sql, params))[0]!.id;
const addVendor = (name: string) => insertId('insert into vendors (name) values ($1) returning id', [name]);
const addLocation = (vendorId: number, lat: number, lng: number) =>
  insertId('insert into vendor_locations (vendor_id, latitude, longitude) values ($1, $2, $3) returning id', [
    vendorId,
    lat,
    lng,
  ]);
const addPlace = (
  table: 'accommodations' | 'restaurants',
  vendorId: number,
  name: string,
  locationId: number,
) =>
  insertId(`insert into ${table} (vendor_id, name, location_id) values ($1, $2, $3) returning id`, [
    vendorId,
    name,
    locationId,
  ]);
// The map config of a MapLibre map on the offline style, with or without a directions service.
const offlineMap = (directions: boolean) =>
  getGetMapConfigMockHandler({ renderer: 'maplibre', mapboxToken: null, styleUrl: null, directions });
const addTrip = (clientIri: string, from: number, to: number) =>
  api.post('/api/trips', {
    client: clientIri,
    startDate: day(from),
    endDate: day(to),
    status: 'new_inquiry',
    currency: 'EUR',
  });
const addStay = (tripIri: string, hotelId: number, from: string, to: string) =>
  api.post('/api/trip_accommodations', {
    trip: tripIri,
    accommodation: `/api/accommodations/${hotelId}`,
    startDate: from,
    endDate: to,
  });

beforeAll(async () => {
  const client = await addClient(api, 'Mara Mapview', { status: 'active' });
  const vendor = await addVendor('Map view group');
  const ubud = await addLocation(vendor, -8.5069, 115.2625);
  const seminyak = await addLocation(vendor, -8.6913, 115.1682);
  const hotel = await addPlace('accommodations', vendor, 'Ubud Hanging Gardens', ubud);
  const restaurant = await addPlace('restaurants', vendor, 'Mozaic Seminyak', seminyak);
  const trip = await addTrip(client['@id'], 50, 52);
  tripId = trip.id;
  await addStay(trip['@id'], hotel, `${day(50)} 15:00`, `${day(52)} 11:00`);
  await api.post('/api/trip_restaurants', {
    trip: trip['@id'],
    restaurant: `/api/restaurants/${restaurant}`,
    startDate: `${day(50)} 19:00`,
    endDate: `${day(50)} 21:00`,
  });
  await api.post('/api/trip_spas', {
    trip: trip['@id'],
    title: 'No place spa',
    startDate: `${day(51)} 10:00`,
  });
  await api.post('/api/trip_restaurants', {
    trip: trip['@id'],
    restaurant: `/api/restaurants/${restaurant}`,
    startDate: `${day(51)} 13:00`,
    endDate: `${day(51)} 14:00`,
  });
});

const places = () =>
  within(screen.getByRole('list', { name: 'Places in order' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label') ?? li.textContent);

describe('MapView', () => {
  it('numbers the places in order per day with straight-line estimates when no directions service is set', async () => {
    api.server.use(offlineMap(false));
    const user = userEvent.setup();
    renderAt(`/admin/trips/${tripId}/itinerary`, <MapView tripId={tripId} />);
    await screen.findByRole('list', { name: 'Places in order' }, { timeout: 15_000 });
    expect(places()).toEqual([
      '1. Ubud Hanging Gardens',
      'From 1 to 2',
      '2. Mozaic Seminyak',
      'From 2 to 3',
      '3. Mozaic Seminyak',
    ]);
    const leg = within(screen.getByRole('list', { name: 'Places in order' })).getByLabelText('From 1 to 2');
    expect(leg.textContent).toMatch(/^About \d+ min \(2\d\.\d km in a straight line, estimate\)$/);
    expect(screen.getByText(/No directions service is configured/)).toBeTruthy();
    expect(within(screen.getByLabelText('From 2 to 3')).getByText('Same place')).toBeTruthy();
    // Numbered markers on the map, and the line between them.
    const map = await screen.findByTestId('trip-map');
    await waitFor(() =>
      expect(
        within(map)
          .getAllByRole('img')
          .map((m) => m.getAttribute('aria-label')),
      ).toEqual(['1. Ubud Hanging Gardens', '2. Mozaic Seminyak', '3. Mozaic Seminyak']),
    );

    await user.click(screen.getByRole('button', { name: 'Day 2' }));
    expect(places()).toEqual(['1. Mozaic Seminyak']);
    await user.click(screen.getByRole('button', { name: 'Day 1' }));
    expect(places()).toEqual(['1. Ubud Hanging Gardens', 'From 1 to 2', '2. Mozaic Seminyak']);
  });

  it('asks the directions service for the drive time between consecutive places', async () => {
    api.server.use(
      offlineMap(true),
      getGetDriveTimeMockHandler({
        duration: 2700,
        distance: 31_400,
        geometry: { type: 'LineString', coordinates: [] },
      }),
    );
    renderAt(`/admin/trips/${tripId}/itinerary`, <MapView tripId={tripId} />);
    const leg = await screen.findByLabelText('From 1 to 2', {}, { timeout: 5000 });
    await waitFor(() => expect(leg.textContent).toBe('45 min drive (31.4 km)'));
  });

  it('flies a flight leg (no drive asked) and opens on the trip’s places, not the world (issue 30.12)', async () => {
    api.server.use(offlineMap(true));
    const client = await addClient(api, 'Zoë Ōtsuka', { status: 'active' });
    const vendor = await addVendor('Roma group');
    const hotel = await addPlace(
      'accommodations',
      vendor,
      'Hôtel de Russie',
      await addLocation(vendor, 41.9058, 12.4823),
    );
    const airport = async (iata: string, name: string, lat: number, lng: number) =>
      rows(
        await api.query(
          'insert into airports (name, iata, latitude, longitude) values ($1, $2, $3, $4) returning id',
          [name, iata, lat, lng],
        ),
      )[0]!.id;
    const fco = await airport('FCO', 'Fiumicino', 41.8003, 12.2389);
    const ewr = await airport('EWR', 'Newark Liberty', 40.6925, -74.1687);
    const trip = await addTrip(client['@id'], 60, 62);
    await addStay(trip['@id'], hotel, `${day(60)} 15:00`, `${day(62)} 10:00`);
    await api.post('/api/trip_flights', {
      trip: trip['@id'],
      flightNumber: 'UA41',
      departureAirport: `/api/airports/${fco}`,
      arrivalAirport: `/api/airports/${ewr}`,
      startDate: `${day(62)}T12:55`,
      endDate: `${day(62)}T16:35`,
    });
    renderAt(`/admin/trips/${trip.id}/itinerary`, <MapView tripId={trip.id} />);
    const list = await screen.findByRole('list', { name: 'Places in order' }, { timeout: 15_000 });
    const leg = within(list).getByLabelText('From 1 to 2');
    // Fiumicino → Newark, 6,880 km: about 9 hours in the air, not a 118-hour drive.
    expect(leg.textContent).toMatch(/^Flight from FCO: about 9 h \d+ min in the air \(6,8\d\d km\)$/);
    expect(leg.getAttribute('data-leg')).toBe('flight');
    expect(api.requests.filter((r) => r.path.includes('drive'))).toHaveLength(0);
    // The first view fits the places: Rome to Newark, not the whole world.
    await waitFor(() => expect(fake.current?.maps.at(-1)?.fits.length).toBeGreaterThan(0));
    expect(fake.current!.maps.at(-1)!.fits[0]).toMatchObject({
      bounds: [
        [-74.1687, 40.6925],
        [12.4823, 41.9058],
      ],
      duration: 0,
    });
  });
});
