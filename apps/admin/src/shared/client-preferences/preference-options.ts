import {
  type Enums,
  getAirline,
  getAirport,
  getEnums,
  listAccommodationAmenities,
  listAccommodationNewspapers,
  listAccommodationRoomAmenities,
  listAirCharterMemberships,
  listAirlines,
  listAirports,
  listDesignTypes,
  listExtremeSports,
  listFitnessRequirements,
  listFlightMeals,
  listFoodAllergies,
  listHotelTypes,
  listInterests,
  listMedicalLimitations,
  listRestaurantCuisines,
  listRestaurantTags,
  listSpaModalities,
  listSportInterests,
  listTourGuidePreferences,
  listTransferCarTypes,
  listVillaTypes,
} from '@backoffice/sdk';
import { useQuery } from '@tanstack/react-query';
import { idOfIri, type PickedRecord, type RecordSource } from '../forms/record-source.ts';
import type { EnumName, ListName, SearchName } from './preference-fields.ts';

type Named = { '@id': string; id: number; name: string };
type Lister = (params: { pagination: boolean }) => Promise<{ data: { 'hydra:member': Named[] } }>;

const lists: Record<ListName, Lister> = {
  hotelTypes: listHotelTypes,
  villaTypes: listVillaTypes,
  designTypes: listDesignTypes,
  roomAmenities: listAccommodationRoomAmenities,
  newspapers: listAccommodationNewspapers,
  amenities: listAccommodationAmenities,
  foodAllergies: listFoodAllergies,
  restaurantTags: listRestaurantTags,
  cuisines: listRestaurantCuisines,
  spaModalities: listSpaModalities,
  airCharterMemberships: listAirCharterMemberships,
  flightMeals: listFlightMeals,
  tourGuidePreferences: listTourGuidePreferences,
  transferCarTypes: listTransferCarTypes,
  extremeSports: listExtremeSports,
  sportInterests: listSportInterests,
  fitnessRequirements: listFitnessRequirements,
  medicalLimitations: listMedicalLimitations,
  interests: listInterests,
};

export type Option = { value: string; label: string };

const preferenceOptionKeys = {
  list: (source: ListName) => ['preference-options', source] as const,
  enums: ['enums'] as const,
};

// A name-only reference list, read whole (they hold tens of names), as options by IRI.
export const useListOptions = (source: ListName) =>
  useQuery({
    queryKey: preferenceOptionKeys.list(source),
    queryFn: async (): Promise<Option[]> => {
      const { data } = await lists[source]({ pagination: false });
      return data['hydra:member']
        .map((row) => ({ value: row['@id'], label: row.name }))
        .sort((a, b) => a.label.localeCompare(b.label));
    },
    staleTime: 300_000,
  });

// GET /api/enums, read once and shared (the same key as the rest of the admin).
export const useEnums = () =>
  useQuery({
    queryKey: preferenceOptionKeys.enums,
    queryFn: async (): Promise<Enums> => (await getEnums()).data,
    staleTime: 300_000,
  });

export const enumOptions = (enums: Enums | undefined, source: EnumName): Option[] =>
  (enums?.[source] ?? []).map((o) => ({ value: o.value, label: o.label }));

const withCode = (name: string, code: string | null | undefined) => (code ? `${name} (${code})` : name);

// Airlines and airports are thousands: searched on the server as the user types.
type Coded = { '@id': string; id: number; name: string; iata?: string | null };
const picked = (a: Coded): PickedRecord => ({ '@id': a['@id'], id: a.id, name: withCode(a.name, a.iata) });
/** A source searched by name or code, its records named "Name (IATA)". */
const codedSource = (
  key: string,
  list: (params: {
    orSearch_search?: string;
    itemsPerPage: number;
  }) => Promise<{ data: { 'hydra:member': Coded[] } }>,
  get: (id: number) => Promise<{ data: Coded }>,
): RecordSource => ({
  key,
  search: async (text) =>
    (await list({ orSearch_search: text || undefined, itemsPerPage: 20 })).data['hydra:member'].map(picked),
  get: async (iri) => picked((await get(idOfIri(iri))).data),
});

export const searchSources: Record<SearchName, RecordSource> = {
  airlines: codedSource('airlines', listAirlines, getAirline),
  airports: codedSource('airports', listAirports, getAirport),
};

// The names of chosen airlines or airports (each read by its IRI, cached with the picker's).
export const useRecordNames = (source: SearchName, iris: string[]) =>
  useQuery({
    queryKey: ['record-picker', source, 'names', iris],
    queryFn: async () => {
      const records = await Promise.all(iris.map((iri) => searchSources[source].get(iri)));
      return new Map(records.map((r) => [r['@id'], r.name]));
    },
    enabled: iris.length > 0,
    staleTime: 60_000,
  });
