// An item dropped from the plan (not needed, or cancelled): the server leaves it out of the totals
// and the checks and lets other events overlap it (trips/trip-items-states.ts). The screens grey it,
// strike its prices, leave it off the map and let the calendar put events over it (issue 30.10).
const dropped = new Set(['not_needed', 'cancelled']);

export const isDroppedItem = (item: { status?: string | null }) => dropped.has(item.status ?? '');
