import { Button, buttonVariants } from '@backoffice/ui/button';
import { toast } from '@backoffice/ui/toast';
import { useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import { DeclaredFieldGrid } from '../../../shared/forms/declared-field-grid.tsx';
import { RecordPickerField } from '../../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../../shared/forms/form-footer.tsx';
import { useServerForm } from '../../../shared/forms/use-server-form.ts';
import { vendorSource } from '../../../shared/vendors/vendor-source.ts';
import { useKindSaveMutation } from '../api/use-kind-mutations.ts';
import { descriptionField, kindBaseFields } from '../fields/base-fields.ts';
import { formSchema, requiredLink, toFormValues, toRequestBody } from '../fields/field-schema.ts';
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
  const save = useKindSaveMutation(kind);
  const { form, submit, bind } = useServerForm<Body>({
    schema: formSchema(fields, { vendor: requiredLink() }),
    defaultValues: formValues(fields, record, initialVendor),
    names: ['vendor', ...fields.map((f) => f.name)],
    onSubmit: async (values) => {
      const body: Body = { ...toRequestBody(fields, values), vendor: values.vendor };
      // A location belongs to the vendor: another vendor means choosing it again.
      if (record && values.vendor !== record.vendor?.['@id']) body.location = null;
      const saved = await save.mutateAsync({ id: record?.id, etag, body });
      if (isNew) {
        toast.success('Created successfully');
        navigate(`/admin/${kind.segment}/${saved.item.id}`);
      } else {
        toast.success('Updated successfully');
        form.reset(formValues(fields, saved.item, null));
      }
    },
  });
  const errors = form.formState.errors;

  const prefix = `${kind.segment}-form`;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={isNew ? `New ${kind.singular}` : `Edit ${kind.singular}`}
      className="space-y-4 rounded-lg border border-stone-200 bg-white p-6"
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <RecordPickerField
          {...bind('vendor', 'Vendor', `${prefix}-vendor`)}
          placeholder="Search vendors"
          source={vendorSource}
          clearable={false}
        />
        <DeclaredFieldGrid fields={fields} control={form.control} errors={errors} idPrefix={prefix} />
      </div>
      <FormFooter
        errors={errors}
        isPending={save.isPending}
        submitText={isNew ? `Create ${kind.singular}` : 'Save'}
        secondary={
          isNew ? (
            <Link href={`/admin/${kind.segment}`} className={buttonVariants({ variant: 'secondary' })}>
              Cancel
            </Link>
          ) : (
            <Button variant="secondary" onClick={() => form.reset()} disabled={!form.formState.isDirty}>
              Discard changes
            </Button>
          )
        }
      />
    </form>
  );
};
