import type { TripDay } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { FormSection } from '@backoffice/ui/form-section';
import { formatUtc } from '@backoffice/ui/format';
import { Spinner } from '@backoffice/ui/spinner';
import { useEffect } from 'react';
import * as v from 'valibot';
import { TextareaField, TextField } from '../../../shared/forms/form-fields.tsx';
import { rootErrorMessage } from '../../../shared/forms/server-errors.ts';
import { useServerForm } from '../../../shared/forms/use-server-form.ts';
import type { LoadedTrip } from '../api/use-trips.ts';
import { TripEvents } from './trip-events.tsx';
import { useCanWriteTrips, useTripDayMutations, useTripDaysQuery } from './trip-records-api.ts';

const schema = v.object({
  title: v.pipe(v.string(), v.maxLength(255, 'At most 255 characters')),
  description: v.pipe(v.string(), v.maxLength(20_000, 'At most 20000 characters')),
});
type Values = v.InferOutput<typeof schema>;
const toValues = (day: TripDay): Values => ({ title: day.title ?? '', description: day.description ?? '' });

/** 'Day 3 · 14 Mar' */
export const dayLabel = (day: Pick<TripDay, 'dayNumber' | 'date'>) =>
  `Day ${day.dayNumber} · ${formatUtc(day.date, 'DD MMM')}`;

// calls.md 7.6: the texts of the trip's days (one day per date, made by the trip), each edited in
// place and saved on its own; then the trip's events.
export const ContentTab = ({ loaded }: { loaded: LoadedTrip }) => {
  const tripId = loaded.trip.id;
  const days = useTripDaysQuery(tripId);
  const mutations = useTripDayMutations(tripId);
  const rows = days.data ?? [];
  return (
    <div className="max-w-4xl space-y-4">
      <FormSection title="Day by day" description="The text of each day, as the client will read it.">
        {days.isPending ? (
          <Spinner label="Loading the days" />
        ) : rows.length === 0 ? (
          <p className="text-sm text-stone-500">This trip has no days: set its dates first.</p>
        ) : (
          <ol className="space-y-4">
            {rows.map((day) => (
              <li key={day.id}>
                <DayForm day={day} mutations={mutations} />
              </li>
            ))}
          </ol>
        )}
      </FormSection>
      <TripEvents trip={loaded.trip} />
    </div>
  );
};

const DayForm = ({ day, mutations }: { day: TripDay; mutations: ReturnType<typeof useTripDayMutations> }) => {
  const confirm = useConfirm();
  const canWrite = useCanWriteTrips();
  const label = dayLabel(day);
  const { form, submit } = useServerForm<Values>({
    schema,
    defaultValues: toValues(day),
    names: ['title', 'description'],
    onSubmit: async ({ title, description }) => {
      await mutations.save.mutateAsync({
        id: day.id,
        body: {
          title: title.trim() === '' ? null : title.trim(),
          description: description.trim() === '' ? null : description,
        },
      });
      form.reset({ title, description });
    },
  });
  const { isDirty, isSubmitting, errors } = form.formState;
  // A day read again (saved or cleared) shows its new texts unless it is being edited.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toValues(day));
  }, [day, form]);
  const hasText = Boolean(day.title || day.description);
  const clear = async () => {
    const sure = await confirm({
      danger: true,
      confirmText: 'Clear',
      content: `The title and description of ${label} will be removed.`,
    });
    if (!sure) return;
    await mutations.remove.mutateAsync(day.id).catch(() => undefined);
    form.reset({ title: '', description: '' });
  };
  const message = rootErrorMessage(errors);
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={label}
      className="space-y-3 rounded-lg border border-stone-200 p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold text-stone-800">{label}</h3>
        {canWrite ? (
          <div className="flex items-center gap-2">
            {isDirty ? <span className="text-xs text-stone-500">Unsaved changes</span> : null}
            <Button
              variant="ghost"
              size="sm"
              disabled={!hasText || mutations.remove.isPending}
              onClick={() => void clear()}
              aria-label={`Clear ${label}`}
            >
              Clear
            </Button>
            <Button type="submit" size="sm" disabled={!isDirty || isSubmitting} aria-label={`Save ${label}`}>
              {isSubmitting ? 'Saving…' : 'Save'}
            </Button>
          </div>
        ) : null}
      </div>
      <TextField control={form.control} name="title" label="Title" id={`day-${day.id}-title`} />
      <TextareaField
        control={form.control}
        name="description"
        label="Description"
        id={`day-${day.id}-description`}
      />
      {message ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </form>
  );
};
