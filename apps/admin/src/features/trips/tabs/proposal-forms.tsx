import type {
  TripProposal,
  TripProposalOptionItemInput,
  TripProposalPage,
  TripProposalPageInput,
  TripProposalPatch,
} from '@backoffice/sdk';
import { Field } from '@backoffice/ui/field';
import { Select } from '@backoffice/ui/select';
import { Controller, useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { RichTextField } from '../../../shared/editor/rich-text-field.tsx';
import { SelectField, TextareaField, TextField } from '../../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../../shared/forms/form-footer.tsx';
import { RecordPicker } from '../../../shared/forms/record-picker.tsx';
import { useServerForm } from '../../../shared/forms/use-server-form.ts';
import { type ItemType, itemTypes } from '../../trip-domain/trip-items-api.ts';
import { catalogue } from '../items/item-form-modal.tsx';
import type {
  useProposalHotelMutations,
  useProposalMutations,
  useProposalOptionMutations,
  useProposalPageMutations,
} from './proposals-api.ts';

const isoDate = v.pipe(
  v.string(),
  v.check((s) => s === '' || /^\d{4}-\d{2}-\d{2}$/.test(s), 'Please enter a valid date'),
);
const richText = v.pipe(v.string(), v.maxLength(100_000, 'At most 100000 characters'));
const blankToNull = (s: string) => (s.trim() === '' ? null : s);

export const statusLabels: Record<string, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
};
// `accepted` is reached by accepting an option, never chosen here.
const statusOptions = ['draft', 'sent', 'declined'].map((value) => ({ value, label: statusLabels[value]! }));

const proposalSchema = v.object({
  title: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Please input value'),
    v.maxLength(255, 'At most 255 characters'),
  ),
  validUntil: isoDate,
  status: v.string(),
  introText: richText,
  inclusions: richText,
  exclusions: richText,
  terms: richText,
});
type ProposalValues = v.InferOutput<typeof proposalSchema>;

