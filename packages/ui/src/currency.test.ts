import { describe, expect, it } from 'vitest';
import {
  compactCurrency,
  compactNumber,
  convert,
  convertBetween,
  DEFAULT_CURRENCY_SYMBOL,
  formatMoney,
  parseRate,
  rateToDecimal,
} from './currency.ts';

describe('compactNumber (units k, m, b, t)', () => {
  it('keeps amounts under a thousand as they are', () => {
    expect(compactNumber(0)).toBe('0');
    expect(compactNumber(999)).toBe('999');
    expect(compactNumber(12.34)).toBe('12.3');
  });

  it('uses k, m, b and t with one decimal and no trailing zero', () => {
    expect(compactNumber(1000)).toBe('1k');
    expect(compactNumber(1500)).toBe('1.5k');
    expect(compactNumber(32_450)).toBe('32.5k');
    expect(compactNumber(2_300_000)).toBe('2.3m');
    expect(compactNumber(4_560_000_000)).toBe('4.6b');
    expect(compactNumber(7_000_000_000_000)).toBe('7t');
    expect(compactNumber(7_000_000_000_000_000)).toBe('7000t');
  });

  it('rounds a half up as written, not as binary floats would', () => {
    // 1.45 is 1.4499… in binary: toFixed(1) would give 1.4.
    expect(compactNumber(1450)).toBe('1.5k');
    expect(compactNumber(1449)).toBe('1.4k');
    expect(compactNumber(1_050_000)).toBe('1.1m');
  });

  it('moves to the next unit when rounding reaches 1000', () => {
    expect(compactNumber(999_960)).toBe('1m');
    expect(compactNumber(999.96)).toBe('1k');
    expect(compactNumber(999_940)).toBe('999.9k');
  });

  it('keeps the sign, never shows -0, and is empty for non-numbers', () => {
    expect(compactNumber(-1500)).toBe('-1.5k');
    expect(compactNumber(-0.01)).toBe('0');
    expect(compactNumber(Number.NaN)).toBe('');
    expect(compactNumber(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('takes other precisions', () => {
    expect(compactNumber(1234, 2)).toBe('1.23k');
    expect(compactNumber(1500, 0)).toBe('2k');
  });
});

describe('compactCurrency', () => {
  it('prefixes the baht symbol by default', () => {
    expect(DEFAULT_CURRENCY_SYMBOL).toBe('฿');
    expect(compactCurrency(1500)).toBe('฿1.5k');
    expect(compactCurrency(2_300_000, '$')).toBe('$2.3m');
    expect(compactCurrency(-1500)).toBe('-฿1.5k');
    expect(compactCurrency(Number.NaN)).toBe('');
  });
});

describe('convert (by a currency rate, rounded to an integer)', () => {
  it('multiplies by the rate and rounds', () => {
    expect(convert(1000, 32.45)).toBe(32450);
    expect(convert(100, 35.456)).toBe(3546);
    expect(convert(10, 0.25)).toBe(3);
    expect(convert(0, 36)).toBe(0);
  });

  it('reads the decimal strings the API serves', () => {
    expect(convert(1000, '0.853')).toBe(853);
    expect(convert(1000, '16200')).toBe(16_200_000);
  });

  it('rounds a half up even when the float product falls just below it', () => {
    // 100 * 35.455 is 3545.4999999999995 in binary.
    expect(convert(100, 35.455)).toBe(3546);
    expect(convert(3, 1.005)).toBe(3);
  });

  it('is NaN for a missing, zero or negative rate', () => {
    expect(convert(100, '')).toBeNaN();
    expect(convert(100, 0)).toBeNaN();
    expect(convert(100, '-1')).toBeNaN();
    expect(convert(100, 'abc')).toBeNaN();
  });

  it('converts between two currencies of the same base', () => {
    // 100 EUR → USD → THB.
    expect(convertBetween(100, '0.853', '32.45')).toBe(3804);
    expect(convertBetween(5000, 1, '0.853')).toBe(4265);
    expect(convertBetween(100, 0, 1)).toBeNaN();
  });
});

describe('parseRate and rateToDecimal', () => {
  it('accepts positive numbers only', () => {
    expect(parseRate('32.45')).toBe(32.45);
    expect(parseRate(2)).toBe(2);
    expect(parseRate(' ')).toBeNull();
    expect(parseRate(null)).toBeNull();
    expect(parseRate('0')).toBeNull();
  });

  it('writes plain decimals without exponent or trailing zeros', () => {
    expect(rateToDecimal(32.45)).toBe('32.45');
    expect(rateToDecimal(1)).toBe('1');
    expect(rateToDecimal(1e-7)).toBe('0.0000001');
    expect(rateToDecimal(0.853)).toBe('0.853');
    expect(rateToDecimal(16200)).toBe('16200');
    expect(rateToDecimal(Number.NaN)).toBe('');
  });
});

describe('formatMoney (one money format for the admin, issue 30.12)', () => {
  it('writes the code, then the amount with thousands separators', () => {
    expect(formatMoney('54120', 'EUR')).toBe('EUR 54,120');
    expect(formatMoney(54120, 'EUR')).toBe('EUR 54,120');
  });

  it('shows cents only when there are any', () => {
    expect(formatMoney('16000.00', 'EUR')).toBe('EUR 16,000');
    expect(formatMoney('4000.5', 'GBP')).toBe('GBP 4,000.50');
    expect(formatMoney('0.10', 'USD')).toBe('USD 0.10');
  });

  it('writes cents always for the accounting screens', () => {
    expect(formatMoney('16000', 'EUR', { cents: 'always' })).toBe('EUR 16,000.00');
    expect(formatMoney('4000.5', 'GBP', { cents: 'always' })).toBe('GBP 4,000.50');
    // No minor unit, no cents.
    expect(formatMoney('5120000', 'JPY', { cents: 'always' })).toBe('JPY 5,120,000');
  });

  it('keeps the sign, never writes -0, and reads no amount as nothing', () => {
    expect(formatMoney('-1250', 'EUR')).toBe('EUR -1,250');
    expect(formatMoney('-0.001', 'EUR')).toBe('EUR 0');
    expect(formatMoney(null, 'EUR')).toBe('');
    expect(formatMoney('', 'EUR')).toBe('');
    expect(formatMoney('n/a', 'EUR')).toBe('n/a');
  });

  it('writes the amount alone without a currency', () => {
    expect(formatMoney('1200', null)).toBe('1,200');
    expect(formatMoney('1200')).toBe('1,200');
  });
});
