// Moved to shared/map (the itinerary's map view uses it too).
export { useMapConfigQuery } from '../../../shared/map/use-map-config-query.ts';
