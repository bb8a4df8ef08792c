import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { clientInvoiceLines, taxRates } from '../../db/schema/index.ts';
import type { Row, Tx } from '../../engine/types.ts';
import { unprocessable, type Violation } from '../../http/problem.ts';
import { checkAmount, divRound, fromCents, roundToCurrency } from '../money.ts';

// A line as a draft is written: description, quantity (two decimals at most, above 0), unit price
// in the invoice's currency, the tax rate (its id) or none, the trip item it bills, if any.
export type LineInput = {
  description: string;
  quantity: bigint; // hundredths
  unitPrice: bigint; // cents
  taxRateId: number | null;
  tripItemId: number | null;
};

const idOf = (value: unknown, collection: string): number | null | undefined => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 2 ** 31) return value;
  if (typeof value !== 'string') return undefined;
  const m = new RegExp(`^(?:/api/${collection}/)?(\\d{1,9})$`).exec(value.trim());
  return m ? Number(m[1]) : undefined;
};
export const refId = idOf;

// Checks the `lines` of a request (a list of at most 200 objects); 422 naming each bad field.
export const parseLines = (raw: unknown, currency: string): LineInput[] => {
  if (!Array.isArray(raw))
    throw unprocessable([{ propertyPath: 'lines', message: 'This value should be a list of lines.' }]);
  if (raw.length > 200)
    throw unprocessable([{ propertyPath: 'lines', message: 'An invoice has at most 200 lines.' }]);
  return checkEachLine(raw, (l, at, description, violations) => {
    const quantity =
      l.quantity === undefined
        ? { cents: 100n }
        : checkAmount(l.quantity, 'XXX', at('quantity'), { positive: true });
    if ('violation' in quantity) violations.push(quantity.violation);
    const price = checkAmount(l.unitPrice, currency, at('unitPrice'));
    if ('violation' in price) violations.push(price.violation);
    const taxRateId = idOf(l.taxRate, 'tax_rates');
    if (taxRateId === undefined)
      violations.push({ propertyPath: at('taxRate'), message: 'This value should be a tax rate IRI.' });
    const tripItemId = lineTripItem(l, at, violations);
    if ('cents' in quantity && 'cents' in price && taxRateId !== undefined && tripItemId !== undefined)
      return { description, quantity: quantity.cents, unitPrice: price.cents, taxRateId, tripItemId };
    return undefined;
  });
};

// Walks the `lines` of a draft's request (an invoice's, a bill's): each must be an object with a
// description (1 to 255 characters); `read` checks the rest of a line, adding its violations, and
// answers the line when whole. 422 naming each bad field of every line, or the lines.
export const checkEachLine = <T>(
  raw: unknown[],
  read: (
    line: Row,
    at: (name: string) => string,
    description: string,
    violations: Violation[],
  ) => T | undefined,
): T[] => {
  const violations: Violation[] = [];
  const lines: T[] = [];
  raw.forEach((line: unknown, i) => {
    const at = (name: string) => `lines[${i}].${name}`;
    if (line === null || typeof line !== 'object' || Array.isArray(line)) {
      violations.push({ propertyPath: `lines[${i}]`, message: 'This value should be an object.' });
      return;
    }
    const l = line as Row;
    const description = typeof l.description === 'string' ? l.description.trim() : '';
    if (description === '')
      violations.push({ propertyPath: at('description'), message: 'This value should not be blank.' });
    else if (description.length > 255)
      violations.push({
        propertyPath: at('description'),
        message: 'This value is too long. It should have 255 characters or less.',
      });
    const whole = read(l, at, description, violations);
    if (whole !== undefined) lines.push(whole);
  });
  if (violations.length) throw unprocessable(violations);
  return lines;
};

// The trip item a line bills: none (null), its id, or undefined with the violation added.
export const lineTripItem = (line: Row, at: (name: string) => string, violations: Violation[]) => {
  const tripItemId = idOf(line.tripItem, 'trip_[a-z_]+');
  if (tripItemId === undefined)
    violations.push({ propertyPath: at('tripItem'), message: 'This value should be a trip item IRI.' });
  return tripItemId;
};

