import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { useServerForm } from '../../shared/forms/use-server-form.ts';
import { purchaseKeys } from './purchases-api.ts';

type Options<T extends FieldValues> = Omit<Parameters<typeof useServerForm<T>>[0], 'onSubmit'> & {
  /** The POST of the new record. */
  create: (values: T) => Promise<unknown>;
  /** The toast once it is recorded. */
  successMessage: string;
  onClose: () => void;
};

// The purchases' "Record a…" dialogs (a supplier payment, a commission) record one thing the same way:
// the form's values POSTed, every purchase list refreshed (bills, payments and commissions read one
// another's money), a toast, then the dialog closes; the server's refusals land on the fields.
export const usePurchaseRecordForm = <T extends FieldValues>({
  create,
  successMessage,
  onClose,
  ...formOptions
}: Options<T>) => {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: create,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
    meta: { successMessage, silent: true },
  });
  const { form, submit } = useServerForm<T>({
    ...formOptions,
    onSubmit: async (values) => {
      await mutation.mutateAsync(values);
      onClose();
    },
  });
  return { form, submit, isPending: mutation.isPending };
};
