import {
  listAccommodations,
  listActivities,
  listConciergerieServices,
  listRestaurants,
  listSpas,
  listTransfers,
} from '@backoffice/sdk';
import type { Filters } from '../state.ts';

/** A catalogue record the side list offers, by the kind the calendar's events carry. */
export type CatalogueKind =
  | 'accommodation'
  | 'activity'
  | 'restaurant'
  | 'spa'
  | 'transfer'
  | 'conciergerieService';

export type CatalogueRow = {
  iri: string;
  id: number;
  name: string;
  detail: string | null;
  kind: CatalogueKind;
};
export type CataloguePage = { rows: CatalogueRow[]; total: number };

type Params = Record<string, string | string[] | number | undefined>;
type Member = { '@id': string; id: number; name: string; vendor?: { name?: string | null } | null };
type Lister = (
  params: never,
  options: { signal?: AbortSignal },
) => Promise<{
  data: { 'hydra:member': Member[]; 'hydra:totalItems': number };
}>;

type KindDef = {
  label: string;
  /** The trip item type it becomes (POST /api/trip_<type>s). */
  itemType: 'accommodation' | 'activity' | 'restaurant' | 'spa' | 'transfer' | 'conciergerie_service';
  /** Its field in the trip item's body. */
  field: string;
  /** The calendar's default length (HH:mm). */
  duration: string;
  list: Lister;
  /** The destination filter of its collection (the vendor location's, or its own). */
  destinationParam: string;
  /** What the filters send to its collection; a preference without a catalogue field sends nothing. */
  filterParams: (filters: Filters) => Params;
};

const some = (values: string[]) => (values.length ? values : undefined);

export const catalogueKinds: Record<CatalogueKind, KindDef> = {
  accommodation: {
    label: 'Accommodation',
    itemType: 'accommodation',
    field: 'accommodation',
    duration: '02:00',
    list: listAccommodations as unknown as Lister,
    destinationParam: 'location.destination.id[]',
    // hotelDesign: accommodations have no design field (decision in the report).
    filterParams: ({ accommodation: a }) => ({
      roomSize: a.roomSize,
      'rooms.amenities.id[]': some(a.roomAmenities),
      boutique: a.boutiqueHotel ? 'true' : undefined,
    }),
  },
  activity: {
    label: 'Activity',
    itemType: 'activity',
    field: 'activity',
    duration: '02:00',
    list: listActivities as unknown as Lister,
    destinationParam: 'destination.id[]',
    // dailyActivityLevel: activities carry no level (decision in the report).
    filterParams: () => ({}),
  },
  restaurant: {
    label: 'Restaurant',
    itemType: 'restaurant',
    field: 'restaurant',
    duration: '01:30',
    list: listRestaurants as unknown as Lister,
    destinationParam: 'location.destination.id[]',
    filterParams: ({ restaurant: r }) => ({
      'tags.id[]': some(r.restaurantTags),
      'cuisines.id[]': some(r.favoriteCuisines),
    }),
  },
  spa: {
    label: 'Spa',
    itemType: 'spa',
    field: 'spa',
    duration: '01:00',
    list: listSpas as unknown as Lister,
    destinationParam: 'location.destination.id[]',
    // Therapists and natural products: spas have no such fields (decision in the report).
    filterParams: ({ spa: s }) => ({
      'modalities.id[]': some(s.spaModalities),
      'treatments.type[]': some(s.spaTreatments),
    }),
  },
  transfer: {
    label: 'Transfer',
    itemType: 'transfer',
    field: 'transfer',
    duration: '02:00',
    list: listTransfers as unknown as Lister,
    destinationParam: 'destination.id[]',
    filterParams: ({ transfer: t }) => ({ 'carType.id': t.carType }),
  },
  conciergerieService: {
    label: 'Other service',
    itemType: 'conciergerie_service',
    field: 'conciergerieService',
    duration: '02:00',
    list: listConciergerieServices as unknown as Lister,
    destinationParam: 'destination.id[]',
    filterParams: () => ({}),
  },
};

export const PAGE_SIZE = 20;

/** The query of one page of a kind: search, the trip's destinations, the filters. */
export const catalogueParams = (
  kind: CatalogueKind,
  {
    search,
    destinations,
    filters,
    page,
  }: { search: string; destinations: string[]; filters: Filters; page: number },
): Params => {
  const def = catalogueKinds[kind];
  const params: Params = {
    page,
    itemsPerPage: PAGE_SIZE,
    'order[name]': 'asc',
    search: search.trim() || undefined,
    [def.destinationParam]: some(destinations),
    ...def.filterParams(filters),
  };
  for (const key of Object.keys(params)) if (params[key] === undefined) delete params[key];
  return params;
};

export const fetchCataloguePage = async (
  kind: CatalogueKind,
  params: Params,
  signal?: AbortSignal,
): Promise<CataloguePage> => {
  const { data } = await catalogueKinds[kind].list(params as never, { signal });
  return {
    rows: data['hydra:member'].map((m) => ({
      iri: m['@id'],
      id: m.id,
      name: m.name,
      detail: m.vendor?.name ?? null,
      kind,
    })),
    total: data['hydra:totalItems'],
  };
};

/** The `data-event` of a row, as FullCalendar's Draggable reads it. */
export const dragEvent = (row: Pick<CatalogueRow, 'name' | 'kind' | 'iri'>) =>
  JSON.stringify({
    title: row.name,
    duration: catalogueKinds[row.kind].duration,
    extendedProps: { kind: row.kind, iri: row.iri },
  });
