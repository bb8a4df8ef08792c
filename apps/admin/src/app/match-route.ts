import { matchRoute, type Parser } from 'wouter';
import { paramsMatch, type RouteDef } from './route-def.ts';
import { routes } from './route-table.tsx';

export type RouteMatch = { route: RouteDef; params: Record<string, string | undefined> };

// The first route whose path matches and whose parameters match their patterns; a location that
// only matches with bad parameters is a 404 (product.md §2.6: "Route parameters must match their
// patterns").
export const findRoute = (
  parser: Parser,
  location: string,
  table: readonly RouteDef[] = routes,
): RouteMatch | undefined => {
  for (const route of table) {
    if (route.menuOnly) continue;
    const [matched, params] = matchRoute(parser, route.path, location);
    if (!matched) continue;
    const values = (params ?? {}) as Record<string, string | undefined>;
    if (paramsMatch(route, values)) return { route, params: values };
  }
  return undefined;
};
