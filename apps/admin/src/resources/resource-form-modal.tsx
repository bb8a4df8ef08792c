import { etagOf, isApiError } from '@backoffice/sdk/core';
import { AuditPopover } from '@backoffice/ui/audit-popover';
import { Button } from '@backoffice/ui/button';
import { Modal, ModalContent } from '@backoffice/ui/modal';
import { Spinner } from '@backoffice/ui/spinner';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type Resolver, useForm } from 'react-hook-form';
import { menuVisibility } from '../lib/access.ts';
import { sessionAtom } from '../lib/session.ts';
import { ResourceFormField } from './resource-form-fields.tsx';
import type { Body, HydraItem, ResourceScreen } from './types.ts';

type Props<T extends HydraItem> = {
  screen: ResourceScreen<T>;
  id: number | undefined;
  onClose: () => void;
  onSaved: () => void;
};

// Create or edit one record. Editing reads the record first, so the form shows its current values
// and the save sends If-Match with the version read (412 if someone saved in between).
export const ResourceFormModal = <T extends HydraItem>({ screen, id, onClose, onSaved }: Props<T>) => {
  const current = useQuery({
    queryKey: [screen.key, 'item', id],
    queryFn: async () => {
      const res = await screen.get(id!);
      return { item: res.data, etag: etagOf(res) };
    },
    enabled: id !== undefined,
    gcTime: 0,
  });
  const title = id === undefined ? `New ${screen.singular}` : `Edit ${screen.singular}`;
  return (
    <Modal open onOpenChange={(open: boolean) => !open && onClose()}>
      <ModalContent title={title}>
        {id !== undefined && !current.data ? (
          <div className="grid place-items-center py-10">
            <Spinner />
          </div>
        ) : (
          <ResourceForm
            screen={screen}
            item={current.data?.item}
            etag={current.data?.etag}
            onClose={onClose}
            onSaved={onSaved}
          />
        )}
      </ModalContent>
    </Modal>
  );
};

type FormProps<T extends HydraItem> = {
  screen: ResourceScreen<T>;
  item: T | undefined;
  etag: string | undefined;
  onClose: () => void;
  onSaved: () => void;
};

const by = (id: unknown) => (typeof id === 'number' ? `user #${id}` : null);

const ResourceForm = <T extends HydraItem>({ screen, item, etag, onClose, onSaved }: FormProps<T>) => {
  const isNew = !item;
  const session = useAtomValue(sessionAtom);
  const record = item as (T & { createdBy?: unknown; updatedBy?: unknown }) | undefined;
  const form = useForm<Body>({
    defaultValues: screen.toForm(item),
    resolver: valibotResolver(screen.schema(isNew)) as Resolver<Body>,
  });
  const save = useMutation({
    mutationFn: async (values: Body) =>
      isNew
        ? (await screen.create(values)).data
        : (await screen.update(item.id, values, etag ? { ifMatch: etag } : {})).data,
    // Errors land on the form (violations on their fields), not in a toast.
    meta: { successMessage: isNew ? 'Created successfully' : 'Updated successfully', silent: true },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      screen.afterSave?.(item, saved);
      onSaved();
    } catch (error) {
      if (isApiError(error) && error.violations.length) {
        for (const v of error.violations)
          form.setError(v.propertyPath.split('.')[0] ?? v.propertyPath, { message: v.message });
      } else {
        form.setError('root', { message: isApiError(error) ? error.messages.join(' ') : String(error) });
      }
    }
  });

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {record ? (
        <div className="flex justify-end">
          <AuditPopover
            isSuperAdmin={menuVisibility(session?.user.roles ?? []).auditPopover}
            createdAt={record.createdAt}
            createdBy={by(record.createdBy)}
            updatedAt={record.updatedAt}
            updatedBy={by(record.updatedBy)}
          />
        </div>
      ) : null}
      {screen.fields.map((field) => (
        <ResourceFormField
          key={field.name}
          field={field}
          control={form.control}
          isNew={isNew}
          errors={form.formState.errors}
        />
      ))}
      {form.formState.errors.root?.message ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {form.formState.errors.root.message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
};
