import type { ClientInvoice } from '@backoffice/sdk';
import { Button, buttonVariants } from '@backoffice/ui/button';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import type { DataTableState } from '@backoffice/ui/data-table/data-table-state';
import { DateRangePicker } from '@backoffice/ui/date-range-picker';
import { formatDate } from '@backoffice/ui/format';
import { BarChart3, Plus, ReceiptText } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ListPage } from '../../lib/records/collection-table.tsx';
import { useTableUrlState } from '../../lib/use-table-url-state.ts';
import { clientSource } from '../../shared/emails/client-source.ts';
import { RecordPicker } from '../../shared/forms/record-picker.tsx';
import {
  balanceOf,
  InvoiceStatusBadge,
  invoiceName,
  invoicePath,
  invoiceStatuses,
  kindLabel,
  reportsPath,
} from '../../shared/sales/invoice-status.tsx';
import { formatMoney as formatAmount } from '../../shared/sales/money.ts';
import { NewInvoiceDialog } from '../../shared/sales/new-invoice-dialog.tsx';
import { useCanUseAccounting, useInvoicesQuery } from '../../shared/sales/sales-api.ts';
import { listEmptyText } from './list-empty.tsx';
import { filterSetter, one } from './list-filters.ts';
import { statusFilterOf, TripFilter } from './record-filters.tsx';
import { salesFilterKeys, salesKeysOfUrl, salesList } from './sales-list-query.ts';

const column = createDataTableColumnHelper<ClientInvoice>();
const dash = <span className="text-stone-400">—</span>;
const money = 'whitespace-nowrap text-right tabular-nums';

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
    cell: (c) => c.getValue() || dash,
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
    cell: (c) =>
      c.row.original.status === 'draft' ? (
        dash
      ) : (
        <span className="whitespace-nowrap tabular-nums">{formatDate(c.getValue())}</span>
      ),
  }),
  column.accessor('dueDate', {
    header: 'Due',
    enableSorting: true,
    cell: (c) =>
      c.getValue() ? (
        <span className="whitespace-nowrap tabular-nums">{formatDate(c.getValue())}</span>
      ) : (
        dash
      ),
  }),
  column.accessor('amount', {
    header: () => <span className="block text-right">Total</span>,
    enableSorting: true,
    cell: (c) => (
      <span className={`block ${money}`}>
        {c.row.original.kind === 'credit_note' ? '−' : ''}
        {formatAmount(c.getValue(), c.row.original.currency)}
      </span>
    ),
  }),
  column.display({
    id: 'balance',
    header: () => <span className="block text-right">Balance</span>,
    cell: (c) => {
      const balance = balanceOf(c.row.original);
      return (
        <span className={`block ${money} ${balance > 0 ? 'font-medium text-stone-900' : 'text-stone-400'}`}>
          {formatAmount(balance, c.row.original.currency)}
        </span>
      );
    },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (c) => <InvoiceStatusBadge status={c.getValue()} />,
  }),
];

// The list's own filters beside the search box (client, trip, due dates); each change goes back to page 1.
const SalesFilters = ({
  state,
  onChange,
}: {
  state: DataTableState;
  onChange: (state: DataTableState) => void;
}) => {
  const set = filterSetter(state, onChange);
  const client = one(state.filters[salesKeysOfUrl.client]);
  return (
    <>
      <RecordPicker
        className="w-52"
        aria-label="Client filter"
        placeholder="Any client"
        source={clientSource}
        value={client ? `/api/clients/${client}` : null}
        onChange={(_, record) => set({ [salesKeysOfUrl.client]: record ? String(record.id) : null })}
      />
      <TripFilter state={state} onChange={onChange} filterKey={salesKeysOfUrl.trip} />
      <DateRangePicker
        className="w-60"
        aria-label="Due date filter"
        placeholder="Any due date"
        value={{
          startDate: one(state.filters[salesKeysOfUrl.dueFrom]),
          endDate: one(state.filters[salesKeysOfUrl.dueTo]),
        }}
        onChange={(range) =>
          set({ [salesKeysOfUrl.dueFrom]: range.startDate, [salesKeysOfUrl.dueTo]: range.endDate })
        }
      />
    </>
  );
};

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
  const [state, setState] = useTableUrlState({
    sort: { id: 'date', desc: true },
    filterKeys: salesFilterKeys,
  });
  const query = useMemo(() => salesList.toQuery(state), [state]);
  const invoices = useInvoicesQuery(query, state);
  const canWrite = useCanUseAccounting();
  const [isCreating, setCreating] = useState(false);
  const filtered = salesList.hasUserFilters(state);
  const newButton = canWrite ? (
    <Button size="sm" onClick={() => setCreating(true)}>
      <Plus className="size-4" aria-hidden />
      New invoice
    </Button>
  ) : null;
  const emptyText = listEmptyText({
    isError: invoices.isError,
    filtered,
    noun: 'invoices',
    onRetry: () => void invoices.refetch(),
    onClear: () => setState({ ...state, filters: {}, page: 1 }),
    icon: <ReceiptText className="mx-auto size-6 text-stone-400" aria-hidden />,
    empty: 'No invoices yet.',
    action: canWrite ? (
      <Button variant="secondary" size="sm" onClick={() => setCreating(true)}>
        Make the first invoice from a trip
      </Button>
    ) : null,
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
      page={invoices}
      urlState={[state, setState]}
      columns={columns}
      emptyText={emptyText}
      toolbar={{
        searchKey: salesKeysOfUrl.search,
        searchPlaceholder: 'Search by number',
        filterFields: [statusFilter, kindFilter],
        createAction: newButton,
        children: <SalesFilters state={state} onChange={setState} />,
      }}
    >
      {isCreating ? (
        <NewInvoiceDialog
          onClose={() => setCreating(false)}
          onCreated={(invoice) => navigate(invoicePath(invoice.id))}
        />
      ) : null}
    </ListPage>
  );
};
