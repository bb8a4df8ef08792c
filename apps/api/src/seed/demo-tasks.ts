import { and, asc, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { isEmpty } from './is-empty.ts';

// The demo tasks (issue 26, Demo data): about 60 to-dos across the demo users, due around the day
// of the seed (some overdue, some done), on the demo trips, clients and vendors or on nothing,
// some with a comment thread; and the travel director on the demo trips. Written in bulk as
// fixtures (no audit rows), after the trips.

const day = 86_400_000;

// [title, assignee e-mail, creator e-mail, days from the seed day to the due date, status,
//  priority, what it is about: trip n / client n / vendor n / nothing]
type DemoTask = [
  string,
  string,
  string,
  number,
  string,
  string,
  `${'trip' | 'client' | 'vendor'}:${number}` | '',
];

const T = 'travel@demo.travel';
const M = 'manager@demo.travel';
const A = 'admin@demo.travel';
const V = 'vendor@demo.travel';
const C = 'content@demo.travel';
const K = 'marketing@demo.travel';
const J = 'journal@demo.travel';
const F = 'accountant@demo.travel';

const demoTasks: DemoTask[] = [
  ['Book all items for the villa summer', T, M, 2, 'pending', 'high', 'trip:11'],
  ['Send the final documents', T, M, -1, 'pending', 'urgent', 'trip:14'],
  ['Confirm the Hôtel du Cap-Eden-Roc rooms', T, T, -3, 'in-progress', 'high', 'trip:12'],
  ['Réserver le dîner chez Mère Brazier', T, M, 1, 'pending', 'normal', 'trip:13'],
  ['Chase the DMC for the safari lodge quote', T, T, -6, 'pending', 'high', 'trip:1'],
  ['Check the passports are valid six months after return', T, M, 5, 'pending', 'normal', 'trip:16'],
  ['Call the client about the honeymoon upgrade', T, A, 0, 'in-progress', 'normal', 'trip:2'],
  ['Reconfirm the airport transfers', T, T, -2, 'completed', 'normal', 'trip:17'],
  ['Send the welcome pack to the guests', T, M, 4, 'pending', 'low', 'trip:15'],
  ['Collect the feedback after the coast road', T, M, 7, 'pending', 'normal', 'trip:19'],
  ['Handle the lost luggage claim', T, M, -1, 'in-progress', 'urgent', 'trip:18'],
  ['Price the glacier helicopter option', T, T, 10, 'pending', 'normal', 'trip:5'],
  ['Review the inquiry with the client', T, A, 3, 'pending', 'normal', 'trip:3'],
  ['Book the wine tasting at Château Margaux', T, T, -8, 'completed', 'normal', 'trip:8'],
  ['Update the proposal with the new dates', T, M, 1, 'pending', 'high', 'trip:9'],
  ['Ask the spa for the couple treatment times', T, T, -4, 'pending', 'normal', 'trip:12'],
  ['Refund the cancelled safari deposit', F, M, -5, 'in-progress', 'high', 'trip:22'],
  ['Invoice the balance of the board retreat', F, M, 2, 'pending', 'high', 'trip:15'],
  ['Reconcile the supplier payments of the grand loop', F, F, 6, 'pending', 'normal', 'trip:13'],
  ['Chase the unpaid deposit', F, M, -10, 'pending', 'urgent', 'client:1'],
  ['Check the VAT on the conference invoices', F, A, -30, 'completed', 'normal', 'trip:21'],
  ['Prepare the quarterly commission report', F, A, 14, 'pending', 'normal', ''],
  ['Send the anniversary card to Mrs Müller', K, M, 9, 'pending', 'low', 'client:4'],
  ['Photos of the villa for the newsletter', K, K, 12, 'pending', 'normal', 'trip:11'],
  ['Plan the spring campaign', K, A, 21, 'in-progress', 'normal', ''],
  ['Ask the client for a testimonial', K, M, -7, 'pending', 'low', 'client:9'],
  ['Thank-you gift for the referral', K, M, 3, 'pending', 'normal', 'client:2'],
  ['Write the Positano guide', C, C, 8, 'in-progress', 'normal', ''],
  ['Update the Ritz Paris description', C, M, -2, 'pending', 'normal', 'vendor:1'],
  ['New photos of the ryokan rooms', C, C, 15, 'pending', 'low', 'vendor:3'],
  ['Check the spa menus are current', C, M, -12, 'completed', 'low', 'vendor:5'],
  ['Translate the Loire itinerary', C, T, 6, 'pending', 'normal', 'trip:0'],
  ['Journal: ten days in Patagonia', J, J, 11, 'in-progress', 'normal', ''],
  ['Journal: interview the sommelier', J, K, 18, 'pending', 'low', ''],
  ['Proofread the winter issue', J, J, -3, 'pending', 'normal', ''],
  ['Send the updated rate sheet', V, M, 4, 'pending', 'normal', 'vendor:2'],
  ['Confirm the room block for September', V, T, -1, 'pending', 'high', 'vendor:4'],
  ['Upload the new contract', V, M, 7, 'pending', 'normal', 'vendor:6'],
  ['Answer the availability request', V, T, -4, 'in-progress', 'high', 'vendor:1'],
  ['Approve the proposal pricing', M, T, 1, 'pending', 'high', 'trip:9'],
  ['Review the overdue payments', M, F, -2, 'pending', 'high', ''],
  ['Assign a director to the new inquiries', M, A, 0, 'pending', 'normal', 'trip:2'],
  ['Weekly team review', M, M, 2, 'pending', 'normal', ''],
  ['Sign off the grand loop itinerary', M, T, -5, 'completed', 'normal', 'trip:13'],
  ['Call the VIP client back', M, A, -1, 'pending', 'urgent', 'client:0'],
  ['Renew the DMC contract in Kenya', M, M, 25, 'pending', 'normal', 'vendor:7'],
  ['Decide on the issue trip compensation', M, T, -9, 'in-progress', 'high', 'trip:6'],
  ['Yearly supplier review', A, A, 30, 'pending', 'low', ''],
  ['Check the new staff accounts', A, A, -6, 'completed', 'normal', ''],
  ['Approve the marketing budget', A, K, 5, 'pending', 'normal', ''],
  ['Back office training for the travel team', A, M, 16, 'pending', 'low', ''],
  ['Archive the old family trip files', A, M, -40, 'cancelled', 'low', 'trip:23'],
  ['Follow up on the Deserts and oases proposal', T, M, 9, 'pending', 'normal', 'trip:24'],
  ['Book the Christmas market guide', T, T, 20, 'pending', 'low', 'client:5'],
  ['Reconfirm the restaurant in Saint-Émilion', T, T, -1, 'pending', 'normal', 'trip:8'],
  ['Send the dietary needs to the chef', T, M, 3, 'pending', 'normal', 'trip:16'],
  ['Get the supplier confirmation for the yacht', T, M, 1, 'pending', 'high', 'trip:12'],
  ['Check the school holidays dates', T, T, -15, 'completed', 'low', 'trip:17'],
  ['Birthday surprise for the fiftieth', T, A, 12, 'pending', 'normal', 'trip:3'],
  ['Update the client preferences after the call', T, T, -2, 'pending', 'low', 'client:7'],
];

// [index of the task, author e-mail, hours after the task's creation, body]
const demoComments: [number, string, number, string][] = [
  [0, M, 1, '<p>The villa owner wants the balance <strong>before</strong> we book the boat.</p>'],
  [0, T, 3, '<p>Asked the DMC, waiting for their answer.</p>'],
  [1, T, 2, '<p>Documents ready, waiting for the last ferry times.</p>'],
  [2, T, 1, '<p>The hotel holds the rooms until Friday.</p>'],
  [2, M, 5, '<p>Please get it in writing.</p>'],
  [4, T, 4, '<p>Second reminder sent.</p>'],
  [10, T, 1, '<p>Claim filed with the airline, reference <em>LH-48213</em>.</p>'],
  [10, M, 2, '<p>Offer the client a shopping allowance meanwhile.</p>'],
  [16, F, 3, '<p>Deposit refunded minus the lodge fee.</p>'],
  [19, F, 1, '<p>Sent a friendly reminder; no answer yet.</p>'],
  [19, M, 6, '<p>Call them tomorrow, please.</p>'],
  [22, K, 2, '<p>Card ordered — « Joyeux anniversaire ».</p>'],
  [36, V, 1, '<p>Only 8 of the 10 rooms are free on the 12th.</p>'],
  [36, T, 2, '<p>Fine, take 8 and look for a second hotel nearby.</p>'],
  [39, T, 1, '<p>Margins checked on every item.</p>'],
  [45, A, 1, '<p>Mrs Ødegaard asked for you by name.</p>'],
  [46, T, 2, '<p>The client accepts a free night.</p>'],
  [56, M, 1, '<p>The charter company sends the PDF today.</p>'],
];

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
  if (!userId.has(T)) return 0;
  const trips = await tx
    .select({ id: s.trips.id, clientId: s.trips.clientId })
    .from(s.trips)
    .orderBy(asc(s.trips.id));
  // The travel team's director on every demo trip but the new inquiries (someone still has to
  // take them: the manager's "Assign a director" task).
  await tx
    .update(s.trips)
    .set({ travelDirectorId: userId.get(T)! })
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
      assigneeId: userId.get(assignee)!,
      createdBy: userId.get(creator)!,
      updatedBy: userId.get(creator)!,
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
      createdBy: userId.get(author)!,
      updatedBy: userId.get(author)!,
      createdAt: at,
      updatedAt: at,
    };
  });
  await tx.insert(s.taskComments).values(comments);
  return made.length;
};

// For the seed test: the demo tasks' count and the comment count.
export const demoTaskCounts = { tasks: demoTasks.length, comments: demoComments.length };
