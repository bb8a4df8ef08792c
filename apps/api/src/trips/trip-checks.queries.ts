import { sql } from 'drizzle-orm';
import type { Tx } from '../engine/types.ts';
import { itemTypeOf, tripWindowOf } from './item-types/define-item-type.ts';
import { catalogueNameSql, vendorLocationIdSql } from './item-types/item-type-sql.ts';
import { moneyText } from './money-text.ts';
import { droppedItemStatusesSql } from './trip-items-states.ts';

// Tunables of the trip checks (decisions in the report of the trip items increment).
export const checkRules = {
  // An item still "initial" this many days or fewer before departure is flagged.
  initialDaysBeforeDeparture: 14,
  // Straight-line ground speed for the time needed between two places, km/h.
  travelSpeedKmh: 60,
  // Places closer than this are the same place.
  samePlaceKm: 1,
  // A pick-up transfer must start at the flight's arrival or up to this long after it.
  pickupWindowMinutes: 120,
  // A drop-off transfer must end at least this long before the flight departs.
  dropoffMarginMinutes: 90,
  // A transfer belongs to a flight whose arrival or departure is within this many hours.
  transferFlightHours: 12,
  // A passport must stay valid this many months after the return (most countries ask six).
  passportMonthsAfterReturn: 6,
};

export type CheckKind =
  | 'overlap'
  | 'outside_trip_dates'
  | 'night_without_accommodation'
  | 'night_with_two_accommodations'
  | 'checkout_after_departure'
  | 'transfer_misses_flight'
  | 'not_enough_travel_time'
  | 'initial_close_to_departure'
  | 'cost_without_sell_price'
  | 'sold_below_cost'
  | 'passport_expiring'
  | 'diet_at_restaurant';

export type Check = { kind: CheckKind; message: string; date?: string; items: string[] };

type ItemRow = {
  id: number;
  type: string;
  status: string;
  title: string | null;
  ref_name: string | null;
  flight_number: string | null;
  from_code: string | null;
  to_code: string | null;
  start_local: string | null;
  end_local: string | null;
  start_at: number | null;
  end_at: number | null;
  from_lat: string | null;
  from_lng: string | null;
  to_lat: string | null;
  to_lng: string | null;
  cost: string | null;
  sell: string | null;
  currency: string | null;
  restaurant_id: number | null;
};

// One query for the trip's items in the trip: local and absolute times (the local time read in
// the item's timezone when it has one, decision 73) and where each starts and ends (the catalogue
// record's vendor location; a flight's airports).
const itemsSql = (tripId: number) => sql`
  select i.id, i.type, i.status, i.title, ${catalogueNameSql()} as ref_name, i.flight_number, i.restaurant_id,
    dep.iata as from_code, arr.iata as to_code,
    i.vendor_total_price::text as cost, i.client_total_price::text as sell, i.currency,
    to_char(i.start_date, 'YYYY-MM-DD HH24:MI:SS') as start_local,
    to_char(i.end_date, 'YYYY-MM-DD HH24:MI:SS') as end_local,
    extract(epoch from i.start_date at time zone coalesce(i.timezone, 'UTC'))::float8 as start_at,
    extract(epoch from i.end_date at time zone coalesce(i.timezone, 'UTC'))::float8 as end_at,
    coalesce(dep.latitude, loc.latitude)::text as from_lat, coalesce(dep.longitude, loc.longitude)::text as from_lng,
    coalesce(arr.latitude, loc.latitude)::text as to_lat, coalesce(arr.longitude, loc.longitude)::text as to_lng
  from (
    select i.*, ${vendorLocationIdSql()} as location_id
    from trip_items i
    where i.trip_id = ${tripId} and i.alternative_of_id is null and i.status not in (${sql.raw(droppedItemStatusesSql)})
  ) i
  left join vendor_locations loc on loc.id = i.location_id
  left join airports dep on dep.id = i.departure_airport_id
  left join airports arr on arr.id = i.arrival_airport_id
  order by i.start_date nulls last, i.position, i.id`;

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// A date as a director says it: "15 May" ("15 May 2028" when not the trip's first year).
export const dayInWords = (date: string, year?: string) => {
  const [y, m, d] = date.slice(0, 10).split('-');
  const words = `${Number(d)} ${months[Number(m) - 1]}`;
  return year && y === year ? words : `${words} ${y}`;
};
// Consecutive nights as one span: "the night of 15 May", "the nights of 15 to 17 May".
const nightsInWords = (first: string, last: string, year: string) =>
  first === last
    ? `the night of ${dayInWords(first, year)}`
    : `the nights of ${first.slice(0, 7) === last.slice(0, 7) ? Number(first.slice(8, 10)) : dayInWords(first, year)} to ${dayInWords(last, year)}`;

