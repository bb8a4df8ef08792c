import { HttpResponse, http } from '@backoffice/sdk/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addClient, addTrip } from '../../../testing/fixtures.ts';
import { apiBase } from '../../../testing/real-api.ts';
import { realApiForFile } from '../../../testing/real-api-file.ts';
import { renderAt } from '../../../testing/render.tsx';
import { emptyFilters, filtersAtom } from '../state.ts';
import { JourneyList } from './journey-list.tsx';

const api = realApiForFile();
let clientIri: string;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ddMmm = (date: string) => `${date.slice(8, 10)} ${months[Number(date.slice(5, 7)) - 1]}`;

type Made = { '@id': string; id: number };

// A trip of three days: on day 1 a dinner, a hammam and a cooking class with an alternative (in
// that order, set by hand: the server places new items by time, issue 30.5); on day 2 a transfer;
// one item without dates.
const makeTrip = async (title: string) => {
  const trip = (await addTrip(api, clientIri, title, [day(30), day(32)], {
    status: 'new_inquiry',
    currency: 'EUR',
  })) as Made;
  // An item of `kind` on day `offset` from `from` to `to`.
  const item = (kind: string, title: string, offset: number, from: string, to: string, more = {}) =>
    api.post(`/api/trip_${kind}`, {
      trip: trip['@id'],
      title,
      startDate: `${day(offset)} ${from}`,
      endDate: `${day(offset)} ${to}`,
      ...more,
    });
  const dinner = await item('restaurants', 'Dinner at Kitcho', 30, '19:00', '21:00');
  const hammam = await item('spas', 'Hammam', 30, '10:00', '11:00');
  const cooking = await item('activities', 'Cooking class', 30, '14:00', '16:00');
  const pottery = await item('activities', 'Pottery class', 30, '14:00', '16:00', {
    alternativeOf: cooking['@id'],
  });
  const transfer = await item('transfers', 'Airport run', 31, '09:00', '10:00');
  const loose = await api.post('/api/trip_conciergerie_services', { trip: trip['@id'], title: 'Flowers' });
  await api.post(`/next/trips/update-item-order/${trip.id}`, {
    items: [dinner.id, hammam.id, cooking.id, pottery.id, transfer.id, loose.id],
  });
  return { trip, dinner, hammam, cooking, pottery, transfer, loose };
};

beforeAll(async () => {
  clientIri = (await addClient(api, 'Nora Journey', { status: 'active' }))['@id'];
});

// The dinner, first of day 1, moved one down with the keyboard (pick up, down, drop).
const moveDinnerDown = async (user: ReturnType<typeof userEvent.setup>) => {
  (await screen.findByRole('button', { name: 'Move Dinner at Kitcho' })).focus();
  await user.keyboard('[Space]');
  await user.keyboard('[ArrowDown]');
  await user.keyboard('[Space]');
};

// jsdom has no layout: dnd-kit's keyboard sensor needs each row's box to find the next one.
const ROW = 40;
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('tr');
    const index = row?.parentElement ? Array.from(row.parentElement.children).indexOf(row) : 0;
    const top = (row?.parentElement?.tagName === 'TBODY' ? index + 1 : 0) * ROW;
    return DOMRect.fromRect({ x: 0, y: top, width: 300, height: ROW });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const open = (tripId: number) =>
  renderAt(`/admin/trips/${tripId}/itinerary`, <JourneyList tripId={tripId} />);
const dayNames = (label: RegExp | string) =>
  within(screen.getByRole('table', { name: label }))
    .getAllByRole('row')
    .map((row) => row.querySelector('.font-medium')?.textContent);

