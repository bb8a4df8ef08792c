import { toast } from '@backoffice/ui/toast';
import { useMemo } from 'react';
import { DeclaredFieldGrid } from '../../../shared/forms/declared-field-grid.tsx';
import { RecordPickerField } from '../../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../../shared/forms/form-footer.tsx';
import { useServerForm } from '../../../shared/forms/use-server-form.ts';
import { parentSource } from '../api/record-sources.ts';
import { useItemSaveMutation } from '../api/use-item-mutations.ts';
import { itemNameField } from '../fields/base-fields.ts';
import { formSchema, requiredLink, toFormValues, toRequestBody } from '../fields/field-schema.ts';
import type { Body, ItemDef, Row } from '../types.ts';

export type ItemFormProps = {
  item: ItemDef;
  record?: Row;
  etag?: string;
  // The owner when the form is opened from it; null asks for it (the admin lists, product.md §6).
  owner: string | null;
  // Values of a new item (an activity "like" another one).
  initial?: Body;
  onSaved: (saved: Row) => void;
  onCancel?: () => void;
};

// Create or edit one item (room, treatment, transfer...). Opened from its owner's page the owner is
// fixed; opened from an admin list (/admin/transfers, /admin/activities...) the form asks for it.
export const ItemForm = ({ item, record, etag, owner, initial, onSaved, onCancel }: ItemFormProps) => {
  const isNew = !record;
  const askOwner = owner === null;
  const fields = useMemo(() => [itemNameField, ...item.fields], [item]);
  const save = useItemSaveMutation(item);
  const ownerValue = (record?.[item.parent.property] as string | null | undefined) ?? null;
  const { form, submit, bind } = useServerForm<Body>({
    schema: formSchema(fields, askOwner ? { owner: requiredLink() } : {}),
    defaultValues: {
      ...toFormValues(fields, record ?? initial),
      owner: ownerValue ?? (initial?.[item.parent.property] as string | null) ?? null,
    },
    names: ['owner', ...fields.map((f) => f.name)],
    // The API names the owner by its property (transportationProvider...): show it on the picker.
    aliases: { [item.parent.property]: askOwner ? 'owner' : 'root' },
    onSubmit: async (values) => {
      const body = toRequestBody(fields, values);
      if (askOwner) body[item.parent.property] = values.owner;
      else if (isNew) body[item.parent.property] = owner;
      const saved = await save.mutateAsync({ id: record?.id, etag, body });
      toast.success(isNew ? 'Created successfully' : 'Updated successfully');
      onSaved(saved.item);
    },
  });
  const errors = form.formState.errors;

  const prefix = `${item.key}-form`;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={isNew ? `New ${item.singular}` : `Edit ${item.singular}`}
      className="space-y-4"
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {askOwner ? (
          <RecordPickerField
            {...bind('owner', item.parent.label, `${prefix}-owner`)}
            placeholder={`Search ${item.parent.label.toLowerCase()}s`}
            source={parentSource(item.parent)}
            clearable={false}
          />
        ) : null}
        <DeclaredFieldGrid fields={fields} control={form.control} errors={errors} idPrefix={prefix} />
      </div>
      <FormFooter
        errors={errors}
        isPending={save.isPending}
        onCancel={onCancel}
        submitText={isNew ? `Add ${item.singular}` : 'Save'}
      />
    </form>
  );
};
