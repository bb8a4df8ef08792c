import type { TripGuest } from '@backoffice/sdk';
import { formatDate } from '@backoffice/ui/format';
import { UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { Link } from 'wouter';
import { ChildRecordsTab } from '../../../shared/forms/child-records-tab.tsx';
import { SelectField, TextareaField } from '../../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../../shared/forms/form-footer.tsx';
import { useServerForm } from '../../../shared/forms/use-server-form.ts';
import type { LoadedTrip } from '../api/use-trips.ts';
import {
  useCanWriteTrips,
  useClientGuestsQuery,
  useTripGuestMutations,
  useTripGuestsQuery,
} from './trip-records-api.ts';

const schema = v.object({
  clientGuest: v.pipe(
    v.nullable(v.string()),
    v.check((s) => Boolean(s), 'Please choose a guest'),
  ),
  notes: v.pipe(v.string(), v.maxLength(10_000, 'At most 10000 characters')),
});
type Values = { clientGuest: string | null; notes: string };

// calls.md 7.6: which of the client's guests travel on this trip (trip_guests), with notes. They
// are chosen from the client's guests (client_guests); a new guest is added on the client's page.
export const TripGuestsTab = ({ loaded }: { loaded: LoadedTrip }) => {
  const trip = loaded.trip;
  const clientId = trip.client?.id;
  const travellers = useTripGuestsQuery(trip.id);
  const guests = useClientGuestsQuery(clientId);
  const mutations = useTripGuestMutations(trip.id);
  const canWrite = useCanWriteTrips();
  const rows = travellers.data ?? [];
  const taken = new Set(rows.map((row) => row.clientGuest?.['@id']));
  const choices = (guests.data ?? [])
    .filter((guest) => !taken.has(guest['@id']))
    .map((guest) => ({
      value: guest['@id'],
      label: guest.relation ? `${guest.name} (${guest.relation})` : guest.name,
    }));
  const nameOf = (row: TripGuest) => row.clientGuest?.name ?? 'Guest';
  const clientGuestsLink = clientId ? (
    <Link
      href={`/admin/clients/${clientId}?tab=guests`}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
    >
      <UserPlus className="size-4" aria-hidden />
      New guest on the client's page
    </Link>
  ) : null;
  return (
    <ChildRecordsTab<TripGuest>
      title="Guests"
      description="The client's guests travelling on this trip."
      noun="guest"
      plural="guests"
      query={travellers}
      readOnly={!canWrite}
      extraActions={clientGuestsLink}
      addDisabled={!clientId}
      emptyText="No guests on this trip yet."
      tableLabel="Trip guests"
      deleteContent="The guest stays with the client; only this trip loses them."
      newTitle="Add a guest to the trip"
      modalLoading={guests.isPending ? 'Loading the client’s guests' : false}
      columns={[
        { header: 'Name', cell: nameOf, className: 'font-medium text-stone-800' },
        { header: 'Relation', cell: (row) => row.clientGuest?.relation ?? '—' },
        {
          header: 'Passport expiry',
          cell: (row) => (row.clientGuest?.passportExpiry ? formatDate(row.clientGuest.passportExpiry) : '—'),
        },
        { header: 'Notes', cell: (row) => row.notes || '—', className: 'whitespace-pre-line text-stone-700' },
      ]}
      nameOf={nameOf}
      onDelete={(row) => mutations.remove.mutateAsync(row.id)}
      editTitle={(row) => `Edit ${nameOf(row)}`}
      renderForm={(row, close) => (
        <TripGuestForm
          tripIri={trip['@id']}
          row={row}
          choices={row ? [{ value: row.clientGuest?.['@id'] ?? '', label: nameOf(row) }] : choices}
          empty={clientGuestsLink}
          save={mutations.save}
          onClose={close}
        />
      )}
    />
  );
};

const TripGuestForm = ({
  tripIri,
  row,
  choices,
  empty,
  save,
  onClose,
}: {
  tripIri: string;
  row: TripGuest | undefined;
  choices: { value: string; label: string }[];
  empty: ReactNode;
  save: ReturnType<typeof useTripGuestMutations>['save'];
  onClose: () => void;
}) => {
  const { form, submit, bind } = useServerForm<Values>({
    schema,
    defaultValues: { clientGuest: row?.clientGuest?.['@id'] ?? null, notes: row?.notes ?? '' },
    names: ['clientGuest', 'notes'],
    onSubmit: async ({ clientGuest, notes }) => {
      const text = notes.trim() === '' ? null : notes;
      await save.mutateAsync(
        row
          ? { id: row.id, body: { notes: text } }
          : { id: undefined, body: { trip: tripIri, clientGuest, notes: text } },
      );
      onClose();
    },
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Trip guest" className="space-y-4">
      {!row && choices.length === 0 ? (
        <div className="space-y-2 rounded-md bg-stone-50 px-3 py-2 text-sm text-stone-600">
          <p>Every guest of the client is already on this trip, or the client has none.</p>
          {empty}
        </div>
      ) : null}
      {row ? (
        <p className="text-sm font-medium text-stone-800">{choices[0]?.label}</p>
      ) : (
        <SelectField
          {...bind('clientGuest', 'Guest', 'trip-guest')}
          options={choices}
          placeholder="Choose a guest"
        />
      )}
      <TextareaField {...bind('notes', 'Notes', 'trip-guest-notes')} />
      <FormFooter form={form} onCancel={onClose} submitText={row ? 'Save' : 'Add guest'} />
    </form>
  );
};
