import { describe, expect, it } from 'vitest';
import { clientStatuses, membershipStatuses } from '../enums/client-values.ts';
import { clientStates, membershipStates } from './client-states.ts';

const canMoveClient = clientStates.canMove;
const canMoveMembership = membershipStates.canMove;
const clientTransitions = clientStates.moves;
const membershipTransitions = membershipStates.moves;

describe('client and membership state machines', () => {
  it('allows only the designed client moves', () => {
    expect(canMoveClient('prospect', 'active')).toBe(true);
    expect(canMoveClient('prospect', 'vip')).toBe(false);
    expect(canMoveClient('active', 'vip')).toBe(true);
    expect(canMoveClient('vip', 'active')).toBe(true);
    expect(canMoveClient('inactive', 'active')).toBe(true);
    expect(canMoveClient('archived', 'active')).toBe(true);
    expect(canMoveClient('archived', 'vip')).toBe(false);
    expect(canMoveClient('prospect', 'inactive')).toBe(false);
  });

  it('ends a membership only when cancelled', () => {
    expect(canMoveMembership('expired', 'active')).toBe(true);
    expect(canMoveMembership('pending', 'suspended')).toBe(false);
    expect(canMoveMembership('cancelled', 'active')).toBe(false);
  });

  it('only names known statuses, every status reachable from another or a start', () => {
    for (const [table, statuses] of [
      [clientTransitions, clientStatuses],
      [membershipTransitions, membershipStatuses],
    ] as const) {
      expect(Object.keys(table).sort()).toEqual([...statuses].sort());
      for (const moves of Object.values(table) as { to: string }[][])
        for (const m of moves) expect(statuses as readonly string[]).toContain(m.to);
    }
  });
});
