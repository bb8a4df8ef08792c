import { sql } from 'drizzle-orm';
import type { Tx } from '../engine/types.ts';
import type { Violation } from '../http/problem.ts';

// Money in the accounting code is held as whole cents (bigint): the amount columns have two
// decimals, and a currency with fewer minor units (JPY: none) only ever holds multiples of its unit.
// ISO 4217 exponents other than 2 among the currencies the agency uses; three-decimal currencies
// (KWD, BHD…) do not fit the two-decimal columns and are refused for invoices.
const exponents: Record<string, number> = {
  JPY: 0,
  KRW: 0,
  VND: 0,
  CLP: 0,
  ISK: 0,
  UGX: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  PYG: 0,
  RWF: 0,
  KWD: 3,
  BHD: 3,
  OMR: 3,
  JOD: 3,
  TND: 3,
  LYD: 3,
  IQD: 3,
};

export const currencyDecimals = (currency: string) => exponents[currency.toUpperCase()] ?? 2;

// Parses a decimal string or number into cents; undefined when it is not a plain decimal.
export const toCents = (value: unknown): bigint | undefined => {
  const s = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof s !== 'string') return undefined;
  const m = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/.exec(s.trim());
  if (!m) return undefined;
  const cents = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0') || '0');
  return m[1] ? -cents : cents;
};

export const fromCents = (cents: bigint): string => {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

// a / b rounded half away from zero (b > 0).
export const divRound = (a: bigint, b: bigint): bigint => {
  const half = b / 2n;
  return a >= 0n ? (a + half) / b : -((-a + half) / b);
};

// Cents rounded to the currency's minor unit (JPY: whole yen).
export const roundToCurrency = (cents: bigint, currency: string): bigint => {
  const step = 10n ** BigInt(2 - Math.min(2, currencyDecimals(currency)));
  return divRound(cents, step) * step;
};

// An amount of the request: a decimal string (or number) that is not negative (or above zero with
// `positive`) and has no more decimals than the currency. The violation, or the cents.
export const checkAmount = (
  value: unknown,
  currency: string,
  propertyPath: string,
  opts: { positive?: boolean } = {},
): { cents: bigint } | { violation: Violation } => {
  const s = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof s !== 'string' || !/^-?\d{1,10}(\.\d+)?$/.test(s.trim()))
    return {
      violation: {
        propertyPath,
        message: 'This value should be a decimal amount (a string such as "120.50").',
      },
    };
  const trimmed = s.trim();
  if (trimmed.startsWith('-'))
    return { violation: { propertyPath, message: 'This value should not be negative.' } };
  const decimals = (trimmed.split('.')[1] ?? '').length;
  const allowed = currencyDecimals(currency);
  if (decimals > allowed)
    return {
      violation: {
        propertyPath,
        message: `This value has more decimals than ${currency} has (${allowed}).`,
      },
    };
  const cents = toCents(trimmed)!;
  if (opts.positive && cents <= 0n)
    return { violation: { propertyPath, message: 'This value should be greater than 0.' } };
  return { cents };
};

// ISO 4217 codes as the runtime knows them (Intl): a currency outside them is unknown (422).
const isoCurrencies = new Set(Intl.supportedValuesOf('currency'));
export const isIsoCurrency = (code: string) => isoCurrencies.has(code.toUpperCase());

// The currency's rate (units per US dollar) when the currencies table has it, else undefined.
// Postings and invoices then take 1 (face value), as the trip totals count a currency without a
// rate (trips/trip-totals.queries.ts).
export const rateOrFaceValue = async (tx: Tx, currency: string) => (await currencyRate(tx, currency)) ?? '1';

export const currencyRate = async (tx: Tx, currency: string): Promise<string | undefined> => {
  const { rows } = (await tx.execute(
    sql`select rate::text as rate from currencies where upper(iso) = upper(${currency}) limit 1`,
  )) as unknown as { rows: { rate: string }[] };
  return rows[0]?.rate;
};

export const unknownCurrency = (propertyPath: string, currency: string): Violation => ({
  propertyPath,
  message: `The currency "${currency}" is not a known ISO 4217 currency.`,
});

export const rowsOf = async <T>(tx: Tx, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await tx.execute(query)) as unknown as { rows: T[] }).rows;

// Today's date in UTC (dates are UTC, product.md §9).
export const todayUtc = () => new Date().toISOString().slice(0, 10);

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
