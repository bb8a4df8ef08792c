import {
  type Client,
  type ClientGuest,
  type ClientGuestInput,
  revealClientGuestPassport,
} from '@backoffice/sdk';
import { Badge } from '@backoffice/ui/badge';
import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { formatDate } from '@backoffice/ui/format';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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
import { clientKeys } from '../api/client-keys.ts';
import { guestAttachmentCalls, useGuestMutations, useGuestsQuery } from '../api/use-client-children.ts';
import { revealSeconds } from './cards-tab.tsx';

const isoDate = v.pipe(
  v.string(),
  v.check((s) => s === '' || /^\d{4}-\d{2}-\d{2}$/.test(s), 'Please enter a valid date'),
);
const schema = v.object({
  firstName: required(120),
  lastName: optional(120),
  nationality: optional(120),
  // Write-only: blank keeps the number saved (shown as its last four characters).
  passportNumber: v.pipe(
    v.string(),
    v.transform((s) => s.replace(/[\s-]/g, '').toUpperCase()),
    v.check((s) => s === '' || /^[A-Z0-9]{5,20}$/.test(s), 'Give the 5 to 20 letters and digits'),
  ),
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

// A guest saved before first and last names (issue 30.9): the last word of the name is the last name.
const namesOf = (guest: ClientGuest | undefined) => {
  if (!guest) return { firstName: '', lastName: '' };
  if (guest.firstName || guest.lastName)
    return { firstName: guest.firstName ?? '', lastName: guest.lastName ?? '' };
  const words = guest.name.trim().split(/\s+/);
  return words.length > 1
    ? { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1)! }
    : { firstName: guest.name, lastName: '' };
};

/** A saved passport: its last characters and expiry ("•••• 2345 · expires 31 Jan 2030"). */
export const passportText = (guest: ClientGuest, date: (value: string) => string) =>
  [
    guest.passportLast4 ? `•••• ${guest.passportLast4}` : null,
    guest.passportExpiry ? `expires ${date(guest.passportExpiry)}` : null,
    guest.passportPurgedAt ? 'number purged' : null,
  ]
    .filter(Boolean)
    .join(' · ') || '—';

const toValues = (guest: ClientGuest | undefined): Values => ({
  ...namesOf(guest),
  nationality: guest?.nationality ?? '',
  passportNumber: '',
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
        { header: 'Nationality', cell: (guest) => guest.nationality ?? '—' },
        { header: 'Date of birth', cell: (guest) => date(guest.birthday) },
        { header: 'Passport', cell: (guest) => passportText(guest, formatDate) },
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
          {current?.passportLast4 ? <PassportReveal guest={current} clientId={client.id} /> : null}
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

// The whole passport number on a confirmed request (written to the client's log by the API), shown
// for as long as the card numbers are (revealSeconds), then masked again.
const PassportReveal = ({ guest, clientId }: { guest: ClientGuest; clientId: number }) => {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [number, setNumber] = useState<string | null>(null);
  const reveal = useMutation({
    mutationFn: async () => (await revealClientGuestPassport(guest.id)).data.passportNumber,
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientKeys.children('log', clientId) }),
    gcTime: 0,
  });
  useEffect(() => {
    if (!number) return;
    const timer = setTimeout(() => setNumber(null), revealSeconds * 1000);
    return () => clearTimeout(timer);
  }, [number]);
  const onReveal = async () => {
    const ok = await confirm({
      title: 'Reveal the passport number?',
      content: `The passport number of ${guest.name} will show for ${revealSeconds} seconds. This reveal is written to the client's log with your name.`,
      confirmText: 'Reveal',
    });
    if (ok) setNumber(await reveal.mutateAsync().catch(() => null));
  };
  return (
    <section
      aria-label="Saved passport number"
      className="flex items-center gap-3 border-t border-stone-200 pt-4 text-sm"
    >
      <span className="text-stone-600">Passport number</span>
      <span className="font-mono tabular-nums" data-testid="passport-number">
        {number ?? `•••• ${guest.passportLast4}`}
      </span>
      {guest.passportPurgedAt ? (
        <span className="text-stone-500">
          Purged after the retention period: only its last characters remain.
        </span>
      ) : number ? null : (
        <Button variant="secondary" size="sm" disabled={reveal.isPending} onClick={() => void onReveal()}>
          Reveal
        </Button>
      )}
    </section>
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
  const { form, submit, bind } = useServerForm<Values>({
    schema,
    defaultValues: toValues(guest),
    names,
    onSubmit: async (values) => {
      const body: ClientGuestInput = {
        client: client['@id'],
        firstName: values.firstName,
        lastName: values.lastName || null,
        nationality: values.nationality || null,
        ...(values.passportNumber ? { passportNumber: values.passportNumber } : {}),
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
        <TextField {...bind('firstName', 'First name', 'guest-first-name')} autoFocus />
        <TextField {...bind('lastName', 'Last name', 'guest-last-name')} />
        <TextField {...bind('nationality', 'Nationality', 'guest-nationality')} />
        <TextField {...bind('relation', 'Relation', 'guest-relation')} maxLength={64} list={listId} />
        <datalist id={listId}>
          {relationSuggestions.map((relation) => (
            <option key={relation} value={relation} />
          ))}
        </datalist>
        <SelectField
          {...bind('status', 'Guest type', 'guest-status')}
          options={options.statuses}
          placeholder="Not set"
          clearable
        />
        <TextField {...bind('email', 'E-mail', 'guest-email')} type="email" />
        <TextField {...bind('birthday', 'Date of birth', 'guest-birthday')} type="date" />
        <TextField
          {...bind('passportNumber', 'Passport number', 'guest-passport-number')}
          placeholder={guest?.passportLast4 ? `•••• ${guest.passportLast4} (type to replace)` : undefined}
        />
        <TextField {...bind('passportExpiry', 'Passport expiry', 'guest-passport-expiry')} type="date" />
      </div>
      {(
        [
          ['diets', 'Diet', options.diets],
          ['foodAllergies', 'Allergies', options.allergies],
        ] as const
      ).map(([name, label, choices]) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field, fieldState }) => (
            <MultiCheck
              label={label}
              options={choices}
              value={field.value}
              onChange={field.onChange}
              loading={loading}
              error={fieldState.error?.message}
            />
          )}
        />
      ))}
      <FormFooter form={form} onCancel={onClose} submitText={guest ? 'Save' : 'Add guest'} />
    </form>
  );
};
