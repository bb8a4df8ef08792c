import { formatInTimeZone } from '@backoffice/ui/format';

// Due dates are instants kept in UTC (the API's dueDate); each viewer sees and enters them in their
// own time zone, never the zone of the browser that created the task (issue 26 API 4).
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** 11/30/2026 9:00 AM in the viewer's zone; '' without a date. */
export const formatDue = (value: string | null | undefined, timeZone = viewerTimeZone()) =>
  formatInTimeZone(value, timeZone, 'MM/DD/YYYY h:mm A');

/** The value of a datetime-local input (2026-11-30T09:00) for an instant, in the viewer's zone. */
export const toLocalInput = (value: string | null | undefined, timeZone = viewerTimeZone()) =>
  formatInTimeZone(value, timeZone, 'YYYY-MM-DD[T]HH:mm');

/**
 * The instant (ISO, UTC) a datetime-local value means in the viewer's zone; null when empty. The
 * browser reads a date-time without an offset in its own zone, which is the viewer's.
 */
export const fromLocalInput = (value: string) => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

const openStatuses = new Set(['pending', 'in-progress']);

/** An open task whose due instant has passed. */
export const isOverdue = (task: { status: string; dueDate: string | null }, now = Date.now()) =>
  openStatuses.has(task.status) && task.dueDate !== null && Date.parse(task.dueDate) < now;
