import type { ProspectInput } from '@backoffice/sdk';
import * as v from 'valibot';
import { DeclaredFieldGrid } from '../../shared/forms/declared-field-grid.tsx';
import type { FieldDef } from '../../shared/forms/field-def.ts';
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

const fields: FieldDef[] = [
  { name: 'firstName', label: 'First name', id: 'prospect-first', kind: 'text', autoFocus: true },
  { name: 'lastName', label: 'Last name', id: 'prospect-last', kind: 'text' },
  { name: 'email', label: 'E-mail', id: 'prospect-email', kind: 'email', max: 255 },
  { name: 'phone', label: 'Phone', id: 'prospect-phone', kind: 'text', max: 64 },
  {
    name: 'source',
    label: 'Source',
    id: 'prospect-source',
    kind: 'select',
    options: sourceOptions,
    placeholder: 'Select',
    clearable: true,
  },
  {
    name: 'destinations',
    label: 'Wished destinations',
    id: 'prospect-destinations',
    kind: 'destinations',
    placeholder: 'Choose destinations',
    labelled: true,
  },
  { name: 'startDate', label: 'From', id: 'prospect-start', kind: 'date', max: 255 },
  { name: 'endDate', label: 'To', id: 'prospect-end', kind: 'date', max: 255 },
  {
    name: 'budget',
    label: 'Budget',
    id: 'prospect-budget',
    kind: 'text',
    placeholder: 'e.g. 25000',
    max: 14,
  },
  { name: 'currency', label: 'Currency', id: 'prospect-currency', kind: 'text', placeholder: 'EUR', max: 3 },
  { name: 'message', label: 'Message', id: 'prospect-message', kind: 'textarea' },
];

// The New prospect dialog of /admin/prospects: a request taken by phone, at an event or from a
// partner (the website's form posts the same call). The list refreshes once it is created.
export const ProspectFormModal = ({ onClose }: { onClose: () => void }) => {
  const create = useProspectCreate();
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
          <DeclaredFieldGrid fields={fields} control={control} wideClass="sm:col-span-2" />
        </div>
        <FormFooter form={form} onCancel={onClose} submitText="Create prospect" />
      </form>
    </FormModal>
  );
};
