import {
  createTripAccommodation,
  createTripActivity,
  createTripConciergerieService,
  createTripFlight,
  createTripRestaurant,
  createTripSpa,
  createTripTemplateAccommodation,
  createTripTemplateActivity,
  createTripTemplateConciergerieService,
  createTripTemplateFlight,
  createTripTemplateRestaurant,
  createTripTemplateSpa,
  createTripTemplateTransfer,
  createTripTransfer,
  getAccommodation,
  getActivity,
  getConciergerieService,
  getRestaurant,
  getSpa,
  getTransfer,
  listAccommodations,
  listActivities,
  listConciergerieServices,
  listRestaurants,
  listSpas,
  listTransfers,
  switchTripActivityAlternative,
  switchTripFlightAlternative,
  switchTripTransferAlternative,
  type TripItem,
  updateTripTemplateAccommodation,
  updateTripTemplateActivity,
  updateTripTemplateConciergerieService,
  updateTripTemplateFlight,
  updateTripTemplateRestaurant,
  updateTripTemplateSpa,
  updateTripTemplateTransfer,
} from '@backoffice/sdk';
import {
  BedDouble,
  Car,
  ConciergeBell,
  type LucideIcon,
  Mountain,
  Plane,
  Sparkles,
  UtensilsCrossed,
} from 'lucide-react';

// The trip item types of the admin (product.md §2.9, issue 25), declared once. The items tab and its
// type tabs, the item form, the itinerary's side list, journey and calendar, and the template
// screens all read this list. Adding a type: one entry here (its SDK calls come with the contract).

/** A body the item endpoints take: form values, with the owner (trip or template) set by the caller. */
export type ItemBody = Record<string, string | number | boolean | null | undefined>;
/** What a catalogue list is asked: search, paging, order, destination and preference filters. */
export type CatalogueParams = Record<string, string | string[] | number | undefined>;
type CatalogueMember = { '@id': string; id: number; name: string; vendor?: { name?: string | null } | null };
type CatalogueList = (
  params: CatalogueParams,
  options: { signal?: AbortSignal },
) => Promise<{ data: { 'hydra:member': CatalogueMember[]; 'hydra:totalItems': number } }>;
type CatalogueRecord = { '@id': string; id: number; name?: string | null };
type Badge = 'green' | 'blue' | 'red' | 'orange' | 'yellow' | 'grey';

export type CatalogueMeta = {
  /**
   * The item's property naming its catalogue record (body, form field), also the `kind` the side
   * list's rows and the calendar's dropped events carry.
   */
  field: string;
  /** The record's label in the item form and on the side list's chips. */
  label: string;
  /** The side list's heading of the kind. */
  plural: string;
  /** The side list's chip colour. */
  colour: Badge;
  /** The side list's tab that offers it (product.md §2.9): 3 stays, 5 the day's doings, 6 transfers. */
  sideListTab: 3 | 5 | 6;
  /** Names the record picker's cached searches. */
  key: string;
  list: CatalogueList;
  get: (id: number) => Promise<{ data: CatalogueRecord }>;
  /** The destination filter of its collection (the vendor location's, or its own). */
  destinationParam: string;
  /** The calendar's default length of a dropped record (HH:mm). */
  duration: string;
  /**
   * The record's price, which a new item's cost starts from (the server's rule for a create without a
   * cost); per person for a restaurant (its average price). None: priced elsewhere (a stay's room,
   * a spa's treatments).
   */
  price?: (id: number) => Promise<string | null | undefined>;
  pricePerPerson?: boolean;
};

export type ItemTypeMeta = {
  /** The item's `type` (trip items and template items alike). */
  type: string;
  label: string;
  icon: LucideIcon;
  /** The catalogue the type books from; none for a flight (airline and airports instead). */
  catalogue?: CatalogueMeta;
  /** The item's "main" flag, when the type has one (the main stay, activity, transfer). */
  mainFlag?: string;
  /** Whether the item is its type's main one (read from the flag above). */
  isMain?: (item: TripItem) => boolean;
  /**
   * Whether the itinerary's time grid shows it: stays have their banner and flights their own
   * list (§2.9); main items stand out of the grid too.
   */
  onCalendar: boolean;
  create: (body: ItemBody & { trip: string }) => Promise<unknown>;
  createInTemplate: (body: ItemBody & { tripTemplate: string }) => Promise<unknown>;
  /** PATCH /api/trip_template_<type>s/{id}: the template items collection lists and deletes only. */
  updateInTemplate: (id: number, body: { startDate: string; endDate: string }) => Promise<unknown>;
  /** GET /api/trip_<type>s/{id}/switch: the alternative takes the item's place. */
  switchAlternative?: (id: number) => Promise<unknown>;
  /** Takes the travellers to or from the trip: may start the day before its first day (issue 30.4). */
  travel?: true;
};

