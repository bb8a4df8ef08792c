import type { ReactNode } from 'react';
import { PageActivity } from '../page-activity.tsx';

// The itinerary frame (trip header, side list, preferences drawer) arrives with the itinerary
// issue; for now a header bar and the content.
export const ItineraryLayout = ({ children }: { children: ReactNode }) => (
  <div className="flex h-screen min-w-[1200px] flex-col bg-stone-50">
    <PageActivity />
    <header className="flex h-14 shrink-0 items-center border-b border-stone-200 bg-white px-4 font-semibold text-brand-800">
      Itinerary
    </header>
    <main className="min-h-0 flex-1 overflow-y-auto p-6">{children}</main>
  </div>
);
