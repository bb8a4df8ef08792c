import { unprocessable } from '../http/problem.ts';
import type { Row } from './types.ts';

export type Transition<S extends string> = {
  to: S;
  label: string;
  /** A move only the server makes as part of a larger operation (a contract's renewal). */
  serverOnly?: boolean;
};

export type StateMachineSpec<S extends string> = {
  /** What the record is called in messages: "A draft contract cannot become renewed." */
  noun: string;
  /** Where a new record may start. */
  starts: readonly S[];
  /** Every status with the moves out of it; the keys are the statuses. */
  moves: Record<S, Transition<S>[]>;
};

export type StateMachine<S extends string> = StateMachineSpec<S> & {
  statuses: S[];
  /** The moves a client may ask for (staying put is always allowed). */
  canMove: (from: S, to: S) => boolean;
  /** Whether `to` is a move out of `from` at all, server-only moves included. */
  leadsTo: (from: S, to: S) => boolean;
  /** The answer of GET …/possible-transitions/{id}: every move out of `from`, labelled. */
  transitionsFrom: (from: string) => { status: S; label: string }[];
  /** Throws a 422 on `status` unless a record in `from` (undefined: new) may be asked to become `to`. */
  guard: (from: S | undefined, to: S | undefined) => void;
  /** `guard` for a write: from the record on file (none: new) to the status the client sent. */
  guardInput: (existing: Row | undefined, input: Row) => void;
};

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'An' : 'A');

// One mechanism for every record with a status that moves along a designed graph (contracts,
// clients, memberships, trips…): the table is data, the checks and the messages are the same.
export const defineStateMachine = <S extends string>(spec: StateMachineSpec<S>): StateMachine<S> => {
  const movesFrom = (from: string) => spec.moves[from as S] ?? [];
  const leadsTo = (from: S, to: S) => movesFrom(from).some((t) => t.to === to);
  const canMove = (from: S, to: S) =>
    from === to || movesFrom(from).some((t) => t.to === to && !t.serverOnly);
  const guard = (from: S | undefined, to: S | undefined) => {
    if (to === undefined) return;
    if (from === undefined ? spec.starts.includes(to) : canMove(from, to)) return;
    throw unprocessable([
      {
        propertyPath: 'status',
        message: from
          ? `${article(from)} ${from} ${spec.noun} cannot become ${to}.`
          : `A new ${spec.noun} starts as ${spec.starts.join(' or ')}.`,
      },
    ]);
  };
  return {
    ...spec,
    statuses: Object.keys(spec.moves) as S[],
    canMove,
    leadsTo,
    transitionsFrom: (from) => movesFrom(from).map((t) => ({ status: t.to, label: t.label })),
    guard,
    guardInput: (existing, input) => guard(existing?.status as S | undefined, input.status as S | undefined),
  };
};
