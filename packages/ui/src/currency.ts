// Money helpers of product.md §9: conversion by a currency rate, rounded to an integer, and compact
// amounts with the units k, m, b, t and the baht as the default currency symbol.

/** A currency rate as the API serves it (a decimal string) or as a number. */
export type Rate = number | string;

export const DEFAULT_CURRENCY_SYMBOL = '฿';

const UNITS = ['', 'k', 'm', 'b', 't'];

// 12 significant digits drop the binary noise of a product (35.455 * 100 = 3545.4999…) before
// rounding, so a half always rounds up as written.
const clean = (value: number) => Number(value.toPrecision(12));

/** The rate as a number, or null when it is not a positive finite number. */
export const parseRate = (rate: Rate | null | undefined): number | null => {
  if (rate === null || rate === undefined || (typeof rate === 'string' && rate.trim() === '')) return null;
  const value = Number(rate);
  return Number.isFinite(value) && value > 0 ? value : null;
};

/**
 * Converts an amount with a currency rate, rounded to an integer (prices are whole units):
 * convert(1000, '32.45') → 32450. NaN when the rate is not a positive number.
 */
export const convert = (amount: number, rate: Rate): number => {
  const factor = parseRate(rate);
  return factor === null ? Number.NaN : Math.round(clean(amount * factor));
};

/**
 * Converts between two currencies whose rates share one base (units for one US dollar):
 * 100 EUR at 0.853 to THB at 32.45 → 3804.
 */
export const convertBetween = (amount: number, fromRate: Rate, toRate: Rate): number => {
  const from = parseRate(fromRate);
  const to = parseRate(toRate);
  return from === null || to === null ? Number.NaN : Math.round(clean((amount * to) / from));
};

/**
 * 1500 → '1.5k', 2_300_000 → '2.3m': units k, m, b, t, `digits` decimals rounded half up,
 * trailing zeros dropped; an amount that rounds to 1000 of a unit moves to the next unit.
 */
export const compactNumber = (value: number, digits = 1): string => {
  if (!Number.isFinite(value)) return '';
  const abs = Math.abs(value);
  // Scaling by powers of ten on the integer side keeps 1450 / 10^2 = 14.5 exact (1.45 is not).
  const roundIn = (unit: number) => {
    const shift = 3 * unit - digits;
    const scaled = shift >= 0 ? abs / 10 ** shift : abs * 10 ** -shift;
    return Math.round(clean(scaled)) / 10 ** digits;
  };
  let unit = 0;
  while (unit < UNITS.length - 1 && abs >= 1000 ** (unit + 1)) unit += 1;
  let rounded = roundIn(unit);
  if (rounded >= 1000 && unit < UNITS.length - 1) {
    unit += 1;
    rounded = roundIn(unit);
  }
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${rounded}${UNITS[unit]}`;
};

/** Compact amount with a currency symbol, baht by default: 1500 → '฿1.5k'. */
export const compactCurrency = (value: number, symbol = DEFAULT_CURRENCY_SYMBOL, digits = 1) => {
  const text = compactNumber(value, digits);
  if (!text) return '';
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
};

/**
 * A rate as the plain decimal text the API stores (numeric, 8 decimals): never an exponent,
 * no trailing zeros. 1e-7 → '0.0000001', 32.45 → '32.45'.
 */
export const rateToDecimal = (rate: number, scale = 8): string => {
  if (!Number.isFinite(rate)) return '';
  const fixed = rate.toFixed(scale);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
};

const wholeUnits = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// A currency without minor units (JPY, KRW…) has no cents to show, even 'always'.
const minorDigits = new Map<string, number>();
const hasCents = (code: string | undefined) => {
  if (!code) return true;
  let digits = minorDigits.get(code);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits;
    } catch {
      digits = 2;
    }
    minorDigits.set(code, digits ?? 2);
  }
  return digits !== 0;
};

/**
 * The admin's one way of writing money (issue 30.12): the ISO code, a space, the amount with
 * thousands separators, cents only when there are any. '54120', 'EUR' → 'EUR 54,120';
 * '4000.5', 'GBP' → 'GBP 4,000.50'; '-1250', 'EUR' → 'EUR -1,250'. Without a currency, the amount
 * alone; '' for no amount; the text itself when it is not a number. `cents: 'always'` for the
 * accounting screens, whose columns of invoice amounts are to the cent ('EUR 54,120.00').
 */
export const formatMoney = (
  value: string | number | null | undefined,
  currency?: string | null,
  { cents: showCents = 'when-any' }: { cents?: 'when-any' | 'always' } = {},
): string => {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return '';
  const amount = Number(value);
  if (!Number.isFinite(amount)) return String(value);
  const cents = Math.round(clean(amount * 100));
  // + 0 turns -0 into 0 (no 'EUR -0').
  const units = cents / 100 + 0;
  const code = currency?.trim();
  const whole = cents % 100 === 0 && (showCents === 'when-any' || !hasCents(code));
  const text = whole ? wholeUnits.format(units) : withCents.format(units);
  return code ? `${code} ${text}` : text;
};