// Replaces the lines of a draft and answers its amounts: net = quantity × price, tax = net × percent,
// each rounded to the currency's unit per line; the invoice's amounts are the sums.
export const writeLines = async (tx: Tx, invoiceId: number, currency: string, lines: LineInput[]) => {
  const rateIds = [...new Set(lines.map((l) => l.taxRateId).filter((id): id is number => id !== null))];
  const rates = rateIds.length ? await tx.select().from(taxRates).where(inArray(taxRates.id, rateIds)) : [];
  const byId = new Map(rates.map((r) => [r.id, r]));
  const violations: Violation[] = [];
  lines.forEach((l, i) => {
    if (l.taxRateId === null) return;
    const rate = byId.get(l.taxRateId);
    if (!rate)
      violations.push({ propertyPath: `lines[${i}].taxRate`, message: 'This tax rate does not exist.' });
    else if (!rate.active)
      violations.push({ propertyPath: `lines[${i}].taxRate`, message: 'This tax rate is no longer in use.' });
  });
  if (violations.length) throw unprocessable(violations);
  let net = 0n;
  let tax = 0n;
  const rows = lines.map((l, position) => {
    const percent = l.taxRateId === null ? '0' : byId.get(l.taxRateId)!.percent;
    // percent has three decimals at most: thousandths of a percent.
    const [whole, frac = ''] = percent.split('.');
    const milli = BigInt(whole!) * 1000n + BigInt(frac.padEnd(3, '0').slice(0, 3) || '0');
    const lineNet = roundToCurrency(divRound(l.quantity * l.unitPrice, 100n), currency);
    const lineTax = roundToCurrency(divRound(lineNet * milli, 100_000n), currency);
    net += lineNet;
    tax += lineTax;
    return {
      invoiceId,
      position,
      description: l.description,
      tripItemId: l.tripItemId,
      quantity: fromCents(l.quantity),
      unitPrice: fromCents(l.unitPrice),
      taxRateId: l.taxRateId,
      taxPercent: percent,
      net: fromCents(lineNet),
      tax: fromCents(lineTax),
      total: fromCents(lineNet + lineTax),
    };
  });
  if (net + tax >= 10n ** 12n)
    throw unprocessable([{ propertyPath: 'lines', message: 'The invoice total is too large.' }]);
  await tx.delete(clientInvoiceLines).where(eq(clientInvoiceLines.invoiceId, invoiceId));
  if (rows.length) await tx.insert(clientInvoiceLines).values(rows);
  // The invoice's amounts, for the caller to write with the record service.
  return { netAmount: fromCents(net), taxAmount: fromCents(tax), amount: fromCents(net + tax) };
};

// Each line with what credit notes credit of it (an invoice's line; 0 on a credit note's).
export const readLines = async (tx: Tx, invoiceId: number) =>
  tx
    .select({
      ...getTableColumns(clientInvoiceLines),
      credited: sql<string>`(select coalesce(sum(c.total), 0)::numeric(12, 2)::text from client_invoice_lines c where c.credits_line_id = "client_invoice_lines"."id")`,
    })
    .from(clientInvoiceLines)
    .where(eq(clientInvoiceLines.invoiceId, invoiceId))
    .orderBy(clientInvoiceLines.position, clientInvoiceLines.id);

// The lines as the API shows them (amounts as decimal strings, references as IRIs).
// `id` names the line in a partial credit (POST /credit_note {lines: [{line: id}]}); `credited` is
// what credit notes credit of an invoice's line, `creditsLine` a credit note line's invoice line.
export const lineOutput = (l: Awaited<ReturnType<typeof readLines>>[number]) => ({
  id: l.id,
  description: l.description,
  quantity: l.quantity,
  unitPrice: l.unitPrice,
  taxRate: l.taxRateId === null ? null : `/api/tax_rates/${l.taxRateId}`,
  taxPercent: l.taxPercent,
  tripItem: l.tripItemId === null ? null : `/api/trip_items/${l.tripItemId}`,
  net: l.net,
  tax: l.tax,
  total: l.total,
  credited: l.credited,
  creditsLine: l.creditsLineId,
});
