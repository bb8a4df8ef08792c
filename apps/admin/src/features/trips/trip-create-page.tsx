import { getClient } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { Field } from '@backoffice/ui/field';
import { FormSection } from '@backoffice/ui/form-section';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useLocation, useSearch } from 'wouter';
import { clientSource } from '../../shared/emails/client-source.ts';
import { CreatePage } from '../../shared/forms/create-page.tsx';
import { RecordPicker } from '../../shared/forms/record-picker.tsx';
import { applyServerErrors } from '../../shared/forms/server-errors.ts';
import { useUnsavedChangesGuard } from '../../shared/forms/unsaved-changes.ts';
import { tripPath } from '../trip-domain/trip-paths.ts';
import { useTripCreateMutation } from './api/use-trips.ts';
import { NewClientModal } from './new-client-modal.tsx';
import { TripFields } from './trip-fields.tsx';
import { type TripValues, toTripBody, toTripValues, tripFieldNames, tripSchema } from './trip-schema.ts';
import { TravellersField, useClientGuestsForTrip } from './trip-travellers.tsx';

// /admin/trips/new (product.md §2.4): the client (searched on the server, or created on the fly),
// the dates, destinations, title, currency and markup; POST /api/trips, then the trip's page.
// ?client=12 (the client page's New trip button) fills the client in.
export const TripCreatePage = () => {
  const [, navigate] = useLocation();
  const preset = new URLSearchParams(useSearch()).get('client');
  const presetIri = preset && /^\d+$/.test(preset) ? `/api/clients/${preset}` : '';
  const create = useTripCreateMutation();
  const [creatingClient, setCreatingClient] = useState(false);
  const form = useForm<TripValues>({
    defaultValues: toTripValues(undefined, presetIri),
    resolver: valibotResolver(tripSchema) as Resolver<TripValues>,
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  // The client's guests offered as travellers (issue 30.9): all ticked when the client is chosen.
  const clientIri = form.watch('client');
  const guests = useClientGuestsForTrip(clientIri);
  const [travellers, setTravellers] = useState<string[]>([]);
  useEffect(() => {
    setTravellers((guests.data ?? []).map((guest) => guest['@id']));
  }, [guests.data]);
  const takeCounts = (counts: { adults: number; children: number }) => {
    if (!clientIri) return;
    if (!form.getFieldState('adults').isDirty) form.setValue('adults', String(counts.adults));
    if (!form.getFieldState('children').isDirty) form.setValue('children', String(counts.children));
  };

  // The trip's currency follows the client's own, unless the planner already chose one.
  const takeClientCurrency = async (clientId: number) => {
    const client = (await getClient(clientId).catch(() => null))?.data;
    if (!client?.currency || form.getFieldState('currency').isDirty) return;
    form.setValue('currency', client.currency);
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const trip = await create.mutateAsync({
        ...toTripBody(values),
        ...(travellers.length ? { travellers } : {}),
      });
      guard.release();
      navigate(tripPath(trip.id));
    } catch (error) {
      applyServerErrors(form.setError, error, tripFieldNames);
    }
  });
  return (
    <CreatePage
      noun="trip"
      form={form}
      mutation={create}
      onSubmit={submit}
      after={
        creatingClient ? (
          <NewClientModal
            onClose={() => setCreatingClient(false)}
            onCreated={(client) => {
              setCreatingClient(false);
              form.setValue('client', client['@id'], { shouldDirty: true, shouldValidate: true });
            }}
          />
        ) : null
      }
    >
      <FormSection title="Client">
        <Controller
          control={form.control}
          name="client"
          render={({ field, fieldState }) => (
            <Field id="trip-client" label="Client" error={fieldState.error?.message}>
              <div className="flex gap-2">
                <RecordPicker
                  id="trip-client"
                  className="flex-1"
                  aria-label="Client"
                  placeholder="Search clients by name, e-mail or phone"
                  source={clientSource}
                  value={field.value || null}
                  invalid={Boolean(fieldState.error)}
                  onChange={(iri, record) => {
                    field.onChange(iri ?? '');
                    if (record) void takeClientCurrency(record.id);
                  }}
                />
                <Button variant="secondary" onClick={() => setCreatingClient(true)}>
                  <UserPlus className="size-4" aria-hidden />
                  New client
                </Button>
              </div>
            </Field>
          )}
        />
        {clientIri && guests.data ? (
          <TravellersField
            guests={guests.data}
            value={travellers}
            onChange={setTravellers}
            onCounts={takeCounts}
          />
        ) : null}
      </FormSection>
      <FormSection title="Trip">
        <TripFields control={form.control} />
      </FormSection>
    </CreatePage>
  );
};
