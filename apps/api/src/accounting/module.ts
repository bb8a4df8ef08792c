import type { DomainModule } from '../engine/domain-module.ts';
import { accountsResource } from './chart/accounts.resource.ts';
import { journalEntriesResource } from './journal/journal.resource.ts';
import { recogniseRevenueJob } from './journal/revenue-recognition.job.ts';
import { mountPurchaseRoutes } from './purchases/purchases.routes.ts';
import { supplierAllocationsResource } from './purchases/supplier-allocations.resource.ts';
import { supplierBillsResource } from './purchases/supplier-bills.resource.ts';
import { supplierCommissionsResource } from './purchases/supplier-commissions.resource.ts';
import { supplierPaymentsResource } from './purchases/supplier-payments.resource.ts';
import { paymentAllocationsResource } from './receipts/allocations.resource.ts';
import { mountAllocationRoutes } from './receipts/allocations.routes.ts';
import { mountClientMoneyRoutes } from './reports/client-money.routes.ts';
import { mountReportRoutes } from './reports/reports.routes.ts';
import { mountSalesRoutes } from './sales/sales.routes.ts';
import { accountingSyncJob } from './sync/sync.job.ts';
import { accountingOutboxResource, accountingSyncLogResource } from './sync/sync.resources.ts';
import { mountSyncRoutes } from './sync/sync.routes.ts';
import { taxRatesResource } from './tax-rates.resource.ts';

// Accounting (issue 29): sales (invoices and credit notes: the client_invoices resource stays in
// clients/, its writes are here), receipts allocated to invoices, the double-entry journal and
// its reports; purchases: supplier bills, supplier payments and their allocations (purchases/);
// the synchronisation with an accounting system through a durable outbox (sync/).
export const accountingModule: DomainModule = {
  name: 'accounting',
  resources: [
    taxRatesResource,
    accountsResource,
    journalEntriesResource,
    paymentAllocationsResource,
    supplierBillsResource,
    supplierPaymentsResource,
    supplierAllocationsResource,
    supplierCommissionsResource,
    accountingOutboxResource,
    accountingSyncLogResource,
  ],
  routes: [
    mountSalesRoutes,
    mountAllocationRoutes,
    mountPurchaseRoutes,
    mountReportRoutes,
    mountClientMoneyRoutes,
    mountSyncRoutes,
  ],
  subscribers: [],
  jobs: [recogniseRevenueJob, accountingSyncJob],
  searchable: [],
};
