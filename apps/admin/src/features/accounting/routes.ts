// The sales screens (issue 29), loaded as one chunk (app/route-table.tsx).
export { InvoicePage } from './invoice-page.tsx';
export { ReportsPage } from './reports-page.tsx';
export { SalesPage } from './sales-page.tsx';
export { SyncPage } from './sync-page.tsx';
