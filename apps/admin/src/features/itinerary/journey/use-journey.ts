import { useQuery } from '@tanstack/react-query';
import { tripItemsQuery } from '../../trip-domain/trip-items-query.ts';

export { useReorderMutation } from '../../trip-domain/item-reorder.ts';

// The trip's items cache (tripKeys.items), shared with the calendar and the items tab: the items
// that came with the trip are shown at once, and every change that refreshes the trip refreshes it.
export const useJourneyItemsQuery = (tripId: number) => useQuery(tripItemsQuery(tripId));
