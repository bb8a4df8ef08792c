// Query keys of the vendor kinds and their items. Everything of one collection sits under
// ['vendor-kinds', segment], so a save can refresh its lists, pages and names at once.
export const kindKeys = {
  all: (segment: string) => ['vendor-kinds', segment] as const,
  lists: (segment: string) => ['vendor-kinds', segment, 'list'] as const,
  list: (segment: string, query: Record<string, unknown>) =>
    ['vendor-kinds', segment, 'list', query] as const,
  item: (segment: string, id: number) => ['vendor-kinds', segment, 'item', id] as const,
};

export const itemKeys = {
  all: (key: string) => ['vendor-kind-items', key] as const,
  list: (key: string, query: Record<string, unknown>) => ['vendor-kind-items', key, 'list', query] as const,
  item: (key: string, id: number) => ['vendor-kind-items', key, 'item', id] as const,
};
