import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppConfig } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { fileStoreOf, storeFile } from '../files/file-store.ts';
import { nextTripReference } from '../trips/trip-reference.ts';

// A 14-day illustrated trip for the PDF tests, the benchmark and scripts/pdf-pages.ts: a
// destination with a cover image, stays in several hotels with photos (print-size JPEGs made
// here, 2400 × 1600 like a camera's), an activity and a dinner every day with times and places.
const day = 86_400_000;
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * day).toISOString().slice(0, 10);

const palettes = [
  ['#f6d365', '#fda085', '#355c7d'],
  ['#a1c4fd', '#c2e9fb', '#2a4858'],
  ['#fbc2eb', '#a6c1ee', '#3d405b'],
  ['#84fab0', '#8fd3f4', '#1b4332'],
  ['#ffecd2', '#fcb69f', '#6d597a'],
];

// A landscape drawn as SVG (sky, sun, two hills), then noise so that it weighs like a photo.
export const demoPhoto = async (i: number, width = 2400, height = 1600) => {
  const [sky, glow, hill] = palettes[i % palettes.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${glow}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * (0.2 + (i % 5) * 0.15)}" cy="${height * 0.35}" r="${height * 0.12}" fill="#fff8e1" opacity="0.9"/>
    <path d="M0 ${height * 0.75} Q ${width * 0.3} ${height * 0.5} ${width * 0.6} ${height * 0.72} T ${width} ${height * 0.65} V ${height} H 0 Z" fill="${hill}" opacity="0.75"/>
    <path d="M0 ${height * 0.85} Q ${width * 0.5} ${height * 0.7} ${width} ${height * 0.88} V ${height} H 0 Z" fill="${hill}"/>
  </svg>`;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 86 })
    .toBuffer();
};

// photoWidth: the stored photos' width (2400 like a camera's; tests use smaller ones to seed faster).
export type DemoTripOptions = { days?: number; images?: number; startDate?: string; photoWidth?: number };

export const createPdfDemoTrip = async (db: Db, config: AppConfig, opts: DemoTripOptions = {}) => {
  const days = opts.days ?? 14;
  const images = opts.images ?? 40;
  const startDate = opts.startDate ?? '2027-05-10';
  const endDate = addDays(startDate, days - 1);
  const store = fileStoreOf(config);
  const put = async (i: number) => {
    const width = opts.photoWidth ?? 2400;
    const bytes = await demoPhoto(i, width, Math.round((width * 2) / 3));
    const filePath = await storeFile(store, bytes, { extension: 'jpg', contentType: 'image/jpeg' });
    return {
      name: `Photo ${i + 1}`,
      extension: 'jpg',
      filePath,
      mimeType: 'image/jpeg',
      size: bytes.byteLength,
    };
  };
  const [{ n } = { n: 0 }] = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from destinations where name like 'Tuscany%'`,
    )
  ).rows;
  const stamp = Number(n) > 0 ? ` ${Number(n) + 1}` : '';
  const [client] = await db
    .insert(s.clients)
    .values({ firstName: 'Eleanor', lastName: 'Whitfield', name: 'Eleanor Whitfield' })
    .returning({ id: s.clients.id });
  // One Tuscany per database (destination names are unique under a parent).
  const [destination] = await db
    .insert(s.destinations)
    .values({ name: `Tuscany${stamp}`, description: 'Hills, vineyards and hill towns.' })
    .returning({ id: s.destinations.id });
  await db.insert(s.destinationImages).values({ ownerId: destination!.id, isMain: true, ...(await put(99)) });
  const [vendor] = await db
    .insert(s.vendors)
    .values({ name: 'Toscana Hospitality', phone: '+39 055 000 111', email: 'stay@toscana.example' })
    .returning({ id: s.vendors.id });
  await db.insert(s.vendorContacts).values({
    vendorId: vendor!.id,
    title: 'Giulia Rossi',
    phone: '+39 055 000 112',
    email: 'giulia@toscana.example',
  });
  const [location] = await db
    .insert(s.vendorLocations)
    .values({
      vendorId: vendor!.id,
      address: 'Via del Chianti 12',
      city: 'Greve',
      country: 'Italy',
      destinationId: destination!.id,
    })
    .returning({ id: s.vendorLocations.id });
  // Stays of about two nights, five photos each, until the photos are used up.
  const stayCount = Math.max(1, Math.min(days - 1, Math.ceil((images - 1) / 5)));
  const nightsEach = Math.max(1, Math.floor((days - 1) / stayCount));
  const hotels: { id: number; name: string; room: number }[] = [];
  let photo = 0;
  for (let h = 0; h < stayCount; h++) {
    const name = `Villa ${['Aurora', 'Belvedere', 'Cipresso', 'Dolce Vita', 'Elba', 'Fiesole', 'Giardino', 'Lucca', 'Montalcino', 'Oliveto'][h % 10]}`;
    const [hotel] = await db
      .insert(s.accommodations)
      .values({
        vendorId: vendor!.id,
        name,
        locationId: location!.id,
        description: `${name} stands among olive groves with views over the valley. Rooms open onto a terrace; breakfast is served under the pergola, and the pool looks west for the sunset. The hosts arrange cooking lessons and wine tastings on request.`,
      })
      .returning({ id: s.accommodations.id });
    const [room] = await db
      .insert(s.accommodationRooms)
      .values({ accommodationId: hotel!.id, name: 'Junior suite with terrace' })
      .returning({ id: s.accommodationRooms.id });
    const count = Math.min(5, Math.max(0, images - 1 - photo));
    const files = await Promise.all(Array.from({ length: count }, (_, i) => put(photo + i)));
    photo += count;
    if (files.length) {
      await db
        .insert(s.accommodationImages)
        .values(files.map((f, i) => ({ ownerId: hotel!.id, position: i, isMain: i === 0, ...f })));
    }
    hotels.push({ id: hotel!.id, name, room: room!.id });
  }
  const [trip] = await db
    .insert(s.trips)
    .values({
      reference: await nextTripReference(db),
      clientId: client!.id,
      title: 'Tuscany slowly',
      startDate,
      endDate,
      status: 'proposal_preparation',
      currency: 'EUR',
      adults: 2,
      children: 1,
    })
    .returning({ id: s.trips.id, reference: s.trips.reference });
  const tripId = trip!.id;
  await db.insert(s.tripDestinations).values({ leftId: tripId, rightId: destination!.id });
  await db.insert(s.tripDays).values(
    Array.from({ length: days }, (_, i) => ({
      tripId,
      dayNumber: i + 1,
      date: addDays(startDate, i),
      title: i === 0 ? 'Arrival in Florence' : i === days - 1 ? 'Departure' : `Discovering day ${i + 1}`,
      description: `Day ${i + 1} text: a slow morning, then the road through the hills to the next village, with time for a long lunch.`,
    })),
  );
  // The flights' airline and airports (reference data: taken when seeded, else added).
  const airport = async (iata: string, name: string, city: string) => {
    const [found] = await db.select({ id: s.airports.id }).from(s.airports).where(eq(s.airports.iata, iata));
    if (found) return found.id;
    const [made] = await db
      .insert(s.airports)
      .values({ iata, name, city, country: city === 'London' ? 'United Kingdom' : 'Italy' })
      .returning({ id: s.airports.id });
    return made!.id;
  };
  const [airline] = await db
    .insert(s.airlines)
    .values({ name: 'ITA Airways', iata: 'AZ' })
    .returning({ id: s.airlines.id });
  const london = await airport('LHR', 'London Heathrow', 'London');
  const florence = await airport('FLR', 'Florence Peretola', 'Florence');
  const flight = (from: number, to: number) => ({
    airlineId: airline!.id,
    departureAirportId: from,
    arrivalAirportId: to,
  });
  type Item = typeof s.tripItems.$inferInsert;
  const items: Item[] = [];
  const price = (n: number) => ({
    currency: 'EUR',
    clientTotalPrice: n.toFixed(2),
    vendorTotalPrice: (n * 0.85).toFixed(2),
  });
  items.push({
    tripId,
    type: 'flight',
    title: 'Flight',
    flightNumber: 'AZ 201',
    ...flight(london, florence),
    pnr: 'QWE123',
    startDate: `${startDate} 08:30:00`,
    endDate: `${startDate} 11:45:00`,
    confirmationNumber: 'AZ-77812',
    position: 0,
    ...price(840),
  });
  hotels.forEach((hotel, i) => {
    const from = i * nightsEach;
    const to = i === hotels.length - 1 ? days - 1 : (i + 1) * nightsEach;
    items.push({
      tripId,
      type: 'accommodation',
      // The title the travel team typed; the catalogue name prints under it.
      title: i === 0 ? 'Welcome nights among the olive groves' : hotel.name,
      accommodationId: hotel.id,
      roomId: hotel.room,
      isMainAccommodation: true,
      startDate: `${addDays(startDate, from)} 15:00:00`,
      endDate: `${addDays(startDate, to)} 11:00:00`,
      confirmationNumber: `HTL-${1000 + i}`,
      position: items.length,
      ...price(620 * (to - from)),
    });
  });
  for (let d = 0; d < days; d++) {
    const date = addDays(startDate, d);
    items.push({
      tripId,
      type: 'activity',
      title: `Guided walk ${d + 1}`,
      startDate: `${date} 10:00:00`,
      endDate: `${date} 12:30:00`,
      notes: 'Comfortable shoes.',
      confirmationNumber: `ACT-${d + 1}`,
      position: items.length,
      ...price(180),
    });
    items.push({
      tripId,
      type: 'restaurant',
      title: `Dinner at Osteria ${d + 1}`,
      startDate: `${date} 20:00:00`,
      endDate: `${date} 22:00:00`,
      confirmationNumber: `RST-${d + 1}`,
      position: items.length,
      ...price(140),
    });
  }
  items.push({
    tripId,
    type: 'flight',
    title: 'Flight',
    flightNumber: 'AZ 208',
    ...flight(florence, london),
    pnr: 'QWE124',
    status: 'waiting_booking',
    startDate: `${endDate} 16:10:00`,
    endDate: `${endDate} 18:20:00`,
    position: items.length,
    ...price(760),
  });
  // Booked items have their confirmation number; the return flight is still being booked.
  await db
    .insert(s.tripItems)
    .values(items.map((item) => (item.confirmationNumber ? { ...item, status: 'booked' } : item)));
  // The lead client travels with a guest.
  const [guest] = await db
    .insert(s.clientGuests)
    .values({ clientId: client!.id, name: 'James Whitfield', relation: 'Husband' })
    .returning({ id: s.clientGuests.id });
  await db.insert(s.tripGuests).values({ tripId, clientGuestId: guest!.id });
  return { tripId, reference: trip!.reference, images: photo + 1 };
};
