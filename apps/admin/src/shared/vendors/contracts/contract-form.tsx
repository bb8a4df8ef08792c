import type { VendorContract } from '@backoffice/sdk';
import { DateRangePicker } from '@backoffice/ui/date-range-picker';
import { NumberInput } from '@backoffice/ui/number-input';
import { toast } from '@backoffice/ui/toast';
import { FormField, SelectField, TextareaField, TextField } from '../../forms/form-fields.tsx';
import { FormFooter } from '../../forms/form-footer.tsx';
import { STALE_MESSAGE } from '../../forms/server-errors.ts';
import { useServerForm } from '../../forms/use-server-form.ts';
import type { useVendorContractMutations } from '../api/use-vendor-contracts.ts';
import {
  type ContractValues,
  contractFieldNames,
  contractSchema,
  contractStatusLabel,
  toContractBody,
  toContractValues,
} from './contract-schema.ts';

const statusOptions = (['draft', 'active'] as const).map((status) => ({
  value: status,
  label: contractStatusLabel(status),
}));

type Props = {
  vendorIri: string;
  contract: VendorContract | undefined;
  etag: string | undefined;
  save: ReturnType<typeof useVendorContractMutations>['save'];
  /** In the modal: Cancel / Close, and called after a save. Left out, the form stands on a page. */
  onClose?: () => void;
};

// The contract's fields. A saved contract is PATCHed with If-Match; a 412 says it went stale.
export const ContractForm = ({ vendorIri, contract, etag, save, onClose }: Props) => {
  const isNew = contract === undefined;
  const { form, submit, bind } = useServerForm<ContractValues>({
    schema: contractSchema,
    defaultValues: toContractValues(contract),
    names: contractFieldNames,
    // The API names the dates startDate / endDate: they belong to the range field.
    aliases: { startDate: 'dateRange', endDate: 'dateRange' },
    staleMessage: STALE_MESSAGE,
    onSubmit: async (values) => {
      await save.mutateAsync({ id: contract?.id, etag, body: toContractBody(values, vendorIri, isNew) });
      toast.success(isNew ? 'Created successfully' : 'Updated successfully');
      onClose?.();
    },
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Contract">
      <div className="grid grid-cols-2 gap-4">
        <div className="col-span-2">
          <TextField {...bind('name', 'Name', 'contract-name')} autoFocus={onClose !== undefined} />
        </div>
        {isNew ? (
          <SelectField {...bind('status', 'Status', 'contract-status')} options={statusOptions} />
        ) : null}
        <FormField control={form.control} name="dateRange" id="contract-period" label="Period">
          {({ field, fieldState }) => (
            <DateRangePicker
              id="contract-period"
              value={field.value}
              onChange={field.onChange}
              invalid={Boolean(fieldState.error)}
            />
          )}
        </FormField>
        <FormField control={form.control} name="commission" id="contract-commission" label="Commission (%)">
          {({ field }) => (
            <NumberInput
              id="contract-commission"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              defaultValue={null}
              precision={2}
              max={100}
              placeholder="10"
            />
          )}
        </FormField>
      </div>
      <TextareaField {...bind('notes', 'Notes', 'contract-notes')} />
      <FormFooter
        form={form}
        isPending={save.isPending}
        onCancel={onClose}
        cancelText={isNew ? 'Cancel' : 'Close'}
      />
    </form>
  );
};
