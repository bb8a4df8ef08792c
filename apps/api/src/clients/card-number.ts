import * as v from 'valibot';

// Card numbers: the Luhn check digit and the brand from the issuer identification number (IIN).

export const luhnValid = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

const between = (digits: string, length: number, low: number, high: number) => {
  const n = Number(digits.slice(0, length));
  return n >= low && n <= high;
};

export const cardBrands = [
  'amex',
  'diners',
  'discover',
  'jcb',
  'mastercard',
  'unionpay',
  'visa',
  'maestro',
  'other',
] as const;
export type CardBrand = (typeof cardBrands)[number];

export const brandOf = (digits: string): CardBrand => {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (/^(6011|65|64[4-9])/.test(digits) || between(digits, 6, 622126, 622925)) return 'discover';
  if (between(digits, 4, 3528, 3589)) return 'jcb';
  if (between(digits, 2, 51, 55) || between(digits, 4, 2221, 2720)) return 'mastercard';
  if (/^62/.test(digits)) return 'unionpay';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[06-8]|6)/.test(digits)) return 'maestro';
  return 'other';
};

const brandLabels: Record<CardBrand, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
  maestro: 'Maestro',
  other: 'Card',
};

// How logs name a card: never more than its last four digits.
export const cardLabel = (brand: string, last4: string) =>
  `${brandLabels[brand as CardBrand] ?? 'Card'} •••• ${last4}`;

// The number as typed (spaces and dashes allowed), checked; the message never repeats it.
export const cardNumber = () =>
  v.pipe(
    v.string('This value should be of type string.'),
    v.description('The whole card number (spaces and dashes allowed); write-only, never answered.'),
    v.transform((s) => s.replace(/[\s-]/g, '')),
    v.check((s) => /^\d{12,19}$/.test(s), 'This card number is not valid: give its 12 to 19 digits.'),
    v.check(luhnValid, 'This card number is not valid: check the digits.'),
  );

// PCI DSS 3.3.1: a card's security code is never stored after authorisation, and this back
// office never authorises: a non-empty one is refused, an empty one dropped.
export const refusedSecurityCode = () =>
  v.pipe(
    v.unknown(),
    v.description('Never accepted: a non-empty security code is a 422 (PCI DSS 3.3.1).'),
    v.check(
      (x) => x === null || x === undefined || x === '',
      'A card security code (CVV/CVC) is never accepted nor stored (PCI DSS 3.3.1): leave it out.',
    ),
  );
