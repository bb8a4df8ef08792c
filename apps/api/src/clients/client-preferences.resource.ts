import { eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import type { InterestLevel } from '../db/schema/index.ts';
import * as s from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import {
  bool,
  decimal,
  integer,
  longText,
  oneOf,
  optionalEmail,
  optionalText,
  timeOfDay,
} from '../engine/fields.ts';
import { updateWhere } from '../engine/record-sets.ts';
import { manyThrough, toOne } from '../engine/relations.ts';
import type { Tx } from '../engine/types.ts';
import { enums } from '../enums/enums.ts';
import { ApiError, type Violation } from '../http/problem.ts';
import { registerClientLogEntity } from './client-logs.queries.ts';
import { clientsResource } from './clients.resource.ts';

const valuesOf = (name: string) => enums[name]!.map((o) => o.value) as [string, ...string[]];

// One value of an /api/enums list, or null.
const enumField = (name: string) => v.nullable(oneOf(valuesOf(name)));
// Several values of an /api/enums list (room allergies, spa treatment types), kept unique.
const enumList = (name: string) =>
  v.pipe(
    v.array(oneOf(valuesOf(name)), 'This value should be of type array.'),
    v.transform((list) => [...new Set(list)]),
  );
// Free entries of a tag selector (flowers, wines, restaurants the client loves).
const tagList = () =>
  v.pipe(
    v.array(
      v.pipe(
        v.string('This value should be of type string.'),
        v.trim(),
        v.maxLength(120, 'This value is too long. It should have 120 characters or less.'),
      ),
      'This value should be of type array.',
    ),
    v.maxLength(50, 'This collection should contain 50 elements or less.'),
    v.transform((list) => [...new Set(list.filter((x) => x !== ''))]),
  );

const interestIri = '/api/interests/';
const interestList = v.array(
  v.object({
    interest: v.string('Expected an IRI of /api/interests.'),
    level: v.pipe(
      v.number('This value should be of type int.'),
      v.integer('This value should be of type int.'),
      v.minValue(1, 'This value should be 1 or more.'),
      v.maxValue(5, 'This value should be 5 or less.'),
    ),
  }),
  'This value should be of type array.',
);

// The interests as stored: IRIs checked to exist, one entry per interest (the last level wins).
const checkInterests = async (tx: Tx, list: InterestLevel[]): Promise<InterestLevel[]> => {
  const violations: Violation[] = [];
  const byId = new Map<number, number>();
  list.forEach((entry, i) => {
    const raw = entry.interest.startsWith(interestIri) ? entry.interest.slice(interestIri.length) : '';
    if (!/^\d{1,10}$/.test(raw)) {
      violations.push({
        propertyPath: `interests[${i}].interest`,
        message: 'Expected an IRI of /api/interests.',
      });
    } else byId.set(Number(raw), entry.level);
  });
  const ids = [...byId.keys()];
  if (ids.length) {
    const found = new Set(
      (await tx.select({ id: s.interests.id }).from(s.interests).where(inArray(s.interests.id, ids))).map(
        (r) => r.id,
      ),
    );
    for (const id of ids)
      if (!found.has(id))
        violations.push({ propertyPath: 'interests', message: `Item not found for "${interestIri}${id}".` });
  }
  if (violations.length)
    throw new ApiError(422, violations.map((x) => `${x.propertyPath}: ${x.message}`).join('\n'), {
      violations,
    });
  return ids.map((id) => ({ interest: `${interestIri}${id}`, level: byId.get(id)! }));
};

// calls.md 7.5 / product.md §3: a client's preferences, one record per client (a second POST for
// the same client is a 409 naming the first). Enumerations are validated against /api/enums,
// reference lists are IRIs; roomSize, roomAmenities, hotelDesign, boutiqueHotel,
// dailyActivityLevel, restaurantTags, favoriteCuisines, carType, therapistsFemale, therapistsMale,
// onlyNatural, spaModalities and spaTreatments drive the itinerary's filters.
export const clientPreferencesResource = defineResource({
  type: 'ClientPreference',
  path: 'client_preferences',
  table: s.clientPreferences,
  access: 'clients',
  updateVerbs: ['PATCH'],
  operations: ['list', 'get', 'create', 'update'],
  writable: {
    // Hotel
    roomSize: enumField('roomSize'),
    hotelFloor: enumField('hotelFloor'),
    roomAllergies: enumList('roomAllergy'),
    numberRooms: integer({ min: 0, max: 50 }),
    connectingRooms: bool(),
    boutiqueHotel: bool(),
    inRoomRequirements: longText(5000),
    flowers: tagList(),
    hotelFreeAnswer: longText(5000),
    hotelComment: longText(),
    // Dining
    winePreferences: tagList(),
    favoriteRestaurants: tagList(),
    tastingMenu: bool(),
    aLaCarteMenu: bool(),
    lunchReservation: timeOfDay(),
    dinnerReservation: timeOfDay(),
    foodAllergiesNotes: longText(5000),
    diningComment: longText(),
    // Spa
    therapistsMale: bool(),
    therapistsFemale: bool(),
    onlyNatural: bool(),
    resultsDriven: bool(),
    massagePressure: enumField('massagePressure'),
    spaTreatments: enumList('spaTreatmentType'),
    spaNotes: longText(5000),
    spaComment: longText(),
    // Air
    airCharter: bool(),
    globalEntryTrustedTraveler: optionalText(64),
    planeSeating: enumField('planeSeating'),
    classPreferred: enumField('flightClass'),
    takeoffTime: enumField('takeoffTime'),
    charterBroker: optionalText(255),
    charterBrokerContact: optionalText(255),
    airComment: longText(),
    // Private plane
    privatePlane: bool(),
    pilotName: optionalText(255),
    privatePlaneNumber: optionalText(64),
    pilotEmail: optionalEmail(),
    // Activities
    dailyActivityLevel: enumField('activityLevel'),
    cookingClasses: bool(),
    tourGuideGender: enumField('tourGuideGender'),
    activityStartTime: enumField('activityStart'),
    interests: interestList,
    activityComment: longText(),
    // Transfer
    transferFromHome: bool(),
    rentalCarNumber: optionalText(64),
    rentalCarType: optionalText(120),
    // Sport
    fitnessRequirementsNotes: longText(5000),
    height: integer({ min: 30, max: 260 }),
    weight: integer({ min: 2, max: 400 }),
    shoeSizeUS: decimal({ min: 1, max: 25 }),
    skiSizes: optionalText(120),
    jacketAndPantSize: enumField('jacketAndPantSize'),
    sportComment: longText(),
    // Misc
    secretaryName: optionalText(255),
    secretaryEmail: optionalEmail(),
    contactPreference: optionalText(120),
    gender: enumField('gender'),
    maritalStatus: enumField('maritalStatus'),
    childrenNumber: integer({ min: 0, max: 30 }),
    spouseName: optionalText(255),
    spouseEmail: optionalEmail(),
  },
  required: ['client'],
  relations: {
    ...toOne({ client: 'Client', villaType: 'VillaType', airport: 'Airport', carType: 'TransferCarType' }),
    hotelType: manyThrough('HotelType', s.preferenceHotelTypes),
    hotelDesign: manyThrough('DesignType', s.preferenceDesignTypes),
    roomAmenities: manyThrough('AccommodationRoomAmenity', s.preferenceRoomAmenities),
    newspapers: manyThrough('AccommodationNewspaper', s.preferenceNewspapers),
    amenities: manyThrough('AccommodationAmenity', s.preferenceAmenities),
    foodAllergies: manyThrough('FoodAllergy', s.preferenceFoodAllergies),
    restaurantTags: manyThrough('RestaurantTag', s.preferenceRestaurantTags),
    favoriteCuisines: manyThrough('RestaurantCuisine', s.preferenceCuisines),
    spaModalities: manyThrough('SpaModality', s.preferenceSpaModalities),
    airCharterMemberships: manyThrough('AirCharterMembership', s.preferenceCharterMemberships),
    airlines: manyThrough('Airline', s.preferenceAirlines),
    globalAirports: manyThrough('Airport', s.preferenceGlobalAirports),
    flightMeals: manyThrough('FlightMeal', s.preferenceFlightMeals),
    tourGuidePreferences: manyThrough('TourGuidePreference', s.preferenceTourGuides),
    extremeSports: manyThrough('ExtremeSport', s.preferenceExtremeSports),
    sportInterests: manyThrough('SportInterest', s.preferenceSportInterests),
    fitnessRequirements: manyThrough('FitnessRequirement', s.preferenceFitnessRequirements),
    medicalLimitations: manyThrough('MedicalLimitation', s.preferenceMedicalLimitations),
    // Destinations of interest (the client list filters on preferences.destinations.id).
    destinations: manyThrough('Destination', s.preferenceDestinations),
  },
  filters: { 'client.id': { kind: 'exact', path: 'client.id' } },
  order: ['id', 'updatedAt'],
  defaultOrder: { id: 'asc' },
  extraOutput: {
    interests: {
      type: 'array',
      items: {
        type: 'object',
        properties: { interest: { type: 'string', format: 'iri-reference' }, level: { type: 'integer' } },
        required: ['interest', 'level'],
      },
    },
  },
  hooks: {
    beforeWrite: async (values, { tx, existing }) => {
      if (existing && values.clientId !== undefined && values.clientId !== existing.clientId) {
        const message = 'The client of a preferences record cannot change.';
        throw new ApiError(422, `client: ${message}`, { violations: [{ propertyPath: 'client', message }] });
      }
      if (!existing) {
        const [other] = await tx
          .select({ id: s.clientPreferences.id })
          .from(s.clientPreferences)
          .where(eq(s.clientPreferences.clientId, values.clientId as number))
          .limit(1);
        if (other) {
          const iri = `/api/client_preferences/${other.id}`;
          throw new ApiError(409, `This client already has preferences: ${iri}. Update them with PATCH.`, {
            extra: { existing: iri },
          });
        }
      }
      if (values.interests !== undefined)
        values.interests = await checkInterests(tx, values.interests as InterestLevel[]);
      return values;
    },
    afterWrite: async (row, ctx) => {
      // The client names its preferences (clients.preferences): a change of the client, audited.
      if (!ctx.existing)
        await updateWhere(
          ctx,
          clientsResource,
          eq(s.clients.id, row.clientId),
          { preferencesId: row.id },
          {
            beforeWrite: false,
          },
        );
    },
  },
});

// Changes to the preferences are part of the client's log (GET /api/client_logs).
registerClientLogEntity('ClientPreference', { noun: 'preferences', label: () => '' });
