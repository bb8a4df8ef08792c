import type { Client, ClientGuest, ClientGuestInput } from '@backoffice/sdk';
import { Badge } from '@backoffice/ui/badge';
import { formatDate } from '@backoffice/ui/format';
import { Controller } from 'react-hook-form';
import * as v from 'valibot';
import { Attachments } from '../../../shared/files/attachments.tsx';
import { ChildRecordsTab } from '../../../shared/forms/child-records-tab.tsx';
import { SelectField, TextField } from '../../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../../shared/forms/form-footer.tsx';
import { optional, required } from '../../../shared/forms/form-rules.ts';
import { MultiCheck } from '../../../shared/forms/multi-check.tsx';
import { useEnumOptions, useReferenceOptions } from '../../../shared/forms/reference-options.ts';
import { useServerForm } from '../../../shared/forms/use-server-form.ts';
import { guestAttachmentCalls, useGuestMutations, useGuestsQuery } from '../api/use-client-children.ts';

const isoDate = v.pipe(
  v.string(),
  v.check((s) => s === '' || /^\d{4}-\d{2}-\d{2}$/.test(s), 'Please enter a valid date'),
);
const schema = v.object({
  name: required(255),
  relation: optional(64),
  // Where the trip documents sent to the client are copied when the guest is ticked.
  email: v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), 'Please enter a valid e-mail'),
    v.maxLength(180, 'At most 180 characters'),
  ),
  status: v.nullable(v.string()),
  birthday: isoDate,
  passportExpiry: isoDate,
  diets: v.array(v.string()),
  foodAllergies: v.array(v.string()),
});
type Values = v.InferOutput<typeof schema>;
const names = Object.keys(schema.entries);

const toValues = (guest: ClientGuest | undefined): Values => ({
  name: guest?.name ?? '',
  relation: guest?.relation ?? '',
  email: guest?.email ?? '',
  status: guest?.status ?? null,
  birthday: guest?.birthday ?? '',
  passportExpiry: guest?.passportExpiry ?? '',
  diets: guest?.diets ?? [],
  foodAllergies: guest?.foodAllergies ?? [],
});

const relationSuggestions = [
  'spouse',
  'partner',
  'son',
  'daughter',
  'mother',
  'father',
  'friend',
  'assistant',
  'nanny',
];

// The client's family and travel companions (client_guests): name, relation, birthday, passport
// expiry, diets and allergies from the reference lists; a saved guest's attachments (a passport).
export const GuestsTab = ({ client }: { client: Client }) => {
  const guests = useGuestsQuery(client.id);
  const mutations = useGuestMutations(client.id);
  const diets = useReferenceOptions('diets');
  const allergies = useReferenceOptions('foodAllergies');
  const statuses = useEnumOptions('clientGuestStatus');
  const labelOf = (options: { value: string; label: string }[] | undefined, iri: string) =>
    options?.find((option) => option.value === iri)?.label ?? '';
  const date = (value: string | null | undefined) => (value ? formatDate(value) : '—');
  return (
    <ChildRecordsTab<ClientGuest>
      title="Guests"
      description="Family and travel companions."
      noun="guest"
      plural="guests"
      query={guests}
      nameOf={(guest) => guest.name}
      onDelete={(guest) => mutations.remove.mutateAsync(guest.id)}
      modalWidth={680}
      editTitle={(guest) => `Edit ${guest.name}`}
      columns={[
        {
          header: 'Name',
          className: 'font-medium text-stone-800',
          cell: (guest) => (
            <>
              {guest.name}
              {guest.status ? (
                <span className="ml-2 text-xs text-stone-500">{labelOf(statuses.data, guest.status)}</span>
              ) : null}
            </>
          ),
        },
        { header: 'Relation', className: 'first-letter:uppercase', cell: (guest) => guest.relation ?? '—' },
        { header: 'Birthday', cell: (guest) => date(guest.birthday) },
        { header: 'Passport expiry', cell: (guest) => date(guest.passportExpiry) },
        {
          header: 'Diet and allergies',
          cell: (guest) => (
            <div className="flex flex-wrap gap-1">
              {guest.diets.map((iri) => (
                <Badge key={iri} color="green">
                  {labelOf(diets.data, iri)}
                </Badge>
              ))}
              {guest.foodAllergies.map((iri) => (
                <Badge key={iri} color="red">
                  {labelOf(allergies.data, iri)}
                </Badge>
              ))}
              {guest.diets.length + guest.foodAllergies.length === 0 ? '—' : null}
            </div>
          ),
        },
      ]}
      renderForm={(current, close) => (
        <div className="space-y-6">
          <GuestForm
            key={current?.id ?? 'new'}
            client={client}
            guest={current}
            save={mutations.save}
            options={{
              diets: diets.data ?? [],
              allergies: allergies.data ?? [],
              statuses: statuses.data ?? [],
            }}
            loading={diets.isPending || allergies.isPending}
            onClose={close}
          />
          {current ? (
            <section aria-label="Guest attachments" className="space-y-2 border-t border-stone-200 pt-4">
              <h3 className="text-sm font-semibold text-stone-800">Attachments</h3>
              <GuestAttachments guest={current} clientId={client.id} />
            </section>
          ) : null}
        </div>
      )}
    />
  );
};

