import type { SupplierBill } from '@backoffice/sdk';
import { Button, buttonVariants } from '@backoffice/ui/button';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import { TextInput } from '@backoffice/ui/text-input';
import { FileText, HandCoins, Wallet } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { ListPage } from '../../lib/records/collection-table.tsx';
import { formatMoney as formatAmount } from '../../shared/sales/money.ts';
import {
  Amount,
  Day,
  DueDay,
  dash,
  Owed,
  rightHeader,
  textOrDash,
  today,
  useAccountingList,
} from './accounting-list.tsx';
import { filterSetter, one } from './list-filters.ts';
import {
  billPath,
  commissionsPath,
  paymentsPath,
  purchasesPath,
  useAgedPayablesQuery,
  useBillsQuery,
} from './purchases-api.ts';
import { billFilterKeys, billKeysOfUrl, billsList } from './purchases-list-query.ts';
import { NewBillDialog } from './purchases-new-bill-dialog.tsx';
import { BillStatusBadge, billBalance, billName, billStatuses } from './purchases-status.tsx';
import { type ListFilterProps, statusFilterOf, TripFilter, VendorFilter } from './record-filters.tsx';

const column = createDataTableColumnHelper<SupplierBill>();
const link =
  'font-medium text-stone-900 hover:text-brand-700 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-brand-600';

const columns = [
  column.accessor((bill) => bill.vendorName ?? '', {
    id: 'vendor',
    header: 'Vendor',
    cell: textOrDash,
  }),
  column.accessor('number', {
    header: 'Bill',
    cell: (c) => (
      <Link href={billPath(c.row.original.id)} className={`whitespace-nowrap tabular-nums ${link}`}>
        {c.row.original.status === 'draft' && !c.getValue() ? 'Draft bill' : billName(c.row.original)}
      </Link>
    ),
  }),
  column.accessor((bill) => bill.tripReference ?? '', {
    id: 'trip',
    header: 'Trip',
    cell: (c) => <span className="whitespace-nowrap tabular-nums">{c.getValue() || dash}</span>,
  }),
  column.accessor('date', {
    header: 'Dated',
    enableSorting: true,
    cell: (c) => <Day value={c.getValue()} />,
  }),
  column.accessor('dueDate', {
    header: 'Due',
    enableSorting: true,
    cell: (c) => (
      <DueDay due={c.getValue()} late={(due) => billBalance(c.row.original) > 0 && due < today()} />
    ),
  }),
  column.accessor('amount', {
    header: rightHeader('Amount'),
    enableSorting: true,
    cell: (c) => <Amount amount={c.getValue()} currency={c.row.original.currency} />,
  }),
  column.display({
    id: 'balance',
    header: rightHeader('Owed'),
    cell: (c) => <Owed balance={billBalance(c.row.original)} currency={c.row.original.currency} />,
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (c) => <BillStatusBadge status={c.getValue()} />,
  }),
];

// The list's own filters beside the search box (vendor, trip, due before); each change goes back to page 1.
const BillFilters = ({ state, onChange }: ListFilterProps) => {
  const setFilters = filterSetter(state, onChange);
  const set = (key: string, value: string | null) => setFilters({ [key]: value });
  return (
    <>
      <VendorFilter state={state} onChange={onChange} filterKey={billKeysOfUrl.vendor} />
      <TripFilter state={state} onChange={onChange} filterKey={billKeysOfUrl.trip} />
      <span className="flex items-center gap-2 text-sm text-stone-600">
        <label htmlFor="bills-due-before">Due before</label>
        <TextInput
          id="bills-due-before"
          type="date"
          className="w-40"
          value={one(state.filters[billKeysOfUrl.dueBefore]) ?? ''}
          onChange={(event) => set(billKeysOfUrl.dueBefore, event.target.value || null)}
        />
      </span>
    </>
  );
};

const statusFilter = statusFilterOf(billKeysOfUrl.status, billStatuses);

/** The links between the purchase lists (bills, supplier payments, commissions), beside the heading. */
const purchaseLists = [
  { key: 'bills', title: 'Purchases', link: 'Bills', href: purchasesPath, icon: FileText },
  {
    key: 'payments',
    title: 'Supplier payments',
    link: 'Supplier payments',
    href: paymentsPath,
    icon: Wallet,
  },
  {
    key: 'commissions',
    title: 'Supplier commissions',
    link: 'Commissions',
    href: commissionsPath,
    icon: HandCoins,
  },
] as const;

