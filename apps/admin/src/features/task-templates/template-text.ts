import type { TripItem } from '@backoffice/sdk';

// What the task template screens know of a trigger and of the placeholders, as the server has them
// (apps/api tasks/automation): which triggers wait for a status, which count days, which fire for
// an item (only those fill {item.name}).
export const statusTriggers = { trip_status: 'trip', item_status: 'item' } as const;
export const timeTriggers = [
  'before_departure',
  'after_return',
  'request_unanswered',
  'cancel_by_approaching',
  'supplier_payment_due',
];
export const itemTriggers = [
  'item_status',
  'request_unanswered',
  'cancel_by_approaching',
  'supplier_payment_due',
];

export const isStatusTrigger = (trigger: string): trigger is keyof typeof statusTriggers =>
  trigger in statusTriggers;
export const isTimeTrigger = (trigger: string) => timeTriggers.includes(trigger);
export const isItemTrigger = (trigger: string) => itemTriggers.includes(trigger);

export const placeholders = ['trip.reference', 'client.name', 'trip.startDate', 'item.name'] as const;
export type PlaceholderValues = Partial<Record<(typeof placeholders)[number], string>>;

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A trip's start date as the server writes it into a task ("Mon, 5 January 2027"). */
export const startDateText = (date: string) => {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return `${weekdays[d.getUTCDay()]}, ${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};

/** A text with its placeholders filled; one without a value is left as written. */
export const renderPlaceholders = (text: string, values: PlaceholderValues) =>
  text.replace(
    /\{([^{}]*)\}/g,
    (whole, name: string) => values[name.trim() as keyof PlaceholderValues] ?? whole,
  );

/** The placeholders' values for a trip (and one of its items). */
export const placeholderValues = (
  trip: { reference: string; startDate: string; client?: { name: string } | null },
  item?: { name: string },
): PlaceholderValues => ({
  'trip.reference': trip.reference,
  'client.name': trip.client?.name ?? '',
  'trip.startDate': startDateText(trip.startDate),
  ...(item ? { 'item.name': item.name } : {}),
});

export type NamedItem = { id: number; name: string };
export type ItemNamer = (item: TripItem) => string;
