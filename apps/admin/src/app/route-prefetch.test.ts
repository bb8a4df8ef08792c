import { QueryClient } from '@tanstack/react-query';
import { parse } from 'regexparam';
import { describe, expect, it, vi } from 'vitest';
import { clientKeys } from '../features/clients/api/client-keys.ts';
import { tripKeys } from '../features/trip-domain/trip-keys.ts';
import { findRoute } from './match-route.ts';

const parser = (path: string, loose?: boolean) => parse(path, !!loose);

// A detail screen's record request leaves with its chunk requests, not after them (route-def.ts).
describe('route prefetch', () => {
  it.each([
    ['/admin/clients/7', clientKeys.item(7)],
    ['/admin/trips/7', tripKeys.item(7)],
    ['/admin/trips/7/itinerary', [...tripKeys.item(7), 'itinerary']],
  ])('%s asks for its record while the screen loads', async (location, key) => {
    const match = findRoute(parser, location);
    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    match?.route.prefetch?.(match.params, queryClient);
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalled(), { timeout: 15_000 });
    expect(prefetch.mock.calls[0]![0]).toMatchObject({ queryKey: key, meta: { silent: true } });
  });
});
