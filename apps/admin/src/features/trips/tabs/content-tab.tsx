import type { TripDay } from '@backoffice/sdk';
import { ApiError, etagOf } from '@backoffice/sdk/core';
import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { FormSection } from '@backoffice/ui/form-section';
import { formatUtc } from '@backoffice/ui/format';
import { Spinner } from '@backoffice/ui/spinner';
import { useEffect, useRef } from 'react';
import * as v from 'valibot';
import { RichTextField } from '../../../shared/editor/rich-text-field.tsx';
import { TextField } from '../../../shared/forms/form-fields.tsx';
import { FormError, StaleNotice } from '../../../shared/forms/form-footer.tsx';
import { STALE_MESSAGE } from '../../../shared/forms/server-errors.ts';
import { useServerForm } from '../../../shared/forms/use-server-form.ts';
import type { LoadedTrip } from '../api/use-trips.ts';
import { TripEvents } from './trip-events.tsx';
import { readTripDay, useCanWriteTrips, useTripDayMutations, useTripDaysQuery } from './trip-records-api.ts';

const schema = v.object({
  title: v.pipe(v.string(), v.maxLength(255, 'At most 255 characters')),
  description: v.pipe(v.string(), v.maxLength(20_000, 'At most 20000 characters')),
});
type Values = v.InferOutput<typeof schema>;
const toValues = (day: Pick<TripDay, 'title' | 'description'>): Values => ({
  title: day.title ?? '',
  description: day.description ?? '',
});
const sameTexts = (a: Values, b: Values) => a.title === b.title && a.description === b.description;
// The texts changed since the list was read: answered as the server answers a stale If-Match.
const stale = (id: number) =>
  new ApiError({ status: 412, messages: [STALE_MESSAGE], method: 'PATCH', url: `/api/trip_days/${id}` });

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
  // The version this form was filled from: unknown until the first save (the list carries no
  // ETags), which reads the day and refuses to overwrite texts changed since the list was read.
  const etag = useRef<string | undefined>(undefined);
  const { form, submit, bind } = useServerForm<Values>({
    schema,
    defaultValues: toValues(day),
    names: ['title', 'description'],
    staleMessage: STALE_MESSAGE,
    onSubmit: async ({ title, description }) => {
      if (etag.current === undefined) {
        const fresh = await readTripDay(day.id);
        if (!sameTexts(toValues(fresh.day), form.formState.defaultValues as Values)) throw stale(day.id);
        etag.current = fresh.etag;
      }
      const saved = await mutations.save.mutateAsync({
        id: day.id,
        etag: etag.current,
        body: {
          title: title.trim() === '' ? null : title.trim(),
          description: description.trim() === '' ? null : description,
        },
      });
      etag.current = etagOf(saved);
      form.reset({ title, description });
    },
  });
  const loadLatest = async () => {
    const fresh = await readTripDay(day.id);
    etag.current = fresh.etag;
    form.reset(toValues(fresh.day));
  };
  const { isDirty, isSubmitting, errors } = form.formState;
  // A day read again (saved or cleared) shows its new texts unless it is being edited.
  // New texts from elsewhere drop the known version: the next save reads the day again.
  useEffect(() => {
    if (form.formState.isDirty) return;
    if (!sameTexts(toValues(day), form.formState.defaultValues as Values)) etag.current = undefined;
    form.reset(toValues(day));
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
  const staleMessage = errors.root?.stale?.message;
  const message = errors.root?.message;
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
      <TextField {...bind('title', 'Title', `day-${day.id}-title`)} />
      <RichTextField
        {...bind('description', 'Description', `day-${day.id}-description`)}
        documentKey={`trip-day-${day.id}`}
      />
      <StaleNotice message={staleMessage} onReload={loadLatest} />
      <FormError>{message}</FormError>
    </form>
  );
};
