import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailLogs, tasks, taskTemplates } from '../../db/schema/index.ts';
import { adminAppForFile, callAs } from '../../test/admin-app.ts';
import { makeClientTrip, postItem } from '../../trips/trip-testing.ts';
import {
  changeStatus,
  dayFromToday,
  dayMs,
  idOf,
  makeTemplate,
  templateTasks,
  userIri,
} from './automation-testing.ts';
import { sendTaskReminders } from './reminders.ts';
import { fireTimeTriggers } from './time-triggers.ts';

// Concurrent writers on PostgreSQL (PGlite is one session: nothing runs at once there).
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('task automation under concurrent writers (PostgreSQL)', () => {
  const t = adminAppForFile({ poolSize: 24 });
  let director: string;
  let manager: string;

  beforeAll(async () => {
    director = await userIri(t, 'travel@demo.travel');
    manager = await userIri(t, 'manager@demo.travel');
  });
  beforeEach(async () => {
    await t.db.delete(tasks);
    await t.db.update(taskTemplates).set({ active: false });
  });

  const threeTemplates = async (trigger: Record<string, unknown>) => {
    await makeTemplate(t, { ...trigger, title: 'For the director' });
    await makeTemplate(t, { ...trigger, title: 'For the actor', assigneeRule: 'actor' });
    await makeTemplate(t, {
      ...trigger,
      title: 'For the manager',
      assigneeRule: 'fixed_user',
      assignee: manager,
    });
  };

  it('makes a status change’s tasks once under 20 identical requests at once', async () => {
    await threeTemplates({ triggerType: 'trip_status', triggerStatus: 'proposal_sent' });
    const { trip } = await makeClientTrip(t, 'Twenty Requests', ['2027-09-01', '2027-09-10'], {
      travelDirector: director,
    });
    await changeStatus(t, trip['@id'], 'proposal_preparation', 'proposal_pricing');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        callAs(t, 'PATCH', `${trip['@id']}/status-change`, { status: 'proposal_sent' }),
      ),
    );
    // The same status again is no move (the trip's lock orders them): all pass, one moved it.
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    const made = await templateTasks(t);
    expect(made.map((m) => m.title).sort()).toEqual(['For the actor', 'For the director', 'For the manager']);
    expect(new Set(made.map((m) => m.triggerKey))).toEqual(new Set([`trip:${trip.id}:status:proposal_sent`]));
  });

  it('makes an item status’s tasks once under 20 identical item PATCHes at once', async () => {
    await threeTemplates({ triggerType: 'item_status', triggerStatus: 'approved' });
    const { trip } = await makeClientTrip(t, 'Twenty Patches', ['2027-10-01', '2027-10-10'], {
      travelDirector: director,
    });
    const item = await postItem(t, trip, 'activities', 'Gondola', ['2027-10-02T10:00', '2027-10-02T11:00']);
    for (const status of ['priced', 'waiting_approval'])
      expect((await callAs(t, 'PATCH', `/api/trip_items/${item.body.id}`, { status })).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        callAs(t, 'PATCH', `/api/trip_items/${item.body.id}`, { status: 'approved' }),
      ),
    );
    // The same value again is no move: every request passes, one of them made the change.
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    expect((await templateTasks(t)).map((m) => m.tripItemId)).toEqual([
      item.body.id,
      item.body.id,
      item.body.id,
    ]);
  });

  it('fires a time trigger once when two processes run the job at the same time', async () => {
    await makeTemplate(t, {
      triggerType: 'before_departure',
      triggerDays: 30,
      title: 'Docs {trip.reference}',
    });
    const trips = [];
    for (let i = 0; i < 5; i++)
      trips.push(
        (
          await makeClientTrip(
            t,
            `Leaving Soon${'x'.repeat(i)}`,
            [dayFromToday(5 + i), dayFromToday(8 + i)],
            {
              travelDirector: director,
            },
          )
        ).trip,
      );
    const runs = await Promise.all(Array.from({ length: 4 }, () => fireTimeTriggers(t.deps)));
    const made = await templateTasks(t);
    expect(runs.flat()).toHaveLength(made.length);
    for (const trip of trips) expect(made.filter((m) => m.tripId === trip.id)).toHaveLength(1);
  });

  it('reminds each overdue task once when two runs meet', async () => {
    const { trip } = await makeClientTrip(t, 'Late Again', [dayFromToday(20), dayFromToday(22)]);
    const due = new Date(Date.now() - dayMs);
    await t.db.insert(tasks).values(
      Array.from({ length: 30 }, (_, i) => ({
        title: `Late ${i}`,
        tripId: trip.id,
        dueDate: due,
        assigneeId: idOf(i % 2 ? director : manager),
      })),
    );
    const counts = await Promise.all([sendTaskReminders(t.deps), sendTaskReminders(t.deps)]);
    expect(counts[0]! + counts[1]!).toBe(30);
    const logs = await t.db.select().from(emailLogs).where(eq(emailLogs.scope, 'task-reminder'));
    // One e-mail per assignee and run that found tasks: two or, when the runs split them, up to four.
    expect(logs.length).toBeGreaterThanOrEqual(2);
    expect(logs.length).toBeLessThanOrEqual(4);
  });
});
