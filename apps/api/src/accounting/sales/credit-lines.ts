import { sql } from 'drizzle-orm';
import type { Row, Tx } from '../../engine/types.ts';
import { unprocessable, type Violation } from '../../http/problem.ts';
import { checkAmount, divRound, fromCents, roundToCurrency, rowsOf, toCents } from '../money.ts';

// An invoice line with what its credit notes already credit of it (the credit lines naming it).
type CreditableLine = {
  /** null: the whole of an invoice without lines (history brought over, seed/demo-invoices.ts). */
  id: number | null;
  position: number;
  description: string;
  tripItemId: number | null;
  quantity: string;
  unitPrice: string;
  taxRateId: number | null;
  taxPercent: string;
  net: bigint;
  tax: bigint;
  total: bigint;
  creditedNet: bigint;
  creditedTax: bigint;
};

// A line of the credit note to write: the invoice line it credits and the credited amounts.
export type CreditLine = {
  source: CreditableLine;
  quantity: string;
  unitPrice: string;
  net: bigint;
  tax: bigint;
};

const left = (l: CreditableLine) => l.total - l.creditedNet - l.creditedTax;

// The invoice's lines (locked with the invoice by the caller: its row lock serialises credits).
const creditableLines = async (tx: Tx, invoiceId: number): Promise<CreditableLine[]> => {
  const found = await rowsOf<Record<string, string | number | null>>(
    tx,
    sql`select l.id, l.position, l.description, l.trip_item_id, l.quantity::text as quantity,
          l.unit_price::text as unit_price, l.tax_rate_id, l.tax_percent::text as tax_percent,
          l.net::text as net, l.tax::text as tax, l.total::text as total,
          coalesce(sum(c.net), 0)::numeric(12, 2)::text as credited_net,
          coalesce(sum(c.tax), 0)::numeric(12, 2)::text as credited_tax
        from client_invoice_lines l left join client_invoice_lines c on c.credits_line_id = l.id
        where l.invoice_id = ${invoiceId}
        group by l.id order by l.position, l.id`,
  );
  return found.map((r) => ({
    id: Number(r.id),
    position: Number(r.position),
    description: String(r.description),
    tripItemId: r.trip_item_id === null ? null : Number(r.trip_item_id),
    quantity: String(r.quantity),
    unitPrice: String(r.unit_price),
    taxRateId: r.tax_rate_id === null ? null : Number(r.tax_rate_id),
    taxPercent: String(r.tax_percent),
    net: toCents(r.net)!,
    tax: toCents(r.tax)!,
    total: toCents(r.total)!,
    creditedNet: toCents(r.credited_net)!,
    creditedTax: toCents(r.credited_tax)!,
  }));
};

// `gross` of a line credited: its tax in the line's proportion (rounded to the currency), the rest
// net, so net + tax = gross exactly. What is left of the line, credited to its end, takes exactly
// the net and tax not yet credited: the line's credits then sum to its own net and tax.
const split = (l: CreditableLine, gross: bigint, currency: string): CreditLine => {
  if (gross === left(l)) {
    const whole = l.creditedNet === 0n && l.creditedTax === 0n;
    return {
      source: l,
      // A line credited whole in one go keeps its quantity and price; a part is one unit of its net.
      quantity: whole ? l.quantity : '1.00',
      unitPrice: whole ? l.unitPrice : fromCents(l.net - l.creditedNet),
      net: l.net - l.creditedNet,
      tax: l.tax - l.creditedTax,
    };
  }
  // The proportion of what is left of the line (the line's own until a part is credited; after,
  // it corrects the earlier parts' rounding), kept within the net and tax left.
  const netLeft = l.net - l.creditedNet;
  const taxLeft = l.tax - l.creditedTax;
  let tax = roundToCurrency(divRound(gross * taxLeft, netLeft + taxLeft), currency);
  if (tax > taxLeft) tax = taxLeft;
  if (gross - tax > netLeft) tax = gross - netLeft;
  const net = gross - tax;
  return { source: l, quantity: '1.00', unitPrice: fromCents(net), net, tax };
};

const lineId = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 2 ** 31) return value;
  if (typeof value !== 'string') return undefined;
  const m = /^\s*(\d{1,9})\s*$/.exec(value);
  return m ? Number(m[1]) : undefined;
};

