import { createSupplierPayment, type SupplierPayment } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import type { DataTableState } from '@backoffice/ui/data-table/data-table-state';
import { DateRangePicker } from '@backoffice/ui/date-range-picker';
import { formatDate } from '@backoffice/ui/format';
import { Plus, Wallet } from 'lucide-react';
import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { ListPage } from '../../lib/records/collection-table.tsx';
import { useTableUrlState } from '../../lib/use-table-url-state.ts';
import { RecordPickerField, TextField } from '../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../shared/forms/form-footer.tsx';
import { FormModal } from '../../shared/forms/form-modal.tsx';
import {
  currencyField,
  formatMoney as formatAmount,
  isAmountOf,
  plainAmount,
} from '../../shared/sales/money.ts';
import { useCanUseAccounting } from '../../shared/sales/sales-api.ts';
import { vendorSource } from '../../shared/vendors/vendor-source.ts';
import { listEmptyText } from './list-empty.tsx';
import { filterSetter, one } from './list-filters.ts';
import { usePurchaseRecordForm } from './purchase-record-form.ts';
import { useSupplierPaymentsQuery } from './purchases-api.ts';
import { paymentFilterKeys, paymentKeysOfUrl, supplierPaymentsList } from './purchases-list-query.ts';
import { PurchasesHeading } from './purchases-page.tsx';
import { VendorFilter } from './record-filters.tsx';

const column = createDataTableColumnHelper<SupplierPayment>();
const dash = <span className="text-stone-400">—</span>;
const today = () => new Date().toISOString().slice(0, 10);

const columns = [
  column.accessor('date', {
    header: 'Paid on',
    enableSorting: true,
    cell: (c) => <span className="whitespace-nowrap tabular-nums">{formatDate(c.getValue())}</span>,
  }),
  column.accessor((payment) => payment.vendorName ?? '', {
    id: 'vendor',
    header: 'Vendor',
    cell: (c) => c.getValue() || dash,
  }),
  column.accessor('amount', {
    header: () => <span className="block text-right">Amount</span>,
    enableSorting: true,
    cell: (c) => (
      <span className="block whitespace-nowrap text-right tabular-nums">
        {formatAmount(c.getValue(), c.row.original.currency)}
      </span>
    ),
  }),
  column.accessor('method', { header: 'Method', cell: (c) => c.getValue() || dash }),
  column.accessor('reference', { header: 'Reference', cell: (c) => c.getValue() || dash }),
];

const PaymentFilters = ({
  state,
  onChange,
}: {
  state: DataTableState;
  onChange: (state: DataTableState) => void;
}) => {
  const set = filterSetter(state, onChange);
  return (
    <>
      <VendorFilter state={state} onChange={onChange} filterKey={paymentKeysOfUrl.vendor} />
      <DateRangePicker
        className="w-60"
        aria-label="Paid between"
        placeholder="Any day"
        value={{
          startDate: one(state.filters[paymentKeysOfUrl.from]),
          endDate: one(state.filters[paymentKeysOfUrl.to]),
        }}
        onChange={(range) =>
          set({ [paymentKeysOfUrl.from]: range.startDate, [paymentKeysOfUrl.to]: range.endDate })
        }
      />
    </>
  );
};

