import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { mountAllocationRoutes as mountAllocations } from '../allocation-routes.ts';
import { paymentAllocationsResource } from './allocations.resource.ts';
import { allocate, release } from './allocations.ts';

// Allocation of receipts to invoices (issue 29.3), by the accounting area.
export const mountAllocationRoutes = (app: Hono<AppEnv>) =>
  mountAllocations(app, {
    path: '/api/payment_allocations',
    name: 'PaymentAllocation',
    tags: ['PaymentAllocations'],
    resource: paymentAllocationsResource,
    summaries: {
      create: 'Allocate (part of) a receipt to an invoice of the same client and currency',
      delete: "Release an allocation: the receipt's money goes back to the client's credit",
    },
    allocate,
    release,
  });
