import { describe, expect, it } from 'vitest';
import { itemStatuses } from '../enums/item-status.ts';
import { itemStates } from './trip-items-states.ts';

describe('trip item state machine', () => {
  it('follows the booking process', () => {
    const path = [
      'initial',
      'waiting_accommodation',
      'pending',
      'priced',
      'waiting_approval',
      'approved',
      'waiting_payment',
      'paid',
      'waiting_booking',
      'booked',
      'booked_client',
      'booking_to_cancel',
      'cancelled',
    ] as const;
    for (let i = 1; i < path.length; i++) expect(itemStates.canMove(path[i - 1]!, path[i]!)).toBe(true);
    expect(itemStates.canMove('initial', 'booked')).toBe(false);
    expect(itemStates.canMove('waiting_approval', 'paid')).toBe(false);
    expect(itemStates.canMove('booked', 'not_needed')).toBe(false);
    expect(itemStates.canMove('waiting_booking', 'booking_issue')).toBe(true);
    expect(itemStates.canMove('priced', 'to_reprice')).toBe(true);
  });

  it('names every status of product.md §4.3 and only those, each reachable', () => {
    const values = itemStatuses.map((s) => s.value);
    expect([...itemStates.statuses].sort()).toEqual([...values].sort());
    const reached = new Set<string>(itemStates.starts);
    for (const moves of Object.values(itemStates.moves)) for (const m of moves) reached.add(m.to);
    expect([...reached].sort()).toEqual([...values].sort());
  });
});
