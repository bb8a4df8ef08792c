import type { ClientInvoice } from '@backoffice/sdk';
import { buttonVariants } from '@backoffice/ui/button';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import { BarChart3, ReceiptText } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { ListPage } from '../../lib/records/collection-table.tsx';
import {
  balanceOf,
  InvoiceStatusBadge,
  invoiceName,
  invoicePath,
  invoiceStatuses,
  kindLabel,
  reportsPath,
} from '../../shared/sales/invoice-status.tsx';
import { NewInvoiceDialog } from '../../shared/sales/new-invoice-dialog.tsx';
import { useInvoicesQuery } from '../../shared/sales/sales-api.ts';
import { Amount, Day, dash, Owed, rightHeader, textOrDash, useAccountingList } from './accounting-list.tsx';
import {
  ClientFilter,
  DateRangeFilter,
  type ListFilterProps,
  statusFilterOf,
  TripFilter,
} from './record-filters.tsx';
import { salesFilterKeys, salesKeysOfUrl, salesList } from './sales-list-query.ts';

const column = createDataTableColumnHelper<ClientInvoice>();

const columns = [
  column.accessor('number', {
    header: 'Number',
    enableSorting: true,
    cell: (c) => {
      const invoice = c.row.original;
      return (
        <Link
          href={invoicePath(invoice.id)}
          className="whitespace-nowrap font-medium text-stone-900 tabular-nums hover:text-brand-700 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {invoiceName(invoice)}
        </Link>
      );
    },
  }),
  column.accessor('kind', {
    header: 'Kind',
    cell: (c) => <span className="whitespace-nowrap">{kindLabel(c.getValue())}</span>,
  }),
  column.accessor((invoice) => invoice.clientName ?? '', {
    id: 'client',
    header: 'Client',
    cell: textOrDash,
  }),
  column.accessor((invoice) => invoice.tripReference ?? '', {
    id: 'trip',
    header: 'Trip',
    cell: (c) => <span className="whitespace-nowrap tabular-nums">{c.getValue() || dash}</span>,
  }),
  column.accessor('date', {
    header: 'Issued',
    enableSorting: true,
    // A draft's date is the day it was made: it is issued on another day.
    cell: (c) => (c.row.original.status === 'draft' ? dash : <Day value={c.getValue()} />),
  }),
  column.accessor('dueDate', {
    header: 'Due',
    enableSorting: true,
    cell: (c) => (c.getValue() ? <Day value={c.getValue()!} /> : dash),
  }),
  column.accessor('amount', {
    header: rightHeader('Total'),
    enableSorting: true,
    cell: (c) => (
      <Amount
        amount={c.getValue()}
        currency={c.row.original.currency}
        sign={c.row.original.kind === 'credit_note' ? '−' : ''}
      />
    ),
  }),
  column.display({
    id: 'balance',
    header: rightHeader('Balance'),
    cell: (c) => <Owed balance={balanceOf(c.row.original)} currency={c.row.original.currency} />,
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (c) => <InvoiceStatusBadge status={c.getValue()} />,
  }),
];

// The list's own filters beside the search box (client, trip, due dates); each change goes back to page 1.
const SalesFilters = (props: ListFilterProps) => (
  <>
    <ClientFilter {...props} filterKey={salesKeysOfUrl.client} />
    <TripFilter {...props} filterKey={salesKeysOfUrl.trip} />
    <DateRangeFilter
      {...props}
      label="Due date filter"
      placeholder="Any due date"
      fromKey={salesKeysOfUrl.dueFrom}
      toKey={salesKeysOfUrl.dueTo}
    />
  </>
);

const statusFilter = statusFilterOf(salesKeysOfUrl.status, invoiceStatuses);
const kindFilter = {
  id: salesKeysOfUrl.kind,
  title: 'Kind',
  options: [
    { value: 'invoice', label: 'Invoice' },
    { value: 'credit_note', label: 'Credit note' },
  ],
  multiple: true,
};

// /admin/sales (issue 29, product.md §2.5): the clients' invoices and credit notes, newest first,
// searched by number and filtered by status, kind, client, trip and due date (all in the URL);
// "New invoice" makes a draft from a trip and opens it.
export const SalesPage = () => {
  const [, navigate] = useLocation();
  const list = useAccountingList({
    list: salesList,
    sort: { id: 'date', desc: true },
    filterKeys: salesFilterKeys,
    useRecords: useInvoicesQuery,
    noun: 'invoices',
    icon: <ReceiptText className="mx-auto size-6 text-stone-400" aria-hidden />,
    empty: 'No invoices yet.',
    firstAction: 'Make the first invoice from a trip',
    createLabel: 'New invoice',
  });
  return (
    <ListPage<ClientInvoice>
      title="Invoices"
      heading={
        <span className="flex flex-wrap items-center gap-3">
          Sales
          <Link href={reportsPath} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            <BarChart3 className="size-4" aria-hidden />
            Reports
          </Link>
        </span>
      }
      intro="Invoices and credit notes sent to clients, newest first."
      {...list.table}
      columns={columns}
      toolbar={{
        searchKey: salesKeysOfUrl.search,
        searchPlaceholder: 'Search by number',
        filterFields: [statusFilter, kindFilter],
        createAction: list.createAction,
        children: <SalesFilters state={list.state} onChange={list.setState} />,
      }}
    >
      {list.isCreating ? (
        <NewInvoiceDialog onClose={list.close} onCreated={(invoice) => navigate(invoicePath(invoice.id))} />
      ) : null}
    </ListPage>
  );
};
