import type {
  TripProposal,
  TripProposalOptionItemInput,
  TripProposalPage,
  TripProposalPageInput,
  TripProposalPatch,
} from '@backoffice/sdk';
import { Field } from '@backoffice/ui/field';
import { Controller } from 'react-hook-form';
import * as v from 'valibot';
import { SelectField, TextareaField, TextField } from '../../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../../shared/forms/form-footer.tsx';
import { RecordPicker } from '../../../shared/forms/record-picker.tsx';
import { useServerForm } from '../../../shared/forms/use-server-form.ts';
import {
  accommodationSource,
  type useProposalHotelMutations,
  type useProposalMutations,
  type useProposalOptionMutations,
  type useProposalPageMutations,
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
  const { form, submit } = useServerForm<ProposalValues>({
    schema: proposalSchema,
    defaultValues: {
      title: proposal?.title ?? '',
      validUntil: proposal?.validUntil ?? '',
      status: proposal?.status ?? 'draft',
      introText: proposal?.introText ?? '',
    },
    names: Object.keys(proposalSchema.entries),
    onSubmit: async (values) => {
      const body: TripProposalPatch = {
        title: values.title,
        validUntil: values.validUntil || null,
        introText: blankToNull(values.introText),
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
        <TextField control={form.control} name="title" label="Title" id={`proposal-title-${key}`} />
        <TextField
          control={form.control}
          name="validUntil"
          label="Valid until"
          id={`proposal-valid-${key}`}
          type="date"
        />
        {proposal && proposal.status !== 'accepted' ? (
          <SelectField
            control={form.control}
            name="status"
            label="Status"
            id={`proposal-status-${key}`}
            options={statusOptions}
          />
        ) : null}
      </div>
      <TextareaField
        control={form.control}
        name="introText"
        label="Introduction (HTML)"
        id={`proposal-intro-${key}`}
      />
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
  const { form, submit } = useServerForm<PageValues>({
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
        <SelectField control={form.control} name="kind" label="Kind" id="page-kind" options={pageKinds} />
        <TextField control={form.control} name="title" label="Title" id="page-title" />
      </div>
      <TextareaField control={form.control} name="body" label="Text (HTML)" id="page-body" />
      <FormFooter
        errors={form.formState.errors}
        isPending={form.formState.isSubmitting}
        onCancel={onClose}
        submitText={page ? 'Save page' : 'Add page'}
      />
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
  const { form, submit } = useServerForm<OptionValues>({
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
      <TextField control={form.control} name="label" label="Label" id="option-label" maxLength={64} />
      <TextareaField control={form.control} name="description" label="Description" id="option-description" />
      <FormFooter
        errors={form.formState.errors}
        isPending={form.formState.isSubmitting}
        onCancel={onClose}
        submitText="Add option"
      />
    </form>
  );
};

const money = v.pipe(
  v.string(),
  v.trim(),
  v.check((s) => s === '' || /^\d{1,10}(\.\d{1,2})?$/.test(s.replaceAll(',', '')), 'Please enter an amount'),
);
const hotelSchema = v.pipe(
  v.object({
    accommodation: v.pipe(
      v.nullable(v.string()),
      v.check((s) => Boolean(s), 'Please choose a hotel'),
    ),
    startDate: v.pipe(isoDate, v.nonEmpty('Please enter a date')),
    endDate: v.pipe(isoDate, v.nonEmpty('Please enter a date')),
    clientPrice: money,
    vendorPrice: money,
  }),
  v.forward(
    v.check((h) => h.endDate > h.startDate, 'The check-out must be after the check-in'),
    ['endDate'],
  ),
);
type HotelValues = v.InferOutput<typeof hotelSchema>;
const amount = (s: string) => (s === '' ? null : s.replaceAll(',', ''));

/** A hotel of an option: the accommodation, its nights (check-in, check-out) and prices. */
export const HotelForm = ({
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
  const { form, submit } = useServerForm<HotelValues>({
    schema: hotelSchema,
    defaultValues: { accommodation: null, ...defaults, clientPrice: '', vendorPrice: '' },
    names: ['accommodation', 'startDate', 'endDate', 'clientPrice', 'vendorPrice'],
    onSubmit: async (values) => {
      const body: TripProposalOptionItemInput = {
        option: optionIri,
        accommodation: values.accommodation!,
        startDate: values.startDate,
        endDate: values.endDate,
        clientPrice: amount(values.clientPrice),
        vendorPrice: amount(values.vendorPrice),
      };
      await save.mutateAsync({ id: undefined, body });
      onClose();
    },
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Hotel" className="space-y-4">
      <Controller
        control={form.control}
        name="accommodation"
        render={({ field, fieldState }) => (
          <Field id="hotel-accommodation" label="Hotel" error={fieldState.error?.message}>
            <RecordPicker
              id="hotel-accommodation"
              aria-label="Hotel"
              source={accommodationSource}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              invalid={Boolean(fieldState.error)}
              clearable={false}
            />
          </Field>
        )}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField control={form.control} name="startDate" label="Check-in" id="hotel-start" type="date" />
        <TextField control={form.control} name="endDate" label="Check-out" id="hotel-end" type="date" />
        <TextField control={form.control} name="clientPrice" label="Client price" id="hotel-client-price" />
        <TextField control={form.control} name="vendorPrice" label="Vendor price" id="hotel-vendor-price" />
      </div>
      <FormFooter
        errors={form.formState.errors}
        isPending={form.formState.isSubmitting}
        onCancel={onClose}
        submitText="Add hotel"
      />
    </form>
  );
};