const km = (lat1: number, lng1: number, lat2: number, lng2: number) => {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
};

// An item's part in the checks, from its type: a stay, a flight, a transfer, or a timed event.
const roleOf = (i: Pick<ItemRow, 'type'>) => itemTypeOf(i.type)?.checkRole;
// An item as the director knows it (decision 107): the typed title, else the catalogue name; a
// flight as airline, number and route ("Air France AF 1234 CDG → FCO").
export const checkLabel = (
  i: Pick<ItemRow, 'id' | 'type' | 'title' | 'ref_name' | 'flight_number' | 'from_code' | 'to_code'>,
) => {
  const title = i.title?.trim();
  if (title) return title;
  if (roleOf(i) === 'flight') {
    const route = i.from_code || i.to_code ? `${i.from_code ?? '?'} → ${i.to_code ?? '?'}` : '';
    const text = [i.ref_name, i.flight_number, route].filter(Boolean).join(' ');
    if (text) return text;
  }
  return i.ref_name?.trim() || `${itemTypeOf(i.type)?.label ?? i.type} #${i.id}`;
};
const label = checkLabel;
// A duration as people say it: "45 minutes", "3 h 20", "2 days 4 h" (a 14,000 km drive in minutes
// reads as noise).
export const duration = (seconds: number) => {
  const total = Math.round(Math.max(seconds, 0) / 60);
  if (total < 60) return `${total} minute${total === 1 ? '' : 's'}`;
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const rest = total % 60;
  if (days === 0) return rest ? `${hours} h ${String(rest).padStart(2, '0')}` : `${hours} h`;
  return hours ? `${days} day${days === 1 ? '' : 's'} ${hours} h` : `${days} day${days === 1 ? '' : 's'}`;
};

