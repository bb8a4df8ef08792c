import { activitiesItem, servicesItem, transfersItem } from '../items/provider-items.ts';
import type { ItemDef, KindDef } from '../types.ts';
import { accommodationsKind } from './accommodations.kind.ts';
import { activityProvidersKind, conciergeriesKind, transportationProvidersKind } from './providers.kind.ts';
import { restaurantsKind, spasKind, wineriesKind } from './venues.kind.ts';

// The screens of each vendor kind (shared/vendor-kinds declares the kinds), by route segment
// (/admin/<segment>): one declaration each, one set of screens.
export const kinds: Record<string, KindDef> = Object.fromEntries(
  [
    accommodationsKind,
    spasKind,
    restaurantsKind,
    wineriesKind,
    activityProvidersKind,
    transportationProvidersKind,
    conciergeriesKind,
  ].map((kind) => [kind.segment, kind]),
);

// The items with an admin list of their own, by its path.
export const adminItemLists: Record<string, ItemDef> = Object.fromEntries(
  [activitiesItem, transfersItem, servicesItem].map((item) => [item.adminList!.path, item]),
);

/** The segment of a catalogue path: '/admin/spas/4/new' → 'spas'. */
export const segmentOf = (path: string) => path.split('/')[2] ?? '';
