import {
  type CatalogueMeta,
  type CatalogueParams,
  itemTypeOfKind,
  tripItemTypes,
} from '../../trip-domain/item-types.ts';
import type { Filters } from '../state.ts';

// The side list's catalogue kinds are the item types' catalogues (features/trip-domain/item-types.ts): a
// kind is the item's property naming its record ('conciergerieService'), as the calendar's events
// carry it.
export type CatalogueKind = string;

export type CatalogueRow = {
  iri: string;
  id: number;
  name: string;
  detail: string | null;
  kind: CatalogueKind;
};
export type CataloguePage = { rows: CatalogueRow[]; total: number };

type Params = CatalogueParams;

/** The catalogue of a kind; a kind no item type declares is a programming error. */
export const catalogueOf = (kind: CatalogueKind): CatalogueMeta => {
  const catalogue = itemTypeOfKind(kind)?.catalogue;
  if (!catalogue) throw new Error(`Unknown catalogue kind: ${kind}`);
  return catalogue;
};

/** Whether a calendar drop's kind names a catalogue record (not a flight, not an item moved). */
export const isCatalogueKind = (kind: string) => Boolean(itemTypeOfKind(kind)?.catalogue);

/** The kinds a side-list tab offers, in the registry's order (tab 5: the day's doings). */
export const kindsOfTab = (tab: number, types = tripItemTypes): CatalogueKind[] =>
  types.flatMap((meta) => (meta.catalogue?.sideListTab === tab ? [meta.catalogue.field] : []));

const some = (values: string[]) => (values.length ? values : undefined);

// What the preference filters send to a kind's collection; a kind without filters sends none.
const filterParams: Partial<Record<CatalogueKind, (filters: Filters) => Params>> = {
  // hotelDesign: accommodations have no design field (decision in the report).
  accommodation: ({ accommodation: a }) => ({
    roomSize: a.roomSize,
    'rooms.amenities.id[]': some(a.roomAmenities),
    boutique: a.boutiqueHotel ? 'true' : undefined,
  }),
  // dailyActivityLevel: activities carry no level (decision in the report).
  restaurant: ({ restaurant: r }) => ({
    'tags.id[]': some(r.restaurantTags),
    'cuisines.id[]': some(r.favoriteCuisines),
  }),
  // Therapists and natural products: spas have no such fields (decision in the report).
  spa: ({ spa: s }) => ({
    'modalities.id[]': some(s.spaModalities),
    'treatments.type[]': some(s.spaTreatments),
  }),
  transfer: ({ transfer: t }) => ({ 'carType.id': t.carType }),
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
  const params: Params = {
    page,
    itemsPerPage: PAGE_SIZE,
    'order[name]': 'asc',
    search: search.trim() || undefined,
    [catalogueOf(kind).destinationParam]: some(destinations),
    ...filterParams[kind]?.(filters),
  };
  for (const key of Object.keys(params)) if (params[key] === undefined) delete params[key];
  return params;
};

export const fetchCataloguePage = async (
  kind: CatalogueKind,
  params: Params,
  signal?: AbortSignal,
): Promise<CataloguePage> => {
  const { data } = await catalogueOf(kind).list(params, { signal });
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
    duration: catalogueOf(row.kind).duration,
    extendedProps: { kind: row.kind, iri: row.iri },
  });
