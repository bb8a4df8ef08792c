import type { ReactNode } from 'react';
import { PageActivity } from '../page-activity.tsx';

// The itinerary layout (product.md §2.1): the full screen, no side menu. The frame itself (trip
// header, tabs, side list, preferences drawer) is the itinerary screen's
// (features/itinerary/workspace), which knows the trip or template it shows. Its minimum width is
// 1024 px, not the 1200 of product.md §2.1: below xl the checks go under the calendar and the
// header wraps, so a small laptop sees the whole workspace without scrolling sideways.
export const ItineraryLayout = ({ children }: { children: ReactNode }) => (
  <div className="flex h-screen min-w-[1024px] flex-col bg-stone-50">
    <PageActivity />
    <div className="min-h-0 flex-1">{children}</div>
  </div>
);
