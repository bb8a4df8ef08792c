import type { DomainModule } from '../engine/domain-module.ts';
import { accountsResource } from './chart/accounts.resource.ts';
import { journalEntriesResource } from './journal/journal.resource.ts';
import { recogniseRevenueJob } from './journal/revenue-recognition.job.ts';
import { paymentAllocationsResource } from './receipts/allocations.resource.ts';
import { mountAllocationRoutes } from './receipts/allocations.routes.ts';
import { mountReportRoutes } from './reports/reports.routes.ts';
import { mountSalesRoutes } from './sales/sales.routes.ts';
import { taxRatesResource } from './tax-rates.resource.ts';

// Accounting (issue 29): sales (invoices and credit notes: the client_invoices resource stays in
// clients/, its writes are here), receipts allocated to invoices, the double-entry journal and
// its reports. See docs/pending/acct.md.
export const accountingModule: DomainModule = {
  name: 'accounting',
  resources: [taxRatesResource, accountsResource, journalEntriesResource, paymentAllocationsResource],
  routes: [mountSalesRoutes, mountAllocationRoutes, mountReportRoutes],
  subscribers: [],
  jobs: [recogniseRevenueJob],
  searchable: [],
};
