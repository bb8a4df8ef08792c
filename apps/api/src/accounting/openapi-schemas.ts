import { addSchema } from '../openapi/components.ts';
import { agedReport, money, str } from './openapi-parts.ts';

const line = {
  type: 'object',
  properties: {
    description: str(),
    quantity: money('Quantity, two decimals at most (default 1)'),
    unitPrice: money("Unit price in the invoice's currency, no more decimals than the currency has"),
    taxRate: { type: ['string', 'null'], description: 'IRI of a tax rate, or null' },
    tripItem: { type: ['string', 'null'], description: 'IRI of the trip item it bills, or null' },
  },
  required: ['description', 'unitPrice'],
};

// The request and answer bodies of the accounting routes, as OpenAPI components.
export const addAccountingSchemas = () => {
  addSchema('ClientInvoiceCreate', {
    type: 'object',
    properties: {
      trip: str('IRI of the trip: the client and the currency are its own'),
      basis: { type: 'string', enum: ['deposit', 'balance', 'items'] },
      percent: money('deposit: the percentage of the trip client total (0 < percent ≤ 100)'),
      items: {
        type: 'array',
        items: { type: 'string' },
        description: 'items: the IRIs of the trip items billed',
      },
      taxRate: { type: ['string', 'null'], description: 'IRI of the tax rate of the lines made' },
      dueDate: { type: ['string', 'null'], format: 'date' },
      notes: { type: ['string', 'null'] },
    },
    required: ['trip', 'basis'],
  });
  addSchema('ClientInvoiceEdit', {
    type: 'object',
    properties: {
      dueDate: { type: ['string', 'null'], format: 'date' },
      notes: { type: ['string', 'null'] },
      lines: { type: 'array', items: line, description: 'Replaces every line of the draft' },
    },
  });
  addSchema('ClientInvoiceIssue', {
    type: 'object',
    properties: {
      date: {
        type: 'string',
        format: 'date',
        description: 'Issue date (default today, UTC): its year numbers the invoice',
      },
      dueDate: {
        type: 'string',
        format: 'date',
        description: "Default: the draft's, else 14 days after the date",
      },
    },
  });
  addSchema('ClientInvoiceSend', {
    type: 'object',
    properties: {
      to: str("Recipient (default: the client's e-mail)"),
      subject: str('Default: "Invoice INV-…"'),
      text: str('Plain text body (default: a short note with the number, date, due date and total)'),
    },
  });
  addSchema('ClientInvoiceCredit', {
    type: 'object',
    properties: {
      date: { type: 'string', format: 'date', description: 'Default today (UTC); not before the invoice' },
      reason: str(),
      lines: {
        type: 'array',
        description:
          'A partial credit: the lines credited and how much of each. Without it, the rest of the invoice',
        items: {
          type: 'object',
          properties: {
            line: { type: ['integer', 'string'], description: 'The id of a line of this invoice' },
            amount: money('Gross amount credited (with tax); default: what is left to credit on the line'),
          },
          required: ['line'],
        },
      },
    },
  });
  addSchema('PaymentAllocationInput', {
    type: 'object',
    properties: {
      payment: str('IRI of a paid payment (a receipt)'),
      clientInvoice: str('IRI of an issued invoice of the same client and currency'),
      amount: money('Default: as much as the receipt and the invoice allow'),
    },
    required: ['payment', 'clientInvoice'],
  });
  addSchema('TrialBalance', {
    type: 'object',
    properties: {
      from: str(),
      to: str(),
      rows: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            account: str(),
            code: str(),
            name: str(),
            type: str(),
            currency: str(),
            debit: money('Debits of the period'),
            credit: money('Credits of the period'),
            balance: money('debit − credit'),
            opening: money(
              'The balance (debit − credit) before `from`: every earlier line for a balance-sheet account, the lines of its year before `from` for an income or expense account',
            ),
            closing: money('opening + balance: the balance at the end of `to`'),
          },
        },
      },
      totals: {
        type: 'array',
        items: {
          type: 'object',
          properties: { currency: str(), debit: money('Σ debit'), credit: money('Σ credit') },
        },
      },
    },
  });
  addSchema('TripProfit', {
    type: 'object',
    properties: Object.fromEntries(
      [
        'trip',
        'reference',
        'currency',
        'cost',
        'revenue',
        'margin',
        'marginRate',
        'paid',
        'outstanding',
        'invoiced',
        'receivable',
        'depositsHeld',
        'revenueRecognised',
      ].map((k) => [k, { type: k === 'marginRate' ? ['string', 'null'] : 'string' }]),
    ),
  });
  addSchema('AgedReceivables', agedReport('client', 'Everything still owed', 'invoices'));
  addSchema('RevenueRecognitionResult', {
    type: 'object',
    properties: { date: str(), entries: { type: 'integer' } },
  });
};