// GET /api/trips/{id}/checks: what is wrong with the plan, computed from two queries (the trip,
// its items). `today` is the date the "initial too close to departure" rule counts from.
export const tripChecks = async (
  tx: Tx,
  tripId: number,
  iri: (id: number) => string,
  today = new Date().toISOString().slice(0, 10),
): Promise<Check[] | undefined> => {
  // The three reads at once: on the pool each runs on its own connection (a trip that is not there
  // answers no items and no guests either).
  const [trips, { rows: raw }, { rows: guests }] = await Promise.all([
    tx.execute<{ start_date: string; end_date: string; currency: string }>(
      sql`select start_date::text, end_date::text, currency from trips where id = ${tripId}`,
    ),
    tx.execute<ItemRow>(itemsSql(tripId)),
    tx.execute<GuestRow>(guestsSql(tripId)),
  ]);
  const trip = trips.rows[0];
  if (!trip) return undefined;
  const items = raw.map((r) => ({
    ...r,
    id: Number(r.id),
    start_at: r.start_at === null ? null : Number(r.start_at),
    end_at: r.end_at === null ? null : Number(r.end_at),
  }));
  const checks: Check[] = [];
  const year = trip.start_date.slice(0, 4);
  const ids = (...list: ItemRow[]) => list.map((i) => iri(i.id));

  // Timed items that overlap (an accommodation spans nights and overlaps everything: left out).
  const timed = items
    .filter((i) => roleOf(i) !== 'stay' && i.start_at !== null && i.end_at !== null)
    .sort((a, b) => a.start_at! - b.start_at!);
  for (let a = 0; a < timed.length; a++) {
    for (let b = a + 1; b < timed.length && timed[b]!.start_at! < timed[a]!.end_at!; b++) {
      const [x, y] = [timed[a]!, timed[b]!];
      checks.push({ kind: 'overlap', message: `${label(x)} and ${label(y)} overlap.`, items: ids(x, y) });
    }
  }

  // Items outside the trip's dates (tripWindowOf: the first day at 00:00, the day before for a
  // flight or transfer, to the end of the day after the last).
  for (const i of items) {
    const { first, last } = tripWindowOf(i.type, { startDate: trip.start_date, endDate: trip.end_date });
    const out = [i.start_local, i.end_local].some((at) => at !== null && (at < first || at > last));
    if (out) {
      checks.push({
        kind: 'outside_trip_dates',
        message: `${label(i)} is outside the trip's dates (${dayInWords(trip.start_date, year)} to ${dayInWords(trip.end_date, year)}).`,
        items: ids(i),
      });
    }
  }

  // Nights: every night from the first day to the eve of the last needs one accommodation.
  // Consecutive nights with the same finding (none, or the same two stays) are one finding.
  const stays = items.filter((i) => roleOf(i) === 'stay' && i.start_local && i.end_local);
  type NightRun = { first: string; last: string; stays: ItemRow[] };
  const runs: NightRun[] = [];
  for (let night = trip.start_date; night < trip.end_date; night = addDays(night, 1)) {
    const here = stays.filter(
      (s) => s.start_local!.slice(0, 10) <= night && s.end_local!.slice(0, 10) > night,
    );
    if (here.length === 1) continue;
    const run = runs.at(-1);
    const same =
      run &&
      addDays(run.last, 1) === night &&
      run.stays.length === here.length &&
      run.stays.every((s, k) => s.id === here[k]!.id);
    if (same) run.last = night;
    else runs.push({ first: night, last: night, stays: here });
  }
  for (const run of runs) {
    const nights = nightsInWords(run.first, run.last, year);
    if (run.stays.length === 0) {
      checks.push({
        kind: 'night_without_accommodation',
        message: `No accommodation for ${nights}.`,
        date: run.first,
        items: [],
      });
    } else {
      checks.push({
        kind: 'night_with_two_accommodations',
        message: `${run.stays.length} accommodations for ${nights}: ${run.stays.map(label).join(', ')}.`,
        date: run.first,
        items: ids(...run.stays),
      });
    }
  }

  // The guests leave on the departure flight (the last one): a stay booked past that day is nights
  // paid for nobody. The hotel's check-out hour on the departure day is not a finding (guests
  // leave for the airport before it).
  const flights = items.filter((i) => roleOf(i) === 'flight' && i.start_at !== null);
  const departure = flights.at(-1);
  if (departure?.start_local) {
    const leaves = departure.start_local.slice(0, 10);
    for (const s of stays) {
      const out = s.end_local!.slice(0, 10);
      if (s.start_at! < departure.start_at! && out > leaves) {
        checks.push({
          kind: 'checkout_after_departure',
          message: `${label(s)} is booked until ${dayInWords(out, year)}, after the guests leave on ${dayInWords(leaves, year)} (${label(departure)}).`,
          date: leaves,
          items: ids(s, departure),
        });
      }
    }
  }

  // A transfer meets the flight it belongs to: a pick-up starts at the arrival or within the
  // window after it; a drop-off ends the margin before the departure.
  const window = checkRules.transferFlightHours * 3600;
  for (const t of items.filter((i) => roleOf(i) === 'transfer' && i.start_at !== null && i.end_at !== null)) {
    let best: { flight: ItemRow; gap: number; pickup: boolean } | undefined;
    for (const f of flights) {
      if (f.end_at !== null) {
        const gap = Math.abs(t.start_at! - f.end_at);
        if (gap <= window && (!best || gap < best.gap)) best = { flight: f, gap, pickup: true };
      }
      const gap = Math.abs(t.end_at! - f.start_at!);
      if (gap <= window && (!best || gap < best.gap)) best = { flight: f, gap, pickup: false };
    }
    if (!best) continue;
    const f = best.flight;
    const misses = best.pickup
      ? t.start_at! < f.end_at! || t.start_at! > f.end_at! + checkRules.pickupWindowMinutes * 60
      : t.end_at! > f.start_at! - checkRules.dropoffMarginMinutes * 60;
    if (misses) {
      checks.push({
        kind: 'transfer_misses_flight',
        message: best.pickup
          ? `${label(t)} does not meet the arrival of ${label(f)} (pick-up from the landing to ${checkRules.pickupWindowMinutes} minutes after).`
          : `${label(t)} reaches ${label(f)} less than ${checkRules.dropoffMarginMinutes} minutes before it departs.`,
        items: ids(t, f),
      });
    }
  }

  // Consecutive timed items at different known places with less time between them than the
  // straight line takes at the stated speed.
  for (let k = 1; k < timed.length; k++) {
    const [a, b] = [timed[k - 1]!, timed[k]!];
    if (a.to_lat === null || a.to_lng === null || b.from_lat === null || b.from_lng === null) continue;
    const distance = km(Number(a.to_lat), Number(a.to_lng), Number(b.from_lat), Number(b.from_lng));
    if (distance < checkRules.samePlaceKm) continue;
    const needed = (distance / checkRules.travelSpeedKmh) * 3600;
    const gap = b.start_at! - a.end_at!;
    if (gap < needed) {
      checks.push({
        kind: 'not_enough_travel_time',
        message: `${duration(gap)} from ${label(a)} to ${label(b)}, ${Math.round(distance).toLocaleString('en-GB')} km apart (about ${duration(needed)} at ${checkRules.travelSpeedKmh} km/h).`,
        items: ids(a, b),
      });
    }
  }

  // Items still to be started close to departure.
  const cutoff = addDays(today, checkRules.initialDaysBeforeDeparture);
  if (trip.start_date <= cutoff && trip.end_date >= today) {
    const waiting = items.filter((i) => i.status === 'initial');
    if (waiting.length) {
      checks.push({
        kind: 'initial_close_to_departure',
        message: `${waiting.length} item(s) still "Needed" ${checkRules.initialDaysBeforeDeparture} days or less before departure.`,
        items: ids(...waiting),
      });
    }
  }

  // Prices (issue 22): an item with a cost and no sell price is sold at nothing; an item sold
  // below its cost loses money (both in the item's currency).
  const money = (amount: string, currency: string | null) => moneyText(amount, currency ?? trip.currency);
  for (const i of items) {
    if (i.cost === null) continue;
    if (i.sell === null) {
      checks.push({
        kind: 'cost_without_sell_price',
        message: `${label(i)} costs ${money(i.cost, i.currency)} and has no sell price.`,
        items: ids(i),
      });
    } else if (Number(i.sell) < Number(i.cost)) {
      checks.push({
        kind: 'sold_below_cost',
        message: `${label(i)} is sold below its cost (${money(i.sell, i.currency)} for a cost of ${money(i.cost, i.currency)}).`,
        items: ids(i),
      });
    }
  }
  checks.push(...(await guestChecks(tx, guests, trip.end_date, items, iri)));
  return checks;
};