/** A proposal's title, validity, status and introduction (HTML, sanitised by the server). */
export const ProposalForm = ({
  tripIri,
  proposal,
  save,
  onClose,
}: {
  tripIri: string;
  proposal: TripProposal | undefined;
  save: ReturnType<typeof useProposalMutations>['save'];
  /** After a save, with the new proposal's id; or on cancel. */
  onClose?: (createdId?: number) => void;
}) => {
  const key = proposal?.id ?? 'new';
  const { form, submit, bind } = useServerForm<ProposalValues>({
    schema: proposalSchema,
    defaultValues: {
      title: proposal?.title ?? '',
      validUntil: proposal?.validUntil ?? '',
      status: proposal?.status ?? 'draft',
      introText: proposal?.introText ?? '',
      inclusions: proposal?.inclusions ?? '',
      exclusions: proposal?.exclusions ?? '',
      terms: proposal?.terms ?? '',
    },
    names: Object.keys(proposalSchema.entries),
    onSubmit: async (values) => {
      const body: TripProposalPatch = {
        title: values.title,
        validUntil: values.validUntil || null,
        introText: blankToNull(values.introText),
        inclusions: blankToNull(values.inclusions),
        exclusions: blankToNull(values.exclusions),
        terms: blankToNull(values.terms),
        ...(proposal?.status === 'accepted' ? {} : { status: values.status as TripProposalPatch['status'] }),
      };
      const saved = (await save.mutateAsync(
        proposal
          ? { id: proposal.id, body }
          : { id: undefined, body: { ...body, trip: tripIri, title: values.title } },
      )) as { data?: { id?: number } } | undefined;
      if (proposal) form.reset(values);
      else onClose?.(saved?.data?.id);
    },
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Proposal" className="space-y-4">
      <div className="grid grid-cols-2 gap-4">
        <TextField {...bind('title', 'Title', `proposal-title-${key}`)} />
        <TextField {...bind('validUntil', 'Valid until', `proposal-valid-${key}`)} type="date" />
        {proposal && proposal.status !== 'accepted' ? (
          <SelectField {...bind('status', 'Status', `proposal-status-${key}`)} options={statusOptions} />
        ) : null}
      </div>
      <TextareaField {...bind('introText', 'Introduction (HTML)', `proposal-intro-${key}`)} />
      {/* Printed in the proposal PDF after the options: what the price covers, then the terms. */}
      <div className="grid grid-cols-2 gap-4">
        <TextareaField {...bind('inclusions', 'Included (HTML)', `proposal-inclusions-${key}`)} />
        <TextareaField {...bind('exclusions', 'Not included (HTML)', `proposal-exclusions-${key}`)} />
      </div>
      <TextareaField {...bind('terms', 'Terms (HTML)', `proposal-terms-${key}`)} />
      <FormFooter
        errors={form.formState.errors}
        isPending={form.formState.isSubmitting}
        onCancel={onClose ? () => onClose() : undefined}
        submitText={proposal ? 'Save proposal' : 'Create proposal'}
      />
    </form>
  );
};

export const pageKinds = [
  { value: 'cover', label: 'Cover' },
  { value: 'days', label: 'Day by day' },
  { value: 'accommodation', label: 'Accommodation' },
  { value: 'prices', label: 'Prices' },
  { value: 'terms', label: 'Terms' },
  { value: 'custom', label: 'Custom' },
];
const pageSchema = v.object({
  kind: v.pipe(
    v.nullable(v.string()),
    v.check((s) => Boolean(s), 'Please choose a kind'),
  ),
  title: v.pipe(v.string(), v.trim(), v.maxLength(255, 'At most 255 characters')),
  body: richText,
});
type PageValues = v.InferOutput<typeof pageSchema>;

/** A page of a proposal: its kind, title and text (HTML, sanitised by the server). */
export const PageForm = ({
  proposalIri,
  page,
  save,
  onClose,
}: {
  proposalIri: string;
  page: TripProposalPage | undefined;
  save: ReturnType<typeof useProposalPageMutations>['save'];
  onClose: () => void;
}) => {
  const { form, submit, bind } = useServerForm<PageValues>({
    schema: pageSchema,
    defaultValues: { kind: page?.kind ?? 'custom', title: page?.title ?? '', body: page?.body ?? '' },
    names: Object.keys(pageSchema.entries),
    onSubmit: async (values) => {
      const body = {
        kind: values.kind as TripProposalPageInput['kind'],
        title: blankToNull(values.title),
        body: blankToNull(values.body),
      };
      await save.mutateAsync(
        page ? { id: page.id, body } : { id: undefined, body: { ...body, proposal: proposalIri } },
      );
      onClose();
    },
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Page" className="space-y-4">
      <div className="grid grid-cols-2 gap-4">
        <SelectField {...bind('kind', 'Kind', 'page-kind')} options={pageKinds} />
        <TextField {...bind('title', 'Title', 'page-title')} />
      </div>
      <RichTextField
        {...bind('body', 'Text', 'page-body')}
        documentKey={page ? `proposal-page-${page.id}` : undefined}
      />
      <FormFooter form={form} onCancel={onClose} submitText={page ? 'Save page' : 'Add page'} />
    </form>
  );
};

const optionSchema = v.object({
  label: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Please input value'),
    v.maxLength(64, 'At most 64 characters'),
  ),
  description: v.pipe(v.string(), v.maxLength(20_000, 'At most 20000 characters')),
});
type OptionValues = v.InferOutput<typeof optionSchema>;

/** A new option of a proposal ("Option A"). */
export const OptionForm = ({
  proposalIri,
  suggested,
  save,
  onClose,
}: {
  proposalIri: string;
  suggested: string;
  save: ReturnType<typeof useProposalOptionMutations>['save'];
  onClose: () => void;
}) => {
  const { form, submit, bind } = useServerForm<OptionValues>({
    schema: optionSchema,
    defaultValues: { label: suggested, description: '' },
    names: Object.keys(optionSchema.entries),
    onSubmit: async (values) => {
      await save.mutateAsync({
        id: undefined,
        body: { proposal: proposalIri, label: values.label, description: blankToNull(values.description) },
      });
      onClose();
    },
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Option" className="space-y-4">
      <TextField {...bind('label', 'Label', 'option-label')} maxLength={64} />
      <TextareaField {...bind('description', 'Description', 'option-description')} />
      <FormFooter form={form} onCancel={onClose} submitText="Add option" />
    </form>
  );
};

const money = v.pipe(
  v.string(),
  v.trim(),
  v.check((s) => s === '' || /^\d{1,10}(\.\d{1,2})?$/.test(s.replaceAll(',', '')), 'Please enter an amount'),
);
const clock = v.pipe(
  v.string(),
  v.check((s) => s === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(s), 'Please enter a time'),
);
const itemSchema = v.pipe(
  v.object({
    type: v.pipe(
      v.nullable(v.string()),
      v.check((s) => Boolean(s), 'Please choose a type'),
    ),
    record: v.nullable(v.string()),
    title: v.pipe(v.string(), v.trim(), v.maxLength(255, 'At most 255 characters')),
    flightNumber: v.pipe(v.string(), v.trim(), v.maxLength(16, 'At most 16 characters')),
    startDate: v.pipe(isoDate, v.nonEmpty('Please enter a date')),
    endDate: isoDate,
    startTime: clock,
    endTime: clock,
    clientTotalPrice: money,
    vendorTotalPrice: money,
  }),
  v.forward(
    v.check((i) => i.type !== 'accommodation' || Boolean(i.record), 'Please choose a hotel'),
    ['record'],
  ),
  v.forward(
    v.check(
      (i) => i.type !== 'accommodation' || i.endDate > i.startDate,
      'The check-out must be after the check-in',
    ),
    ['endDate'],
  ),
  v.forward(
    v.check(
      (i) => i.type === 'accommodation' || i.endDate === '' || i.endDate >= i.startDate,
      'The end must not be before the start',
    ),
    ['endDate'],
  ),
);
type ItemValues = v.InferOutput<typeof itemSchema>;
const amount = (s: string) => (s === '' ? null : s.replaceAll(',', ''));
const optionItemTypes = itemTypes.map(({ value, label }) => ({ value, label }));

/**
 * An item of an option, of any type: a hotel (check-in, check-out), an activity, a flight, a
 * transfer...: its catalogue record, dates and times, client and vendor totals. Accepting the
 * option books it as a trip item of its type with these prices.
 */
export const OptionItemForm = ({
  optionIri,
  defaults,
  save,
  onClose,
}: {
  optionIri: string;
  defaults: { startDate: string; endDate: string };
  save: ReturnType<typeof useProposalHotelMutations>['save'];
  onClose: () => void;
}) => {
  const { form, submit, bind } = useServerForm<ItemValues>({
    schema: itemSchema,
    defaultValues: {
      type: 'accommodation',
      record: null,
      title: '',
      flightNumber: '',
      ...defaults,
      startTime: '',
      endTime: '',
      clientTotalPrice: '',
      vendorTotalPrice: '',
    },
    names: [
      'type',
      'record',
      'title',
      'flightNumber',
      'startDate',
      'endDate',
      'startTime',
      'endTime',
      'clientTotalPrice',
      'vendorTotalPrice',
    ],
    onSubmit: async (values) => {
      const type = values.type as ItemType;
      const link = catalogue[type]?.field;
      const body = {
        option: optionIri,
        type,
        title: blankToNull(values.title),
        startDate: values.startDate,
        endDate: values.endDate || null,
        startTime: values.startTime || null,
        endTime: values.endTime || null,
        clientTotalPrice: amount(values.clientTotalPrice),
        vendorTotalPrice: amount(values.vendorTotalPrice),
        ...(link && values.record ? { [link]: values.record } : {}),
        ...(type === 'flight' ? { flightNumber: blankToNull(values.flightNumber) } : {}),
      } as TripProposalOptionItemInput;
      await save.mutateAsync({ id: undefined, body });
      onClose();
    },
  });
  const type = (useWatch({ control: form.control, name: 'type' }) ?? 'accommodation') as ItemType;
  const isHotel = type === 'accommodation';
  const kind = catalogue[type];
  return (
    <form onSubmit={submit} noValidate aria-label="Option item" className="space-y-4">
      <div className="grid grid-cols-2 gap-4">
        <Controller
          control={form.control}
          name="type"
          render={({ field, fieldState }) => (
            <Field id="option-item-type" label="Type" error={fieldState.error?.message}>
              <Select
                id="option-item-type"
                options={optionItemTypes}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  // Another type books from another catalogue list.
                  form.setValue('record', null);
                }}
                clearable={false}
              />
            </Field>
          )}
        />
        {kind ? (
          <Controller
            key={type}
            control={form.control}
            name="record"
            render={({ field, fieldState }) => (
              <Field
                id="option-item-record"
                label={isHotel ? 'Hotel' : kind.label}
                error={fieldState.error?.message}
              >
                <RecordPicker
                  id="option-item-record"
                  aria-label={isHotel ? 'Hotel' : kind.label}
                  source={kind.source}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  invalid={Boolean(fieldState.error)}
                  clearable={!isHotel}
                />
              </Field>
            )}
          />
        ) : (
          <TextField {...bind('flightNumber', 'Flight number', 'option-item-flight')} />
        )}
      </div>
      <TextField {...bind('title', 'Title', 'option-item-title')} />
      <div className="grid grid-cols-2 gap-4">
        <TextField {...bind('startDate', isHotel ? 'Check-in' : 'Date', 'option-item-start')} type="date" />
        <TextField {...bind('endDate', isHotel ? 'Check-out' : 'End date', 'option-item-end')} type="date" />
        <TextField {...bind('startTime', 'Start time', 'option-item-start-time')} type="time" />
        <TextField {...bind('endTime', 'End time', 'option-item-end-time')} type="time" />
        <TextField {...bind('clientTotalPrice', 'Client total', 'option-item-client-total')} />
        <TextField {...bind('vendorTotalPrice', 'Vendor total', 'option-item-vendor-total')} />
      </div>
      <FormFooter form={form} onCancel={onClose} submitText="Add item" />
    </form>
  );
};
