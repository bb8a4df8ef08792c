import type { TripGuest } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { FormSection } from '@backoffice/ui/form-section';
import { formatDate } from '@backoffice/ui/format';
import { Spinner } from '@backoffice/ui/spinner';
import { Plus, UserPlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import * as v from 'valibot';
import { Link } from 'wouter';
import { SelectField, TextareaField } from '../../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../../shared/forms/form-footer.tsx';
import { FormModal } from '../../../shared/forms/form-modal.tsx';
import { DeleteButton, EditButton } from '../../../shared/forms/row-buttons.tsx';
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
  const [editing, setEditing] = useState<TripGuest | 'new' | null>(null);
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
    <FormSection
      title="Guests"
      description="The client's guests travelling on this trip."
      actions={
        canWrite ? (
          <>
            {clientGuestsLink}
            <Button size="sm" onClick={() => setEditing('new')} disabled={!clientId}>
              <Plus className="size-4" aria-hidden />
              Add guest
            </Button>
          </>
        ) : null
      }
    >
      {travellers.isPending ? (
        <Spinner label="Loading the guests" />
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-500">No guests on this trip yet.</p>
      ) : (
        <table aria-label="Trip guests" className="w-full text-sm">
          <thead className="border-b border-stone-200 text-left text-stone-600">
            <tr>
              <th className="px-2 py-2 font-medium">Name</th>
              <th className="px-2 py-2 font-medium">Relation</th>
              <th className="px-2 py-2 font-medium">Passport expiry</th>
              <th className="px-2 py-2 font-medium">Notes</th>
              <th className="w-24 px-2 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((row) => (
              <tr key={row.id}>
                <td className="px-2 py-2 font-medium text-stone-800">{nameOf(row)}</td>
                <td className="px-2 py-2">{row.clientGuest?.relation ?? '—'}</td>
                <td className="px-2 py-2">
                  {row.clientGuest?.passportExpiry ? formatDate(row.clientGuest.passportExpiry) : '—'}
                </td>
                <td className="whitespace-pre-line px-2 py-2 text-stone-700">{row.notes || '—'}</td>
                <td className="whitespace-nowrap px-2 py-2 text-right">
                  {canWrite ? (
                    <>
                      <EditButton name={nameOf(row)} onEdit={() => setEditing(row)} />
                      <DeleteButton
                        name={nameOf(row)}
                        content="The guest stays with the client; only this trip loses them."
                        onDelete={() => mutations.remove.mutateAsync(row.id)}
                      />
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing ? (
        <FormModal
          title={editing === 'new' ? 'Add a guest to the trip' : `Edit ${nameOf(editing)}`}
          width={560}
          onClose={() => setEditing(null)}
          loading={guests.isPending ? 'Loading the client’s guests' : false}
        >
          <TripGuestForm
            tripIri={trip['@id']}
            row={editing === 'new' ? undefined : editing}
            choices={
              editing === 'new'
                ? choices
                : [{ value: editing.clientGuest?.['@id'] ?? '', label: nameOf(editing) }]
            }
            empty={clientGuestsLink}
            save={mutations.save}
            onClose={() => setEditing(null)}
          />
        </FormModal>
      ) : null}
    </FormSection>
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
  const { form, submit } = useServerForm<Values>({
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
          control={form.control}
          name="clientGuest"
          label="Guest"
          id="trip-guest"
          options={choices}
          placeholder="Choose a guest"
        />
      )}
      <TextareaField control={form.control} name="notes" label="Notes" id="trip-guest-notes" />
      <FormFooter
        errors={form.formState.errors}
        isPending={form.formState.isSubmitting}
        onCancel={onClose}
        submitText={row ? 'Save' : 'Add guest'}
      />
    </form>
  );
};