export const tripItemTypes: readonly ItemTypeMeta[] = [
  {
    type: 'accommodation',
    label: 'Accommodation',
    icon: BedDouble,
    catalogue: {
      field: 'accommodation',
      sideListTab: 3,
      label: 'Accommodation',
      plural: 'Accommodations',
      colour: 'green',
      key: 'accommodations',
      list: (params, options) => listAccommodations(params, options),
      get: getAccommodation,
      destinationParam: 'location.destination.id[]',
      duration: '02:00',
    },
    mainFlag: 'isMainAccommodation',
    isMain: (item) =>
      item.type === 'accommodation' &&
      Boolean(item.isMainAccommodation ?? item.tripAccommodation?.isMainAccommodation),
    onCalendar: false,
    create: createTripAccommodation,
    createInTemplate: createTripTemplateAccommodation,
    updateInTemplate: updateTripTemplateAccommodation,
  },
  {
    type: 'flight',
    label: 'Flight',
    icon: Plane,
    onCalendar: false,
    create: createTripFlight,
    createInTemplate: createTripTemplateFlight,
    updateInTemplate: updateTripTemplateFlight,
    switchAlternative: switchTripFlightAlternative,
    travel: true,
  },
  {
    type: 'activity',
    label: 'Activity',
    icon: Mountain,
    catalogue: {
      field: 'activity',
      sideListTab: 5,
      label: 'Activity',
      plural: 'Activities',
      colour: 'yellow',
      key: 'activities',
      list: (params, options) => listActivities(params, options),
      get: getActivity,
      destinationParam: 'destination.id[]',
      duration: '02:00',
      price: async (id) => (await getActivity(id)).data.price,
    },
    mainFlag: 'mainActivity',
    // The catalogue record's flag: a list row read before the item's own (older answers).
    isMain: (item) => item.type === 'activity' && Boolean(item.mainActivity ?? item.item?.mainActivity),
    onCalendar: true,
    create: createTripActivity,
    createInTemplate: createTripTemplateActivity,
    updateInTemplate: updateTripTemplateActivity,
    switchAlternative: switchTripActivityAlternative,
  },
  {
    type: 'transfer',
    label: 'Transfer',
    icon: Car,
    catalogue: {
      field: 'transfer',
      sideListTab: 6,
      label: 'Transfer',
      plural: 'Transfers',
      colour: 'grey',
      key: 'transfers',
      list: (params, options) => listTransfers(params, options),
      get: getTransfer,
      destinationParam: 'destination.id[]',
      duration: '02:00',
      price: async (id) => (await getTransfer(id)).data.price,
    },
    mainFlag: 'mainTransfer',
    isMain: (item) => item.type === 'transfer' && Boolean(item.mainTransfer ?? item.item?.mainTransfer),
    onCalendar: true,
    create: createTripTransfer,
    createInTemplate: createTripTemplateTransfer,
    updateInTemplate: updateTripTemplateTransfer,
    switchAlternative: switchTripTransferAlternative,
    travel: true,
  },
  {
    type: 'spa',
    label: 'Spa',
    icon: Sparkles,
    catalogue: {
      field: 'spa',
      sideListTab: 5,
      label: 'Spa',
      plural: 'Spas',
      colour: 'blue',
      key: 'spas',
      list: (params, options) => listSpas(params, options),
      get: getSpa,
      destinationParam: 'location.destination.id[]',
      duration: '01:00',
    },
    onCalendar: true,
    create: createTripSpa,
    createInTemplate: createTripTemplateSpa,
    updateInTemplate: updateTripTemplateSpa,
  },
  {
    type: 'restaurant',
    label: 'Restaurant',
    icon: UtensilsCrossed,
    catalogue: {
      field: 'restaurant',
      sideListTab: 5,
      label: 'Restaurant',
      plural: 'Restaurants',
      colour: 'red',
      key: 'restaurants',
      list: (params, options) => listRestaurants(params, options),
      get: getRestaurant,
      destinationParam: 'location.destination.id[]',
      duration: '01:30',
      price: async (id) => (await getRestaurant(id)).data.averagePrice,
      pricePerPerson: true,
    },
    onCalendar: true,
    create: createTripRestaurant,
    createInTemplate: createTripTemplateRestaurant,
    updateInTemplate: updateTripTemplateRestaurant,
  },
  {
    type: 'conciergerie_service',
    label: 'Conciergerie service',
    icon: ConciergeBell,
    catalogue: {
      field: 'conciergerieService',
      sideListTab: 5,
      // The side list's name of the kind (product.md §2.9, tab 5 "Other services").
      label: 'Other service',
      plural: 'Other services',
      colour: 'orange',
      key: 'conciergerie-services',
      list: (params, options) => listConciergerieServices(params, options),
      get: getConciergerieService,
      destinationParam: 'destination.id[]',
      duration: '02:00',
      price: async (id) => (await getConciergerieService(id)).data.price,
    },
    onCalendar: true,
    create: createTripConciergerieService,
    createInTemplate: createTripTemplateConciergerieService,
    updateInTemplate: updateTripTemplateConciergerieService,
  },
];

export type ItemType = string;

/** The type's declaration; undefined for a type this admin does not know (newer server). */
export const itemTypeOf = (type: string, types: readonly ItemTypeMeta[] = tripItemTypes) =>
  types.find((meta) => meta.type === type);

const shiftDay = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * Where an item of the type may lie on a trip, as `datetime-local` bounds: the server's rule (its
 * tripWindowOf): from the first day (the day before for a flight or transfer: an overnight flight
 * out) to the end of the day after the last (a late departure lands the next day).
 */
export const itemWindowOf = (type: string, trip: { startDate: string; endDate: string }) => ({
  min: `${itemTypeOf(type)?.travel ? shiftDay(trip.startDate, -1) : trip.startDate}T00:00`,
  max: `${shiftDay(trip.endDate, 1)}T23:59`,
});

/** The declaration of the type whose catalogue records carry `kind` (the side list, a calendar drop). */
export const itemTypeOfKind = (kind: string, types: readonly ItemTypeMeta[] = tripItemTypes) =>
  types.find((meta) => meta.catalogue?.field === kind);
