import { createSupplierCommission, type SupplierCommission } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import { formatDate } from '@backoffice/ui/format';
import { HandCoins } from 'lucide-react';
import { useMemo } from 'react';
import * as v from 'valibot';
import { ListPage } from '../../lib/records/collection-table.tsx';
import { tripSource } from '../../shared/emails/trip-source.ts';
import { RecordPickerField, TextField } from '../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../shared/forms/form-footer.tsx';
import { FormModal } from '../../shared/forms/form-modal.tsx';
import {
  currencyField,
  formatMoney as formatAmount,
  isAmountOf,
  plainAmount,
} from '../../shared/sales/money.ts';
import { vendorSource } from '../../shared/vendors/vendor-source.ts';
import { Amount, DueDay, rightHeader, textOrDash, today, useAccountingList } from './accounting-list.tsx';
import { usePurchaseRecordForm } from './purchase-record-form.ts';
import { useCommissionStatusMutation, useCommissionsQuery } from './purchases-api.ts';
import { commissionFilterKeys, commissionKeysOfUrl, commissionsList } from './purchases-list-query.ts';
import { PurchasesHeading } from './purchases-page.tsx';
import { CommissionStatusBadge, commissionStatuses } from './purchases-status.tsx';
import { type ListFilterProps, statusFilterOf, TripFilter, VendorFilter } from './record-filters.tsx';

const column = createDataTableColumnHelper<SupplierCommission>();

// Received or written off from the row: both ask first (a write-off reverses the receivable and
// the income; a receipt posts the bank on today's date).
const CommissionActions = ({ commission }: { commission: SupplierCommission }) => {
  const confirm = useConfirm();
  const mutation = useCommissionStatusMutation();
  const amount = formatAmount(commission.amount, commission.currency);
  const vendor = commission.vendorName ?? 'the vendor';
  if (commission.status !== 'expected') return null;
  // Each action: its button, the question asked first, and the change it sends once confirmed.
  const actions = [
    {
      text: 'Mark received',
      question: {
        title: `${amount} received from ${vendor}?`,
        content:
          'The commission is posted as received today: the operating bank is debited, the commissions receivable credited.',
      },
      change: { id: commission.id, status: 'received', receivedDate: today() },
    },
    {
      text: 'Write off',
      question: {
        title: `Write off ${amount} from ${vendor}?`,
        content:
          'A reversing entry dated today takes the receivable and the commission income out of the journal. This cannot be undone.',
        danger: true,
      },
      change: { id: commission.id, status: 'written_off' },
    },
  ] as const;
  return (
    <span className="flex justify-end gap-2">
      {actions.map(({ text, question, change }) => (
        <Button
          key={text}
          variant="secondary"
          size="sm"
          disabled={mutation.isPending}
          onClick={async () => {
            if (await confirm({ ...question, confirmText: text }))
              await mutation.mutateAsync(change).catch(() => undefined);
          }}
        >
          {text}
        </Button>
      ))}
    </span>
  );
};

const columnsFor = (canWrite: boolean) => [
  column.accessor('dueDate', {
    header: 'Due',
    enableSorting: true,
    cell: (c) => (
      <DueDay due={c.getValue()} late={(due) => c.row.original.status === 'expected' && due < today()} />
    ),
  }),
  column.accessor((commission) => commission.vendorName ?? '', {
    id: 'vendor',
    header: 'Vendor',
    cell: textOrDash,
  }),
  column.accessor((commission) => commission.tripReference ?? '', {
    id: 'trip',
    header: 'Trip',
    cell: textOrDash,
  }),
  column.accessor('amount', {
    header: rightHeader('Amount'),
    enableSorting: true,
    cell: (c) => <Amount amount={c.getValue()} currency={c.row.original.currency} />,
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (c) => (
      <span className="flex flex-col gap-0.5">
        <CommissionStatusBadge status={c.getValue()} />
        {c.row.original.receivedDate ? (
          <span className="text-xs text-stone-500">on {formatDate(c.row.original.receivedDate)}</span>
        ) : null}
      </span>
    ),
  }),
  column.accessor('memo', { header: 'Memo', cell: textOrDash }),
  ...(canWrite
    ? [
        column.display({
          id: 'actions',
          header: () => <span className="sr-only">Actions</span>,
          cell: (c) => <CommissionActions commission={c.row.original} />,
        }),
      ]
    : []),
];

const statusFilter = statusFilterOf(commissionKeysOfUrl.status, commissionStatuses);

const CommissionFilters = (props: ListFilterProps) => (
  <>
    <VendorFilter {...props} filterKey={commissionKeysOfUrl.vendor} />
    <TripFilter {...props} filterKey={commissionKeysOfUrl.trip} />
  </>
);

