import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { requireAccess } from '../../engine/access.ts';
import { parseIfMatch } from '../../engine/etag.ts';
import { jsonLd, parseId, respondWritten } from '../../engine/handlers/respond.ts';
import { readJsonObject } from '../../engine/input.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { unprocessable } from '../../http/problem.ts';
import { answers, jsonContent } from '../../openapi/components.ts';
import { mountAllocationRoutes } from '../allocation-routes.ts';
import { idParam, mountDraftRoutes } from '../draft-routes.ts';
import { refId } from '../sales/invoice-lines.ts';
import { approveBill, billableItems, createBill, deleteBill, editBill, voidBill } from './bills.ts';
import { addPurchaseSchemas } from './openapi-schemas.ts';
import { supplierAllocationsResource } from './supplier-allocations.resource.ts';
import { allocateSupplierPayment, releaseSupplierAllocation } from './supplier-allocations.ts';
import { supplierBillsResource } from './supplier-bills.resource.ts';

const tags = ['SupplierBills'];

// Purchases (issue 29.2), written by the accounting area (the accountant; super admin, admin,
// manager): POST /api/supplier_bills (a draft from a trip's items for one vendor), PATCH and DELETE
// /{id} (drafts only: 409 after), POST /{id}/approve (posted), POST /{id}/void; and the allocation
// of supplier payments to bills. One transaction each.
export const mountPurchaseRoutes = (app: Hono<AppEnv>) => {
  addPurchaseSchemas();
  mountDraftRoutes(app, {
    path: '/api/supplier_bills',
    name: 'SupplierBill',
    tags,
    resource: supplierBillsResource,
    summaries: {
      create:
        "Make a draft bill of a vendor from a trip's items: a line per item at its vendor total price, in the items' currency",
      update:
        'Edit a draft bill: number, date, due date, notes, lines (replaced as a whole); an approved bill answers 409',
      delete: 'Delete a draft bill; an approved bill answers 409 (void it instead)',
    },
    createErrors: [400, 401, 403, 422],
    create: createBill,
    edit: editBill,
    remove: deleteBill,
  });

  app.post(
    '/api/supplier_bills/:id{[0-9]+}/approve',
    describeRoute({
      operationId: 'approveSupplierBill',
      summary:
        'Approve a draft bill: posted on its date (a supplier prepayment before the trip starts, cost after, against supplier payables)',
      tags,
      parameters: [idParam],
      responses: answers(
        200,
        'The approved bill',
        jsonContent('SupplierBill'),
        [401, 403, 404, 409, 412, 422],
      ),
    }),
    async (c) => {
      const user = requireAccess(c, 'accounting', 'write');
      const id = parseId(c.req.param('id'));
      const version = parseIfMatch(c.req.header('if-match'));
      return respondWritten(c, user, supplierBillsResource, (ctx) => approveBill(ctx, id, version));
    },
  );

  app.post(
    '/api/supplier_bills/:id{[0-9]+}/void',
    describeRoute({
      operationId: 'voidSupplierBill',
      summary:
        'Void an approved bill: a reversing entry on the date (default today); the payments allocated to it are released',
      tags,
      parameters: [idParam],
      requestBody: { required: false, content: jsonContent('SupplierBillVoid') },
      responses: answers(200, 'The void bill', jsonContent('SupplierBill'), [400, 401, 403, 404, 409, 422]),
    }),
    async (c) => {
      const user = requireAccess(c, 'accounting', 'write');
      const id = parseId(c.req.param('id'));
      const body = await readJsonObject(c);
      return respondWritten(c, user, supplierBillsResource, (ctx) => voidBill(ctx, id, body));
    },
  );

  app.get(
    '/api/accounting/billable_items',
    describeRoute({
      operationId: 'getBillableItems',
      summary:
        "A trip's booked items as a new bill sees them: vendor, vendor total price, currency, and the bill already holding each",
      tags,
      parameters: [
        {
          name: 'trip',
          in: 'query' as const,
          required: true,
          description: 'The trip (IRI or id)',
          schema: { type: 'string' as const },
        },
      ],
      responses: answers(
        200,
        "The trip's billable items",
        jsonContent('BillableItems'),
        [401, 403, 404, 422],
      ),
    }),
    async (c) => {
      requireAccess(c, 'accounting', 'read');
      const trip = refId(c.req.query('trip') ?? null, 'trips');
      if (!trip) throw unprocessable([{ propertyPath: 'trip', message: 'This value should be a trip IRI.' }]);
      return jsonLd(c, await billableItems(c.get('deps').db, trip));
    },
  );

  mountAllocationRoutes(app, {
    path: '/api/supplier_payment_allocations',
    name: 'SupplierPaymentAllocation',
    tags: ['SupplierPaymentAllocations'],
    resource: supplierAllocationsResource,
    summaries: {
      create: 'Allocate (part of) a supplier payment to an approved bill of the same vendor and currency',
      delete: "Release an allocation: the payment's money goes back to the vendor's advance",
    },
    allocate: allocateSupplierPayment,
    release: releaseSupplierAllocation,
  });
};
