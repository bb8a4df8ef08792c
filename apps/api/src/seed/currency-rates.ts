import { createRequire } from 'node:module';

// Dated market rates for every ISO 4217 currency, in units of each currency for one US dollar,
// from the npm data package @fawazahmed0/currency-api (one published version per day, each
// carrying that day's rates and its date; the version is pinned in package.json, so a seed is the
// same everywhere and runs without network). Rates are for display conversion only and are edited
// in the admin (PUT /api/currencies/{id}).
const require = createRequire(import.meta.url);

type RatesFile = { date: string; usd: Record<string, number> };

// The column holds 8 decimals; trailing zeros add nothing.
const toDecimal = (rate: number) => rate.toFixed(8).replace(/\.?0+$/, '');

// Read only while seeding (later starts never parse it).
export const loadUsdRates = (): { date: string; rates: Record<string, string> } => {
  const file = require('@fawazahmed0/currency-api/v1/currencies/usd.min.json') as RatesFile;
  const rates: Record<string, string> = {};
  for (const [code, rate] of Object.entries(file.usd)) {
    if (/^[a-z]{3}$/.test(code) && Number.isFinite(rate) && rate >= 1e-8)
      rates[code.toUpperCase()] = toDecimal(rate);
  }
  rates.USD = '1';
  return { date: file.date, rates };
};
