import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClient, addTrip } from '../../../testing/fixtures.ts';
import { realApiForFile } from '../../../testing/real-api-file.ts';
import { renderAt } from '../../../testing/render.tsx';
import { TripPage } from '../trip-page.tsx';

// The trip's dates changed on the General tab (issue 30.2, 30.3), against the real API in-process.
const api = realApiForFile();
let clientIri: string;

beforeAll(async () => {
  clientIri = (await addClient(api, 'Søren Kierkegård', { status: 'active' }))['@id'];
});

const makeTrip = async (title: string, startDate: string, endDate: string) =>
  (await addTrip(api, clientIri, title, [startDate, endDate])) as {
    '@id': string;
    id: number;
  };
const addItem = async (tripId: number, title: string, start: string, end: string, more = '') => {
  const rows = (await api.query(
    `insert into trip_items (trip_id, type, title, start_date, end_date${more ? ', status' : ''})
     values ($1, 'activity', $2, $3, $4${more ? ', $5' : ''}) returning id`,
    more ? [tripId, title, start, end, more] : [tripId, title, start, end],
  )) as { rows: { id: number }[] };
  return rows.rows[0]!.id;
};

// Types both dates in the range picker's fields and closes it.
const typeDates = async (user: ReturnType<typeof userEvent.setup>, start: string, end: string) => {
  const form = await screen.findByRole('form', { name: 'Trip' });
  await user.click(within(form).getByRole('combobox', { name: 'Travel dates' }));
  fireEvent.change(screen.getByLabelText('Start date'), { target: { value: start } });
  fireEvent.change(screen.getByLabelText('End date'), { target: { value: end } });
  await user.keyboard('{Escape}');
  return form;
};

describe('changing the trip dates', () => {
  it('asks before moving booked items and flights, and says which need booking again (issue 30.3)', async () => {
    const user = userEvent.setup();
    const trip = await makeTrip('Lisbon', '2027-09-01', '2027-09-05');
    await addItem(trip.id, 'Pestana Palace', '2027-09-01 15:00', '2027-09-04 11:00', 'booked_client');
    await addItem(trip.id, 'Fado night', '2027-09-02 20:00', '2027-09-02 23:00');
    renderAt(`/admin/trips/${trip.id}`, <TripPage params={{ id: String(trip.id) }} />);
    const form = await typeDates(user, '2027-09-08', '2027-09-12');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move booked items?' });
    expect(within(dialog).getByText(/every item 7 days later/)).toBeTruthy();
    // The booked hotel is named; the activity not booked yet is not.
    expect(within(dialog).getByText('Pestana Palace')).toBeTruthy();
    expect(within(dialog).queryByText('Fado night')).toBeNull();
    expect(api.calls('PATCH', `/api/trips/${trip.id}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Move them' }));
    expect(await screen.findByText(/A booked item moved with the dates .*Pestana Palace/)).toBeTruthy();
    const [status] = (
      (await api.query(`select status from trip_items where title = 'Pestana Palace'`)) as {
        rows: { status: string }[];
      }
    ).rows;
    expect(status?.status).toBe('to_reprice');
  });

  it('names the items of the days a shorter trip cuts, and moves them to the last day (issue 30.2)', async () => {
    const user = userEvent.setup();
    const trip = await makeTrip('Porto', '2027-10-01', '2027-10-06');
    const late = await addItem(trip.id, 'Douro cruise', '2027-10-05 09:00', '2027-10-05 17:00');
    renderAt(`/admin/trips/${trip.id}`, <TripPage params={{ id: String(trip.id) }} />);
    const form = await typeDates(user, '2027-10-01', '2027-10-03');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shorten the trip?' });
    expect(within(dialog).getByText('Douro cruise')).toBeTruthy();
    // No red box with the API's wording.
    expect(screen.queryByText(/Send removedDayItems/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Move to the last day' }));
    await waitFor(() =>
      expect(api.calls('PATCH', `/api/trips/${trip.id}`).at(-1)?.body).toMatchObject({
        removedDayItems: 'move',
      }),
    );
    await waitFor(async () => expect((await api.get(`/api/trips/${trip.id}`)).endDate).toBe('2027-10-03'));
    expect((await api.get(`/api/trip_items/${late}`)).startDate).toBe('2027-10-03 09:00:00');
  });
});
