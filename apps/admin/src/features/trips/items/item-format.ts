// Moved to shared/trips (the itinerary workspace uses them too).
export * from '../../../shared/trips/item-format.ts';
