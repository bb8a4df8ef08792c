import { createSupplierPayment, type SupplierPayment } from '@backoffice/sdk';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import { Wallet } from 'lucide-react';
import * as v from 'valibot';
import { ListPage } from '../../lib/records/collection-table.tsx';
import { RecordPickerField, TextField } from '../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../shared/forms/form-footer.tsx';
import { FormModal } from '../../shared/forms/form-modal.tsx';
import { currencyField, isAmountOf, plainAmount } from '../../shared/sales/money.ts';
import { vendorSource } from '../../shared/vendors/vendor-source.ts';
import { Amount, Day, rightHeader, textOrDash, today, useAccountingList } from './accounting-list.tsx';
import { usePurchaseRecordForm } from './purchase-record-form.ts';
import { useSupplierPaymentsQuery } from './purchases-api.ts';
import { paymentFilterKeys, paymentKeysOfUrl, supplierPaymentsList } from './purchases-list-query.ts';
import { PurchasesHeading } from './purchases-page.tsx';
import { DateRangeFilter, type ListFilterProps, VendorFilter } from './record-filters.tsx';
import { PaymentMethodFields } from './record-payment-form.tsx';

const column = createDataTableColumnHelper<SupplierPayment>();

const columns = [
  column.accessor('date', {
    header: 'Paid on',
    enableSorting: true,
    cell: (c) => <Day value={c.getValue()} />,
  }),
  column.accessor((payment) => payment.vendorName ?? '', {
    id: 'vendor',
    header: 'Vendor',
    cell: textOrDash,
  }),
  column.accessor('amount', {
    header: rightHeader('Amount'),
    enableSorting: true,
    cell: (c) => <Amount amount={c.getValue()} currency={c.row.original.currency} />,
  }),
  column.accessor('method', { header: 'Method', cell: textOrDash }),
  column.accessor('reference', { header: 'Reference', cell: textOrDash }),
];

const PaymentFilters = (props: ListFilterProps) => (
  <>
    <VendorFilter {...props} filterKey={paymentKeysOfUrl.vendor} />
    <DateRangeFilter
      {...props}
      label="Paid between"
      placeholder="Any day"
      fromKey={paymentKeysOfUrl.from}
      toKey={paymentKeysOfUrl.to}
    />
  </>
);

// /admin/purchases/payments (issue 29.3): the money paid to vendors, newest first, by vendor and
// day. A payment recorded here, not yet allocated, is the vendor's advance: the bill page allocates it.
export const SupplierPaymentsPage = () => {
  const list = useAccountingList({
    list: supplierPaymentsList,
    sort: { id: 'date', desc: true },
    filterKeys: paymentFilterKeys,
    useRecords: useSupplierPaymentsQuery,
    noun: 'supplier payments',
    icon: <Wallet className="mx-auto size-6 text-stone-400" aria-hidden />,
    empty: 'No supplier payments yet.',
    createLabel: 'Record a supplier payment',
  });
  return (
    <ListPage<SupplierPayment>
      title="Supplier payments"
      heading={<PurchasesHeading current="payments" />}
      intro="Money paid to vendors, newest first. A bill's page allocates a payment to it."
      {...list.table}
      columns={columns}
      toolbar={{
        createAction: list.createAction,
        children: <PaymentFilters state={list.state} onChange={list.setState} />,
      }}
    >
      {list.isCreating ? <NewSupplierPaymentDialog onClose={list.close} /> : null}
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
          <PaymentMethodFields control={control} idPrefix="payment" />
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
