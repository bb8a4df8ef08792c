export const settingsKeys = {
  all: ['settings'] as const,
  list: () => [...settingsKeys.all, 'list'] as const,
  item: (id: number) => [...settingsKeys.all, 'item', id] as const,
};
