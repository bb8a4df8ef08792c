import type { Violation } from '../http/problem.ts';

// An item's start and end (as Postgres prints timestamps, compared as text) that fall outside
// [first, last], its trip's or template's span: a violation on each.
export const outsideSpan = (
  bounds: { startDate: string | null; endDate: string | null },
  first: string,
  last: string,
  message: string,
): Violation[] =>
  Object.entries(bounds)
    .filter(([, at]) => at && (at < first || at > last))
    .map(([propertyPath]) => ({ propertyPath, message }));
