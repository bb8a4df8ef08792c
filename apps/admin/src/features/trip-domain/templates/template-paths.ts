export const templatePath = (id: number) => `/admin/trip-templates/${id}`;
/** The template's itinerary workspace (product.md §2.9). */
export const templateItineraryPath = (id: number) => `/admin/trip-templates/${id}/itinerary`;
export const templateKeysAll = ['trip-templates'] as const;