describe('JourneyList', () => {
  it('lists the items day by day in position order, with time, type, status and alternatives', async () => {
    const { trip } = await makeTrip('Journey order');
    open(trip.id);
    const day1 = `Day 1 · ${ddMmm(day(30))}`;
    const day2 = `Day 2 · ${ddMmm(day(31))}`;
    expect(await screen.findByRole('table', { name: `${day1} items` })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      day1,
      day2,
      'No date',
    ]);
    expect(dayNames(`${day1} items`)).toEqual(['Dinner at Kitcho', 'Hammam', 'Cooking class']);
    expect(dayNames(`${day2} items`)).toEqual(['Airport run']);
    const dinner = screen.getByText('Dinner at Kitcho').closest('tr')!;
    expect(within(dinner).getByText('19:00')).toBeTruthy();
    expect(within(dinner).getByRole('img', { name: 'Restaurant' })).toBeTruthy();
    // Status chip with its colour (Needed is red, product.md §4.4).
    const chip = await within(dinner).findByText('Needed');
    expect(chip.className).toMatch(/red/);
    const cooking = screen.getByText('Cooking class').closest('tr')!;
    expect(
      within(within(cooking).getByRole('list', { name: 'Alternatives to Cooking class' })).getByText(
        'Pottery class',
      ),
    ).toBeTruthy();
    // Called through the next API.
    expect(api.calls('GET', `/next/trips/${trip.id}/trip-items`).length).toBeGreaterThan(0);
  });

  it('offers the possible transitions of an item and changes its status', async () => {
    const user = userEvent.setup();
    const { trip, hammam } = await makeTrip('Journey status');
    open(trip.id);
    await user.click(await screen.findByRole('button', { name: 'Change status of Hammam' }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByRole('menuitem', { name: 'Request options' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Not needed' })).toBeTruthy();
    await user.click(within(menu).getByRole('menuitem', { name: 'Not needed' }));
    await waitFor(() => expect(api.calls('PATCH', `/api/trip_items/${hammam.id}`)).toHaveLength(1));
    const row = screen.getByText('Hammam').closest('tr')!;
    expect(await within(row).findByText('Not needed')).toBeTruthy();
  });

  it('switches to an alternative in one click', async () => {
    const user = userEvent.setup();
    const { trip, pottery } = await makeTrip('Journey switch');
    open(trip.id);
    await user.click(await screen.findByRole('button', { name: 'Switch to Pottery class' }));
    await waitFor(() =>
      expect(api.calls('GET', `/api/switch-activity-alternative/${pottery.id}`)).toHaveLength(1),
    );
    const main = await waitFor(() => {
      const row = screen.getByText('Pottery class', { selector: '.font-medium' }).closest('tr')!;
      return row;
    });
    expect(within(main).getByRole('list', { name: 'Alternatives to Pottery class' }).textContent).toContain(
      'Cooking class',
    );
  });

  it('reorders with the keyboard: one call with the whole order', async () => {
    const user = userEvent.setup();
    const { trip, dinner, hammam, cooking, pottery, transfer, loose } = await makeTrip('Journey keys');
    open(trip.id);
    const day1 = `Day 1 · ${ddMmm(day(30))} items`;
    await moveDinnerDown(user);
    await waitFor(() => expect(dayNames(day1)).toEqual(['Hammam', 'Dinner at Kitcho', 'Cooking class']));
    const calls = api.calls('POST', `/next/trips/update-item-order/${trip.id}`);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({
      items: [hammam.id, dinner.id, cooking.id, pottery.id, transfer.id, loose.id],
    });
    // Saved: read again from the server, the order holds.
    const saved = await api.get<{ 'hydra:member': { id: number }[] }>(`/next/trips/${trip.id}/trip-items`);
    expect(saved['hydra:member'].map((m) => m.id).slice(0, 2)).toEqual([hammam.id, dinner.id]);
  });

  it('puts the order back and says so when the server refuses it', async () => {
    const user = userEvent.setup();
    const { trip } = await makeTrip('Journey refused');
    api.server.use(
      http.post(
        `${apiBase}/next/trips/update-item-order/${trip.id}`,
        async () => {
          await new Promise((resolve) => setTimeout(resolve, 50));
          return HttpResponse.json(
            { 'hydra:description': 'The order could not be saved.' },
            { status: 409, headers: { 'content-type': 'application/problem+json' } },
          );
        },
        { once: true },
      ),
    );
    open(trip.id);
    const day1 = `Day 1 · ${ddMmm(day(30))} items`;
    await moveDinnerDown(user);
    // Shown at once, then put back.
    expect(dayNames(day1)).toEqual(['Hammam', 'Dinner at Kitcho', 'Cooking class']);
    expect(await screen.findByText('The order could not be saved.')).toBeTruthy();
    await waitFor(() => expect(dayNames(day1)).toEqual(['Dinner at Kitcho', 'Hammam', 'Cooking class']));
  });

  it("finds items with the side list's search box, an alternative's name too (issue 30.7)", async () => {
    const { trip } = await makeTrip('Journey search');
    const store = getDefaultStore();
    store.set(filtersAtom, { ...emptyFilters, search: 'pottery' });
    try {
      open(trip.id);
      const day1 = `Day 1 · ${ddMmm(day(30))}`;
      // The cooking class matches by its alternative; the other days have nothing to show.
      await waitFor(() => expect(dayNames(`${day1} items`)).toEqual(['Cooking class']));
      expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([day1]);
      store.set(filtersAtom, { ...emptyFilters, search: 'zeppelin' });
      expect(await screen.findByText('No items match “zeppelin”.')).toBeTruthy();
    } finally {
      store.set(filtersAtom, { ...emptyFilters });
    }
  });

  it('says so when the trip has no items', async () => {
    const trip = (await api.post('/api/trips', {
      client: clientIri,
      startDate: day(40),
      endDate: day(41),
      status: 'new_inquiry',
      currency: 'EUR',
    })) as Made;
    open(trip.id);
    expect(await screen.findByText('No items yet.')).toBeTruthy();
  });
});
