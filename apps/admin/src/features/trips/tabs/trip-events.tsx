import { getEnums, type Trip, type TripEvent, type TripEventInput } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { FormSection } from '@backoffice/ui/form-section';
import { formatUtc } from '@backoffice/ui/format';
import { Spinner } from '@backoffice/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import { FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import * as v from 'valibot';
import { reportError } from '../../../lib/query-client.ts';
import { SelectField, TextareaField, TextField } from '../../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../../shared/forms/form-footer.tsx';
import { FormModal } from '../../../shared/forms/form-modal.tsx';
import { referenceKeys } from '../../../shared/forms/reference-options.ts';
import { DeleteButton, EditButton } from '../../../shared/forms/row-buttons.tsx';
import { useServerForm } from '../../../shared/forms/use-server-form.ts';
import { fallbackLabel } from '../../trip-domain/trip-status.ts';
import { openTripEventPdf } from './trip-event-pdf.ts';
import { useCanWriteTrips, useTripEventMutations, useTripEventsQuery } from './trip-records-api.ts';

const dateTime = v.pipe(
  v.string(),
  v.check((s) => s === '' || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(s), 'Please enter a valid date and time'),
);
const schema = v.pipe(
  v.object({
    type: v.nullable(v.string()),
    title: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Please input value'),
      v.maxLength(255, 'At most 255 characters'),
    ),
    startDate: v.pipe(dateTime, v.nonEmpty('Please input value')),
    endDate: dateTime,
    description: v.pipe(v.string(), v.maxLength(10_000, 'At most 10000 characters')),
  }),
  v.forward(
    v.check((x) => !x.endDate || x.endDate >= x.startDate, 'The end cannot be before the start'),
    ['endDate'],
  ),
);
type Values = v.InferOutput<typeof schema>;
const names = ['type', 'title', 'startDate', 'endDate', 'description'];

// The server keeps wall-clock times ('2027-03-02 18:30:00'); the input wants '2027-03-02T18:30'.
const toInput = (value: string | null | undefined) => (value ? value.replace(' ', 'T').slice(0, 16) : '');
const shown = (value: string | null) =>
  value ? formatUtc(`${toInput(value)}:00Z`, 'DD MMM YYYY HH:mm') : '—';

const useEventTypes = () =>
  useQuery({
    queryKey: referenceKeys.enums,
    queryFn: async () => (await getEnums()).data,
    staleTime: 300_000,
    select: (enums) => enums.eventType.map(({ value, label }) => ({ value, label })),
  });

// calls.md 7.6: meetings, reminders and notes on the trip's timeline (trip_events); each event's
// one-page PDF opens for anyone who reads the trip, edits and deletions are for trip writers.
export const TripEvents = ({ trip }: { trip: Trip }) => {
  const events = useTripEventsQuery(trip.id);
  const mutations = useTripEventMutations(trip.id);
  const types = useEventTypes();
  const [editing, setEditing] = useState<TripEvent | 'new' | null>(null);
  const canWrite = useCanWriteTrips();
  const rows = events.data ?? [];
  const labelOf = (type: string) =>
    types.data?.find((option) => option.value === type)?.label ?? fallbackLabel(type);
  return (
    <FormSection
      title="Events"
      description="Meetings, reminders and notes on the trip's timeline."
      actions={
        canWrite ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden />
            Add event
          </Button>
        ) : null
      }
    >
      {events.isPending ? (
        <Spinner label="Loading the events" />
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-500">No events yet.</p>
      ) : (
        <table aria-label="Events" className="w-full text-sm">
          <thead className="border-b border-stone-200 text-left text-stone-600">
            <tr>
              <th className="px-2 py-2 font-medium">Type</th>
              <th className="px-2 py-2 font-medium">Title</th>
              <th className="px-2 py-2 font-medium">Start</th>
              <th className="px-2 py-2 font-medium">End</th>
              <th className="w-32 px-2 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((event) => (
              <tr key={event.id}>
                <td className="px-2 py-2">{labelOf(event.type)}</td>
                <td className="px-2 py-2 font-medium text-stone-800">{event.title}</td>
                <td className="whitespace-nowrap px-2 py-2 tabular-nums">{shown(event.startDate)}</td>
                <td className="whitespace-nowrap px-2 py-2 tabular-nums">{shown(event.endDate)}</td>
                <td className="whitespace-nowrap px-2 py-2 text-right">
                  <Button
                    variant="ghost"
                    size="sm"
                    className="size-8 px-0"
                    aria-label={`PDF of ${event.title}`}
                    title="PDF"
                    onClick={() =>
                      void openTripEventPdf(event.id, `${trip.reference}-event-${event.id}.pdf`).catch(
                        reportError,
                      )
                    }
                  >
                    <FileText className="size-4" aria-hidden />
                  </Button>
                  {canWrite ? (
                    <>
                      <EditButton name={event.title} onEdit={() => setEditing(event)} />
                      <DeleteButton
                        name={event.title}
                        onDelete={() => mutations.remove.mutateAsync(event.id)}
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
          title={editing === 'new' ? 'New event' : `Edit ${editing.title}`}
          width={600}
          onClose={() => setEditing(null)}
        >
          <EventForm
            tripIri={trip['@id']}
            event={editing === 'new' ? undefined : editing}
            types={types.data ?? []}
            save={mutations.save}
            onClose={() => setEditing(null)}
          />
        </FormModal>
      ) : null}
    </FormSection>
  );
};

const EventForm = ({
  tripIri,
  event,
  types,
  save,
  onClose,
}: {
  tripIri: string;
  event: TripEvent | undefined;
  types: { value: string; label: string }[];
  save: ReturnType<typeof useTripEventMutations>['save'];
  onClose: () => void;
}) => {
  const { form, submit } = useServerForm<Values>({
    schema,
    defaultValues: {
      type: event?.type ?? 'meeting',
      title: event?.title ?? '',
      startDate: toInput(event?.startDate),
      endDate: toInput(event?.endDate),
      description: event?.description ?? '',
    },
    names,
    onSubmit: async (values) => {
      const body = {
        type: (values.type ?? 'other') as TripEventInput['type'],
        title: values.title,
        startDate: values.startDate,
        endDate: values.endDate || null,
        description: values.description.trim() === '' ? null : values.description,
      };
      await save.mutateAsync(
        event ? { id: event.id, body } : { id: undefined, body: { ...body, trip: tripIri } },
      );
      onClose();
    },
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Event" className="space-y-4">
      <div className="grid grid-cols-2 gap-4">
        <SelectField control={form.control} name="type" label="Type" id="event-type" options={types} />
        <TextField control={form.control} name="title" label="Title" id="event-title" autoFocus />
        <TextField
          control={form.control}
          name="startDate"
          label="Start"
          id="event-start"
          type="datetime-local"
        />
        <TextField control={form.control} name="endDate" label="End" id="event-end" type="datetime-local" />
      </div>
      <TextareaField control={form.control} name="description" label="Description" id="event-description" />
      <FormFooter
        errors={form.formState.errors}
        isPending={form.formState.isSubmitting}
        onCancel={onClose}
        submitText={event ? 'Save' : 'Add event'}
      />
    </form>
  );
};
