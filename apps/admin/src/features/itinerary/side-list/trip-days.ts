import { formatItineraryDate } from '@backoffice/ui/format';

export type TripDay = { n: number; date: string; label: string };

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The trip's days, first to last: Day N and, for a trip, its date (DD MMM). */
export const tripDays = (startDate: string, endDate: string, withDates = true): TripDay[] => {
  const days: TripDay[] = [];
  for (let n = 1, date = startDate; date <= endDate && n <= 366; n++, date = addDays(date, 1)) {
    days.push({ n, date, label: withDates ? `Day ${n} — ${formatItineraryDate(date)}` : `Day ${n}` });
  }
  return days;
};

/** A day and a wall-clock time plus minutes, as a local date-time (2027-03-02T16:00:00). */
export const plusMinutes = (date: string, time: string, minutes: number) => {
  const d = new Date(`${date}T${time}:00Z`);
  d.setUTCMinutes(d.getUTCMinutes() + minutes);
  return d.toISOString().slice(0, 19);
};

export const durationMinutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

export { addDays };
