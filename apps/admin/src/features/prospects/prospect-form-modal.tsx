import type { ProspectInput } from '@backoffice/sdk';
import { DestinationTreeSelect } from '@backoffice/ui/destination-tree-select';
import { useMemo } from 'react';
import * as v from 'valibot';
import { toTreeNodes, useDestinationTreeQuery } from '../../lib/destination-tree.ts';
import { FormField, SelectField, TextareaField, TextField } from '../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../shared/forms/form-footer.tsx';
import { FormModal } from '../../shared/forms/form-modal.tsx';
import { optional } from '../../shared/forms/form-rules.ts';
import { useServerForm } from '../../shared/forms/use-server-form.ts';
import { useProspectCreate } from './api/prospect-queries.ts';
import { sourceOptions } from './prospect-format.tsx';

const isoDate = v.pipe(
  v.string(),
  v.check((s) => s === '' || /^\d{4}-\d{2}-\d{2}$/.test(s), 'Please enter a valid date'),
);

const schema = v.pipe(
  v.object({
    firstName: optional(120),
    lastName: v.pipe(optional(120), v.nonEmpty('Please input value')),
    email: v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), 'Please enter a valid e-mail address'),
      v.maxLength(180, 'At most 180 characters'),
    ),
    phone: optional(64),
    source: v.string(),
    destinations: v.array(v.string()),
    startDate: isoDate,
    endDate: isoDate,
    budget: v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || /^\d{1,10}(\.\d{1,2})?$/.test(s), 'Please enter an amount, e.g. 25000'),
    ),
    currency: v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.check((s) => s === '' || /^[A-Z]{3}$/.test(s), 'Three letters, e.g. EUR'),
    ),
    message: optional(10_000),
  }),
  // Someone must be able to answer the request.
  // The checks across fields, all in one action so that every message shows at once (the resolver
  // stops a pipe at its first failing action), each on its field.
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const p = dataset.value;
    const on = (key: keyof typeof p, message: string) =>
      addIssue({
        message,
        path: [{ type: 'object', origin: 'value', input: p, key, value: p[key] }],
      });
    if (p.email === '' && p.phone === '') on('email', 'Please give an e-mail address or a phone number');
    if (p.startDate !== '' && p.endDate !== '' && p.endDate < p.startDate)
      on('endDate', 'The end date must not be before the start date.');
    if (p.budget !== '' && p.currency === '') on('currency', 'Please give the currency of the budget');
  }),
);
type Values = v.InferOutput<typeof schema>;

const names = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'source',
  'destinations',
  'startDate',
  'endDate',
  'budget',
  'currency',
  'message',
] as const;

// The New prospect dialog of /admin/prospects: a request taken by phone, at an event or from a
// partner (the website's form posts the same call). The list refreshes once it is created.
export const ProspectFormModal = ({ onClose }: { onClose: () => void }) => {
  const create = useProspectCreate();
  const tree = useDestinationTreeQuery();
  const nodes = useMemo(() => toTreeNodes(tree.data ?? []), [tree.data]);
  const { form, submit } = useServerForm<Values>({
    schema,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      source: '',
      destinations: [],
      startDate: '',
      endDate: '',
      budget: '',
      currency: '',
      message: '',
    },
    names,
    // The server derives `name` from first and last name.
    aliases: { name: 'lastName' },
    onSubmit: async (values) => {
      const body: ProspectInput = {
        firstName: values.firstName || null,
        lastName: values.lastName,
        email: values.email || null,
        phone: values.phone || null,
        source: (values.source || null) as ProspectInput['source'],
        destinations: values.destinations,
        startDate: values.startDate || null,
        endDate: values.endDate || null,
        budget: values.budget || null,
        currency: values.currency || null,
        message: values.message || null,
      };
      await create.mutateAsync(body);
      onClose();
    },
  });
  const { control } = form;
  return (
    <FormModal title="New prospect" width={640} onClose={onClose}>
      <form onSubmit={submit} noValidate aria-label="New prospect" className="space-y-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField control={control} name="firstName" label="First name" id="prospect-first" autoFocus />
          <TextField control={control} name="lastName" label="Last name" id="prospect-last" />
          <TextField control={control} name="email" label="E-mail" id="prospect-email" type="email" />
          <TextField control={control} name="phone" label="Phone" id="prospect-phone" maxLength={64} />
          <SelectField
            control={control}
            name="source"
            label="Source"
            id="prospect-source"
            options={sourceOptions}
            placeholder="Select"
            clearable
          />
          <FormField
            control={control}
            name="destinations"
            id="prospect-destinations"
            label="Wished destinations"
          >
            {({ field }) => (
              <DestinationTreeSelect
                multiple
                id="prospect-destinations"
                aria-label="Wished destinations"
                placeholder="Choose destinations"
                nodes={nodes}
                loading={tree.isPending}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          </FormField>
          <TextField control={control} name="startDate" label="From" id="prospect-start" type="date" />
          <TextField control={control} name="endDate" label="To" id="prospect-end" type="date" />
          <TextField
            control={control}
            name="budget"
            label="Budget"
            id="prospect-budget"
            placeholder="e.g. 25000"
            maxLength={14}
          />
          <TextField
            control={control}
            name="currency"
            label="Currency"
            id="prospect-currency"
            placeholder="EUR"
            maxLength={3}
          />
          <div className="sm:col-span-2">
            <TextareaField control={control} name="message" label="Message" id="prospect-message" />
          </div>
        </div>
        <FormFooter form={form} onCancel={onClose} submitText="Create prospect" />
      </form>
    </FormModal>
  );
};
