import { beforeAll, describe, expect, it } from 'vitest';
import { tripStatuses } from '../enums/trip-status.ts';
import { adminAppForFile } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';
import { type TripStatus, tripStates } from './trip-states.ts';
import { type Collection, type Item, makeClient, makeTripOf } from './trip-test-helpers.ts';

describe('trip state machine', () => {
  it('names every status of product.md §4.1 and only those', () => {
    expect(Object.keys(tripStates.moves).sort()).toEqual([...tripStatuses].sort());
    for (const moves of Object.values(tripStates.moves))
      for (const m of moves) expect(tripStatuses as readonly string[]).toContain(m.to);
  });

  it('follows the process: inquiry, proposal, finalisation, travel, feedback, past, archive', () => {
    const path: TripStatus[] = [
      'new_inquiry',
      'inquiry_to_review',
      'inquiry_accepted',
      'inquiry_approved',
      'proposal_preparation',
      'proposal_pricing',
      'proposal_sent',
      'proposal_feedback',
      'proposal_approved_paid',
      'last_actions',
      'trip_finalization',
      'trip_sent',
      'trip_approved_paid',
      'pending_departure',
      'trip_ongoing',
      'issue_during_trip',
      'trip_ongoing',
      'trip_feedback',
      'past_trip',
      'archived',
      'past_trip',
    ];
    for (let i = 1; i < path.length; i++)
      expect([path[i - 1], path[i], tripStates.canMove(path[i - 1]!, path[i]!)]).toEqual([
        path[i - 1],
        path[i],
        true,
      ]);
    expect(tripStates.canMove('draft', 'past_trip')).toBe(false);
    expect(tripStates.canMove('new_inquiry', 'proposal_sent')).toBe(false);
    expect(tripStates.canMove('trip_ongoing', 'trip_cancelled')).toBe(false);
    expect(tripStates.canMove('past_trip', 'trip_ongoing')).toBe(false);
  });

  it('cancels from any state before the travel, and archives only past and cancelled trips', () => {
    const travel = [
      'trip_ongoing',
      'issue_during_trip',
      'trip_feedback',
      'past_trip',
      'trip_cancelled',
      'archived',
    ];
    for (const s of tripStatuses) {
      // An archived cancelled trip is restored as cancelled.
      const cancellable = s === 'trip_cancelled' || s === 'archived' || !travel.includes(s);
      expect([s, tripStates.canMove(s, 'trip_cancelled')]).toEqual([s, cancellable]);
      expect([s, tripStates.canMove(s, 'archived')]).toEqual([
        s,
        ['past_trip', 'trip_cancelled', 'archived'].includes(s),
      ]);
    }
  });

  it('reaches every status from a start', () => {
    const seen = new Set<string>(tripStates.starts);
    const queue = [...tripStates.starts] as string[];
    while (queue.length) {
      for (const t of tripStates.transitionsFrom(queue.shift()!)) {
        if (seen.has(t.status)) continue;
        seen.add(t.status);
        queue.push(t.status);
      }
    }
    expect([...seen].sort()).toEqual([...tripStatuses].sort());
  });
});

const t = adminAppForFile();
let client: Item;

beforeAll(async () => {
  client = await makeClient(t, t.admin, 'Mara', 'Quint');
});

describe('trip status API', () => {
  it('answers the possible transitions and moves the status, audited with before and after', async () => {
    const trip = await makeTripOf(t, t.admin, client, ['2027-03-01', '2027-03-05']);
    expect(trip.status).toBe('draft');
    const res = await t.request('GET', `/api/trip/possible-transitions/${trip.id}`, { token: t.admin });
    expect(res.status).toBe(200);
    const body = await json<{ status: string; transitions: { status: string; label: string }[] }>(res);
    expect(body.status).toBe('draft');
    expect(body.transitions.map((x) => x.status)).toEqual([
      'initial',
      'new_inquiry',
      'proposal_preparation',
      'issue',
      'trip_cancelled',
    ]);

    const moved = await t.request('PATCH', `/api/trips/${trip.id}/status-change`, {
      token: t.admin,
      body: { status: 'new_inquiry' },
    });
    expect(moved.status).toBe(200);
    expect(await json<Item>(moved)).toMatchObject({ status: 'new_inquiry' });

    const refused = await t.request('PATCH', `/api/trips/${trip.id}/status-change`, {
      token: t.admin,
      body: { status: 'past_trip' },
    });
    expect(refused.status).toBe(409);
    const problem = await json<{ 'hydra:description': string; allowed: string[] }>(refused);
    expect(problem['hydra:description']).toBe(
      'A new_inquiry trip cannot become past_trip. Allowed: inquiry_to_review, issue, trip_cancelled.',
    );
    expect(problem.allowed).toEqual(['inquiry_to_review', 'issue', 'trip_cancelled']);

    const unknown = await t.request('PATCH', `/api/trips/${trip.id}/status-change`, {
      token: t.admin,
      body: { status: 'flying' },
    });
    expect(unknown.status).toBe(422);
    expect(
      (
        await t.request('PATCH', '/api/trips/999999/status-change', {
          token: t.admin,
          body: { status: 'issue' },
        })
      ).status,
    ).toBe(404);

    const history = await json<Collection>(
      await t.request('GET', `/api/trips/${trip.id}/history`, { token: t.admin }),
    );
    const change = history['hydra:member'][0]!;
    expect(change).toMatchObject({ entity: 'Trip', action: 'update', actor: { name: expect.any(String) } });
    expect(change.changes).toEqual([
      {
        field: 'status',
        label: 'Status',
        before: 'draft',
        after: 'new_inquiry',
        beforeText: 'Draft',
        afterText: 'New inquiry',
        kind: 'text',
        currency: null,
      },
    ]);
  });

  it('guards a plain PATCH of the status the same way, and a new trip starts as draft, initial or inquiry', async () => {
    const trip = await makeTripOf(t, t.admin, client, ['2027-03-01', '2027-03-05'], {
      status: 'new_inquiry',
    });
    const refused = await t.request('PATCH', trip['@id'], {
      token: t.admin,
      body: { status: 'trip_ongoing' },
    });
    expect(refused.status).toBe(409);
    expect((await json<{ 'hydra:description': string }>(refused))['hydra:description']).toContain(
      'Allowed: inquiry_to_review',
    );
    const ok = await t.request('PATCH', trip['@id'], {
      token: t.admin,
      body: { status: 'inquiry_to_review' },
    });
    expect(ok.status).toBe(200);
    const badStart = await t.request('POST', '/api/trips', {
      token: t.admin,
      body: { client: client['@id'], startDate: '2027-03-01', endDate: '2027-03-05', status: 'past_trip' },
    });
    expect(badStart.status).toBe(422);
  });
});
