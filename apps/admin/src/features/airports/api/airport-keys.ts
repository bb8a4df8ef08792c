export const airportKeys = {
  all: ['airports'] as const,
  lists: ['airports', 'list'] as const,
  list: (query: Record<string, unknown>) => ['airports', 'list', query] as const,
  item: (id: number) => ['airports', 'item', id] as const,
};
