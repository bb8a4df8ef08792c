import { useMutation, useQueryClient } from '@tanstack/react-query';
import { itemTypeOfKind } from '../../trip-domain/item-types.ts';
import { templateKeysAll } from '../../trip-domain/templates/template-paths.ts';
import { tripKeys } from '../../trip-domain/trip-keys.ts';
import type { ExternalDrop } from '../calendar/calendar-rules.ts';
import { type CatalogueKind, catalogueOf, isCatalogueKind } from './catalogue-kinds.ts';

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
  [catalogueOf(kind).field]: iri,
  startDate: toLocal(start),
  endDate: toLocal(end),
});

/** POST /api/trip_<type>s (a template: /api/trip_template_<type>s) for the kind's item type. */
const createItem = (tripId: number | string, input: AddCatalogueItem, owner: ItemOwner) => {
  const meta = itemTypeOfKind(input.kind);
  if (!meta) throw new Error(`Unknown catalogue kind: ${input.kind}`);
  const body = addItemBody(tripId, input, owner);
  return owner === 'trip'
    ? meta.create({ ...body, trip: `/api/trips/${tripId}` })
    : meta.createInTemplate({ ...body, tripTemplate: `/api/trip_templates/${tripId}` });
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
    mutationFn: (input: AddCatalogueItem) => createItem(tripId, input, owner),
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

/**
 * The calendar's drop of a side-list record (trip and template alike): booked at that time (the
 * calendar has already checked 06:00 and overlaps; the server checks again and a refusal shows as a
 * toast). A drop of anything else is left alone.
 */
export const useCatalogueDrop = (tripId: number | string, owner: ItemOwner = 'trip') => {
  const add = useAddCatalogueItem(tripId, owner);
  return (drop: ExternalDrop) => {
    if (isCatalogueKind(drop.kind))
      add.mutate({ kind: drop.kind, iri: drop.iri, start: drop.start, end: drop.end });
  };
};
