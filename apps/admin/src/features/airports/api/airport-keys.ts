import type { QueryPairs } from '../../../lib/records/list-query.ts';

export const airportKeys = {
  all: ['airports'] as const,
  lists: ['airports', 'list'] as const,
  list: (query: QueryPairs) => ['airports', 'list', query] as const,
  item: (id: number) => ['airports', 'item', id] as const,
};
