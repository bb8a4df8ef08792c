import { etagOf } from '@backoffice/sdk/core';
import { AuditPopover } from '@backoffice/ui/audit-popover';
import { useMutation, useQuery } from '@tanstack/react-query';
import { menuVisibility } from '../lib/access.ts';
import { useSession } from '../lib/session.ts';
import { DeclaredField } from '../shared/forms/declared-field.tsx';
import { FormFooter } from '../shared/forms/form-footer.tsx';
import { FormModal } from '../shared/forms/form-modal.tsx';
import { useServerForm } from '../shared/forms/use-server-form.ts';
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
  return (
    <FormModal
      title={id === undefined ? `New ${screen.singular}` : `Edit ${screen.singular}`}
      loading={id !== undefined && !current.data && `Loading the ${screen.singular}`}
      onClose={onClose}
    >
      <ResourceForm
        screen={screen}
        item={current.data?.item}
        etag={current.data?.etag}
        onClose={onClose}
        onSaved={onSaved}
      />
    </FormModal>
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
  const session = useSession();
  const record = item as (T & { createdBy?: unknown; updatedBy?: unknown }) | undefined;
  const save = useMutation({
    mutationFn: async (values: Body) =>
      isNew
        ? (await screen.create(values)).data
        : (await screen.update(item.id, values, etag ? { ifMatch: etag } : {})).data,
    // Errors land on the form (violations on their fields), not in a toast.
    meta: { successMessage: isNew ? 'Created successfully' : 'Updated successfully', silent: true },
  });
  const { form, submit } = useServerForm<Body>({
    schema: screen.schema(isNew),
    defaultValues: screen.toForm(item),
    names: screen.fields.map((field) => field.name),
    onSubmit: async (values) => {
      const saved = await save.mutateAsync(values);
      screen.afterSave?.(item, saved);
      onSaved();
    },
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
        <DeclaredField
          key={field.name}
          field={field}
          control={form.control}
          isNew={isNew}
          errors={form.formState.errors}
        />
      ))}
      <FormFooter form={form} isPending={save.isPending} onCancel={onClose} />
    </form>
  );
};