type InvoiceTotals = {
  id: number;
  number: string | null;
  currency: string;
  amount: string;
  netAmount: string;
  taxAmount: string;
  creditedAmount: string;
};

// An invoice with no lines (brought over from the former books) is credited whole: one credit line
// of what is left of it, net and tax in the invoice's own proportion. It has no line to credit in part.
const wholeOfLineless = (invoice: InvoiceTotals, raw: unknown): CreditLine[] => {
  if (raw !== undefined && raw !== null)
    throw unprocessable([
      { propertyPath: 'lines', message: 'This invoice has no lines: it can only be credited in full.' },
    ]);
  const net = toCents(invoice.netAmount)!;
  const tax = toCents(invoice.taxAmount)!;
  const credited = toCents(invoice.creditedAmount)!;
  const whole: CreditableLine = {
    id: null,
    position: 0,
    description: `Invoice ${invoice.number ?? invoice.id}`,
    tripItemId: null,
    quantity: '1.00',
    unitPrice: fromCents(net),
    taxRateId: null,
    taxPercent: net > 0n ? ((Number(tax) * 100) / Number(net)).toFixed(2) : '0.00',
    net,
    tax,
    total: toCents(invoice.amount)!,
    creditedNet: credited === 0n ? 0n : net,
    creditedTax: credited === 0n ? 0n : tax,
  };
  return left(whole) > 0n ? [split(whole, left(whole), invoice.currency)] : [];
};

// What a credit note credits: without `lines`, what is left of every line (the rest of the invoice);
// with `lines` ([{line, amount?}]: the id of a line of this invoice, a gross amount that defaults to
// what is left of it), those amounts. 422 naming each bad field: a line of another invoice, a line
// named twice, an amount that is not positive, has too many decimals or is above what is left.
export const creditLinesOf = async (tx: Tx, invoice: InvoiceTotals, raw: unknown): Promise<CreditLine[]> => {
  const lines = await creditableLines(tx, invoice.id);
  if (lines.length === 0) return wholeOfLineless(invoice, raw);
  if (raw === undefined || raw === null)
    return lines.filter((l) => left(l) > 0n).map((l) => split(l, left(l), invoice.currency));
  if (!Array.isArray(raw))
    throw unprocessable([{ propertyPath: 'lines', message: 'This value should be a list of lines.' }]);
  if (raw.length === 0)
    throw unprocessable([{ propertyPath: 'lines', message: 'This value should not be empty.' }]);
  if (raw.length > lines.length)
    throw unprocessable([
      { propertyPath: 'lines', message: `This invoice has ${lines.length} line(s) to credit.` },
    ]);
  const byId = new Map(lines.map((l) => [l.id, l]));
  const seen = new Set<number | null>();
  const violations: Violation[] = [];
  const credits: CreditLine[] = [];
  raw.forEach((item: unknown, i) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      violations.push({ propertyPath: `lines[${i}]`, message: 'This value should be an object.' });
      return;
    }
    const { line: ref, amount } = item as Row;
    const id = lineId(ref);
    const line = id === undefined ? undefined : byId.get(id);
    if (!line) {
      violations.push({
        propertyPath: `lines[${i}].line`,
        message:
          id === undefined
            ? 'This value should be the id of a line.'
            : 'This line is not one of this invoice.',
      });
      return;
    }
    if (seen.has(line.id)) {
      violations.push({ propertyPath: `lines[${i}].line`, message: 'This line is credited twice.' });
      return;
    }
    seen.add(line.id);
    const rest = left(line);
    let gross = rest;
    if (amount !== undefined && amount !== null) {
      const checked = checkAmount(amount, invoice.currency, `lines[${i}].amount`, { positive: true });
      if ('violation' in checked) {
        violations.push(checked.violation);
        return;
      }
      gross = checked.cents;
    }
    if (rest <= 0n)
      violations.push({
        propertyPath: `lines[${i}].amount`,
        message: 'Nothing is left to credit on this line.',
      });
    else if (gross > rest)
      violations.push({
        propertyPath: `lines[${i}].amount`,
        message: `This value is more than what is left to credit on this line (${fromCents(rest)}).`,
      });
    else credits.push(split(line, gross, invoice.currency));
  });
  if (violations.length) throw unprocessable(violations);
  return credits;
};
