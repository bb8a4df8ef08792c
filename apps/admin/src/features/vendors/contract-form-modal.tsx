import type { VendorContract } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { DateRangePicker } from '@backoffice/ui/date-range-picker';
import { Field } from '@backoffice/ui/field';
import { Modal, ModalContent } from '@backoffice/ui/modal';
import { NumberInput } from '@backoffice/ui/number-input';
import { Spinner } from '@backoffice/ui/spinner';
import { toast } from '@backoffice/ui/toast';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { type useVendorContractMutations, useVendorContractQuery } from './api/use-vendor-contracts.ts';
import { AttachmentList } from './attachment-list.tsx';
import {
  type ContractValues,
  contractFieldNames,
  contractSchema,
  contractStatusLabel,
  toContractBody,
  toContractValues,
} from './contract-schema.ts';
import { applyServerError } from './form-errors.ts';
import { SelectField, TextareaField, TextField } from './form-fields.tsx';

type Props = {
  vendorIri: string;
  vendorId: number;
  id: number | undefined;
  save: ReturnType<typeof useVendorContractMutations>['save'];
  onClose: () => void;
};

const statusOptions = (['draft', 'active'] as const).map((status) => ({
  value: status,
  label: contractStatusLabel(status),
}));

// Add or edit a contract period; a saved contract also shows its attachments.
export const ContractFormModal = ({ id, onClose, ...props }: Props) => {
  const current = useVendorContractQuery(id);
  return (
    <Modal open onOpenChange={(open: boolean) => !open && onClose()}>
      <ModalContent title={id === undefined ? 'New contract' : 'Edit contract'} width={680}>
        {id !== undefined && !current.data ? (
          <div className="grid place-items-center py-10">
            <Spinner label="Loading the contract" />
          </div>
        ) : (
          <div className="space-y-6">
            <ContractForm
              key={current.data?.contract.id ?? 'new'}
              contract={current.data?.contract}
              etag={current.data?.etag}
              onClose={onClose}
              {...props}
            />
            {current.data ? (
              <section aria-label="Contract attachments" className="space-y-2 border-t border-stone-200 pt-4">
                <h3 className="text-sm font-semibold text-stone-800">Attachments</h3>
                <AttachmentList
                  label="Contract attachments"
                  owner={{
                    kind: 'contract',
                    iri: current.data.contract['@id'],
                    id: current.data.contract.id,
                    vendorId: props.vendorId,
                  }}
                  attachments={current.data.contract.attachments}
                />
              </section>
            ) : null}
          </div>
        )}
      </ModalContent>
    </Modal>
  );
};

type ContractFormProps = Pick<Props, 'vendorIri' | 'save'> & {
  contract: VendorContract | undefined;
  etag: string | undefined;
  /** In the modal: Cancel / Close, and called after a save. Left out, the form stands on a page. */
  onClose?: () => void;
};

// The contract's fields. A saved contract is PATCHed with If-Match; a 412 says it went stale.
export const ContractForm = ({ vendorIri, contract, etag, save, onClose }: ContractFormProps) => {
  const isNew = contract === undefined;
  const form = useForm<ContractValues>({
    defaultValues: toContractValues(contract),
    resolver: valibotResolver(contractSchema) as Resolver<ContractValues>,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: contract?.id, etag, body: toContractBody(values, vendorIri, isNew) });
      toast.success(isNew ? 'Created successfully' : 'Updated successfully');
      onClose?.();
    } catch (error) {
      // The API names the dates startDate / endDate: they belong to the range field.
      applyServerError(
        error,
        (name, message) =>
          form.setError(
            ['startDate', 'endDate'].includes(name) ? 'dateRange' : (name as keyof ContractValues | 'root'),
            message,
          ),
        [...contractFieldNames, 'startDate', 'endDate'],
      );
    }
  });
  const root = form.formState.errors.root;
  const message = root?.stale?.message ?? root?.message;

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Contract">
      <div className="grid grid-cols-2 gap-4">
        <div className="col-span-2">
          <TextField
            control={form.control}
            name="name"
            label="Name"
            id="contract-name"
            autoFocus={onClose !== undefined}
          />
        </div>
        {isNew ? (
          <SelectField
            control={form.control}
            name="status"
            label="Status"
            id="contract-status"
            options={statusOptions}
          />
        ) : null}
        <Controller
          name="dateRange"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field id="contract-period" label="Period" error={fieldState.error?.message}>
              <DateRangePicker
                id="contract-period"
                value={field.value}
                onChange={field.onChange}
                invalid={Boolean(fieldState.error)}
              />
            </Field>
          )}
        />
        <Controller
          name="commission"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field id="contract-commission" label="Commission (%)" error={fieldState.error?.message}>
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
            </Field>
          )}
        />
      </div>
      <TextareaField control={form.control} name="notes" label="Notes" id="contract-notes" />
      {message ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 pt-2">
        {onClose ? (
          <Button variant="secondary" onClick={onClose}>
            {isNew ? 'Cancel' : 'Close'}
          </Button>
        ) : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
};
