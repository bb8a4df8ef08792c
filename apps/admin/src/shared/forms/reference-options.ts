import {
  type Enums,
  getEnums,
  listAccommodationAmenities,
  listAccommodationRoomAmenities,
  listAccommodationTypes,
  listActivityCategories,
  listActivityTags,
  listBedTypes,
  listDiets,
  listFoodAllergies,
  listRestaurantCuisines,
  listRestaurantDressCodes,
  listRestaurantTags,
  listRoomSizes,
  listServiceTypes,
  listSpaModalities,
  listTransferCarTypes,
  listTransferTypes,
  listVillaTypes,
  listWineryDressCodes,
  listWineryTags,
} from '@backoffice/sdk';
import { useQuery } from '@tanstack/react-query';

type Named = { '@id': string; id: number; name: string };
type Lister = (params: { pagination: boolean }) => Promise<{ data: { 'hydra:member': Named[] } }>;

// The reference lists the vendor kinds point to (types, amenities, tags...), read whole.
const sources = {
  accommodationTypes: listAccommodationTypes,
  villaTypes: listVillaTypes,
  accommodationAmenities: listAccommodationAmenities,
  roomAmenities: listAccommodationRoomAmenities,
  roomSizes: listRoomSizes,
  bedTypes: listBedTypes,
  spaModalities: listSpaModalities,
  restaurantDressCodes: listRestaurantDressCodes,
  restaurantCuisines: listRestaurantCuisines,
  restaurantTags: listRestaurantTags,
  wineryDressCodes: listWineryDressCodes,
  wineryTags: listWineryTags,
  activityCategories: listActivityCategories,
  activityTags: listActivityTags,
  transferTypes: listTransferTypes,
  transferCarTypes: listTransferCarTypes,
  serviceTypes: listServiceTypes,
  diets: listDiets,
  foodAllergies: listFoodAllergies,
} satisfies Record<string, Lister>;

export type ReferenceSource = keyof typeof sources;
export type EnumSource =
  | 'spaTreatmentType'
  | 'mealType'
  | 'clientAttachmentType'
  | 'clientGuestStatus'
  | 'paymentStatus'
  | 'eventType';

export type ReferenceOption = { value: string; id: number; label: string };

export const referenceKeys = {
  list: (source: ReferenceSource) => ['reference-options', source] as const,
  enums: ['enums'] as const,
};

const fetchReferenceOptions = async (source: ReferenceSource): Promise<ReferenceOption[]> => {
  const list: Lister = sources[source];
  const { data } = await list({ pagination: false });
  return data['hydra:member']
    .map((row) => ({ value: row['@id'], id: row.id, label: row.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
};

export const useReferenceOptions = (source: ReferenceSource) =>
  useQuery({
    queryKey: referenceKeys.list(source),
    queryFn: () => fetchReferenceOptions(source),
    staleTime: 300_000,
  });

// GET /api/enums (calls.md 3): spaTreatmentType and mealType give the item type choices.
export const useEnumOptions = (source: EnumSource) =>
  useQuery({
    queryKey: referenceKeys.enums,
    queryFn: async (): Promise<Enums> => (await getEnums()).data,
    staleTime: 300_000,
    select: (enums) => enums[source].map((option) => ({ value: option.value, label: option.label })),
  });