// /admin/purchases/commissions (issue 29.4, decision 351 built): the commissions vendors pay the
// agency for its trips, by due date, an expected one past its due date in red; filters (status,
// vendor, trip) in the URL. Recording one posts it as a receivable; "Mark received" and "Write off"
// settle it. Their ageing is on the reports page beside aged receivables and payables.
export const CommissionsPage = () => {
  const list = useAccountingList({
    list: commissionsList,
    sort: { id: 'dueDate', desc: false },
    filterKeys: commissionFilterKeys,
    useRecords: useCommissionsQuery,
    noun: 'commissions',
    icon: <HandCoins className="mx-auto size-6 text-stone-400" aria-hidden />,
    empty: 'No supplier commissions yet.',
    createLabel: 'Record a commission',
  });
  const columns = useMemo(() => columnsFor(list.canWrite), [list.canWrite]);
  return (
    <ListPage<SupplierCommission>
      title="Supplier commissions"
      heading={<PurchasesHeading current="commissions" />}
      intro="Commissions vendors owe the agency for its trips, by due date: a receivable until received or written off."
      {...list.table}
      columns={columns}
      toolbar={{
        filterFields: [statusFilter],
        createAction: list.createAction,
        children: <CommissionFilters state={list.state} onChange={list.setState} />,
      }}
    >
      {list.isCreating ? <NewCommissionDialog onClose={list.close} /> : null}
    </ListPage>
  );
};

type Values = {
  vendor: string | null;
  trip: string | null;
  currency: string;
  amount: string;
  date: string;
  dueDate: string;
  memo: string;
};
const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);
const schema = v.pipe(
  v.object({
    vendor: v.pipe(
      v.nullable(v.string()),
      v.check((s) => Boolean(s), 'Please choose the vendor who pays it'),
    ),
    trip: v.pipe(
      v.nullable(v.string()),
      v.check((s) => Boolean(s), 'Please choose the trip it is earned on'),
    ),
    currency: currencyField,
    amount: v.string(),
    date: v.pipe(v.string(), v.check(isDay, 'Please enter the day it was earned')),
    dueDate: v.pipe(
      v.string(),
      v.check((s) => s === '' || isDay(s), 'Please enter a date'),
    ),
    memo: v.pipe(v.string(), v.trim(), v.maxLength(5000, 'At most 5,000 characters')),
  }),
  v.forward(
    v.check(
      (values) => isAmountOf(values.amount, values.currency),
      'Please enter an amount above 0, with no more decimals than the currency has',
    ),
    ['amount'],
  ),
);

const NewCommissionDialog = ({ onClose }: { onClose: () => void }) => {
  const { form, submit, isPending } = usePurchaseRecordForm<Values>({
    create: async (values) =>
      (
        await createSupplierCommission({
          vendor: values.vendor,
          trip: values.trip,
          currency: values.currency,
          amount: plainAmount(values.amount),
          date: values.date,
          dueDate: values.dueDate || null,
          memo: values.memo || null,
        })
      ).data,
    successMessage: 'Commission recorded',
    onClose,
    schema,
    names: ['vendor', 'trip', 'currency', 'amount', 'date', 'dueDate', 'memo'],
    defaultValues: {
      vendor: null,
      trip: null,
      currency: 'EUR',
      amount: '',
      date: today(),
      dueDate: '',
      memo: '',
    },
  });
  const { control } = form;
  return (
    <FormModal title="Record a commission" width={560} onClose={onClose}>
      <form aria-label="Record a commission" className="space-y-4" onSubmit={submit} noValidate>
        <RecordPickerField
          control={control}
          name="vendor"
          id="commission-vendor"
          label="Vendor"
          placeholder="Search a vendor"
          source={vendorSource}
        />
        <RecordPickerField
          control={control}
          name="trip"
          id="commission-trip"
          label="Trip"
          placeholder="Search a trip by reference or client"
          source={tripSource()}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField control={control} name="amount" id="commission-amount" label="Amount" maxLength={16} />
          <TextField
            control={control}
            name="currency"
            id="commission-currency"
            label="Currency"
            maxLength={3}
          />
          <TextField control={control} name="date" id="commission-date" label="Earned on" type="date" />
          <TextField control={control} name="dueDate" id="commission-due" label="Due on" type="date" />
        </div>
        <TextField control={control} name="memo" id="commission-memo" label="Memo" maxLength={5000} />
        <FormFooter
          errors={form.formState.errors}
          isPending={isPending}
          onCancel={onClose}
          submitText="Record the commission"
        />
      </form>
    </FormModal>
  );
};
