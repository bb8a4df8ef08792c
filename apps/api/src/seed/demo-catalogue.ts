import { eq, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { demoVendors } from './demo-vendors.ts';

// What each demo vendor offers, by its name.
const offers = new Map(demoVendors.map(([name, , , , , , kinds]) => [name, kinds]));

const rooms = [
  ['Deluxe Room', 45, 2, 950],
  ['Junior Suite', 70, 3, 1650],
  ['Signature Suite', 140, 4, 4200],
] as const;
const villaRooms = [
  ['One-Bedroom Villa', 180, 2, 2800],
  ['Three-Bedroom Residence', 420, 6, 7900],
] as const;
const options = [
  ['Daily breakfast for two', 95],
  ['Private airport transfer', 180],
] as const;
const treatments = [
  ['Signature massage', 'massage', 90, 290],
  ['Radiance facial', 'facial', 60, 240],
  ['Hammam ritual', 'hammam', 75, 210],
  ['Couples retreat', 'couples', 120, 620],
] as const;
const meals = [
  ['Tasting menu', 'tasting_menu', 380],
  ['Lunch à la carte', 'lunch', 140],
  ['Afternoon tea', 'afternoon_tea', 85],
] as const;
const wines = [
  ['Riserva', 2016, 'Sangiovese', 120],
  ['Gran Selezione', 2018, 'Sangiovese', 95],
  ['Vintage Port', 2011, 'Touriga Nacional', 240],
] as const;
const activityIdeas = [
  ['Private guided tour', 180, 650],
  ['Sunrise experience', 240, 890],
  ['Cooking class with a local chef', 210, 420],
] as const;
const transferIdeas = [
  ['Airport to hotel', 60, 4, 220],
  ['Full day at disposal', 600, 4, 1100],
  ['Hotel to railway station', 30, 3, 140],
] as const;
const conciergeIdeas = [
  ['Private chef dinner', 1800],
  ['Babysitting (evening)', 240],
  ['Personal shopper', 600],
] as const;

const idsByName = async (tx: Db, table: PgTable) => {
  const t = table as unknown as typeof s.accommodationTypes;
  const rows = await tx.select({ id: t.id, name: t.name }).from(t);
  return { byName: new Map(rows.map((r) => [r.name, r.id])), all: rows.map((r) => r.id) };
};

// The demo catalogue beside the demo vendors: locations tied to their city destinations, and for
// each vendor the kinds it offers with their rooms, treatments, meals, wines, activities,
// transfers and services, two contacts and a contract. Runs after the reference data.
export const seedDemoKinds = async (tx: Db) => {
  const vendors = await tx.select({ id: s.vendors.id, name: s.vendors.name }).from(s.vendors);
  const locations = await tx.select().from(s.vendorLocations);
  const locationOf = new Map(locations.map((l) => [l.vendorId, l]));
  // Each location's city destination (seeded under its country by the reference data).
  const cities = await tx
    .select({ id: s.destinations.id, name: s.destinations.name, country: s.destinations.parentId })
    .from(s.destinations);
  const countries = await tx
    .select({ id: s.destinations.id, name: s.destinations.name })
    .from(s.destinations)
    .where(isNull(s.destinations.parentId));
  const countryId = new Map(countries.map((c) => [c.name, c.id]));
  const destinationOf = new Map<number, number>();
  for (const l of locations) {
    const parent = countryId.get(l.country ?? '');
    const city = cities.find((c) => c.name === l.city && c.country === parent);
    if (!city) continue;
    destinationOf.set(l.vendorId, city.id);
    await tx.update(s.vendorLocations).set({ destinationId: city.id }).where(eq(s.vendorLocations.id, l.id));
  }
  const types = await idsByName(tx, s.accommodationTypes);
  const villaTypes = await idsByName(tx, s.villaTypes);
  const amenities = await idsByName(tx, s.accommodationAmenities);
  const cuisines = await idsByName(tx, s.restaurantCuisines);
  const transferTypes = await idsByName(tx, s.transferTypes);
  const carTypes = await idsByName(tx, s.transferCarTypes);
  const categories = await idsByName(tx, s.activityCategories);
  const serviceTypes = await idsByName(tx, s.serviceTypes);
  const pick = (list: number[], i: number) => (list.length ? list[i % list.length]! : null);

  const contactPlaces: { contactOf: number; table: PgTable; id: number }[] = [];
  let n = 0;
  for (const vendor of vendors) {
    const kinds = offers.get(vendor.name) ?? [];
    const location = locationOf.get(vendor.id);
    const destinationId = destinationOf.get(vendor.id) ?? null;
    const base = { vendorId: vendor.id, locationId: location?.id ?? null };
    const places: { table: PgTable; id: number }[] = [];
    for (const kind of kinds) {
      n++;
      if (kind === 'hotel' || kind === 'villa') {
        const villa = kind === 'villa';
        const [a] = await tx
          .insert(s.accommodations)
          .values({
            ...base,
            name: villa ? `${vendor.name} Villas` : vendor.name,
            description: `${vendor.name}: ${villa ? 'private villas with butler service' : 'a landmark hotel'} in ${location?.city ?? 'town'}.`,
            typeId: types.byName.get(villa ? 'Villa' : 'Hotel') ?? pick(types.all, n),
            villaTypeId: villa ? pick(villaTypes.all, n) : null,
            stars: 5,
            numberOfRooms: villa ? 12 + (n % 20) : 40 + ((n * 7) % 160),
            checkIn: '15:00',
            checkOut: '12:00',
            boutique: n % 3 === 0,
          })
          .returning({ id: s.accommodations.id });
        places.push({ table: s.vendorContactAccommodations, id: a!.id });
        await tx.insert(s.accommodationRooms).values(
          (villa ? villaRooms : rooms).map(([name, surface, maxOccupancy, rate]) => ({
            accommodationId: a!.id,
            name,
            surface,
            maxOccupancy,
            rackRate: String(rate + (n % 5) * 50),
          })),
        );
        await tx
          .insert(s.accommodationOptions)
          .values(options.map(([name, price]) => ({ accommodationId: a!.id, name, price: String(price) })));
        const amenityIds = [pick(amenities.all, n), pick(amenities.all, n + 3), pick(amenities.all, n + 7)];
        await tx.insert(s.accommodationAmenityLinks).values(
          [...new Set(amenityIds.filter((x): x is number => x !== null))].map((rightId) => ({
            leftId: a!.id,
            rightId,
          })),
        );
      } else if (kind === 'spa') {
        const [spa] = await tx
          .insert(s.spas)
          .values({
            ...base,
            name: vendor.name.includes('Spa') ? vendor.name : `${vendor.name} Spa`,
            numberOfTreatmentRooms: 4 + (n % 8),
          })
          .returning({ id: s.spas.id });
        places.push({ table: s.vendorContactSpas, id: spa!.id });
        await tx.insert(s.spaTreatments).values(
          treatments.map(([name, type, duration, price]) => ({
            spaId: spa!.id,
            name,
            type,
            duration,
            price: String(price),
          })),
        );
      } else if (kind === 'restaurant') {
        const [r] = await tx
          .insert(s.restaurants)
          .values({
            ...base,
            name:
              kinds.includes('hotel') || kinds.includes('villa') ? `${vendor.name} Restaurant` : vendor.name,
            michelinStars: n % 4,
            averagePrice: String(150 + (n % 6) * 40),
          })
          .returning({ id: s.restaurants.id });
        places.push({ table: s.vendorContactRestaurants, id: r!.id });
        await tx
          .insert(s.restaurantMeals)
          .values(
            meals.map(([name, type, price]) => ({ restaurantId: r!.id, name, type, price: String(price) })),
          );
        const cuisine = pick(cuisines.all, n);
        if (cuisine) await tx.insert(s.restaurantCuisineLinks).values({ leftId: r!.id, rightId: cuisine });
      } else if (kind === 'winery') {
        const [w] = await tx
          .insert(s.wineries)
          .values({
            ...base,
            name: vendor.name,
            appellation: location?.country === 'Portugal' ? 'Douro DOC' : 'Brunello di Montalcino DOCG',
          })
          .returning({ id: s.wineries.id });
        await tx.insert(s.wines).values(
          wines.map(([name, vintage, grape, price]) => ({
            wineryId: w!.id,
            name,
            vintage,
            grape,
            price: String(price),
          })),
        );
      } else if (kind === 'activity') {
        const [p] = await tx
          .insert(s.activityProviders)
          .values({ ...base, name: vendor.name })
          .returning({ id: s.activityProviders.id });
        places.push({ table: s.vendorContactActivityProviders, id: p!.id });
        await tx.insert(s.activities).values(
          activityIdeas.map(([name, duration, price], i) => ({
            providerId: p!.id,
            name: `${name} – ${location?.city ?? vendor.name}`,
            duration,
            price: String(price),
            destinationId,
            categoryId: pick(categories.all, n + i),
          })),
        );
      } else if (kind === 'transfer') {
        const [p] = await tx
          .insert(s.transportationProviders)
          .values({ ...base, name: vendor.name })
          .returning({ id: s.transportationProviders.id });
        places.push({ table: s.vendorContactTransportationProviders, id: p!.id });
        await tx.insert(s.transfers).values(
          transferIdeas.map(([name, duration, maxPassengers, price], i) => ({
            providerId: p!.id,
            name: `${name} (${location?.city ?? ''})`,
            duration,
            maxPassengers,
            price: String(price),
            destinationId,
            typeId: pick(transferTypes.all, i),
            carTypeId: pick(carTypes.all, n + i),
          })),
        );
      } else {
        const [c] = await tx
          .insert(s.conciergeries)
          .values({ ...base, name: vendor.name })
          .returning({ id: s.conciergeries.id });
        places.push({ table: s.vendorContactConciergeries, id: c!.id });
        await tx.insert(s.conciergerieServices).values(
          conciergeIdeas.map(([name, price], i) => ({
            conciergerieId: c!.id,
            name,
            price: String(price),
            destinationId,
            serviceTypeId: pick(serviceTypes.all, i),
          })),
        );
      }
    }
    const domain = `${vendor.name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`;
    const contacts = await tx
      .insert(s.vendorContacts)
      .values([
        {
          vendorId: vendor.id,
          title: 'Reservations Manager',
          jobTitle: 'Reservations',
          email: `reservations@${domain}`,
          position: 0,
        },
        {
          vendorId: vendor.id,
          title: 'Director of Sales',
          jobTitle: 'Sales',
          email: `sales@${domain}`,
          position: 1,
        },
      ])
      .returning({ id: s.vendorContacts.id });
    for (const place of places) contactPlaces.push({ contactOf: contacts[0]!.id, ...place });
    await tx.insert(s.vendorContracts).values({
      vendorId: vendor.id,
      name: 'Preferred partner rates 2026',
      status: n % 5 === 0 ? 'draft' : 'active',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      commission: String(8 + (n % 5) * 2),
    });
  }
  for (const link of contactPlaces) {
    await tx.insert(link.table).values({ leftId: link.contactOf, rightId: link.id } as never);
  }
  return { kinds: n };
};
