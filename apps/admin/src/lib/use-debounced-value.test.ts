import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('gives the latest value only after 300 ms without a change', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), {
      initialProps: { value: '' },
    });
    expect(result.current).toBe('');
    rerender({ value: 'a' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'am' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('am');
  });

  it('takes another delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 50), {
      initialProps: { value: 1 },
    });
    rerender({ value: 2 });
    act(() => vi.advanceTimersByTime(49));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(2);
  });

  it('does not restart the wait when an equal object comes with a re-render', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 400), {
      initialProps: { value: { subject: 'For {{client.firstName}}' } as Record<string, string> },
    });
    rerender({ value: { subject: 'For {{client.firstName}}', client: '/api/clients/1' } });
    // Re-renders every 100 ms with the same content, as a fetching spinner or a settling query gives.
    for (let i = 0; i < 3; i += 1) {
      act(() => vi.advanceTimersByTime(100));
      rerender({ value: { subject: 'For {{client.firstName}}', client: '/api/clients/1' } });
    }
    expect(result.current).toEqual({ subject: 'For {{client.firstName}}' });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toEqual({ subject: 'For {{client.firstName}}', client: '/api/clients/1' });
  });
});