// /admin/purchases/payments (issue 29.3): the money paid to vendors, newest first, by vendor and
// day. A payment recorded here, not yet allocated, is the vendor's advance: the bill page allocates it.
export const SupplierPaymentsPage = () => {
  const [state, setState] = useTableUrlState({
    sort: { id: 'date', desc: true },
    filterKeys: paymentFilterKeys,
  });
  const query = useMemo(() => supplierPaymentsList.toQuery(state), [state]);
  const payments = useSupplierPaymentsQuery(query, state);
  const canWrite = useCanUseAccounting();
  const [isRecording, setRecording] = useState(false);
  const filtered = supplierPaymentsList.hasUserFilters(state);
  const emptyText = listEmptyText({
    isError: payments.isError,
    filtered,
    noun: 'supplier payments',
    onRetry: () => void payments.refetch(),
    onClear: () => setState({ ...state, filters: {}, page: 1 }),
    icon: <Wallet className="mx-auto size-6 text-stone-400" aria-hidden />,
    empty: 'No supplier payments yet.',
  });
  return (
    <ListPage<SupplierPayment>
      title="Supplier payments"
      heading={<PurchasesHeading current="payments" />}
      intro="Money paid to vendors, newest first. A bill's page allocates a payment to it."
      page={payments}
      urlState={[state, setState]}
      columns={columns}
      emptyText={emptyText}
      toolbar={{
        createAction: canWrite ? (
          <Button size="sm" onClick={() => setRecording(true)}>
            <Plus className="size-4" aria-hidden />
            Record a supplier payment
          </Button>
        ) : null,
        children: <PaymentFilters state={state} onChange={setState} />,
      }}
    >
      {isRecording ? <NewSupplierPaymentDialog onClose={() => setRecording(false)} /> : null}
    </ListPage>
  );
};

type Values = {
  vendor: string | null;
  currency: string;
  amount: string;
  date: string;
  method: string;
  reference: string;
};
const schema = v.pipe(
  v.object({
    vendor: v.pipe(
      v.nullable(v.string()),
      v.check((s) => Boolean(s), 'Please choose the vendor paid'),
    ),
    currency: currencyField,
    amount: v.string(),
    date: v.pipe(
      v.string(),
      v.check((s) => /^\d{4}-\d{2}-\d{2}$/.test(s), 'Please enter the date it was paid'),
    ),
    method: v.pipe(v.string(), v.trim(), v.maxLength(32, 'At most 32 characters')),
    reference: v.pipe(v.string(), v.trim(), v.maxLength(64, 'At most 64 characters')),
  }),
  v.forward(
    v.check(
      (values) => isAmountOf(values.amount, values.currency),
      'Please enter an amount above 0, with no more decimals than the currency has',
    ),
    ['amount'],
  ),
);

const NewSupplierPaymentDialog = ({ onClose }: { onClose: () => void }) => {
  const { form, submit, isPending } = usePurchaseRecordForm<Values>({
    create: async (values) =>
      (
        await createSupplierPayment({
          vendor: values.vendor,
          currency: values.currency,
          amount: plainAmount(values.amount),
          date: values.date,
          method: values.method || null,
          reference: values.reference || null,
        })
      ).data,
    successMessage: 'Supplier payment recorded',
    onClose,
    schema,
    names: ['vendor', 'currency', 'amount', 'date', 'method', 'reference'],
    defaultValues: {
      vendor: null,
      currency: 'EUR',
      amount: '',
      date: today(),
      method: 'Bank transfer',
      reference: '',
    },
  });
  const { control } = form;
  return (
    <FormModal title="Record a supplier payment" width={560} onClose={onClose}>
      <form aria-label="Record a supplier payment" className="space-y-4" onSubmit={submit} noValidate>
        <RecordPickerField
          control={control}
          name="vendor"
          id="payment-vendor"
          label="Vendor"
          placeholder="Search a vendor"
          source={vendorSource}
        />
        <div className="grid grid-cols-3 gap-4">
          <TextField control={control} name="amount" id="payment-amount" label="Amount" maxLength={16} />
          <TextField control={control} name="currency" id="payment-currency" label="Currency" maxLength={3} />
          <TextField control={control} name="date" id="payment-date" label="Paid on" type="date" />
          <TextField control={control} name="method" id="payment-method" label="Method" maxLength={32} />
          <TextField
            control={control}
            name="reference"
            id="payment-reference"
            label="Reference"
            maxLength={64}
          />
        </div>
        <FormFooter
          errors={form.formState.errors}
          isPending={isPending}
          onCancel={onClose}
          submitText="Record the payment"
        />
      </form>
    </FormModal>
  );
};
