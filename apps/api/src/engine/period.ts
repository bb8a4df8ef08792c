import { unprocessable } from '../http/problem.ts';
import type { Row } from './types.ts';

// A record's startDate and endDate after this write: as written, else as on file (a PATCH may
// send only one of them; null clears).
export const periodOf = (values: Row, existing: Row | undefined) => ({
  start: (values.startDate !== undefined ? values.startDate : existing?.startDate) as
    | string
    | null
    | undefined,
  end: (values.endDate !== undefined ? values.endDate : existing?.endDate) as string | null | undefined,
});

export const endBeforeStart = () =>
  unprocessable([{ propertyPath: 'endDate', message: 'The end date must not be before the start date.' }]);

// A period whose end comes before its start is refused (422 on endDate); either may be open.
export const refuseEndBeforeStart = (values: Row, existing: Row | undefined) => {
  const { start, end } = periodOf(values, existing);
  if (start && end && end < start) throw endBeforeStart();
};
