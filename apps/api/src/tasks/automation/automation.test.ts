import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, emailLogs, tasks, taskTemplates } from '../../db/schema/index.ts';
import { allJobs } from '../../jobs/all-jobs.ts';
import { demoTaskTemplates } from '../../seed/demo-task-templates.ts';
import { type AnyItem, adminAppForFile, callAs, postCreated } from '../../test/admin-app.ts';
import { makeClientTrip, makeTripOf, postItem } from '../../trips/trip-testing.ts';
import {
  changeStatus,
  dayFromToday,
  dayMs,
  idOf,
  makeTemplate,
  tasksOfTemplate,
  templateTasks,
  userIri,
} from './automation-testing.ts';
import { sendTaskReminders } from './reminders.ts';
import { taskTimeTriggersJob } from './time-triggers.job.ts';
import { fireTimeTriggers } from './time-triggers.ts';

const t = adminAppForFile();

// The tasks among `ids` that have their audit row of creation.
const auditedTasks = async (ids: number[]) =>
  (
    await t.db
      .select({ id: auditLog.entityId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'Task'),
          eq(auditLog.action, 'create'),
          sql`${auditLog.entityId} = any(${`{${ids.join(',')}}`}::int[])`,
        ),
      )
  ).map((r) => r.id);

let director: string;
let manager: string;
let inactive: string;

// Each test starts with no task and no active template (those of the tests before stay, off).
beforeEach(async () => {
  await t.db.delete(tasks);
  await t.db.update(taskTemplates).set({ active: false });
});

beforeAll(async () => {
  director = await userIri(t, 'travel@demo.travel');
  manager = await userIri(t, 'manager@demo.travel');
  inactive = await userIri(t, 'inactive@demo.travel');
});

describe('task template rules', () => {
  const post = (body: Record<string, unknown>) =>
    callAs(t, 'POST', '/api/task_templates', { name: 'Rule', title: 'Do it', ...body });
  const violationsOf = (body: AnyItem) =>
    ((body.violations ?? []) as { propertyPath: string }[]).map((v) => v.propertyPath);

  it('needs a status of the right kind for a status trigger, and none for the others', async () => {
    expect(violationsOf((await post({ triggerType: 'trip_status' })).body)).toEqual(['triggerStatus']);
    const itemStatus = await post({ triggerType: 'trip_status', triggerStatus: 'approved' });
    expect([itemStatus.status, violationsOf(itemStatus.body)]).toEqual([422, ['triggerStatus']]);
    const tripStatus = await post({ triggerType: 'item_status', triggerStatus: 'proposal_sent' });
    expect([tripStatus.status, violationsOf(tripStatus.body)]).toEqual([422, ['triggerStatus']]);
    const extra = await post({ triggerType: 'trip_created', triggerStatus: 'draft' });
    expect([extra.status, violationsOf(extra.body)]).toEqual([422, ['triggerStatus']]);
    expect((await post({ triggerType: 'item_status', triggerStatus: 'approved' })).status).toBe(201);
  });

  it('needs the days of a time trigger (0 or more)', async () => {
    expect(violationsOf((await post({ triggerType: 'before_departure' })).body)).toEqual(['triggerDays']);
    expect(violationsOf((await post({ triggerType: 'after_return', triggerDays: -1 })).body)).toEqual([
      'triggerDays',
    ]);
    const days = await post({ triggerType: 'trip_status', triggerStatus: 'draft', triggerDays: 3 });
    expect([days.status, violationsOf(days.body)]).toEqual([422, ['triggerDays']]);
    expect((await post({ triggerType: 'before_departure', triggerDays: 0 })).status).toBe(201);
  });

  it('needs an active user for a fixed_user rule, and no user for the other rules', async () => {
    const base = { triggerType: 'trip_created', assigneeRule: 'fixed_user' };
    expect(violationsOf((await post(base)).body)).toEqual(['assignee']);
    const off = await post({ ...base, assignee: inactive });
    expect([off.status, violationsOf(off.body)]).toEqual([422, ['assignee']]);
    const unknown = await post({ ...base, assignee: '/api/users/999999' });
    expect([unknown.status, violationsOf(unknown.body)]).toEqual([422, ['assignee']]);
    const stray = await post({ triggerType: 'trip_created', assigneeRule: 'actor', assignee: manager });
    expect([stray.status, violationsOf(stray.body)]).toEqual([422, ['assignee']]);
    const ok = await post({ ...base, assignee: manager });
    expect([ok.status, ok.body.assignee]).toEqual([201, manager]);
  });

  it('refuses an unknown placeholder, and {item.name} where no item fires the template', async () => {
    const typo = await post({
      triggerType: 'trip_created',
      title: 'Call {client.nme} about {trip.reference}',
    });
    expect([typo.status, violationsOf(typo.body)]).toEqual([422, ['title']]);
    expect(JSON.stringify(typo.body)).toContain('{client.nme}');
    const noItem = await post({ triggerType: 'trip_created', title: 'Book {item.name}' });
    expect([noItem.status, violationsOf(noItem.body)]).toEqual([422, ['title']]);
    const desc = await post({ triggerType: 'trip_created', description: '<p>{trip.price}</p>' });
    expect([desc.status, violationsOf(desc.body)]).toEqual([422, ['description']]);
    const all = await post({
      triggerType: 'item_status',
      triggerStatus: 'approved',
      title: '{item.name} for {client.name}, {trip.reference} on {trip.startDate}',
    });
    expect(all.status).toBe(201);
  });

  it('clears what a new trigger does not use when only the trigger is changed', async () => {
    const made = await post({ triggerType: 'trip_status', triggerStatus: 'proposal_sent' });
    const changed = await callAs(t, 'PATCH', made.body['@id'], {
      triggerType: 'before_departure',
      triggerDays: 7,
    });
    expect(changed.status).toBe(200);
    expect([changed.body.triggerStatus ?? null, changed.body.triggerDays]).toEqual([null, 7]);
    const bad = await callAs(t, 'PATCH', made.body['@id'], { triggerType: 'trip_status' });
    expect([bad.status, violationsOf(bad.body)]).toEqual([422, ['triggerStatus']]);
  });
});