const GuestAttachments = ({ guest, clientId }: { guest: ClientGuest; clientId: number }) => {
  const types = useEnumOptions('clientAttachmentType');
  return (
    <Attachments
      label="Guest attachments"
      uploadLabel="Upload guest attachments"
      canChooseType
      typeOptions={types.data}
      calls={guestAttachmentCalls(guest, clientId)}
      attachments={guest.attachments}
    />
  );
};

type Option = { value: string; label: string };

const GuestForm = ({
  client,
  guest,
  save,
  options,
  loading,
  onClose,
}: {
  client: Client;
  guest: ClientGuest | undefined;
  save: ReturnType<typeof useGuestMutations>['save'];
  options: { diets: Option[]; allergies: Option[]; statuses: Option[] };
  loading: boolean;
  onClose: () => void;
}) => {
  const { form, submit } = useServerForm<Values>({
    schema,
    defaultValues: toValues(guest),
    names,
    onSubmit: async (values) => {
      const body: ClientGuestInput = {
        client: client['@id'],
        name: values.name,
        relation: values.relation || null,
        email: values.email || null,
        status: (values.status || null) as ClientGuestInput['status'],
        birthday: values.birthday || null,
        passportExpiry: values.passportExpiry || null,
        diets: values.diets,
        foodAllergies: values.foodAllergies,
      };
      await save.mutateAsync({ id: guest?.id, body });
      onClose();
    },
  });
  const listId = `guest-relations-${guest?.id ?? 'new'}`;
  return (
    <form onSubmit={submit} noValidate aria-label="Guest" className="space-y-4">
      <div className="grid grid-cols-2 gap-4">
        <TextField control={form.control} name="name" label="Name" id="guest-name" autoFocus />
        <TextField
          control={form.control}
          name="relation"
          label="Relation"
          id="guest-relation"
          maxLength={64}
          list={listId}
        />
        <datalist id={listId}>
          {relationSuggestions.map((relation) => (
            <option key={relation} value={relation} />
          ))}
        </datalist>
        <SelectField
          control={form.control}
          name="status"
          label="Guest type"
          id="guest-status"
          options={options.statuses}
          placeholder="Not set"
          clearable
        />
        <TextField control={form.control} name="email" label="E-mail" id="guest-email" type="email" />
        <TextField control={form.control} name="birthday" label="Birthday" id="guest-birthday" type="date" />
        <TextField
          control={form.control}
          name="passportExpiry"
          label="Passport expiry"
          id="guest-passport-expiry"
          type="date"
        />
      </div>
      <Controller
        control={form.control}
        name="diets"
        render={({ field, fieldState }) => (
          <MultiCheck
            label="Diet"
            options={options.diets}
            value={field.value}
            onChange={field.onChange}
            loading={loading}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="foodAllergies"
        render={({ field, fieldState }) => (
          <MultiCheck
            label="Allergies"
            options={options.allergies}
            value={field.value}
            onChange={field.onChange}
            loading={loading}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormFooter
        errors={form.formState.errors}
        isPending={form.formState.isSubmitting}
        onCancel={onClose}
        submitText={guest ? 'Save' : 'Add guest'}
      />
    </form>
  );
};
