// The sales and purchases screens (issue 29), loaded as one chunk (app/route-table.tsx).
export { InvoicePage } from './invoice-page.tsx';
export { BillPage } from './purchases-bill-page.tsx';
export { CommissionsPage } from './purchases-commissions-page.tsx';
export { PurchasesPage } from './purchases-page.tsx';
export { SupplierPaymentsPage } from './purchases-payments-page.tsx';
export { ReportsPage } from './reports-page.tsx';
export { SalesPage } from './sales-page.tsx';
export { SyncPage } from './sync-page.tsx';
