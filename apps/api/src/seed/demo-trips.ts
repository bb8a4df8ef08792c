import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { nextTripReference } from '../trips/trip-reference.ts';
import data from './demo-trips.json' with { type: 'json' };
import { isEmpty } from './is-empty.ts';

// The data (demo-trips.json): the demo clients' cities with [city, the airport they fly from (IATA),
// their home carrier (ICAO, unique among OpenFlights' active airlines where IATA codes repeat)]; the
// airports of scheduled airlines near the demo destinations (besides the clients' own); and the
// trips below.
const homeFlights: Record<string, readonly [string, string]> = Object.fromEntries(
  (data.homeFlights as [string, string, string][]).map(([city, iata, icao]) => [city, [iata, icao]]),
);
const hubAirports = new Set(data.hubAirports);

// The demo trips (issue 12, Demo data): 25 trips of the demo clients across the statuses of
// product.md §4.1, 7 to 16 days each, dated around the day of the seed so that the dashboard's next
// departures and the ongoing and past trips read true. Each has one trip day per date, a main
// accommodation for its nights (two hotels on long trips), flights out and back, and activities,
// transfers, spas, restaurants and conciergerie services from the catalogue, priced in several
// currencies; DMCs, the client's guests and payments (some paid). A few deliberate problems for the
// trip checks: two overlapping activities (trip 1) and a night with no hotel (trip 2).

// [client index, status, days from the seed day to the start, length in days, trip type, title]
type DemoTrip = [number, string, number, number, string, string];

const demoTrips = data.trips as DemoTrip[];

const currencies = ['EUR', 'USD', 'GBP', 'CHF', 'AED'];

const day = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const addDays = (date: string, n: number) => isoDay(Date.parse(`${date}T00:00:00Z`) + n * day);
/** A local wall-clock time (trip_items.start_date): 'YYYY-MM-DD HH:MM:SS'. */
const at = (date: string, time: string) => `${date} ${time}:00`;
const money = (n: number) => n.toFixed(2);

type Place = {
  id: number;
  name: string;
  destinationId: number | null;
  latitude?: string | null;
  longitude?: string | null;
};

// Catalogue records of one kind with the destination of their place.
const placesOf = async (
  tx: Db,
  table: typeof s.accommodations | typeof s.spas | typeof s.restaurants | typeof s.conciergeries,
) =>
  (await tx
    .select({
      id: table.id,
      name: table.name,
      destinationId: s.vendorLocations.destinationId,
      latitude: s.vendorLocations.latitude,
      longitude: s.vendorLocations.longitude,
    })
    .from(table)
    .leftJoin(s.vendorLocations, eq(s.vendorLocations.id, table.locationId))
    .orderBy(asc(table.id))) as Place[];

// A kind's catalogue items with the destination of their provider's place.
const itemsOf = async (
  tx: Db,
  items: typeof s.activities | typeof s.transfers | typeof s.conciergerieServices,
  providerId: PgColumn,
  providers: typeof s.activityProviders | typeof s.transportationProviders | typeof s.conciergeries,
) =>
  (await tx
    .select({ id: items.id, name: items.name, destinationId: s.vendorLocations.destinationId })
    .from(items)
    .innerJoin(providers, eq(providers.id, providerId))
    .leftJoin(s.vendorLocations, eq(s.vendorLocations.id, providers.locationId))
    .orderBy(asc(items.id))) as Place[];

/** The records at a destination, else all of them (a destination may lack a kind). */
// The catalogue records of the trip's destination only: a Paris trip with a transfer in Marrakech
// made the demo's checks speak of 7,000 km drives.
const near = <T extends { destinationId: number | null }>(list: T[], destinationId: number | null) =>
  list.filter((p) => p.destinationId === destinationId);
const nth = <T>(list: T[], i: number): T | undefined => (list.length ? list[i % list.length] : undefined);