type GuestRow = {
  name: string;
  passport_expiry: string | null;
  diets: string[];
  allergies: string[];
  notes: string | null;
};

// The trip's guests with what the checks read of them: passport expiry, diets and food allergies
// (client_guests), the trip's own note on them.
const guestsSql = (tripId: number) => sql`
  select cg.name, cg.passport_expiry::text as passport_expiry, g.notes,
    array(select d.name from client_guest_diets l join diets d on d.id = l.diet_id
          where l.client_guest_id = cg.id order by d.name) as diets,
    array(select a.name from client_guest_food_allergies l join food_allergies a on a.id = l.food_allergy_id
          where l.client_guest_id = cg.id order by a.name) as allergies
  from trip_guests g join client_guests cg on cg.id = g.client_guest_id
  where g.trip_id = ${tripId}
  order by cg.name, g.id`;

// A guest's needs at table: diets, allergies, and the trip's note on them when it speaks of food.
const foodWords =
  /allerg|diet|vegan|vegetarian|gluten|lactose|kosher|halal|intoleran|nut|shellfish|coeliac|celiac/i;
const needsOf = (g: GuestRow) => [
  ...g.diets,
  ...g.allergies.map((a) => `allergic to ${a.toLowerCase()}`),
  ...(g.notes && foodWords.test(g.notes) ? [`“${g.notes.trim()}”`] : []),
];

