import type { ComponentType } from 'react';
import type { TripTab } from '../../trip-domain/trip-paths.ts';
import type { LoadedTrip } from '../api/use-trips.ts';
import { ContentTab } from './content-tab.tsx';
import { DmcsTab } from './dmcs-tab.tsx';
import { HistoriesTab } from './histories-tab.tsx';
import { PaymentsTab } from './payments-tab.tsx';
import { PdfsTab } from './pdfs-tab.tsx';
import { ProposalsTab } from './proposals-tab.tsx';
import { TripGuestsTab } from './trip-guests-tab.tsx';

// The trip page's tabs over the trip's own records (DMCs, guests, payments, proposals, day texts,
// PDFs, history).
export const recordTabs: Partial<Record<TripTab, ComponentType<{ loaded: LoadedTrip }>>> = {
  dmcs: DmcsTab,
  guests: TripGuestsTab,
  payments: PaymentsTab,
  proposals: ProposalsTab,
  content: ContentTab,
  pdfs: PdfsTab,
  histories: HistoriesTab,
};
