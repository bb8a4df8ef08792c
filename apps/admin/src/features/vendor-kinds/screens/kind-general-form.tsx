import { Button, buttonVariants } from '@backoffice/ui/button';
import { Field } from '@backoffice/ui/field';
import { toast } from '@backoffice/ui/toast';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { vendorSource } from '../api/record-sources.ts';
import { useKindSaveMutation } from '../api/use-kind-mutations.ts';
import { descriptionField, kindBaseFields } from '../fields/base-fields.ts';
import { formSchema, requiredLink, toFormValues, toRequestBody } from '../fields/field-schema.ts';
import { isWideField, KindFormField } from '../fields/kind-form-field.tsx';
import { RecordPicker } from '../fields/record-picker.tsx';
import { applyServerErrors } from '../fields/server-errors.ts';
import type { Body, KindDef, KindRecord } from '../types.ts';

type Props = {
  kind: KindDef;
  record?: KindRecord;
  etag?: string;
  // The vendor chosen before opening the create screen (/admin/<kind>/new?vendor=12).
  initialVendor?: string | null;
};

const formValues = (fields: KindDef['fields'], record: KindRecord | undefined, vendor: string | null) => ({
  ...toFormValues(fields, record),
  vendor: record?.vendor?.['@id'] ?? vendor,
});

// The general form of a vendor kind: the vendor (picked by search), name, website, the kind's own
// fields and the description. Creating POSTs and opens the new record; editing PATCHes with If-Match.
export const KindGeneralForm = ({ kind, record, etag, initialVendor = null }: Props) => {
  const isNew = !record;
  const [, navigate] = useLocation();
  const fields = useMemo(() => [...kindBaseFields, ...kind.fields, descriptionField], [kind]);
  const names = useMemo(() => ['vendor', ...fields.map((f) => f.name)], [fields]);
  const save = useKindSaveMutation(kind);
  const form = useForm<Body>({
    defaultValues: formValues(fields, record, initialVendor),
    resolver: valibotResolver(formSchema(fields, { vendor: requiredLink() })) as Resolver<Body>,
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    const body: Body = { ...toRequestBody(fields, values), vendor: values.vendor };
    // A location belongs to the vendor: another vendor means choosing it again.
    if (record && values.vendor !== record.vendor?.['@id']) body.location = null;
    try {
      const saved = await save.mutateAsync({ id: record?.id, etag, body });
      if (isNew) {
        toast.success('Created successfully');
        navigate(`/admin/${kind.segment}/${saved.item.id}`);
      } else {
        toast.success('Updated successfully');
        form.reset(formValues(fields, saved.item, null));
      }
    } catch (error) {
      applyServerErrors(form.setError, error, names);
    }
  });

  const prefix = `${kind.segment}-form`;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={isNew ? `New ${kind.singular}` : `Edit ${kind.singular}`}
      className="space-y-4 rounded-lg border border-stone-200 bg-white p-6"
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Controller
          name="vendor"
          control={form.control}
          render={({ field }) => (
            <Field
              id={`${prefix}-vendor`}
              label="Vendor"
              error={errors.vendor?.message as string | undefined}
            >
              <RecordPicker
                id={`${prefix}-vendor`}
                aria-label="Vendor"
                placeholder="Search vendors"
                source={vendorSource}
                value={typeof field.value === 'string' ? field.value : null}
                onChange={(iri) => field.onChange(iri)}
                invalid={Boolean(errors.vendor)}
                clearable={false}
              />
            </Field>
          )}
        />
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
        {isNew ? (
          <Link href={`/admin/${kind.segment}`} className={buttonVariants({ variant: 'secondary' })}>
            Cancel
          </Link>
        ) : (
          <Button variant="secondary" onClick={() => form.reset()} disabled={!form.formState.isDirty}>
            Discard changes
          </Button>
        )}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : isNew ? `Create ${kind.singular}` : 'Save'}
        </Button>
      </div>
    </form>
  );
};
