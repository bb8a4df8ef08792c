import { describe, expect, it } from 'vitest';
import { json } from '../test/harness.ts';
import { testAppForFile } from '../test/test-app.ts';
import { makeClient, makeTripOf } from './trip-test-helpers.ts';

// Where an item may lie on its trip.
// Issue 30.4: an overnight flight out (JFK 9 May 17:45 → FCO 10 May 08:05) on a trip that starts on
// 10 May belongs to the trip. Flights and transfers may start the day before the first day; the
// other items may not; the checks and the proposal options follow the same rule.
const t = testAppForFile();

type Check = { kind: string; items: string[] };
type Problem = { violations?: { propertyPath: string; message: string }[] };

describe('a flight the evening before the trip', () => {
  it('is accepted, and is not outside the trip for the checks; an activity that day is refused', async () => {
    const admin = await t.login('admin@demo.travel');
    const client = await makeClient(t, admin, 'Zoe', 'Lukasik');
    const trip = await makeTripOf(t, admin, client, ['2027-05-10', '2027-05-15']);
    const post = (path: string, body: Record<string, unknown>) =>
      t.request('POST', `/api/${path}`, { token: admin, body: { trip: trip['@id'], ...body } });

    const flight = await post('trip_flights', {
      title: 'JFK → FCO',
      startDate: '2027-05-09T17:45',
      endDate: '2027-05-10T08:05',
    });
    expect(flight.status, await flight.clone().text()).toBe(201);
    const transfer = await post('trip_transfers', {
      title: 'Home → JFK',
      startDate: '2027-05-09T14:30',
      endDate: '2027-05-09T15:30',
    });
    expect(transfer.status).toBe(201);

    // Two days before: still refused, for a flight too.
    const early = await post('trip_flights', {
      title: 'Too early',
      startDate: '2027-05-08T20:00',
      endDate: '2027-05-09T08:00',
    });
    expect(early.status).toBe(422);
    expect((await json<Problem>(early)).violations?.map((v) => v.propertyPath)).toContain('startDate');
    // An activity the day before the trip is not part of it.
    const activity = await post('trip_activities', {
      title: 'Museum',
      startDate: '2027-05-09T10:00',
      endDate: '2027-05-09T12:00',
    });
    expect(activity.status).toBe(422);
    const problem = await json<Problem>(activity);
    expect(problem.violations).toEqual([
      {
        propertyPath: 'startDate',
        message: "The item must lie within the trip's dates (2027-05-10 to the day after 2027-05-15).",
      },
      {
        propertyPath: 'endDate',
        message: "The item must lie within the trip's dates (2027-05-10 to the day after 2027-05-15).",
      },
    ]);

    const checks = await t.request('GET', `/api/trips/${trip.id}/checks`, { token: admin });
    const outside = (await json<{ checks: Check[] }>(checks)).checks.filter(
      (c) => c.kind === 'outside_trip_dates',
    );
    expect(outside).toEqual([]);
  });

  it('refuses an event of the calendar before 06:00, as the calendar does (issue 30.11)', async () => {
    const admin = await t.login('admin@demo.travel');
    const client = await makeClient(t, admin, 'Ines', 'Okafor');
    const trip = await makeTripOf(t, admin, client, ['2027-06-01', '2027-06-05']);
    const post = (path: string, body: Record<string, unknown>) =>
      t.request('POST', `/api/${path}`, { token: admin, body: { trip: trip['@id'], ...body } });
    const tooEarly = [{ propertyPath: 'startDate', message: 'An event cannot start before 06:00.' }];

    const dawn = await post('trip_activities', {
      title: 'Dawn hike',
      startDate: '2027-06-02T05:45',
      endDate: '2027-06-02T08:00',
    });
    expect(dawn.status).toBe(422);
    expect((await json<Problem>(dawn)).violations).toEqual(tooEarly);
    const six = await post('trip_activities', {
      title: 'Sunrise hike',
      startDate: '2027-06-02T06:00',
      endDate: '2027-06-02T08:00',
    });
    expect(six.status).toBe(201);
    // Moved earlier by a PATCH: refused the same way, and nothing changes.
    const hike = await json<{ '@id': string }>(six);
    const moved = await t.request('PATCH', hike['@id'], {
      token: admin,
      body: { startDate: '2027-06-02T05:30' },
      headers: { 'content-type': 'application/merge-patch+json' },
    });
    expect(moved.status).toBe(422);
    expect((await json<Problem>(moved)).violations).toEqual(tooEarly);
    // What the calendar does not show may start earlier: an early flight, the main activity.
    const flight = await post('trip_flights', {
      title: 'Early flight',
      startDate: '2027-06-03T05:10',
      endDate: '2027-06-03T07:00',
    });
    expect(flight.status).toBe(201);
    const main = await post('trip_activities', {
      title: 'Safari (main)',
      mainActivity: true,
      startDate: '2027-06-04T04:30',
      endDate: '2027-06-04T18:00',
    });
    expect(main.status).toBe(201);
  });
});
