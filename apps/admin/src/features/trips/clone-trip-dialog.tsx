import { type CloneTripPreview, cloneTrip, previewCloneTrip } from '@backoffice/sdk';
import { isApiError } from '@backoffice/sdk/core';
import { Button } from '@backoffice/ui/button';
import { Modal, ModalContent } from '@backoffice/ui/modal';
import { Spinner } from '@backoffice/ui/spinner';
import { TextInput } from '@backoffice/ui/text-input';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CopyPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { typeLabel } from '../trip-domain/item-format.ts';
import { tripKeys } from '../trip-domain/trip-keys.ts';
import { formatTripDate, formatTripDates } from '../trip-domain/trip-paths.ts';

export type CloneSource = { id: number; reference: string; startDate: string; endDate: string };

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const shown = 30;

type PlannedItem = {
  '@id': string;
  type: string;
  title: string | null;
  name?: string | null;
  status?: string;
  startDate: string | null;
  newStartDate: string | null;
};

const dropped = new Set(['not_needed', 'cancelled']);

const when = (value: string | null) => (value ? formatTripDate(value) : 'no date');

const PreviewPanel = ({ plan, sameDates }: { plan: CloneTripPreview; sameDates: boolean }) => {
  const items = plan.items as PlannedItem[];
  const notCopied = (plan.notCopied ?? {}) as { payments?: number; confirmationNumbers?: number };
  const copied = [
    plural(items.length, 'item'),
    plural(plan.dayTexts ?? 0, 'day text'),
    plural(plan.dmcs ?? 0, 'DMC'),
    plural(plan.guests ?? 0, 'guest'),
  ];
  const left = [
    notCopied.payments ? plural(notCopied.payments, 'payment') : null,
    notCopied.confirmationNumbers ? plural(notCopied.confirmationNumbers, 'confirmation number') : null,
    'the history, the files and the events',
  ].filter(Boolean);
  return (
    <section aria-label="Preview" className="space-y-3 text-sm">
      <p className="text-stone-700">
        A new draft trip on <strong>{formatTripDates(plan.startDate, plan.endDate)}</strong>
        {sameDates
          ? ' (the same dates).'
          : `: every item moves ${plural(Math.abs(plan.shiftDays), 'day')} ${plan.shiftDays < 0 ? 'earlier' : 'later'}.`}
      </p>
      <p className="text-stone-600">
        Copied: {copied.join(', ')}. Booking statuses start again; items not needed stay not needed.
      </p>
      <p className="text-stone-600">Not copied: {left.join(', ')}.</p>
      {items.length ? (
        <ol aria-label="Items" className="max-h-56 overflow-y-auto rounded-md border border-stone-200">
          {items.slice(0, shown).map((item) => (
            <li
              key={item['@id']}
              className="flex gap-3 border-b border-stone-100 px-3 py-1.5 last:border-b-0"
            >
              <span className="min-w-0 flex-1 truncate">
                {item.name || item.title || typeLabel(item.type)}
                {item.status && dropped.has(item.status) ? (
                  <span className="text-stone-500"> (stays not needed)</span>
                ) : null}
              </span>
              <span className="shrink-0 text-xs text-stone-500">{typeLabel(item.type)}</span>
              <span className="shrink-0 tabular-nums text-stone-500">
                {sameDates || item.startDate === null
                  ? when(item.startDate)
                  : `${when(item.startDate)} → ${when(item.newStartDate)}`}
              </span>
            </li>
          ))}
          {items.length > shown ? (
            <li className="px-3 py-1.5 text-stone-500">and {items.length - shown} more</li>
          ) : null}
        </ol>
      ) : null}
    </section>
  );
};

/**
 * Clone the trip (POST /next/clone-trip {trip_id, startDate?}): an optional new start date (every
 * item moved by the same number of days), the server's preview, then the new draft trip opens.
 */
export const CloneTripDialog = ({ trip, onClose }: { trip: CloneSource; onClose: () => void }) => {
  const id = useId();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [startDate, setStartDate] = useState('');
  const valid = startDate === '' || isoDay.test(startDate);
  const chosen = valid && startDate !== '' ? startDate : undefined;
  const preview = useQuery({
    queryKey: [...tripKeys.item(trip.id), 'clone-preview', chosen ?? null],
    queryFn: async () =>
      (await previewCloneTrip({ trip_id: String(trip.id), ...(chosen ? { startDate: chosen } : {}) })).data,
    enabled: valid,
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silent: true },
  });
  const clone = useMutation({
    mutationFn: async () =>
      (await cloneTrip({ trip_id: trip.id, ...(chosen ? { startDate: chosen } : {}) })).data,
    onSuccess: async (made) => {
      await queryClient.invalidateQueries({ queryKey: tripKeys.lists });
      onClose();
      navigate(`/admin/trips/${made.id}`);
    },
    meta: { silent: true, successMessage: 'Trip cloned' },
  });
  const error = clone.error ?? (preview.isError ? preview.error : null);
  const ready = valid && preview.isSuccess && !preview.isPlaceholderData && !preview.isFetching;
  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())}>
      <ModalContent
        title="Clone the trip"
        description={`A copy of ${trip.reference} for the same client, as a new draft.`}
        width={600}
        footer={
          <>
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            {/* The form's submit button (Enter in the date submits too). */}
            <Button type="submit" form={`${id}-form`} disabled={!ready || clone.isPending}>
              <CopyPlus className="size-4" aria-hidden />
              {clone.isPending ? 'Cloning…' : 'Clone'}
            </Button>
          </>
        }
      >
        <form
          id={`${id}-form`}
          className="space-y-4"
          aria-label="Clone the trip"
          onSubmit={(e) => {
            e.preventDefault();
            if (ready && !clone.isPending) clone.mutate();
          }}
        >
          <div className="space-y-1.5">
            <label htmlFor={`${id}-start`} className="block text-sm font-medium text-stone-700">
              New start date
            </label>
            <TextInput
              id={`${id}-start`}
              type="date"
              value={startDate}
              invalid={!valid}
              aria-describedby={`${id}-hint`}
              onChange={(e) => {
                setStartDate(e.target.value);
                clone.reset();
              }}
            />
            <p id={`${id}-hint`} className="text-xs text-stone-500">
              Now {formatTripDates(trip.startDate, trip.endDate)}. Leave empty to keep the same dates.
            </p>
          </div>
          {!valid ? (
            <p role="alert" className="text-sm text-red-600">
              Please enter a date as YYYY-MM-DD.
            </p>
          ) : preview.data ? (
            <div aria-busy={preview.isFetching} className={preview.isFetching ? 'opacity-60' : undefined}>
              <PreviewPanel plan={preview.data} sameDates={preview.data.shiftDays === 0} />
            </div>
          ) : preview.isPending ? (
            <Spinner size="sm" label="Loading the preview" />
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-red-600">
              {isApiError(error) ? error.messages.join(' ') : error.message}
            </p>
          ) : null}
        </form>
      </ModalContent>
    </Modal>
  );
};

/** The trip header's "Clone" button and its dialog. */
export const CloneTripButton = ({ trip }: { trip: CloneSource }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <CopyPlus className="size-4" aria-hidden />
        Clone
      </Button>
      {open ? <CloneTripDialog trip={trip} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
