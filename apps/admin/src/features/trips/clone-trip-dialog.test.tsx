import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClient, addTrip } from '../../testing/fixtures.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { CloneTripButton } from './clone-trip-dialog.tsx';
import { TripPage } from './trip-page.tsx';

// The trip page's "Clone" against the real API: the optional new start date, the server's preview
// (dates, moved items, what is not copied), then the new trip opens.

const api = realApiForFile();
type Trip = { '@id': string; id: number; reference: string; startDate: string; endDate: string };
let trip: Trip;

beforeAll(async () => {
  const client = await addClient(api, 'Jonas Berg');
  trip = (await addTrip(api, client, 'Fjords', ['2031-06-01', '2031-06-04'], { currency: 'EUR' })) as Trip;
  await api.post('/api/trip_activities', {
    trip: trip['@id'],
    title: 'Glacier hike',
    startDate: '2031-06-02T09:00',
    endDate: '2031-06-02T15:00',
  });
});

/** The trip the dialog navigated to (another than the cloned one), if any. */
const opened = (history: string[]) => {
  const last = history.at(-1) ?? '';
  return /^\/admin\/trips\/\d+$/.test(last) && last !== `/admin/trips/${trip.id}` ? last : null;
};

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  const rendered = renderAt(`/admin/trips/${trip.id}`, <CloneTripButton trip={trip} />);
  await user.click(screen.getByRole('button', { name: 'Clone' }));
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Clone the trip' }) };
};

describe('clone a trip', () => {
  it('previews the same dates, then on a new start date every item moved; the new trip opens', async () => {
    const user = userEvent.setup();
    const { dialog, history } = await openDialog(user);
    expect(await within(dialog).findByText(/\(the same dates\)/)).toBeTruthy();
    expect(api.calls('GET', `/next/clone-trip/preview?trip_id=${trip.id}`)).toHaveLength(1);
    await user.type(within(dialog).getByLabelText('New start date'), '2031-09-10');
    expect(await within(dialog).findByText(/every item moves 101 days later/)).toBeTruthy();
    expect(within(dialog).getByText(/10 Sep 2031 – 13 Sep 2031/)).toBeTruthy();
    const items = within(dialog).getByRole('list', { name: 'Items' });
    expect(within(items).getByText('Glacier hike')).toBeTruthy();
    expect(within(items).getByText('02 Jun 2031 → 11 Sep 2031')).toBeTruthy();
    expect(within(dialog).getByText(/Not copied: .*history/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Clone' }));
    await waitFor(() => expect(opened(history)).toBeTruthy());
    const newId = Number(opened(history)!.split('/').pop());
    expect(api.calls('POST', '/next/clone-trip').at(-1)!.body).toEqual({
      trip_id: trip.id,
      startDate: '2031-09-10',
    });
    const made = await api.get<{ startDate: string; endDate: string; status: string }>(`/api/trips/${newId}`);
    expect(made.startDate.slice(0, 10)).toBe('2031-09-10');
    expect(made.endDate.slice(0, 10)).toBe('2031-09-13');
    const copied = await api.get<{ 'hydra:member': { title: string; startDate: string }[] }>(
      `/api/trip_items?trip.id=${newId}`,
    );
    expect(copied['hydra:member'].map((i) => i.startDate.slice(0, 10))).toEqual(['2031-09-11']);
  });

  it('closes with Escape and clones on the same dates by keyboard', async () => {
    const user = userEvent.setup();
    const { history } = await openDialog(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Clone the trip' })).toBeNull());
    screen.getByRole('button', { name: 'Clone' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Clone the trip' });
    await within(dialog).findByText(/\(the same dates\)/);
    within(dialog).getByLabelText('New start date').focus();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Clone' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(opened(history)).toBeTruthy());
    expect(api.calls('POST', '/next/clone-trip').at(-1)!.body).toEqual({ trip_id: trip.id });
  });

  it('sits in the trip header with "Import a template" for the roles that write trips', async () => {
    renderAt(`/admin/trips/${trip.id}`, <TripPage params={{ id: String(trip.id) }} />);
    expect(await screen.findByRole('button', { name: 'Import a template' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clone' })).toBeTruthy();
  });

  it('is not offered to a role that reads trips only (the accountant)', async () => {
    await api.signIn('accountant@demo.travel');
    try {
      const { container } = renderAt(
        `/admin/trips/${trip.id}`,
        <TripPage params={{ id: String(trip.id) }} />,
      );
      expect(await screen.findByRole('heading', { level: 1, name: /Jonas Berg/ })).toBeTruthy();
      // The trip is loaded (the buttons wait for it).
      await waitFor(() => expect(container.querySelector('section[aria-busy="false"]')).toBeTruthy());
      expect(screen.getByRole('button', { name: 'Make a template' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Import a template' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Clone' })).toBeNull();
    } finally {
      await api.signIn();
    }
  });
});
