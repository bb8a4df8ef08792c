import type { Db } from '../db/client.ts';
import { taskTemplates } from '../db/schema/index.ts';
import { isEmpty } from './is-empty.ts';

// The agency's process as task templates (Settings › Updates): what the travel director is asked
// to do when a proposal is approved and paid, when an item is approved, and before departure.
export const demoTaskTemplates: (typeof taskTemplates.$inferInsert)[] = [
  {
    name: 'Book the approved trip',
    title: 'Book all items for {trip.reference}',
    description: '<p>{client.name} approved and paid the proposal: book every item of the trip.</p>',
    triggerType: 'trip_status',
    triggerStatus: 'proposal_approved_paid',
    dueOffsetDays: 2,
    assigneeRule: 'travel_director',
    priority: 'high',
    checklist: ['Send the booking requests', 'Record the confirmation numbers'],
  },
  {
    name: 'Book an approved item',
    title: 'Book {item.name}',
    description: '<p>The client approved {item.name} for {trip.reference}: request the booking.</p>',
    triggerType: 'item_status',
    triggerStatus: 'approved',
    dueOffsetDays: 1,
    assigneeRule: 'travel_director',
    requiresEvidence: true,
  },
  {
    name: 'Final documents',
    title: 'Send the final documents for {trip.reference}',
    description:
      '<p>{client.name} leaves on {trip.startDate}: send the vouchers and the final itinerary.</p>',
    triggerType: 'before_departure',
    triggerDays: 14,
    dueOffsetDays: 3,
    assigneeRule: 'travel_director',
    checklist: ['Vouchers', 'Final itinerary', 'Emergency contacts'],
  },
];

export const seedDemoTaskTemplates = async (tx: Db) => {
  if (!(await isEmpty(tx, taskTemplates))) return 0;
  await tx.insert(taskTemplates).values(demoTaskTemplates);
  return demoTaskTemplates.length;
};
