import { ApiError, normalizeErrorMessages } from '@backoffice/sdk/core';
import { useToasts } from '@backoffice/ui/toast';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, reportError } from './query-client.ts';

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

  it("leaves a read's 404 to the screen's 404 page, and still toasts a write's", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result, rerender } = renderHook(() => useToasts());
    const client = createQueryClient();
    const error = (status: number, method: string) =>
      new ApiError({
        status,
        body: { 'hydra:description': `${method} ${status}` },
        messages: normalizeErrorMessages({ 'hydra:description': `${method} ${status}` }, status, ''),
        method,
        url: '/api/trips/1',
      });
    const fail = (e: ApiError) => () => Promise.reject(e);
    await client
      .fetchQuery({ queryKey: ['a'], queryFn: fail(error(404, 'GET')), retry: false })
      .catch(() => {});
    await client
      .fetchQuery({ queryKey: ['b'], queryFn: fail(error(500, 'GET')), retry: false })
      .catch(() => {});
    await client
      .getMutationCache()
      .build(client, { mutationFn: fail(error(404, 'PATCH')) })
      .execute(undefined)
      .catch(() => {});
    rerender();
    const messages = result.current.map((t) => t.message);
    expect(messages).toEqual(expect.arrayContaining(['GET 500', 'PATCH 404']));
    expect(messages).not.toContain('GET 404');
  });
});
