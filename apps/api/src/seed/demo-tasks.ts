import { and, asc, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import data from './demo-tasks.json' with { type: 'json' };
import { isEmpty } from './is-empty.ts';

// The demo tasks (issue 26, Demo data): about 60 to-dos across the demo users, due around the day
// of the seed (some overdue, some done), on the demo trips, clients and vendors or on nothing,
// some with a comment thread; and the travel director on the demo trips. Written in bulk as
// fixtures (no audit rows), after the trips.

const day = 86_400_000;

// The data (demo-tasks.json): per task [title, assignee, creator, days from the seed day to the due
// date, status, priority, what it is about: trip n / client n / vendor n / nothing], per comment
// [index of the task, author, hours after the task's creation, body]; a person is the demo user
// `<name>@demo.travel`.
type DemoTask = [string, string, string, number, string, string, string];
type DemoComment = [number, string, number, string];
const demoTasks = data.tasks as DemoTask[];
const demoComments = data.comments as DemoComment[];
const demoUser = (name: string) => `${name}@demo.travel`;

type Refs = { trips: { id: number; clientId: number }[]; clients: number[]; vendors: number[] };

const about = (what: DemoTask[6], refs: Refs) => {
  const [kind, n] = what.split(':');
  const i = Number(n);
  if (kind === 'trip' && refs.trips[i])
    return { tripId: refs.trips[i]!.id, clientId: refs.trips[i]!.clientId };
  if (kind === 'client' && refs.clients[i] !== undefined) return { clientId: refs.clients[i]! };
  if (kind === 'vendor' && refs.vendors[i] !== undefined) return { vendorId: refs.vendors[i]! };
  return {};
};

// Answers the number of tasks made (0 when there were tasks already, or no users).
export const seedDemoTasks = async (tx: Db, now = Date.now()) => {
  if (!(await isEmpty(tx, s.tasks))) return 0;
  const people = await tx.select({ id: s.users.id, email: s.users.email }).from(s.users);
  const userId = new Map(people.map((u) => [u.email, u.id]));
  const travel = userId.get(demoUser('travel'));
  if (travel === undefined) return 0;
  const trips = await tx
    .select({ id: s.trips.id, clientId: s.trips.clientId })
    .from(s.trips)
    .orderBy(asc(s.trips.id));
  // The travel team's director on every demo trip but the new inquiries (someone still has to
  // take them: the manager's "Assign a director" task).
  await tx
    .update(s.trips)
    .set({ travelDirectorId: travel })
    .where(
      and(notInArray(s.trips.status, ['new_inquiry', 'inquiry_to_review']), isNull(s.trips.travelDirectorId)),
    );
  const clients = (
    await tx.select({ id: s.clients.id }).from(s.clients).orderBy(asc(s.clients.id)).limit(20)
  ).map((c) => c.id);
  const vendors = (
    await tx.select({ id: s.vendors.id }).from(s.vendors).orderBy(asc(s.vendors.id)).limit(20)
  ).map((v) => v.id);
  const refs: Refs = { trips, clients, vendors };
  // Due at 09:00 UTC (or 15:00 every third task) on the day given; created two days before the
  // earlier of that day and the seed day.
  const today = Math.floor(now / day) * day;
  const rows = demoTasks.map(([title, assignee, creator, dueIn, status, priority, what], i) => {
    const due = new Date(today + dueIn * day + (i % 3 === 2 ? 15 : 9) * 3_600_000);
    const created = new Date(Math.min(due.getTime(), now) - 2 * day);
    const done = status === 'completed';
    return {
      title,
      status,
      priority,
      dueDate: due,
      assigneeId: userId.get(demoUser(assignee))!,
      createdBy: userId.get(demoUser(creator))!,
      updatedBy: userId.get(demoUser(creator))!,
      createdAt: created,
      updatedAt: done ? due : created,
      // What the header list shows unseen: about a third of the open tasks.
      seen: done || status === 'cancelled' || i % 3 !== 0,
      completedAt: done ? new Date(Math.min(due.getTime(), now - 3_600_000)) : null,
      requiresEvidence: title.includes('supplier confirmation'),
      ...about(what, refs),
    };
  });
  const made = await tx
    .insert(s.tasks)
    .values(rows)
    .returning({ id: s.tasks.id, createdAt: s.tasks.createdAt });
  const comments = demoComments.map(([index, author, hours, body]) => {
    const at = new Date(made[index]!.createdAt.getTime() + hours * 3_600_000);
    return {
      taskId: made[index]!.id,
      body,
      createdBy: userId.get(demoUser(author))!,
      updatedBy: userId.get(demoUser(author))!,
      createdAt: at,
      updatedAt: at,
    };
  });
  await tx.insert(s.taskComments).values(comments);
  return made.length;
};

// For the seed test: the demo tasks' count and the comment count.
export const demoTaskCounts = { tasks: demoTasks.length, comments: demoComments.length };
