import { ApiError, normalizeErrorMessages } from '@backoffice/sdk/core';
import { useToasts } from '@backoffice/ui/toast';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reportError } from './query-client.ts';

describe('failed calls become error toasts (product.md §8)', () => {
  it('shows each normalised message, and nothing for a 401', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result, rerender } = renderHook(() => useToasts());
    const error = (status: number, body: object) =>
      new ApiError({
        status,
        body,
        messages: normalizeErrorMessages(body, status, ''),
        method: 'GET',
        url: '/api/x',
      });
    reportError(
      error(422, { errors: [{ message: 'First' }, { message: 'Second' }], 'hydra:description': 'Third' }),
    );
    reportError(error(401, { 'hydra:description': 'Expired' }));
    rerender();
    const messages = result.current.map((t) => t.message);
    expect(messages).toEqual(expect.arrayContaining(['First', 'Second']));
    expect(messages).not.toContain('Expired');
  });
});
