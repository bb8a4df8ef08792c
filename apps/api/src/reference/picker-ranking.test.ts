import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test/harness.ts';

// Issue 30.6: a picker's first rows are the ones a director meant. Records are created here with
// the real names that went wrong in the demo data (OpenFlights), in an order that the name order
// alone would rank wrongly.
let t: TestApp;
let admin: string;
type Collection = { 'hydra:member': { name: string }[] };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.travel');
  const post = (path: string, body: unknown) => t.request('POST', path, { token: admin, body });
  for (const airport of [
    { name: 'Capodichino', iata: 'NAP', icao: 'LIRN', city: 'Naples', country: 'Italy' },
    { name: 'Anapa Vityazevo', iata: 'AAQ', icao: 'URKA', city: 'Anapa', country: 'Russia' },
    { name: 'Napier', iata: 'NPE', icao: 'NZNR', city: 'Napier', country: 'New Zealand' },
    { name: 'Naples Municipal', iata: 'APF', icao: 'KAPF', city: 'Naples', country: 'United States' },
    { name: 'Arnapp Field', iata: 'ANP', city: 'Snap', country: 'Nowhere' },
  ])
    expect((await post('/api/airports', airport)).status).toBe(201);
  for (const airline of [
    { name: 'China United Airlines', iata: 'HR', icao: 'CUA', country: 'China' },
    { name: 'United Airlines', iata: 'UA', icao: 'UAL', country: 'United States' },
    { name: 'Delta Aerotaxi', icao: 'DEA', country: 'Italy' },
    { name: 'Delta Air Lines', iata: 'DL', icao: 'DAL', country: 'United States' },
  ])
    expect((await post('/api/airlines', airline)).status).toBe(201);
});
afterAll(() => t.close());

const names = async (path: string) =>
  (await json<Collection>(await t.request('GET', path, { token: admin })))['hydra:member'].map((r) => r.name);

describe('picker search ranking', () => {
  it('puts the airport whose code is the text first, then city and name prefixes', async () => {
    const found = await names('/api/airports?orSearch_search=NAP');
    expect(found[0]).toBe('Capodichino');
    // Naples Municipal (city prefix) and Napier (name and city prefix) before the mere "…nap…" ones.
    expect(found.slice(1, 3).sort()).toEqual(['Napier', 'Naples Municipal']);
    expect(found.slice(3).sort()).toEqual(['Anapa Vityazevo', 'Arnapp Field']);
    // An ICAO code too, whatever its case.
    expect((await names('/api/airports?orSearch_search=lirn'))[0]).toBe('Capodichino');
  });

  it('puts exact and prefix airline names first, coded airlines before uncoded ones', async () => {
    expect(await names('/api/airlines?orSearch_search=United')).toEqual([
      'United Airlines',
      'China United Airlines',
    ]);
    expect(await names('/api/airlines?orSearch_search=delta')).toEqual(['Delta Air Lines', 'Delta Aerotaxi']);
    expect((await names('/api/airlines?orSearch_search=UA'))[0]).toBe('United Airlines');
  });

  it('keeps an order the caller asked for', async () => {
    expect(await names('/api/airlines?orSearch_search=United&order[name]=asc')).toEqual([
      'China United Airlines',
      'United Airlines',
    ]);
  });
});
