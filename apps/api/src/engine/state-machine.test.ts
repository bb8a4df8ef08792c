import { describe, expect, it } from 'vitest';
import { defineStateMachine } from './state-machine.ts';

const lamp = defineStateMachine<'off' | 'on' | 'broken' | 'replaced'>({
  noun: 'lamp',
  starts: ['off'],
  moves: {
    off: [
      { to: 'on', label: 'Switch on' },
      { to: 'broken', label: 'Break' },
    ],
    on: [{ to: 'off', label: 'Switch off' }],
    broken: [{ to: 'replaced', label: 'Replace', serverOnly: true }],
    replaced: [],
  },
});

const violation = (fn: () => void) => {
  try {
    fn();
  } catch (e) {
    return (e as { violations?: unknown }).violations;
  }
  return undefined;
};

describe('defineStateMachine', () => {
  it('lets a client ask for designed moves only, never a server-only one', () => {
    expect(lamp.canMove('off', 'on')).toBe(true);
    expect(lamp.canMove('on', 'on')).toBe(true);
    expect(lamp.canMove('on', 'broken')).toBe(false);
    expect(lamp.canMove('broken', 'replaced')).toBe(false);
    expect(lamp.leadsTo('broken', 'replaced')).toBe(true);
  });

  it('lists every move out of a status, labelled, for possible-transitions', () => {
    expect(lamp.transitionsFrom('broken')).toEqual([{ status: 'replaced', label: 'Replace' }]);
    expect(lamp.transitionsFrom('unknown')).toEqual([]);
    expect(lamp.statuses).toEqual(['off', 'on', 'broken', 'replaced']);
  });

  it('guards with a 422 on status that names the move or the starts', () => {
    expect(violation(() => lamp.guard(undefined, 'off'))).toBeUndefined();
    expect(violation(() => lamp.guard('off', undefined))).toBeUndefined();
    expect(violation(() => lamp.guard('on', 'broken'))).toEqual([
      { propertyPath: 'status', message: 'An on lamp cannot become broken.' },
    ]);
    expect(violation(() => lamp.guard(undefined, 'on'))).toEqual([
      { propertyPath: 'status', message: 'A new lamp starts as off.' },
    ]);
  });
});
