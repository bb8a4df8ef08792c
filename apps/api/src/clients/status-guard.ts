import { unprocessable } from '../http/problem.ts';
import type { Transition } from './client-states.ts';

// The status a PATCH or POST asks for must be a move of the record's state machine (422 otherwise),
// as vendor contracts do; a new record must start in one of `starts`.
export const guardStatus = <S extends string>(
  noun: string,
  table: Record<S, Transition<S>[]>,
  starts: readonly S[],
  from: S | undefined,
  to: S | undefined,
) => {
  if (to === undefined) return;
  const allowed =
    from === undefined ? starts.includes(to) : from === to || (table[from] ?? []).some((t) => t.to === to);
  if (allowed) return;
  throw unprocessable([
    {
      propertyPath: 'status',
      message: from
        ? `A ${from} ${noun} cannot become ${to}.`
        : `A new ${noun} starts as ${starts.join(' or ')}.`,
    },
  ]);
};
