import {
  deleteTripTemplateItem,
  getTripTemplate,
  listTripTemplateItems,
  type TripItem,
  type TripTemplateItem,
} from '@backoffice/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { itemTypeOf, tripItemTypes } from '../../trip-domain/item-types.ts';
import { templateKeysAll } from '../../trip-domain/templates/template-paths.ts';
import { moveInCache } from './use-itinerary.ts';

// The template itinerary's data (calls.md 7.7): the template, its items (GET
// /api/trip_template_items?tripTemplate.id=), their moves (PATCH by type: the shared collection
// lists and deletes only) and their deletes. The keys sit under the templates' ('trip-templates'),
// so the template page shows what the itinerary changed.
export const templateItineraryKeys = {
  template: (id: number) => [...templateKeysAll, 'itinerary', id] as const,
  items: (id: number) => [...templateKeysAll, 'itinerary-items', id] as const,
};

/** Templates sit on a fixed reference calendar: day 1 is 2000-01-01 (api template-dates.ts). */
export const templateReferenceDate = '2000-01-01';
/** The reference date of the template's day `day` (1-based). */
export const templateDay = (day: number) =>
  new Date(Date.parse(`${templateReferenceDate}T00:00:00Z`) + (day - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);

const tripOnly = {
  status: '',
  trip: null,
  confirmationNumber: null,
  clientPriceOverridden: false,
  cancelByDate: null,
  supplierPaymentDueDate: null,
};
/**
 * A template item as the calendar and the lists take a trip item: the same columns (type, dates on
 * the reference calendar, catalogue record, flags); what only a trip's item has is left empty (no
 * status, no trip, no confirmation nor supplier terms, the sell price not typed, a stay's board and
 * rooms).
 */
export const asItineraryItem = (item: TripTemplateItem): TripItem =>
  item.type === 'accommodation'
    ? // A template stay names no board basis nor room count: the trip's copy gets them.
      { boardBasis: null, roomCount: null, ...tripOnly, ...item }
    : { ...tripOnly, ...item };

export const useItineraryTemplate = (id: number) =>
  useQuery({
    queryKey: templateItineraryKeys.template(id),
    queryFn: async () => (await getTripTemplate(id)).data,
    enabled: Number.isInteger(id) && id > 0,
  });

export const useTemplateItems = (id: number, enabled = true) =>
  useQuery({
    queryKey: templateItineraryKeys.items(id),
    queryFn: async () =>
      (
        await listTripTemplateItems({
          'tripTemplate.id': String(id),
          'order[position]': 'asc',
          itemsPerPage: 500,
        })
      ).data['hydra:member'].map(asItineraryItem),
    enabled: enabled && Number.isInteger(id) && id > 0,
  });

/** PATCH /api/trip_template_<type>s/{id} {startDate, endDate} (reference date-times). */
export const moveTemplateItem = (item: TripItem, start: string, end: string, types = tripItemTypes) => {
  const meta = itemTypeOf(item.type, types);
  if (!meta) throw new Error(`Unknown item type: ${item.type}`);
  return meta.updateInTemplate(item.id, { startDate: start, endDate: end });
};

/** After a change: the template's itinerary, items and page are read again. */
export const useRefreshTemplate = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: templateKeysAll });
};

export type TemplateMove = { item: TripItem; start: string; end: string };

/** The calendar's drag or resize, shown at once and rolled back when refused (a toast says why). */
export const useMoveTemplateItem = (templateId: number) => {
  const queryClient = useQueryClient();
  const refresh = useRefreshTemplate();
  return useMutation({
    mutationFn: ({ item, start, end }: TemplateMove) => moveTemplateItem(item, start, end),
    onMutate: (move) => moveInCache(queryClient, templateItineraryKeys.items(templateId), move),
    onError: (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(templateItineraryKeys.items(templateId), context.before);
    },
    onSettled: () => refresh(),
  });
};

/** DELETE /api/trip_template_items/{id}. */
export const useDeleteTemplateItem = (templateId: number) => {
  const queryClient = useQueryClient();
  const refresh = useRefreshTemplate();
  return useMutation({
    mutationFn: (item: TripItem) => deleteTripTemplateItem(item.id),
    onSuccess: (_data, item) =>
      queryClient.setQueryData<TripItem[]>(templateItineraryKeys.items(templateId), (items) =>
        items?.filter((row) => row.id !== item.id),
      ),
    onSettled: () => refresh(),
    meta: { successMessage: 'Deleted successfully' },
  });
};