describe('the demo templates', () => {
  it('pass the rules', async () => {
    for (const template of demoTaskTemplates) {
      const res = await callAs(t, 'POST', '/api/task_templates', { ...template, active: false });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  });
});

describe('templates fire in the transaction of the change', () => {
  it("makes a trip status's tasks once, for the rule's assignee, rendered, linked and audited", async () => {
    const checklist = ['Check the items', 'Send the invoice'];
    const forDirector = await makeTemplate(t, {
      triggerType: 'trip_status',
      triggerStatus: 'proposal_sent',
      title: 'Follow up {trip.reference} for {client.name}',
      description: '<p>Starts {trip.startDate} for {client.name}</p>',
      dueOffsetDays: 2,
      priority: 'high',
      checklist,
      requiresEvidence: true,
    });
    const forActor = await makeTemplate(t, {
      triggerType: 'trip_status',
      triggerStatus: 'proposal_sent',
      title: 'Call the client',
      assigneeRule: 'actor',
    });
    const forManager = await makeTemplate(t, {
      triggerType: 'trip_status',
      triggerStatus: 'proposal_sent',
      title: 'Review the proposal',
      assigneeRule: 'fixed_user',
      assignee: manager,
    });
    const off = await makeTemplate(t, {
      triggerType: 'trip_status',
      triggerStatus: 'proposal_sent',
      title: 'Inactive',
      active: false,
    });
    const other = await makeTemplate(t, {
      triggerType: 'trip_status',
      triggerStatus: 'trip_sent',
      title: 'x',
    });
    const client = await postCreated(t, '/api/clients', {
      firstName: 'Ada',
      lastName: '<Lovelace>',
      email: 'ada@example.test',
    });
    const trip = await makeTripOf(t, client, ['2027-03-12', '2027-03-20'], { travelDirector: director });
    await changeStatus(t, trip['@id'], 'proposal_preparation', 'proposal_pricing');
    expect(await templateTasks(t)).toEqual([]);
    const before = Date.now();
    await changeStatus(t, trip['@id'], 'proposal_sent');
    const [follow] = await tasksOfTemplate(t, forDirector.id);
    expect(follow).toMatchObject({
      title: `Follow up ${trip.reference} for Ada <Lovelace>`,
      description: '<p>Starts Fri, 12 March 2027 for Ada &lt;Lovelace&gt;</p>',
      status: 'pending',
      priority: 'high',
      assigneeId: idOf(director),
      tripId: trip.id,
      clientId: client.id,
      tripItemId: null,
      triggerKey: `trip:${trip.id}:status:proposal_sent`,
      checklist: checklist.map((label) => ({ label, done: false })),
      requiresEvidence: true,
      seen: false,
      createdBy: null,
    });
    const due = follow!.dueDate!.getTime() - 2 * dayMs;
    expect(due).toBeGreaterThanOrEqual(before - 1000);
    expect(due).toBeLessThanOrEqual(Date.now());
    // The actor rule: the user who made the change (the admin).
    const [call] = await tasksOfTemplate(t, forActor.id);
    expect(call?.assigneeId).toBe(idOf(await userIri(t, 'admin@demo.travel')));
    expect((await tasksOfTemplate(t, forManager.id)).map((x) => x.assigneeId)).toEqual([idOf(manager)]);
    expect(await tasksOfTemplate(t, off.id)).toEqual([]);
    expect(await tasksOfTemplate(t, other.id)).toEqual([]);
    const made = await templateTasks(t);
    expect(made).toHaveLength(3);
    const ids = made.map((m) => m.id).sort();
    expect((await auditedTasks(ids)).sort()).toEqual(ids);
    // The API serves them like any task.
    const listed = await callAs(t, 'GET', `/api/tasks?trip.id=${trip.id}`);
    expect(listed.body['hydra:totalItems']).toBe(3);

    // Back and forth: the proposal sent again is the same occurrence, no second task.
    await changeStatus(t, trip['@id'], 'proposal_feedback', 'proposal_sent');
    expect(await templateTasks(t)).toHaveLength(3);
  });

  it('skips a travel-director task when the trip has none, and makes the others', async () => {
    const template = await makeTemplate(t, { triggerType: 'trip_created', title: 'Welcome {client.name}' });
    const fixed = await makeTemplate(t, {
      triggerType: 'trip_created',
      title: 'Check {trip.reference}',
      assigneeRule: 'fixed_user',
      assignee: manager,
    });
    const { trip } = await makeClientTrip(t, 'Grace Hopper', ['2027-04-01', '2027-04-05']);
    expect(await tasksOfTemplate(t, template.id)).toEqual([]);
    expect(await tasksOfTemplate(t, fixed.id)).toMatchObject([
      { title: `Check ${trip.reference}`, triggerKey: `trip:${trip.id}:created` },
    ]);
    const { trip: directed } = await makeClientTrip(t, 'Alan Turing', ['2027-04-01', '2027-04-05'], {
      travelDirector: director,
    });
    expect(await tasksOfTemplate(t, template.id)).toMatchObject([
      { title: 'Welcome Alan Turing', tripId: directed.id, assigneeId: idOf(director) },
    ]);
    await callAs(t, 'PATCH', `/api/task_templates/${fixed.id}`, { active: false });
  });

  it('makes an item status task through the item PATCH, once, linked to the item', async () => {
    const template = await makeTemplate(t, {
      triggerType: 'item_status',
      triggerStatus: 'approved',
      title: 'Book {item.name} ({trip.reference})',
      dueOffsetDays: 1,
    });
    const { trip } = await makeClientTrip(t, 'Marie Curie', ['2027-05-01', '2027-05-08'], {
      travelDirector: director,
    });
    const item = await postItem(t, trip, 'activities', 'Louvre tour', [
      '2027-05-02T10:00',
      '2027-05-02T12:00',
    ]);
    expect(item.status).toBe(201);
    for (const status of ['priced', 'waiting_approval', 'approved']) {
      const res = await callAs(t, 'PATCH', `/api/trip_items/${item.body.id}`, { status });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect(await tasksOfTemplate(t, template.id)).toMatchObject([
      {
        title: `Book Louvre tour (${trip.reference})`,
        tripItemId: item.body.id,
        tripId: trip.id,
        triggerKey: `item:${item.body.id}:status:approved`,
        assigneeId: idOf(director),
      },
    ]);
    // Through the item type's own endpoint too, and once per occurrence.
    for (const status of ['to_reprice', 'priced', 'waiting_approval', 'approved']) {
      const res = await callAs(t, 'PATCH', `/api/trip_activities/${item.body.id}`, { status });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect(await tasksOfTemplate(t, template.id)).toHaveLength(1);
    const second = await postItem(t, trip, 'activities', 'Orsay', ['2027-05-03T10:00', '2027-05-03T12:00']);
    for (const status of ['priced', 'waiting_approval', 'approved'])
      await callAs(t, 'PATCH', `/api/trip_activities/${second.body.id}`, { status });
    expect((await tasksOfTemplate(t, template.id)).map((x) => x.title)).toEqual([
      `Book Louvre tour (${trip.reference})`,
      `Book Orsay (${trip.reference})`,
    ]);
  });

  it('makes an item status task when an alternative in that status is switched into the trip', async () => {
    const template = await makeTemplate(t, {
      triggerType: 'item_status',
      triggerStatus: 'priced',
      title: 'Propose {item.name}',
    });
    const { trip } = await makeClientTrip(t, 'Rosalind Franklin', ['2027-07-01', '2027-07-08'], {
      travelDirector: director,
    });
    const main = await postItem(t, trip, 'activities', 'Museum', ['2027-07-02T10:00', '2027-07-02T12:00']);
    // An option is not in the trip: reaching a status as an alternative makes nothing.
    const alt = await postItem(t, trip, 'activities', 'Gardens', ['2027-07-02T10:00', '2027-07-02T12:00'], {
      alternativeOf: main.body['@id'],
      status: 'priced',
    });
    expect(alt.status, JSON.stringify(alt.body)).toBe(201);
    expect(await tasksOfTemplate(t, template.id)).toEqual([]);
    const switched = await callAs(t, 'GET', `/api/switch-activity-alternative/${alt.body.id}`);
    expect(switched.status).toBe(200);
    expect(await tasksOfTemplate(t, template.id)).toMatchObject([
      { title: 'Propose Gardens', tripItemId: alt.body.id, triggerKey: `item:${alt.body.id}:status:priced` },
    ]);
  });

  it('makes nothing when the write fails', async () => {
    const template = await makeTemplate(t, {
      triggerType: 'trip_status',
      triggerStatus: 'initial',
      title: 'x',
    });
    const { trip } = await makeClientTrip(t, 'Niels Bohr', ['2027-06-01', '2027-06-05'], {
      travelDirector: director,
    });
    // A refused move (409) rolls back with it: no task.
    const refused = await callAs(t, 'PATCH', `${trip['@id']}/status-change`, { status: 'past_trip' });
    expect(refused.status).toBe(409);
    expect(await tasksOfTemplate(t, template.id)).toEqual([]);
  });
});

describe('time triggers', () => {
  it('fire once per occurrence across runs and a restart of the job, and skip what is not due', async () => {
    const departure = await makeTemplate(t, {
      triggerType: 'before_departure',
      triggerDays: 14,
      title: 'Send the final documents for {trip.reference}',
    });
    const back = await makeTemplate(t, {
      triggerType: 'after_return',
      triggerDays: 2,
      title: 'Ask {client.name}',
    });
    const soon = await makeClientTrip(t, 'Soon Leaving', [dayFromToday(10), dayFromToday(15)], {
      travelDirector: director,
    });
    await makeClientTrip(t, 'Later Leaving', [dayFromToday(30), dayFromToday(35)], {
      travelDirector: director,
    });
    const cancelled = await makeClientTrip(t, 'Never Leaving', [dayFromToday(5), dayFromToday(6)], {
      travelDirector: director,
    });
    await changeStatus(t, cancelled.trip['@id'], 'trip_cancelled');
    const returned = await makeClientTrip(t, 'Just Back', [dayFromToday(-10), dayFromToday(-3)], {
      travelDirector: director,
    });
    await makeClientTrip(t, 'Long Back', [dayFromToday(-40), dayFromToday(-30)], {
      travelDirector: director,
    });

    const first = await fireTimeTriggers(t.deps);
    expect(first).toHaveLength(2);
    expect(await tasksOfTemplate(t, departure.id)).toMatchObject([
      {
        tripId: soon.trip.id,
        title: `Send the final documents for ${soon.trip.reference}`,
        triggerKey: `trip:${soon.trip.id}:before_departure:14`,
      },
    ]);
    expect(await tasksOfTemplate(t, back.id)).toMatchObject([
      {
        tripId: returned.trip.id,
        title: 'Ask Just Back',
        triggerKey: `trip:${returned.trip.id}:after_return:2`,
      },
    ]);
    // Again, and as a new process would run it (the job holds nothing between runs).
    expect(await fireTimeTriggers(t.deps)).toEqual([]);
    await taskTimeTriggersJob.run({}, { deps: t.deps, jobId: 'restart', attempt: 1 });
    expect(await templateTasks(t)).toHaveLength(2);
    expect(await auditedTasks(first.map((m) => m.id))).toHaveLength(2);
    // Durable scheduled jobs that every worker process starts.
    expect(allJobs.filter((j) => j.name.startsWith('tasks.')).map((j) => [j.name, j.cron])).toEqual([
      ['tasks.time-triggers', '*/15 * * * *'],
      ['tasks.reminders', '0 7 * * *'],
    ]);
  });

  it('fire for an item whose supplier request is unanswered N days after it was sent', async () => {
    const template = await makeTemplate(t, {
      triggerType: 'request_unanswered',
      triggerDays: 3,
      title: 'Chase the supplier for {item.name}',
    });
    const { trip } = await makeClientTrip(t, 'Waiting Vendor', [dayFromToday(40), dayFromToday(45)], {
      travelDirector: director,
    });
    const item = await postItem(t, trip, 'activities', 'Balloon ride', [
      `${dayFromToday(41)}T10:00`,
      `${dayFromToday(41)}T12:00`,
    ]);
    const answered = await postItem(t, trip, 'activities', 'Boat', [
      `${dayFromToday(42)}T10:00`,
      `${dayFromToday(42)}T12:00`,
    ]);
    for (const it of [item, answered])
      for (const status of ['priced', 'waiting_approval', 'approved', 'waiting_booking'])
        expect((await callAs(t, 'PATCH', `/api/trip_items/${it.body.id}`, { status })).status).toBe(200);
    await callAs(t, 'PATCH', `/api/trip_items/${answered.body.id}`, { status: 'booked' });
    expect(await fireTimeTriggers(t.deps, new Date(Date.now() + 2 * dayMs))).toEqual([]);
    const later = new Date(Date.now() + 4 * dayMs);
    expect(await fireTimeTriggers(t.deps, later)).toHaveLength(1);
    expect(await fireTimeTriggers(t.deps, later)).toHaveLength(0);
    expect(await tasksOfTemplate(t, template.id)).toMatchObject([
      { tripItemId: item.body.id, title: 'Chase the supplier for Balloon ride' },
    ]);
  });
});

describe('supplier date triggers', () => {
  it("fire N days before an item's cancel-by date and its supplier payment due date, once per date", async () => {
    const cancel = await makeTemplate(t, {
      triggerType: 'cancel_by_approaching',
      triggerDays: 3,
      title: 'Cancel or keep {item.name}',
    });
    const pay = await makeTemplate(t, {
      triggerType: 'supplier_payment_due',
      triggerDays: 5,
      title: 'Pay the supplier of {item.name}',
    });
    const { trip } = await makeClientTrip(t, 'Supplier Terms', [dayFromToday(60), dayFromToday(65)], {
      travelDirector: director,
    });
    const item = await postItem(t, trip, 'activities', 'Vineyard lunch', [
      `${dayFromToday(61)}T12:00`,
      `${dayFromToday(61)}T14:00`,
    ]);
    const terms = { cancelByDate: dayFromToday(10), supplierPaymentDueDate: dayFromToday(20) };
    const patched = await callAs(t, 'PATCH', `/api/trip_items/${item.body.id}`, terms);
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject(terms);
    const titles = async () => [
      ...(await tasksOfTemplate(t, cancel.id)).map((x) => x.title),
      ...(await tasksOfTemplate(t, pay.id)).map((x) => x.title),
    ];
    await fireTimeTriggers(t.deps, new Date());
    expect(await titles()).toEqual([]);
    // Eight days on: the cancel-by date is two days away, the payment twelve.
    const soon = new Date(Date.now() + 8 * dayMs);
    await fireTimeTriggers(t.deps, soon);
    await fireTimeTriggers(t.deps, soon);
    expect(await titles()).toEqual(['Cancel or keep Vineyard lunch']);
    // Sixteen days on: the payment is due in four days; the cancel-by date has passed.
    await fireTimeTriggers(t.deps, new Date(Date.now() + 16 * dayMs));
    expect(await titles()).toEqual(['Cancel or keep Vineyard lunch', 'Pay the supplier of Vineyard lunch']);
    expect((await tasksOfTemplate(t, pay.id))[0]).toMatchObject({ tripItemId: item.body.id });
  });
});

describe("a trip's new dates", () => {
  it('move its open time-triggered tasks by as many days, not the done ones nor the others', async () => {
    const departure = await makeTemplate(t, {
      triggerType: 'before_departure',
      triggerDays: 20,
      title: 'Docs',
    });
    const departure2 = await makeTemplate(t, {
      triggerType: 'before_departure',
      triggerDays: 21,
      title: 'Visa',
    });
    const status = await makeTemplate(t, { triggerType: 'trip_created', title: 'Welcome' });
    const { trip } = await makeClientTrip(t, 'Moving Trip', [dayFromToday(10), dayFromToday(12)], {
      travelDirector: director,
    });
    await fireTimeTriggers(t.deps);
    // (The trips of the tests before that leave within 20 days get theirs too.)
    const ofTrip = async (id: number) => (await tasksOfTemplate(t, id)).filter((x) => x.tripId === trip.id);
    const [docs] = await ofTrip(departure.id);
    const [visa] = await ofTrip(departure2.id);
    const [welcome] = await ofTrip(status.id);
    await t.db
      .update(tasks)
      .set({ status: 'completed', completedAt: new Date() })
      .where(eq(tasks.id, visa!.id));
    const moved = await callAs(t, 'PATCH', trip['@id'], {
      startDate: dayFromToday(15),
      endDate: dayFromToday(17),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const after = new Map((await templateTasks(t)).map((x) => [x.id, x]));
    expect(after.get(docs!.id)!.dueDate!.getTime() - docs!.dueDate!.getTime()).toBe(5 * dayMs);
    expect(after.get(docs!.id)!.version).toBe(docs!.version + 1);
    expect(after.get(visa!.id)!.dueDate).toEqual(visa!.dueDate);
    expect(after.get(welcome!.id)!.dueDate).toEqual(welcome!.dueDate);
    for (const tpl of [departure, departure2, status])
      await callAs(t, 'PATCH', tpl['@id'], { active: false });
  });
});

describe('reminders', () => {
  it('e-mail each assignee their overdue open tasks once a day', async () => {
    const { trip } = await makeClientTrip(t, 'Late Tasks', [dayFromToday(20), dayFromToday(22)]);
    const base = { tripId: trip.id, assigneeId: idOf(director) };
    const yesterday = new Date(Date.now() - dayMs);
    const rows = await t.db
      .insert(tasks)
      .values([
        { ...base, title: 'Overdue one', dueDate: yesterday },
        { ...base, title: 'Overdue two', dueDate: new Date(Date.now() - 3 * dayMs), status: 'in-progress' },
        { ...base, title: 'Done late', dueDate: yesterday, status: 'completed' },
        { ...base, title: 'Not yet', dueDate: new Date(Date.now() + dayMs) },
        { ...base, title: 'Manager late', dueDate: yesterday, assigneeId: idOf(manager) },
        { ...base, title: 'Inactive late', dueDate: yesterday, assigneeId: idOf(inactive) },
      ])
      .returning();
    const now = new Date();
    expect(await sendTaskReminders(t.deps, now)).toBe(3);
    const logs = await t.db.select().from(emailLogs).where(eq(emailLogs.scope, 'task-reminder'));
    expect(logs.map((l) => [l.recipient, l.subject]).sort()).toEqual([
      ['manager@demo.travel', 'Overdue task: Manager late'],
      ['travel@demo.travel', 'You have 2 overdue tasks'],
    ]);
    // Once per task and day: again today, nothing; tomorrow, the ones still overdue.
    expect(await sendTaskReminders(t.deps, now)).toBe(0);
    expect(await sendTaskReminders(t.deps, new Date(now.getTime() + dayMs))).toBe(4);
    const marked = await t.db.select().from(tasks).where(eq(tasks.id, rows[0]!.id));
    expect(marked[0]!.remindedOn).toBe(new Date(now.getTime() + dayMs).toISOString().slice(0, 10));
    await t.drainJobs();
    const sent = await t.db.select().from(emailLogs).where(eq(emailLogs.scope, 'task-reminder'));
    expect(sent.map((l) => l.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
  });
});
