import type { TripItem } from '@backoffice/sdk';
import { dragBody, startsTooEarly } from './calendar-rules.ts';

export const tooEarlyMessage = 'An event cannot start before 06:00.';
export const overlapMessage = (title: string) => `Events may not overlap: this would overlap ${title}.`;

const hourMs = 3_600_000;

/** What the calendar tells of a drag or a resize: the event as dropped and a way back. */
export type CalendarChange = {
  event: { id: string; start: Date | null; end: Date | null; allDay: boolean };
  revert: () => void;
};

/**
 * A drag or a resize (§5): reverted with a message when it starts before 06:00 (or lands on the
 * all-day row); otherwise sent at once as {start, end, strTime}, reverted when refused (the refusal's
 * message is the failed call's toast). Answers whether it was saved.
 */
export const applyCalendarChange = async (
  { event, revert }: CalendarChange,
  items: Map<string, TripItem>,
  onMove: (item: TripItem, body: ReturnType<typeof dragBody>) => Promise<unknown>,
  notify: (message: string) => void,
) => {
  const item = items.get(event.id);
  if (!item || !event.start) {
    revert();
    return false;
  }
  if (startsTooEarly(event.start, event.allDay)) {
    revert();
    notify(tooEarlyMessage);
    return false;
  }
  const end = event.end ?? new Date(event.start.getTime() + hourMs);
  try {
    await onMove(item, dragBody(event.start, end));
    return true;
  } catch {
    revert();
    return false;
  }
};
