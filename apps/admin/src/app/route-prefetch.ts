import type { QueryClient } from '@tanstack/react-query';
import { parse } from 'regexparam';
import { canOpen } from '../lib/access.ts';
import type { Session } from '../lib/session.ts';
import { findRoute, type RouteMatch } from './match-route.ts';

// A route's first data request (route-def.ts `prefetch`), asked once per location and query client:
// by the entry before the first render (startRoute below) and by the router on later navigations.
const asked = new WeakMap<QueryClient, string>();

export const prefetchRoute = ({ route, params }: RouteMatch, queryClient: QueryClient) => {
  if (!route.prefetch) return;
  const key = `${route.path} ${JSON.stringify(params)}`;
  if (asked.get(queryClient) === key) return;
  asked.set(queryClient, key);
  route.prefetch(params, queryClient);
};

// wouter's default parser (the app's <Router> sets none).
const parser = (path: string, loose?: boolean) => parse(path, !!loose);

/**
 * The page being opened, started before React renders anything: its screen's chunk and its first
 * data request leave with the shell's first lazy requests instead of after the whole layout has
 * rendered (header, side menu: ~100–300 ms of script on a loaded machine, docs/performance.md,
 * issue 25's fix). Only for a signed-in user whose role opens the route (the router's guards); any
 * other case is left to the router, which redirects.
 */
export const startRoute = (location: string, session: Session | null, queryClient: QueryClient) => {
  if (!session) return;
  const match = findRoute(parser, location);
  if (match?.route.layout !== 'default') return;
  if (!canOpen(session.user.roles, match.route.section)) return;
  // The record's import first: its chunks are fewer and smaller than the screen's.
  prefetchRoute(match, queryClient);
  const screen = match.route.screen;
  if (screen && 'preload' in screen && typeof screen.preload === 'function') void screen.preload();
};
