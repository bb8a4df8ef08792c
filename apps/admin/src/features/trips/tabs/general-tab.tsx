import type { TripItem, TripPatch } from '@backoffice/sdk';
import { isApiError } from '@backoffice/sdk/core';
import { Badge } from '@backoffice/ui/badge';
import { FormSection } from '@backoffice/ui/form-section';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { FormError, SectionSaveActions, StaleNotice } from '../../../shared/forms/form-footer.tsx';
import { applyServerErrors, STALE_MESSAGE } from '../../../shared/forms/server-errors.ts';
import { useUnsavedChangesGuard } from '../../../shared/forms/unsaved-changes.ts';
import { useTripItemsQuery } from '../../trip-domain/trip-items-api.ts';
import { formatTripDate } from '../../trip-domain/trip-paths.ts';
import { statusOf, useTripStatuses } from '../../trip-domain/trip-status.ts';
import { type LoadedTrip, tripQuery, useTripUpdateMutation } from '../api/use-trips.ts';
import { TripFields } from '../trip-fields.tsx';
import { type TripValues, toTripBody, toTripValues, tripFieldNames, tripSchema } from '../trip-schema.ts';
import { itemsToConfirmMoving, MoveBookedDialog, RemovedDayItemsDialog } from './date-change-dialogs.tsx';

// The items the server names in its 409 to a date change that cuts days holding them (`items`: their
// IRIs), as the trip's items; undefined for any other error.
const itemsOfRemovedDays = (error: unknown, items: readonly TripItem[]) => {
  if (!isApiError(error) || error.status !== 409) return undefined;
  const iris = (error.body as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(iris) || iris.length === 0) return undefined;
  const named = items.filter((item) => iris.includes(item['@id']));
  return named.length ? named : undefined;
};

// The General tab: the trip's fields (saved with If-Match), its client and status.
export const GeneralTab = ({ loaded }: { loaded: LoadedTrip }) => (
  <div className="grid max-w-5xl grid-cols-[1fr_16rem] items-start gap-4">
    <TripGeneralForm loaded={loaded} />
    <div className="space-y-4">
      <TripSummaryCard loaded={loaded} />
    </div>
  </div>
);

// The status is shown; moving it waits for the trip state machine's possible transitions
// (GET /api/trip/possible-transitions/{id}, issue 12), which the status menu will read as the
// client page's does.
const TripSummaryCard = ({ loaded }: { loaded: LoadedTrip }) => {
  const { trip } = loaded;
  const statuses = useTripStatuses();
  const status = statusOf(statuses.data, trip.status);
  return (
    <FormSection title="Trip">
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="text-stone-500">Reference</dt>
          <dd className="font-medium tabular-nums text-stone-900">{trip.reference}</dd>
        </div>
        <div>
          <dt className="text-stone-500">Client</dt>
          <dd>
            {trip.client ? (
              <Link
                href={`/admin/clients/${trip.client.id}`}
                className="font-medium text-brand-800 hover:underline"
              >
                {trip.client.name}
              </Link>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt className="text-stone-500">Status</dt>
          <dd>
            <Badge color={status.color}>{status.label}</Badge>
          </dd>
        </div>
        <div>
          <dt className="text-stone-500">Created</dt>
          <dd className="tabular-nums">{formatTripDate(trip.createdAt.slice(0, 10))}</dd>
        </div>
      </dl>
    </FormSection>
  );
};

// Saved with PATCH and the If-Match of the version the form was filled from: a change made
// meanwhile by someone else is refused (412) rather than lost.
const TripGeneralForm = ({ loaded }: { loaded: LoadedTrip }) => {
  const id = loaded.trip.id;
  const queryClient = useQueryClient();
  const [etag, setEtag] = useState(loaded.etag);
  const update = useTripUpdateMutation();
  const form = useForm<TripValues>({
    defaultValues: toTripValues(loaded.trip),
    resolver: valibotResolver(tripSchema) as Resolver<TripValues>,
  });
  const { errors, isDirty } = form.formState;
  useUnsavedChangesGuard(isDirty);

  // The trip changed elsewhere on this page (the Inquiry tab): an untouched form takes the new
  // version, so its next save does not meet a 412 it did not cause.
  useEffect(() => {
    if (!loaded.etag || loaded.etag === etag || form.formState.isDirty) return;
    setEtag(loaded.etag);
    form.reset(toTripValues(loaded.trip));
  }, [loaded, etag, form]);

  const items = useTripItemsQuery(id);
  // A question before the dates are saved: booked items and flights that would move (issue 30.3),
  // or the items of days the new dates cut (the server's 409, issue 30.2).
  const [asking, setAsking] = useState<
    | { kind: 'move'; items: TripItem[]; values: TripValues }
    | { kind: 'removed'; items: TripItem[]; values: TripValues }
    | null
  >(null);

  const save = async (values: TripValues, removedDayItems?: 'move' | 'delete') => {
    setAsking(null);
    try {
      // The client is chosen when the trip is made; the status is the state machine's.
      const { client: _client, ...body } = toTripBody(values);
      const saved = await update.mutateAsync({
        id,
        etag,
        body: { ...body, ...(removedDayItems ? { removedDayItems } : {}) } as TripPatch,
      });
      setEtag(saved.etag);
      form.reset(toTripValues(saved.trip));
    } catch (error) {
      const cut = itemsOfRemovedDays(error, items.data ?? []);
      if (cut) setAsking({ kind: 'removed', items: cut, values });
      else applyServerErrors(form.setError, error, tripFieldNames, { staleMessage: STALE_MESSAGE });
    }
  };

  const submit = form.handleSubmit(async (values) => {
    const from = loaded.trip.startDate;
    const moving = values.startDate !== from ? itemsToConfirmMoving(items.data ?? []) : [];
    if (moving.length) setAsking({ kind: 'move', items: moving, values });
    else await save(values);
  });

  const reloadLatest = async () => {
    const latest = await queryClient.fetchQuery({ ...tripQuery(id), staleTime: 0 });
    setEtag(latest.etag);
    form.reset(toTripValues(latest.trip));
  };

  const stale = errors.root?.stale?.message;
  const rootError = errors.root?.message;
  return (
    <form onSubmit={submit} noValidate aria-label="Trip">
      {asking?.kind === 'move' ? (
        <MoveBookedDialog
          items={asking.items}
          from={loaded.trip.startDate}
          to={asking.values.startDate}
          onConfirm={() => void save(asking.values)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
      {asking?.kind === 'removed' ? (
        <RemovedDayItemsDialog
          items={asking.items}
          onChoose={(choice) => void save(asking.values, choice)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
      <FormSection
        title="General"
        actions={<SectionSaveActions isDirty={isDirty} isPending={update.isPending} />}
      >
        <TripFields control={form.control} />
        <StaleNotice message={stale} onReload={reloadLatest} />
        <FormError>{rootError}</FormError>
      </FormSection>
    </form>
  );
};
