import { addDays, daysBetween } from '../trips/trip-days.ts';

// Templates carry no real dates (product.md §3): their items sit on a fixed reference calendar
// where day 1 is 2000-01-01, so a stored date-time '2000-01-03 14:30:00' reads "day 3 at 14:30".
// Trips and templates then share the same item columns, and moving between them is one shift.
export const referenceDate = '2000-01-01';

// The reference date of template day `day` (1-based).
export const referenceDay = (day: number) => addDays(referenceDate, day - 1);

// '2000-01-03 14:30:00' → { day: 3, time: '14:30' }.
export const dayAndTime = (value: unknown) => {
  if (value === null || value === undefined) return { day: null, time: null };
  const text = String(value).replace('T', ' ');
  return { day: daysBetween(referenceDate, text.slice(0, 10)) + 1, time: text.slice(11, 16) || '00:00' };
};

// A date-time moved by `days` whole days, keeping its time of day (text in Postgres' form).
export const shiftDateTime = (value: unknown, days: number) => {
  if (value === null || value === undefined) return null;
  const text = String(value).replace('T', ' ');
  return `${addDays(text.slice(0, 10), days)}${text.slice(10) || ' 00:00:00'}`;
};
