// The client preference fields of product.md §3, grouped as the preferences drawer's accordion
// (§2.9): Hotel, Dining, Spa, Air, Private plane, Activities, Transfer, Sport, Misc, Internal/auto
// filled. One list for the edit form (features/client-preferences) and the read-only drawer.

/** An /api/enums list. */
export type EnumName =
  | 'roomSize'
  | 'hotelFloor'
  | 'roomAllergy'
  | 'massagePressure'
  | 'spaTreatmentType'
  | 'planeSeating'
  | 'flightClass'
  | 'takeoffTime'
  | 'activityLevel'
  | 'tourGuideGender'
  | 'activityStart'
  | 'jacketAndPantSize'
  | 'gender'
  | 'maritalStatus';

/** A name-only reference list read whole (preference-options.ts). */
export type ListName =
  | 'hotelTypes'
  | 'villaTypes'
  | 'designTypes'
  | 'roomAmenities'
  | 'newspapers'
  | 'amenities'
  | 'foodAllergies'
  | 'restaurantTags'
  | 'cuisines'
  | 'spaModalities'
  | 'airCharterMemberships'
  | 'flightMeals'
  | 'tourGuidePreferences'
  | 'transferCarTypes'
  | 'extremeSports'
  | 'sportInterests'
  | 'fitnessRequirements'
  | 'medicalLimitations'
  | 'interests';

/** A collection too large to read whole, searched on the server. */
export type SearchName = 'airlines' | 'airports';

export type PreferenceField =
  | { name: string; label: string; kind: 'enum' | 'enumList'; source: EnumName }
  | { name: string; label: string; kind: 'ref' | 'refList'; source: ListName }
  | { name: string; label: string; kind: 'record' | 'recordList'; source: SearchName }
  | { name: string; label: string; kind: 'interests' }
  // Destinations chosen in the destination tree (IRIs).
  | { name: string; label: string; kind: 'destinations' }
  | {
      name: string;
      label: string;
      kind: 'switch' | 'tags' | 'text' | 'textarea' | 'email' | 'time';
    }
  | {
      name: string;
      label: string;
      kind: 'number';
      min: number;
      max: number;
      precision?: number;
      unit?: string;
    };

export type PreferenceSection = { key: string; title: string; fields: PreferenceField[] };

const sw = (name: string, label: string): PreferenceField => ({ name, label, kind: 'switch' });
const text = (name: string, label: string): PreferenceField => ({ name, label, kind: 'text' });
const area = (name: string, label: string): PreferenceField => ({ name, label, kind: 'textarea' });
const tags = (name: string, label: string): PreferenceField => ({ name, label, kind: 'tags' });
const email = (name: string, label: string): PreferenceField => ({ name, label, kind: 'email' });
const time = (name: string, label: string): PreferenceField => ({ name, label, kind: 'time' });
const enumOne = (name: string, label: string, source: EnumName): PreferenceField => ({
  name,
  label,
  kind: 'enum',
  source,
});
const enumMany = (name: string, label: string, source: EnumName): PreferenceField => ({
  name,
  label,
  kind: 'enumList',
  source,
});
const ref = (name: string, label: string, source: ListName): PreferenceField => ({
  name,
  label,
  kind: 'ref',
  source,
});
const refs = (name: string, label: string, source: ListName): PreferenceField => ({
  name,
  label,
  kind: 'refList',
  source,
});
const num = (name: string, label: string, min: number, max: number, extra = {}): PreferenceField => ({
  name,
  label,
  kind: 'number',
  min,
  max,
  ...extra,
});

