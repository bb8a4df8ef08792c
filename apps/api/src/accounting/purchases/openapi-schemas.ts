import { addSchema } from '../../openapi/components.ts';
import { agedReport, money, str } from '../openapi-parts.ts';

const nullableDate = (description: string) => ({ type: ['string', 'null'], format: 'date', description });

// The request and answer bodies of the purchase routes, as OpenAPI components.
export const addPurchaseSchemas = () => {
  addSchema('SupplierBillCreate', {
    type: 'object',
    properties: {
      trip: str('IRI of the trip whose items are billed'),
      vendor: str("IRI of the vendor (an item booked with another vendor's record is refused)"),
      items: {
        type: 'array',
        items: { type: 'string' },
        description:
          'IRIs of the trip items billed (1 to 200, one currency): a line each at its vendor total price',
      },
      number: { type: ['string', 'null'], description: "The supplier's invoice number (needed to approve)" },
      date: nullableDate("The supplier's invoice date (default today)"),
      dueDate: nullableDate(
        "Default: the items' earliest supplier payment due date, else 30 days after the date",
      ),
      notes: { type: ['string', 'null'] },
    },
    required: ['trip', 'vendor', 'items'],
  });
  addSchema('SupplierBillEdit', {
    type: 'object',
    properties: {
      number: { type: ['string', 'null'] },
      date: { type: 'string', format: 'date' },
      dueDate: nullableDate('Due date'),
      notes: { type: ['string', 'null'] },
      lines: {
        type: 'array',
        description: 'Replaces every line of the draft',
        items: {
          type: 'object',
          properties: {
            description: str(),
            amount: money("In the bill's currency, no more decimals than it has"),
            tripItem: { type: ['string', 'null'], description: "IRI of an item of the bill's trip, or null" },
          },
          required: ['description', 'amount'],
        },
      },
    },
  });
  addSchema('SupplierBillVoid', {
    type: 'object',
    properties: { date: { type: 'string', format: 'date', description: 'Default today' } },
  });
  addSchema('SupplierPaymentAllocationInput', {
    type: 'object',
    properties: {
      supplierPayment: str('IRI of a supplier payment'),
      supplierBill: str('IRI of an approved bill of the same vendor and currency'),
      amount: money('Default: as much as the payment and the bill allow'),
    },
    required: ['supplierPayment', 'supplierBill'],
  });
  addSchema('BillableItems', {
    type: 'object',
    properties: {
      trip: str(),
      items: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            item: str('IRI of the trip item'),
            title: str(),
            currency: str("The item's currency (the trip's when it has none)"),
            vendorTotalPrice: { type: ['string', 'null'], description: 'The line amount a bill takes' },
            vendor: {
              type: ['string', 'null'],
              description: "IRI of the catalogue record's vendor, or null",
            },
            vendorName: { type: ['string', 'null'] },
            supplierPaymentDueDate: { type: ['string', 'null'], format: 'date' },
            billedOn: {
              type: ['string', 'null'],
              description: 'The number (or #id) of the bill that already holds it',
            },
          },
          required: ['item', 'title', 'currency', 'vendorTotalPrice', 'vendor', 'vendorName', 'billedOn'],
        },
      },
    },
    required: ['trip', 'items'],
  });
  addSchema(
    'AgedPayables',
    agedReport('vendor', 'Everything still owed', 'bills', {
      description: 'What is owed per due date and currency (the payment calendar)',
      amount: 'Still owed on the bills due that day',
    }),
  );
  addSchema(
    'AgedCommissions',
    agedReport('vendor', 'Everything still expected', 'commissions', {
      description: 'What is expected per due date and currency',
      amount: 'Expected on the commissions due that day',
    }),
  );
};
