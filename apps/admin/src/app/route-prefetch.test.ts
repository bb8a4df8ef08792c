import { QueryClient } from '@tanstack/react-query';
import { parse } from 'regexparam';
import { describe, expect, it, vi } from 'vitest';
import { clientKeys } from '../features/clients/api/client-keys.ts';
import { tripKeys } from '../features/trip-domain/trip-keys.ts';
import type { Loadable } from '../lib/loadable.ts';
import type { Session } from '../lib/session.ts';
import { findRoute } from './match-route.ts';
import type { ScreenProps } from './route-def.ts';
import { prefetchRoute, startRoute } from './route-prefetch.ts';

const parser = (path: string, loose?: boolean) => parse(path, !!loose);

const sessionOf = (roles: string[]): Session => ({
  token: 'token',
  remember: false,
  user: { username: 'someone@demo.travel', roles, isActive: true, exp: Date.now() / 1000 + 3600 },
});

const spiedClient = () => {
  const queryClient = new QueryClient();
  const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
  return { queryClient, prefetch };
};

// A detail screen's record request leaves with its chunk requests, not after them (route-def.ts).
describe('route prefetch', () => {
  it.each([
    ['/admin/clients/7', clientKeys.item(7)],
    ['/admin/trips/7', tripKeys.item(7)],
    ['/admin/trips/7/itinerary', [...tripKeys.item(7), 'itinerary']],
  ])('%s asks for its record while the screen loads', async (location, key) => {
    const match = findRoute(parser, location);
    const { queryClient, prefetch } = spiedClient();
    match?.route.prefetch?.(match.params, queryClient);
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalled(), { timeout: 15_000 });
    expect(prefetch.mock.calls[0]![0]).toMatchObject({ queryKey: key, meta: { silent: true } });
  });

  it('asks once per location, again for another one', async () => {
    const { queryClient, prefetch } = spiedClient();
    const seven = findRoute(parser, '/admin/clients/7')!;
    prefetchRoute(seven, queryClient);
    prefetchRoute(seven, queryClient);
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    prefetchRoute(findRoute(parser, '/admin/clients/8')!, queryClient);
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(2), { timeout: 15_000 });
    expect(prefetch.mock.calls[1]![0]).toMatchObject({ queryKey: clientKeys.item(8) });
  });
});

// The page being opened starts its chunk and its record before the first render (app.tsx).
describe('startRoute', () => {
  it('starts the record of the page a signed-in user opens, and its screen', async () => {
    const { queryClient, prefetch } = spiedClient();
    const screen = findRoute(parser, '/admin/clients/9')!.route.screen as Loadable<ScreenProps>;
    const preload = vi.spyOn(screen, 'preload');
    startRoute('/admin/clients/9', sessionOf(['ROLE_ADMIN']), queryClient);
    expect(preload).toHaveBeenCalled();
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalled(), { timeout: 15_000 });
    expect(prefetch.mock.calls[0]![0]).toMatchObject({ queryKey: clientKeys.item(9) });
  });

  it.each([
    ['signed out', null],
    // The API keeps clients from the vendor role (lib/access.ts): the router sends it away.
    ['a role the route refuses', sessionOf(['ROLE_VENDOR'])],
  ])('asks nothing when %s', async (_, session) => {
    const { queryClient, prefetch } = spiedClient();
    startRoute('/admin/clients/10', session, queryClient);
    // The prefetch would first load its module: give it the time to.
    await new Promise((done) => setTimeout(done, 500));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
