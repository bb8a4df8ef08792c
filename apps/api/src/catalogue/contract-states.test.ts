import { describe, expect, it } from 'vitest';
import { canRenew, contractStates, nextPeriod } from './contract-states.ts';

const { canMove } = contractStates;

describe('contract state machine', () => {
  it('allows only the designed moves', () => {
    expect(canMove('draft', 'active')).toBe(true);
    expect(canMove('draft', 'expired')).toBe(false);
    expect(canMove('active', 'renewed')).toBe(false);
    expect(canMove('cancelled', 'active')).toBe(false);
    expect(canRenew('expired')).toBe(true);
    expect(canRenew('draft')).toBe(false);
  });

  it('starts the next period the day after, for as long', () => {
    expect(nextPeriod('2026-01-01', '2026-12-31')).toEqual({
      startDate: '2027-01-01',
      endDate: '2027-12-31',
    });
    expect(nextPeriod('2024-03-01', '2024-08-31')).toEqual({
      startDate: '2024-09-01',
      endDate: '2025-02-28',
    });
    expect(nextPeriod(null, null, new Date('2026-11-23T10:00:00Z'))).toEqual({
      startDate: '2026-11-23',
      endDate: '2027-11-22',
    });
  });
});
