import {
  createTripAccommodation,
  createTripActivity,
  createTripConciergerieService,
  createTripRestaurant,
  createTripSpa,
  createTripTemplateAccommodation,
  createTripTemplateActivity,
  createTripTemplateConciergerieService,
  createTripTemplateRestaurant,
  createTripTemplateSpa,
  createTripTemplateTransfer,
  createTripTransfer,
} from '@backoffice/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { templateKeysAll } from '../../../shared/trip-templates/template-paths.ts';
import { tripKeys } from '../../../shared/trips/trip-keys.ts';
import { type CatalogueKind, catalogueKinds } from './catalogue-kinds.ts';

export type AddCatalogueItem = {
  kind: CatalogueKind;
  /** The catalogue record (/api/activities/12). */
  iri: string;
  start: Date | string;
  end: Date | string;
  /** A stay: the room of its rooms catalogue and how many (the server prices the stay from them). */
  room?: string;
  roomCount?: number;
};

/**
 * A wall-clock date-time as the trip items take it (2027-03-02T14:30:00). A Date is read in UTC,
 * as the itinerary calendar shows it; a string is sent as it is.
 */
export const toLocal = (value: Date | string) =>
  typeof value === 'string' ? value : value.toISOString().slice(0, 19);

/** What the item is added to: a trip, or a template (its items on the reference calendar). */
export type ItemOwner = 'trip' | 'template';

/**
 * The body of POST /api/trip_<type>s for a catalogue record on a trip (POST
 * /api/trip_template_<type>s with `tripTemplate` for a template).
 */
export const addItemBody = (
  tripId: number | string,
  { kind, iri, start, end, room, roomCount }: AddCatalogueItem,
  owner: ItemOwner = 'trip',
) => ({
  ...(room ? { room } : {}),
  ...(room && roomCount && owner === 'trip' ? { roomCount } : {}),
  ...(owner === 'trip'
    ? { trip: `/api/trips/${tripId}` }
    : { tripTemplate: `/api/trip_templates/${tripId}` }),
  [catalogueKinds[kind].field]: iri,
  startDate: toLocal(start),
  endDate: toLocal(end),
});

const creators: Record<CatalogueKind, (body: never) => Promise<unknown>> = {
  accommodation: createTripAccommodation,
  activity: createTripActivity,
  restaurant: createTripRestaurant,
  spa: createTripSpa,
  transfer: createTripTransfer,
  conciergerieService: createTripConciergerieService,
};
const templateCreators: Record<CatalogueKind, (body: never) => Promise<unknown>> = {
  accommodation: createTripTemplateAccommodation,
  activity: createTripTemplateActivity,
  restaurant: createTripTemplateRestaurant,
  spa: createTripTemplateSpa,
  transfer: createTripTemplateTransfer,
  conciergerieService: createTripTemplateConciergerieService,
};

/**
 * Books a catalogue record on the trip: POST to the item type's endpoint (POST /api/trip_<type>s),
 * then the trip, its items and its checks are read again (all under tripKeys.item). A refusal (422,
 * a 409 overlap) shows as error toasts (the mutation cache's default) and the mutation rejects, so
 * a caller such as the calendar's drop can revert.
 */
export const useAddCatalogueItem = (tripId: number | string, owner: ItemOwner = 'trip') => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddCatalogueItem) =>
      (owner === 'trip' ? creators : templateCreators)[input.kind](
        addItemBody(tripId, input, owner) as never,
      ),
    onSettled: () =>
      owner === 'template'
        ? queryClient.invalidateQueries({ queryKey: templateKeysAll })
        : Promise.all([
            queryClient.invalidateQueries({ queryKey: tripKeys.item(Number(tripId)) }),
            queryClient.invalidateQueries({ queryKey: tripKeys.lists }),
          ]),
    meta: { successMessage: 'Created successfully' },
  });
};
