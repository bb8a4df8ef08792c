// The task enums (GET /api/enums): a task's status (from product.md §4.2's values), its priority,
// what makes a template fire and whom the task it makes goes to.
export const taskStatuses = ['pending', 'in-progress', 'completed', 'cancelled'] as const;
export type TaskStatus = (typeof taskStatuses)[number];
// Statuses of a task still to do: reminders, the header count and date shifts look at these.
export const openTaskStatuses: readonly TaskStatus[] = ['pending', 'in-progress'];

export const taskPriorities = ['low', 'normal', 'high', 'urgent'] as const;

export const taskTriggers = [
  'trip_status',
  'item_status',
  'trip_created',
  'before_departure',
  'after_return',
  'request_unanswered',
  'cancel_by_approaching',
  'supplier_payment_due',
] as const;
export type TaskTrigger = (typeof taskTriggers)[number];

export const taskAssigneeRules = ['travel_director', 'fixed_user', 'actor'] as const;
