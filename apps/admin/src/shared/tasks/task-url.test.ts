import { describe, expect, it } from 'vitest';
import { taskTargetOf, withTaskTarget } from './task-url.ts';

describe('the task dialog in the URL', () => {
  it('reads ?task={id} and ?task=new with its record', () => {
    expect(taskTargetOf('?task=12&tab=items')).toEqual({ kind: 'edit', id: 12 });
    expect(taskTargetOf('task=new&trip=4')).toEqual({ kind: 'new', trip: 4, client: undefined });
    expect(taskTargetOf('?task=abc')).toBeUndefined();
    expect(taskTargetOf('?tab=items')).toBeUndefined();
  });

  it("sets and removes its parameters and keeps the page's own", () => {
    expect(withTaskTarget('?tab=items', { kind: 'edit', id: 7 })).toBe('?tab=items&task=7');
    expect(withTaskTarget('?tab=items&task=7', undefined)).toBe('?tab=items');
    expect(withTaskTarget('?tasks=open', { kind: 'new', client: 3 })).toBe('?tasks=open&task=new&client=3');
    expect(withTaskTarget('?task=new&client=3&tasks=open', { kind: 'edit', id: 9 })).toBe(
      '?tasks=open&task=9',
    );
    expect(withTaskTarget('?task=5', undefined)).toBe('');
  });
});