// Guests' checks (issue 30.8): a passport that expires before six months after the return; each
// restaurant of the trip where a guest has a diet or an allergy, with the restaurant's cuisines, so
// that the director confirms the menu with it.
const guestChecks = async (
  tx: Tx,
  guests: GuestRow[],
  endDate: string,
  items: ItemRow[],
  iri: (id: number) => string,
): Promise<Check[]> => {
  if (guests.length === 0) return [];
  const found: Check[] = [];
  const year = endDate.slice(0, 4);
  const until = new Date(`${endDate}T00:00:00Z`);
  until.setUTCMonth(until.getUTCMonth() + checkRules.passportMonthsAfterReturn);
  const validUntil = until.toISOString().slice(0, 10);
  for (const g of guests) {
    if (g.passport_expiry && g.passport_expiry < validUntil) {
      found.push({
        kind: 'passport_expiring',
        message: `${g.name}'s passport expires on ${dayInWords(g.passport_expiry, year)}, less than ${checkRules.passportMonthsAfterReturn} months after the return on ${dayInWords(endDate, year)}.`,
        date: g.passport_expiry,
        items: [],
      });
    }
  }
  const needs = guests.map((g) => ({ name: g.name, needs: needsOf(g) })).filter((g) => g.needs.length);
  const restaurants = items.filter((i) => i.type === 'restaurant');
  if (needs.length === 0 || restaurants.length === 0) return found;
  const venueIds = [...new Set(restaurants.map((r) => r.restaurant_id).filter((id) => id !== null))];
  const cuisines = new Map<number, string[]>();
  if (venueIds.length) {
    const { rows } = await tx.execute<{ id: number; names: string[] }>(sql`
      select l.restaurant_id as id, array_agg(c.name order by c.name) as names
      from restaurant_cuisine_links l join restaurant_cuisines c on c.id = l.cuisine_id
      where l.restaurant_id in (${sql.join(
        venueIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by l.restaurant_id`);
    for (const r of rows) cuisines.set(Number(r.id), r.names);
  }
  const who = needs.map((g) => `${g.name} (${g.needs.join(', ')})`).join('; ');
  for (const r of restaurants) {
    const kinds = r.restaurant_id === null ? undefined : cuisines.get(Number(r.restaurant_id));
    const at = r.start_local ? ` on ${dayInWords(r.start_local, year)}` : '';
    found.push({
      kind: 'diet_at_restaurant',
      message: `Confirm the menu of ${label(r)}${kinds?.length ? ` (${kinds.join(', ')})` : ''}${at} for ${who}.`,
      ...(r.start_local ? { date: r.start_local.slice(0, 10) } : {}),
      items: [iri(r.id)],
    });
  }
  return found;
};
