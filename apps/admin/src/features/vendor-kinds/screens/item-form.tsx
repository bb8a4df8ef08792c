import { Button } from '@backoffice/ui/button';
import { Field } from '@backoffice/ui/field';
import { toast } from '@backoffice/ui/toast';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { parentSource } from '../api/record-sources.ts';
import { useItemSaveMutation } from '../api/use-item-mutations.ts';
import { itemNameField } from '../fields/base-fields.ts';
import { formSchema, requiredLink, toFormValues, toRequestBody } from '../fields/field-schema.ts';
import { isWideField, KindFormField } from '../fields/kind-form-field.tsx';
import { RecordPicker } from '../fields/record-picker.tsx';
import { applyServerErrors } from '../fields/server-errors.ts';
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
  const names = useMemo(() => ['owner', ...fields.map((f) => f.name)], [fields]);
  const save = useItemSaveMutation(item);
  const ownerValue = (record?.[item.parent.property] as string | null | undefined) ?? null;
  const form = useForm<Body>({
    defaultValues: {
      ...toFormValues(fields, record ?? initial),
      owner: ownerValue ?? (initial?.[item.parent.property] as string | null) ?? null,
    },
    resolver: valibotResolver(
      formSchema(fields, askOwner ? { owner: requiredLink() } : {}),
    ) as Resolver<Body>,
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    const body = toRequestBody(fields, values);
    if (askOwner) body[item.parent.property] = values.owner;
    else if (isNew) body[item.parent.property] = owner;
    try {
      const saved = await save.mutateAsync({ id: record?.id, etag, body });
      toast.success(isNew ? 'Created successfully' : 'Updated successfully');
      onSaved(saved.item);
    } catch (error) {
      // The API names the owner by its property (transportationProvider...): show it on the picker.
      applyServerErrors(form.setError, error, names, { [item.parent.property]: askOwner ? 'owner' : 'root' });
    }
  });

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
          <Controller
            name="owner"
            control={form.control}
            render={({ field }) => (
              <Field
                id={`${prefix}-owner`}
                label={item.parent.label}
                error={errors.owner?.message as string | undefined}
              >
                <RecordPicker
                  id={`${prefix}-owner`}
                  aria-label={item.parent.label}
                  placeholder={`Search ${item.parent.label.toLowerCase()}s`}
                  source={parentSource(item.parent)}
                  value={typeof field.value === 'string' ? field.value : null}
                  onChange={(iri) => field.onChange(iri)}
                  invalid={Boolean(errors.owner)}
                  clearable={false}
                />
              </Field>
            )}
          />
        ) : null}
        {fields.map((field) => (
          <div key={field.name} className={isWideField(field) ? 'md:col-span-2' : undefined}>
            <KindFormField field={field} control={form.control} errors={errors} idPrefix={prefix} />
          </div>
        ))}
      </div>
      {errors.root?.message ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 pt-2">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : isNew ? `Add ${item.singular}` : 'Save'}
        </Button>
      </div>
    </form>
  );
};
