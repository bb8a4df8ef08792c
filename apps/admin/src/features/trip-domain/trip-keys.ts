// Query keys of the trips area. Everything under 'trips' is the trips' business; a write
// invalidates the narrowest key that shows it.
export const tripKeys = {
  all: ['trips'] as const,
  lists: ['trips', 'list'] as const,
  list: (query: [string, string][]) => ['trips', 'list', query] as const,
  item: (id: number) => ['trips', 'item', id] as const,
  // The trip's items and checks: one cache for the items tab, the itinerary and its calendar. Under
  // the trip's key, so whatever refreshes the trip after an item change refreshes them too.
  items: (id: number) => ['trips', 'item', id, 'items'] as const,
  checks: (id: number) => ['trips', 'item', id, 'checks'] as const,
  // The dashboard's counts and next departures.
  dashboard: ['trips', 'dashboard'] as const,
};