export const preferenceSections: PreferenceSection[] = [
  {
    key: 'hotel',
    title: 'Hotel',
    fields: [
      refs('hotelType', 'Hotel type', 'hotelTypes'),
      enumOne('roomSize', 'Room size', 'roomSize'),
      enumOne('hotelFloor', 'Hotel floor', 'hotelFloor'),
      enumMany('roomAllergies', 'Room allergies', 'roomAllergy'),
      ref('villaType', 'Villa type', 'villaTypes'),
      num('numberRooms', 'Number of rooms', 0, 50),
      sw('connectingRooms', 'Connecting rooms'),
      sw('boutiqueHotel', 'Boutique hotel'),
      refs('hotelDesign', 'Hotel design', 'designTypes'),
      refs('roomAmenities', 'Room amenities', 'roomAmenities'),
      refs('amenities', 'Hotel amenities', 'amenities'),
      refs('newspapers', 'Newspapers', 'newspapers'),
      tags('flowers', 'Flowers'),
      area('inRoomRequirements', 'In-room requirements'),
      area('hotelFreeAnswer', 'Free answer'),
      area('hotelComment', 'Hotel comment'),
    ],
  },
  {
    key: 'dining',
    title: 'Dining',
    fields: [
      tags('winePreferences', 'Wine preferences'),
      refs('foodAllergies', 'Food allergies', 'foodAllergies'),
      area('foodAllergiesNotes', 'Food allergies notes'),
      tags('favoriteRestaurants', 'Favorite restaurants'),
      refs('restaurantTags', 'Restaurant tags', 'restaurantTags'),
      refs('favoriteCuisines', 'Favorite cuisines', 'cuisines'),
      sw('tastingMenu', 'Tasting menu'),
      sw('aLaCarteMenu', 'À la carte menu'),
      time('lunchReservation', 'Lunch reservation'),
      time('dinnerReservation', 'Dinner reservation'),
      area('diningComment', 'Dining comment'),
    ],
  },
  {
    key: 'spa',
    title: 'Spa',
    fields: [
      sw('therapistsFemale', 'Female therapists'),
      sw('therapistsMale', 'Male therapists'),
      sw('onlyNatural', 'Only natural products'),
      sw('resultsDriven', 'Results driven'),
      enumOne('massagePressure', 'Massage pressure', 'massagePressure'),
      enumMany('spaTreatments', 'Spa treatments', 'spaTreatmentType'),
      refs('spaModalities', 'Spa modalities', 'spaModalities'),
      area('spaNotes', 'Spa notes'),
      area('spaComment', 'Spa comment'),
    ],
  },
  {
    key: 'air',
    title: 'Air',
    fields: [
      sw('airCharter', 'Air charter'),
      refs('airCharterMemberships', 'Air charter memberships', 'airCharterMemberships'),
      text('globalEntryTrustedTraveler', 'Global Entry / Known Traveler number'),
      { name: 'airport', label: 'Home airport', kind: 'record', source: 'airports' },
      { name: 'globalAirports', label: 'Other airports', kind: 'recordList', source: 'airports' },
      { name: 'airlines', label: 'Airlines', kind: 'recordList', source: 'airlines' },
      enumOne('planeSeating', 'Plane seating', 'planeSeating'),
      enumOne('classPreferred', 'Class preferred', 'flightClass'),
      enumOne('takeoffTime', 'Takeoff time', 'takeoffTime'),
      refs('flightMeals', 'Flight meals', 'flightMeals'),
      text('charterBroker', 'Charter broker'),
      text('charterBrokerContact', 'Charter broker contact'),
      area('airComment', 'Air comment'),
    ],
  },
  {
    key: 'privatePlane',
    title: 'Private plane',
    fields: [
      sw('privatePlane', 'Private plane'),
      text('privatePlaneNumber', 'Private plane number'),
      text('pilotName', 'Pilot name'),
      email('pilotEmail', 'Pilot e-mail'),
    ],
  },
  {
    key: 'activities',
    title: 'Activities',
    fields: [
      enumOne('dailyActivityLevel', 'Daily activity level', 'activityLevel'),
      enumOne('activityStartTime', 'Activity start time', 'activityStart'),
      refs('tourGuidePreferences', 'Tour guide preferences', 'tourGuidePreferences'),
      enumOne('tourGuideGender', 'Tour guide gender', 'tourGuideGender'),
      sw('cookingClasses', 'Cooking classes'),
      { name: 'interests', label: 'Interests', kind: 'interests' },
      // Not in product.md §3's list: what the client list's destination filter reads.
      { name: 'destinations', label: 'Destinations of interest', kind: 'destinations' },
      area('activityComment', 'Activity comment'),
    ],
  },
  {
    key: 'transfer',
    title: 'Transfer',
    fields: [
      ref('carType', 'Car type', 'transferCarTypes'),
      sw('transferFromHome', 'Transfer from home'),
      text('rentalCarNumber', 'Rental car number'),
      text('rentalCarType', 'Rental car type'),
    ],
  },
  {
    key: 'sport',
    title: 'Sport',
    fields: [
      refs('extremeSports', 'Extreme sports', 'extremeSports'),
      refs('sportInterests', 'Sport interests', 'sportInterests'),
      refs('fitnessRequirements', 'Fitness requirements', 'fitnessRequirements'),
      area('fitnessRequirementsNotes', 'Fitness requirements notes'),
      num('height', 'Height', 30, 260, { unit: 'cm' }),
      num('weight', 'Weight', 2, 400, { unit: 'kg' }),
      num('shoeSizeUS', 'Shoe size (US)', 1, 25, { precision: 1 }),
      text('skiSizes', 'Ski sizes'),
      enumOne('jacketAndPantSize', 'Jacket and pant size', 'jacketAndPantSize'),
      refs('medicalLimitations', 'Medical limitations', 'medicalLimitations'),
      area('sportComment', 'Sport comment'),
    ],
  },
  {
    key: 'misc',
    title: 'Misc',
    fields: [
      text('secretaryName', 'Secretary name'),
      email('secretaryEmail', 'Secretary e-mail'),
      text('contactPreference', 'Contact preference'),
      enumOne('gender', 'Gender', 'gender'),
      enumOne('maritalStatus', 'Marital status', 'maritalStatus'),
      num('childrenNumber', 'Number of children', 0, 30),
      text('spouseName', 'Spouse name'),
      email('spouseEmail', 'Spouse e-mail'),
    ],
  },
];

/** The last panel: what the server fills in (shown, never edited). */
export const internalSection = { key: 'internal', title: 'Internal/auto filled' } as const;

export const preferenceFields = preferenceSections.flatMap((section) => section.fields);