export const PurchasesHeading = ({ current }: { current: (typeof purchaseLists)[number]['key'] }) => (
  <span className="flex flex-wrap items-center gap-3">
    {purchaseLists.find((list) => list.key === current)!.title}
    {purchaseLists
      .filter((list) => list.key !== current)
      .map(({ key, link, href, icon: Icon }) => (
        <Link key={key} href={href} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          <Icon className="size-4" aria-hidden />
          {link}
        </Link>
      ))}
  </span>
);

// What the agency owes each vendor on approved bills today (GET /api/accounting/aged_payables),
// the overdue part apart; a vendor's name narrows the list to its bills.
const OwedPerVendor = ({ vendor, onVendor }: { vendor: string | null; onVendor: (id: string) => void }) => {
  const report = useAgedPayablesQuery(today(), vendor ? `/api/vendors/${vendor}` : '');
  const rows = report.data?.rows ?? [];
  return (
    <section aria-labelledby="owed-heading" className="space-y-2">
      <h2 id="owed-heading" className="text-lg font-medium">
        Outstanding per vendor
      </h2>
      {report.isPending ? (
        <p className="text-sm text-stone-500">Loading what is owed…</p>
      ) : report.isError ? (
        <div className="space-y-2 text-sm text-red-700">
          <p>What is owed could not be loaded.</p>
          <Button variant="secondary" size="sm" onClick={() => void report.refetch()}>
            Try again
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-500">Nothing is owed on an approved bill.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
          <table aria-label="Outstanding per vendor" className="w-full text-sm">
            <thead className="bg-stone-50 text-left text-xs uppercase tracking-wide text-stone-500">
              <tr>
                <th className="px-3 py-2">Vendor</th>
                <th className="px-3 py-2 text-right">Bills</th>
                <th className="px-3 py-2 text-right">Not yet due</th>
                <th className="px-3 py-2 text-right">Overdue</th>
                <th className="px-3 py-2 text-right">Owed</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const id = row.vendor?.split('/').at(-1) ?? '';
                const overdue =
                  Number(row.days1To30 ?? 0) +
                  Number(row.days31To60 ?? 0) +
                  Number(row.days61To90 ?? 0) +
                  Number(row.over90 ?? 0);
                return (
                  <tr key={`${row.vendor}-${row.currency}`} className="border-t border-stone-100">
                    <td className="px-3 py-2">
                      <button
                        type="button"
                        className="font-medium text-brand-800 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-brand-600"
                        onClick={() => onVendor(id)}
                      >
                        {row.vendorName}
                      </button>
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{row.bills}</td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {formatAmount(row.current ?? 0, row.currency)}
                    </td>
                    <td
                      className={`px-3 py-2 text-right tabular-nums ${overdue > 0 ? 'font-medium text-red-700' : 'text-stone-400'}`}
                    >
                      {formatAmount(overdue, row.currency)}
                    </td>
                    <td className="px-3 py-2 text-right font-semibold tabular-nums">
                      {formatAmount(row.total ?? 0, row.currency)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
};

// /admin/purchases (issue 29.2, product.md §2.5): the supplier bills by due date, searched by the
// supplier's number and filtered by status, vendor, trip and "due before" (all in the URL), with
// what is owed per vendor; "New bill" makes a draft from a trip's items for one vendor and opens it.
export const PurchasesPage = () => {
  const [, navigate] = useLocation();
  const list = useAccountingList({
    list: billsList,
    sort: { id: 'dueDate', desc: false },
    filterKeys: billFilterKeys,
    useRecords: useBillsQuery,
    noun: 'bills',
    icon: <FileText className="mx-auto size-6 text-stone-400" aria-hidden />,
    empty: 'No supplier bills yet.',
    firstAction: "Make the first bill from a trip's items",
    createLabel: "New bill from a trip's items",
  });
  const { state, setState } = list;
  return (
    <ListPage<SupplierBill>
      title="Supplier bills"
      heading={<PurchasesHeading current="bills" />}
      intro="Supplier bills by due date: what the agency owes its vendors for the trips' items."
      {...list.table}
      columns={columns}
      toolbar={{
        searchKey: billKeysOfUrl.search,
        searchPlaceholder: "Search by the supplier's number",
        filterFields: [statusFilter],
        createAction: list.createAction,
        children: <BillFilters state={state} onChange={setState} />,
      }}
    >
      <OwedPerVendor
        vendor={one(state.filters[billKeysOfUrl.vendor])}
        onVendor={(id) =>
          setState({ ...state, filters: { ...state.filters, [billKeysOfUrl.vendor]: id }, page: 1 })
        }
      />
      {list.isCreating ? (
        <NewBillDialog onClose={list.close} onCreated={(bill) => navigate(billPath(bill.id))} />
      ) : null}
    </ListPage>
  );
};
