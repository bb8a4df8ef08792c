import type { Trip, TripEvent, TripEventInput } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { formatUtc } from '@backoffice/ui/format';
import { FileText } from 'lucide-react';
import * as v from 'valibot';
import { reportError } from '../../../lib/query-client.ts';
import { ChildRecordsTab } from '../../../shared/forms/child-records-tab.tsx';
import { SelectField, TextareaField, TextField } from '../../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../../shared/forms/form-footer.tsx';
import { useEnumOptions } from '../../../shared/forms/reference-options.ts';
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

// calls.md 7.6: meetings, reminders and notes on the trip's timeline (trip_events); each event's
// one-page PDF opens for anyone who reads the trip, edits and deletions are for trip writers.
export const TripEvents = ({ trip }: { trip: Trip }) => {
  const events = useTripEventsQuery(trip.id);
  const mutations = useTripEventMutations(trip.id);
  const types = useEnumOptions('eventType');
  const canWrite = useCanWriteTrips();
  const labelOf = (type: string) =>
    types.data?.find((option) => option.value === type)?.label ?? fallbackLabel(type);
  return (
    <ChildRecordsTab<TripEvent>
      title="Events"
      description="Meetings, reminders and notes on the trip's timeline."
      noun="event"
      plural="events"
      query={events}
      columns={[
        { header: 'Type', cell: (event) => labelOf(event.type) },
        { header: 'Title', className: 'font-medium text-stone-800', cell: (event) => event.title },
        { header: 'Start', className: timeCell, cell: (event) => shown(event.startDate) },
        { header: 'End', className: timeCell, cell: (event) => shown(event.endDate) },
      ]}
      nameOf={(event) => event.title}
      onDelete={(event) => mutations.remove.mutateAsync(event.id)}
      rowActions={(event) => <EventPdfButton event={event} trip={trip} />}
      actionsClassName="w-32"
      readOnly={!canWrite}
      modalWidth={600}
      editTitle={(event) => `Edit ${event.title}`}
      renderForm={(event, close) => (
        <EventForm
          tripIri={trip['@id']}
          event={event}
          types={types.data ?? []}
          save={mutations.save}
          onClose={close}
        />
      )}
    />
  );
};

const timeCell = 'whitespace-nowrap tabular-nums';

// Each event's one-page PDF, for anyone who reads the trip.
const EventPdfButton = ({ event, trip }: { event: TripEvent; trip: Trip }) => (
  <Button
    variant="ghost"
    size="sm"
    className="size-8 px-0"
    aria-label={`PDF of ${event.title}`}
    title="PDF"
    onClick={() =>
      void openTripEventPdf(event.id, `${trip.reference}-event-${event.id}.pdf`).catch(reportError)
    }
  >
    <FileText className="size-4" aria-hidden />
  </Button>
);

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
  const { form, submit, bind } = useServerForm<Values>({
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
        <SelectField {...bind('type', 'Type', 'event-type')} options={types} />
        <TextField {...bind('title', 'Title', 'event-title')} autoFocus />
        <TextField {...bind('startDate', 'Start', 'event-start')} type="datetime-local" />
        <TextField {...bind('endDate', 'End', 'event-end')} type="datetime-local" />
      </div>
      <TextareaField {...bind('description', 'Description', 'event-description')} />
      <FormFooter form={form} onCancel={onClose} submitText={event ? 'Save' : 'Add event'} />
    </form>
  );
};
