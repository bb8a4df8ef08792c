import type { ReactNode } from 'react';
import { PageActivity } from '../page-activity.tsx';

// The itinerary layout (product.md §2.1): the full screen, no side menu. The frame itself (trip
// header, tabs, side list, preferences drawer) is the itinerary screen's
// (features/itinerary/workspace), which knows the trip or template it shows.
export const ItineraryLayout = ({ children }: { children: ReactNode }) => (
  <div className="flex h-screen min-w-[1200px] flex-col bg-stone-50">
    <PageActivity />
    <div className="min-h-0 flex-1">{children}</div>
  </div>
);
