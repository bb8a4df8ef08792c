import type { FilterDef } from './types.ts';

/** Exact filters named by their path (`'tags.id'` filters on tags.id), in the order given. */
export const exactFilters = (...paths: string[]): Record<string, FilterDef> =>
  Object.fromEntries(paths.map((path) => [path, { kind: 'exact', path }]));

/** Date filters (`?date[before]=…`) named by their path, in the order given. */
export const dateFilters = (...paths: string[]): Record<string, FilterDef> =>
  Object.fromEntries(paths.map((path) => [path, { kind: 'date', path }]));
