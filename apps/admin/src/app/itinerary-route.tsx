import { TemplateItineraryScreen } from '../features/itinerary/template-itinerary-screen.tsx';
import { TripItineraryScreen } from '../features/itinerary/trip-itinerary-screen.tsx';
import { ItemFormModal } from '../features/trips/items/item-form-modal.tsx';
import type { ScreenProps } from './route-def.ts';

// /admin/trips/{id}/itinerary: the itinerary feature's screen with the pieces other features give
// it (a feature imports no other feature: they meet here). The side list, the preferences drawer,
// the map view and the side list's drops are wired here as they land.
export const TripItineraryRoute = ({ params }: ScreenProps) => (
  <TripItineraryScreen
    params={params}
    renderItemEditor={({ trip, item, onClose }) => (
      <ItemFormModal trip={trip} item={item} onClose={onClose} />
    )}
  />
);

// /admin/trip-templates/{id}/itinerary: the same workspace on a template's items (no other
// feature's piece is needed: the day and time dialog is the itinerary's own).
export const TemplateItineraryRoute = ({ params }: ScreenProps) => (
  <TemplateItineraryScreen params={params} />
);
