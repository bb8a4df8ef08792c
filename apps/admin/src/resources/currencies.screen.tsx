import {
  type Currency,
  type CurrencyInput,
  createCurrency,
  deleteCurrency,
  getCurrency,
  listCurrencies,
  replaceCurrency,
} from '@backoffice/sdk';
import { compactCurrency, compactNumber, convert, formatMoney, rateToDecimal } from '@backoffice/ui/currency';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import { formatDate, formatThousands } from '@backoffice/ui/format';
import * as v from 'valibot';
import { optional, required } from '../shared/forms/form-rules.ts';
import type { Body, ResourceScreen } from './types.ts';

// The example column converts this many US dollars (rates are units for one US dollar).
export const EXAMPLE_USD = 1000;

// The API keeps the rate as a decimal string (8 decimals); the form edits it as a number.
const toInput = (body: Body): CurrencyInput => {
  const { rate, ...rest } = body as Omit<CurrencyInput, 'rate'> & { rate: number };
  return { ...rest, rate: rateToDecimal(rate) };
};

const column = createDataTableColumnHelper<Currency>();

const Example = ({ currency }: { currency: Currency }) => {
  const amount = convert(EXAMPLE_USD, currency.rate);
  if (Number.isNaN(amount)) return <span className="text-stone-400">—</span>;
  const short = currency.symbol ? compactCurrency(amount, currency.symbol) : compactNumber(amount);
  return (
    <span className="tabular-nums">
      {formatMoney(amount, currency.iso)}
      <span className="ml-2 text-xs text-stone-500">({short})</span>
    </span>
  );
};

// Currencies: ISO 4217 code, name, symbol and the rate against the US dollar, which product.md §9
// uses to convert amounts (rounded to an integer). Created with POST, edited with PUT.
export const currenciesScreen: ResourceScreen<Currency> = {
  key: 'currencies',
  title: 'Currencies',
  singular: 'currency',
  list: (params) => listCurrencies(params),
  get: (id) => getCurrency(id),
  create: (body) => createCurrency(toInput(body)),
  update: (id, body, options) => replaceCurrency(id, toInput(body), options),
  remove: (id) => deleteCurrency(id),
  columns: [
    column.accessor('iso', { header: 'ISO', enableSorting: true, meta: { className: 'w-20' } }),
    column.accessor('name', { header: 'Name', enableSorting: true }),
    column.accessor('symbol', { header: 'Symbol', cell: (c) => c.getValue() || '—' }),
    column.accessor('rate', {
      header: 'Rate (per USD)',
      cell: (c) => <span className="tabular-nums">{formatThousands(Number(c.getValue()))}</span>,
    }),
    // The date of the rate: the seed dates its rows by the rates' date, and an edit dates its row anew.
    column.accessor('updatedAt', {
      header: 'Rate date',
      cell: (c) => <span className="tabular-nums">{formatDate(c.getValue())}</span>,
    }),
    column.display({
      id: 'example',
      header: `${formatMoney(EXAMPLE_USD, 'USD')} =`,
      cell: (c) => <Example currency={c.row.original} />,
    }),
  ],
  fields: [
    { name: 'iso', label: 'ISO code', kind: 'text', placeholder: 'e.g. EUR' },
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'symbol', label: 'Symbol', kind: 'text', placeholder: 'e.g. €' },
    {
      name: 'rate',
      label: 'Rate',
      kind: 'number',
      precision: 8,
      help: 'Units of this currency for one US dollar.',
    },
  ],
  schema: () =>
    v.object({
      iso: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty('Please input value'),
        v.regex(/^[A-Za-z]{3}$/, 'The ISO code is 3 letters'),
        v.toUpperCase(),
      ),
      name: required(255),
      symbol: v.pipe(
        optional(16),
        v.transform((s) => (s === '' ? null : s)),
      ),
      rate: v.pipe(
        v.nullable(v.number()),
        v.check((n) => n !== null, 'Please input value'),
        v.check((n) => n === null || n > 0, 'The rate must be greater than 0'),
      ),
    }),
  toForm: (c) => ({
    iso: c?.iso ?? '',
    name: c?.name ?? '',
    symbol: c?.symbol ?? '',
    rate: c ? Number(c.rate) : null,
  }),
  searchParam: 'name',
  defaultSort: { id: 'iso', desc: false },
};