export const seedDemoTrips = async (tx: Db) => {
  if (!(await isEmpty(tx, s.trips))) return 0;
  const clients = await tx
    .select({ id: s.clients.id, currency: s.clients.currency, city: s.clients.city })
    .from(s.clients)
    .orderBy(asc(s.clients.id));
  if (clients.length === 0) return 0;
  const guests = await tx
    .select({ id: s.clientGuests.id, clientId: s.clientGuests.clientId })
    .from(s.clientGuests)
    .orderBy(asc(s.clientGuests.id));
  const hotels = (await placesOf(tx, s.accommodations)).filter((h) => h.destinationId !== null);
  const spas = await placesOf(tx, s.spas);
  const restaurants = await placesOf(tx, s.restaurants);
  const conciergeries = await placesOf(tx, s.conciergeries);
  const rooms = await tx
    .select({ id: s.accommodationRooms.id, accommodationId: s.accommodationRooms.accommodationId })
    .from(s.accommodationRooms);
  const activities = await itemsOf(tx, s.activities, s.activities.providerId, s.activityProviders);
  const transfers = await itemsOf(tx, s.transfers, s.transfers.providerId, s.transportationProviders);
  const services = await itemsOf(
    tx,
    s.conciergerieServices,
    s.conciergerieServices.conciergerieId,
    s.conciergeries,
  );
  // Each client flies from their city's airport on its home carrier (a Londoner on British Airways
  // from Heathrow), so the demo reads like real bookings; other cities take the first listed.
  const homeRows = await tx
    .select({ id: s.airports.id, iata: s.airports.iata })
    .from(s.airports)
    .where(
      inArray(
        s.airports.iata,
        Object.values(homeFlights).map(([iata]) => iata),
      ),
    );
  const airportByIata = new Map(homeRows.map((a) => [a.iata, a]));
  const carrierRows = await tx
    .select({ id: s.airlines.id, icao: s.airlines.icao, iata: s.airlines.iata })
    .from(s.airlines)
    .where(
      and(
        isNotNull(s.airlines.iata),
        inArray(
          s.airlines.icao,
          Object.values(homeFlights).map(([, icao]) => icao),
        ),
      ),
    )
    .orderBy(asc(s.airlines.id));
  const airlineByIcao = new Map<string | null, (typeof carrierRows)[number]>();
  for (const a of carrierRows) if (!airlineByIcao.has(a.icao)) airlineByIcao.set(a.icao, a);
  const homeOf = (city: string | null) => {
    const [iata, icao] = homeFlights[city ?? ''] ?? homeFlights.London!;
    return { home: airportByIata.get(iata), airline: airlineByIcao.get(icao) };
  };
  // The flights land at the airport nearest the hotel (the checks measure the drive from it):
  // an airline hub within 120 km first (Paris-Charles de Gaulle, not Le Bourget's business jets).
  const located = (
    await tx
      .select({
        id: s.airports.id,
        iata: s.airports.iata,
        latitude: s.airports.latitude,
        longitude: s.airports.longitude,
      })
      .from(s.airports)
      .where(and(isNotNull(s.airports.iata), isNotNull(s.airports.latitude), isNotNull(s.airports.longitude)))
  ).map((a) => ({
    id: a.id,
    lat: Number(a.latitude),
    lng: Number(a.longitude),
    hub: hubAirports.has(a.iata!) || Object.values(homeFlights).some(([iata]) => iata === a.iata),
  }));
  const nearestAirport = (place: Place | undefined) => {
    if (!place?.latitude || !place.longitude) return undefined;
    const lat = Number(place.latitude);
    const lng = Number(place.longitude);
    const cos = Math.cos((lat * Math.PI) / 180);
    // Squared degrees of latitude (about 111 km each).
    const nearest = (candidates: typeof located) => {
      let best: (typeof located)[number] | undefined;
      let bestDistance = Number.POSITIVE_INFINITY;
      for (const a of candidates) {
        const d = (a.lat - lat) ** 2 + ((a.lng - lng) * cos) ** 2;
        if (d < bestDistance) [best, bestDistance] = [a, d];
      }
      return { best, bestDistance };
    };
    const hub = nearest(located.filter((a) => a.hub));
    return hub.bestDistance <= (120 / 111) ** 2 ? hub.best : nearest(located).best;
  };
  const dmcVendors = await tx
    .select({ id: s.vendors.id })
    .from(s.vendors)
    .orderBy(asc(s.vendors.id))
    .limit(12);
  // Trips go where the catalogue can fill their days: a destination with local activities,
  // restaurants and transfers (any hotel when no destination has all three).
  const filled = (destinationId: number | null) =>
    [activities, restaurants, transfers].every((list) => list.some((p) => p.destinationId === destinationId));
  const tripHotels = hotels.some((h) => filled(h.destinationId))
    ? hotels.filter((h) => filled(h.destinationId))
    : hotels;
  const today = isoDay(Date.now());
  let made = 0;

  for (const [n, [clientIndex, status, offset, length, tripType, title]] of demoTrips.entries()) {
    const client = clients[clientIndex % clients.length]!;
    const currency = client.currency && /^[A-Z]{3}$/.test(client.currency) ? client.currency : 'EUR';
    const startDate = addDays(today, offset);
    const endDate = addDays(startDate, length - 1);
    const hotel = nth(tripHotels, n * 3);
    const destinationId = hotel?.destinationId ?? null;
    // Long trips move to a second hotel (and a second destination) half-way.
    const second = length >= 12 ? nth(tripHotels, n * 3 + 7) : undefined;
    const [trip] = await tx
      .insert(s.trips)
      .values({
        reference: await nextTripReference(tx),
        clientId: client.id,
        title,
        startDate,
        endDate,
        status,
        currency,
        markup: String(10 + (n % 4) * 2.5),
        tripType,
        adults: 2,
        children: tripType === 'family' ? 2 : 0,
        inquiry: `${title}: ${length} days from ${startDate}. The client asked for quiet rooms, a private guide on two days and one special dinner.`,
        notes: n % 3 === 0 ? 'Prefers morning flights.' : null,
      })
      .returning({ id: s.trips.id });
    const tripId = trip!.id;
    made++;

    const destinationIds = [...new Set([destinationId, second?.destinationId].filter((d) => d != null))];
    if (destinationIds.length) {
      await tx
        .insert(s.tripDestinations)
        .values(destinationIds.map((rightId) => ({ leftId: tripId, rightId })));
    }
    await tx.insert(s.tripDays).values(
      Array.from({ length }, (_, i) => ({
        tripId,
        dayNumber: i + 1,
        date: addDays(startDate, i),
        title: i === 0 ? 'Arrival' : i === length - 1 ? 'Departure' : null,
      })),
    );

    type Item = typeof s.tripItems.$inferInsert;
    const items: Item[] = [];
    let position = 0;
    const priced = (net: number, itemCurrency: string, markupRate = 0.15): Partial<Item> => {
      const clientNet = net * (1 + markupRate);
      return {
        currency: itemCurrency,
        vendorNetPrice: money(net),
        vendorTotalPrice: money(net * 1.1),
        vendorPrice: money(net * 1.1),
        clientNetPrice: money(clientNet),
        clientTotalPrice: money(clientNet * 1.1),
        clientPrice: money(clientNet * 1.1),
        markupPrice: money((clientNet - net) * 1.1),
        // Priced by hand at the item's own rate, not the trip's markup (issue 22).
        clientPriceOverridden: true,
      };
    };
    const itemStatus = ['past_trip', 'trip_ongoing', 'trip_approved_paid', 'pending_departure'].includes(
      status,
    )
      ? 'booked'
      : ['new_inquiry', 'draft', 'initial', 'inquiry_to_review'].includes(status)
        ? 'initial'
        : 'waiting_approval';
    const add = (item: Partial<Item> & { type: string }) =>
      items.push({ tripId, status: itemStatus, position: position++, ...item });
    // An item of a type on one date, from one wall-clock time to another.
    const onDate = (type: string, title: string, date: string, from: string, to: string) => ({
      type,
      title,
      startDate: at(date, from),
      endDate: at(date, to),
    });

    // Flights out and back.
    const { home, airline } = homeOf(client.city);
    const away = nearestAirport(hotel);
    // Back from the same airport: the day's transfers and activities are near the first hotel.
    const back = away;
    if (airline && home && away && back && home.id !== away.id) {
      for (const [date, from, to, time, arrive] of [
        [startDate, home, away, '08:30', '12:45'],
        [endDate, back, home, '16:10', '20:35'],
      ] as const) {
        add({
          type: 'flight',
          title: 'Flight',
          startDate: at(date, time),
          endDate: at(date, arrive),
          airlineId: airline.id,
          flightNumber: `${airline.iata} ${100 + n * 7 + (from === home ? 0 : 1)}`,
          departureAirportId: from.id,
          arrivalAirportId: to.id,
          flightClass: n % 3 === 0 ? 'first' : 'business',
          pnr: `PNR${String(n).padStart(3, '0')}`,
          ...priced(2400 + n * 35, 'USD', 0.08),
        });
      }
    }

    // The main accommodation for the nights (start to the last night); trip 2 leaves one night
    // uncovered between its two stays (a deliberate check finding).
    const nights = length - 1;
    const stays: { place: Place; from: number; to: number }[] = [];
    if (hotel) {
      const split = second ? Math.floor(nights / 2) : nights;
      stays.push({ place: hotel, from: 0, to: split });
      if (second) stays.push({ place: second, from: split + (n === 1 ? 1 : 0), to: nights });
      else if (n === 1) stays.splice(0, 1, { place: hotel, from: 0, to: split - 1 });
    }
    for (const stay of stays) {
      if (stay.to <= stay.from) continue;
      const room = rooms.find((r) => r.accommodationId === stay.place.id);
      add({
        type: 'accommodation',
        title: stay.place.name,
        startDate: at(addDays(startDate, stay.from), '15:00'),
        endDate: at(addDays(startDate, stay.to), '11:00'),
        accommodationId: stay.place.id,
        roomId: room?.id ?? null,
        isMainAccommodation: true,
        dmc: n % 5 === 0,
        ...priced((stay.to - stay.from) * (850 + (n % 6) * 120), nth(currencies, n + stay.from) ?? 'EUR'),
      });
    }

    // Arrival and departure transfers.
    const transfer = nth(near(transfers, destinationId), n);
    if (transfer) {
      add({
        ...onDate('transfer', transfer.name, startDate, '13:15', '14:15'),
        transferId: transfer.id,
        mainTransfer: true,
        ...priced(180 + n * 5, 'EUR', 0.2),
      });
      add({
        ...onDate('transfer', transfer.name, endDate, '13:00', '14:00'),
        transferId: transfer.id,
        ...priced(180 + n * 5, 'EUR', 0.2),
      });
    }

    // An activity every other day; trip 1 has two at the same hour on its second day.
    const localActivities = near(activities, destinationId);
    for (let d = 1; d < length - 1; d += 2) {
      const activity = nth(localActivities, n + d);
      if (!activity) break;
      add({
        ...onDate('activity', activity.name, addDays(startDate, d), '10:00', '13:00'),
        activityId: activity.id,
        mainActivity: d === 1,
        ...priced(320 + d * 40, nth(currencies, n + d) ?? 'EUR', 0.25),
      });
      if (n === 0 && d === 1) {
        const other = nth(localActivities, n + d + 1) ?? activity;
        add({
          ...onDate('activity', other.name, addDays(startDate, d), '11:30', '14:00'),
          activityId: other.id,
          ...priced(410, 'EUR', 0.25),
        });
      }
    }

    const spa = nth(near(spas, destinationId), n);
    if (spa) {
      add({
        ...onDate('spa', spa.name, addDays(startDate, 2), '16:00', '17:30'),
        spaId: spa.id,
        ...priced(290, 'CHF', 0.2),
      });
    }
    const localRestaurants = near(restaurants, destinationId);
    for (const d of [1, length - 2]) {
      const restaurant = nth(localRestaurants, n + d);
      if (!restaurant) break;
      add({
        ...onDate('restaurant', restaurant.name, addDays(startDate, d), '20:00', '22:30'),
        restaurantId: restaurant.id,
        ...priced(240 + d * 10, nth(currencies, n + d + 1) ?? 'EUR', 0.1),
      });
    }
    // A service of the trip's destination, else one by name only (no catalogue place far away).
    const local = nth(near(services, destinationId), n);
    const service = local ?? nth(services, n);
    if (service && conciergeries.length) {
      // An evening service (a private chef's dinner) in the evening, on a day without a restaurant.
      const evening = /dinner|evening/i.test(service.name);
      const day = evening && length - 2 === 3 ? 2 : 3;
      add({
        ...onDate(
          'conciergerie_service',
          service.name,
          addDays(startDate, day),
          evening ? '19:00' : '10:00',
          evening ? '22:30' : '13:00',
        ),
        conciergerieServiceId: local?.id ?? null,
        ...priced(150 + n * 3, 'GBP', 0.3),
      });
    }
    // In date-and-time order, as the API keeps a trip's items (issue 30.5, trips/item-order.ts).
    const startOf = (item: Item) => (item.startDate ? String(item.startDate).replace('T', ' ') : '~');
    items.sort((a, b) =>
      startOf(a) < startOf(b) ? -1 : startOf(a) > startOf(b) ? 1 : a.position! - b.position!,
    );
    items.forEach((item, i) => {
      item.position = i;
    });
    if (items.length) await tx.insert(s.tripItems).values(items);

    // DMCs, guests and payments.
    const dmc = nth(dmcVendors, n);
    if (dmc && n % 2 === 0)
      await tx.insert(s.tripDmcs).values({ tripId, vendorId: dmc.id, notes: 'Ground handling' });
    const travelling = guests.filter((g) => g.clientId === client.id).slice(0, 3);
    if (travelling.length) {
      await tx.insert(s.tripGuests).values(travelling.map((g) => ({ tripId, clientGuestId: g.id })));
    }
    if (!['draft', 'initial', 'new_inquiry', 'inquiry_to_review', 'trip_cancelled'].includes(status)) {
      const paid = [
        'proposal_approved_paid',
        'trip_approved_paid',
        'pending_departure',
        'trip_ongoing',
        'past_trip',
        'trip_feedback',
        'archived',
      ].includes(status);
      const deposit = 5000 + n * 250;
      await tx.insert(s.payments).values([
        {
          tripId,
          clientId: client.id,
          amount: money(deposit),
          currency,
          dueDate: addDays(startDate, -60),
          paidDate: paid || n % 2 === 0 ? addDays(startDate, -62) : null,
          method: 'bank_transfer',
          status: paid || n % 2 === 0 ? 'paid' : 'waiting_payment',
          reference: `DEP-${tripId}`,
        },
        {
          tripId,
          clientId: client.id,
          amount: money(deposit * 2),
          currency,
          dueDate: addDays(startDate, -30),
          paidDate: paid ? addDays(startDate, -31) : null,
          method: 'card',
          status: paid ? 'paid' : 'pending',
          reference: `BAL-${tripId}`,
        },
      ]);
    }
  }
  return made;
};
