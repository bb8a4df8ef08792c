import type { Airport, AirportInput } from '@backoffice/sdk';
import { isApiError } from '@backoffice/sdk/core';
import { Modal, ModalContent } from '@backoffice/ui/modal';
import { Spinner } from '@backoffice/ui/spinner';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { type Resolver, useForm } from 'react-hook-form';
import * as v from 'valibot';
import { DeclaredFieldGrid } from '../../shared/forms/declared-field-grid.tsx';
import type { FieldDef } from '../../shared/forms/field-def.ts';
import { FormActions } from '../../shared/forms/form-footer.tsx';
import { optional } from '../../shared/forms/form-rules.ts';
import { useUnsavedChangesGuard } from '../../shared/forms/unsaved-changes.ts';
import { useAirportQuery } from './api/use-airport-query.ts';
import { useAirportSaveMutation } from './api/use-airport-save-mutation.ts';

const code = (length: number, label: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.toUpperCase(),
    v.check(
      (s) => s === '' || new RegExp(`^[A-Z0-9]{${length}}$`).test(s),
      `${label}: ${length} letters or digits`,
    ),
  );
const coordinate = (limit: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (s) => s === '' || (/^-?\d+(\.\d+)?$/.test(s) && Math.abs(Number(s)) <= limit),
      `A number between -${limit} and ${limit}`,
    ),
  );

const schema = v.object({
  name: v.pipe(optional(255), v.nonEmpty('Please input value')),
  iata: code(3, 'IATA code'),
  icao: code(4, 'ICAO code'),
  city: optional(255),
  country: optional(255),
  latitude: coordinate(90),
  longitude: coordinate(180),
  timezone: optional(64),
  destinations: v.array(v.string()),
});

type Values = v.InferOutput<typeof schema>;
// The airport's fields (ids `airport-${name}`).
const fields: FieldDef[] = [
  { name: 'name', label: 'Name', kind: 'text', wide: true },
  { name: 'iata', label: 'IATA code', kind: 'text', placeholder: 'JFK' },
  { name: 'icao', label: 'ICAO code', kind: 'text', placeholder: 'KJFK' },
  { name: 'city', label: 'City', kind: 'text' },
  { name: 'country', label: 'Country', kind: 'text' },
  { name: 'latitude', label: 'Latitude', kind: 'text' },
  { name: 'longitude', label: 'Longitude', kind: 'text' },
  { name: 'timezone', label: 'Time zone', kind: 'text', placeholder: 'America/New_York', max: 64 },
  {
    name: 'destinations',
    label: 'Destinations',
    kind: 'destinations',
    placeholder: 'Select destinations',
    wide: true,
  },
];

const toForm = (a: Airport | undefined): Values => ({
  name: a?.name ?? '',
  iata: a?.iata ?? '',
  icao: a?.icao ?? '',
  city: a?.city ?? '',
  country: a?.country ?? '',
  latitude: a?.latitude ?? '',
  longitude: a?.longitude ?? '',
  timezone: a?.timezone ?? '',
  destinations: a?.destinations ?? [],
});

// Empty optional fields are sent as null (PUT replaces every field).
const toBody = (values: Values): AirportInput => {
  const orNull = (s: string) => (s === '' ? null : s);
  return {
    name: values.name,
    iata: orNull(values.iata),
    icao: orNull(values.icao),
    city: orNull(values.city),
    country: orNull(values.country),
    latitude: orNull(values.latitude),
    longitude: orNull(values.longitude),
    timezone: orNull(values.timezone),
    destinations: values.destinations,
  };
};

type Props = { id: number | undefined; onClose: () => void };

// Create or edit an airport: its codes, place, coordinates, time zone and the destinations it serves.
export const AirportFormModal = ({ id, onClose }: Props) => {
  const current = useAirportQuery(id);
  return (
    <Modal open onOpenChange={(open: boolean) => !open && onClose()}>
      <ModalContent title={id === undefined ? 'New airport' : 'Edit airport'} width={640}>
        {id !== undefined && !current.data ? (
          <div className="grid place-items-center py-10">
            <Spinner />
          </div>
        ) : (
          <AirportForm airport={current.data?.airport} etag={current.data?.etag} onClose={onClose} />
        )}
      </ModalContent>
    </Modal>
  );
};

type FormProps = {
  airport: Airport | undefined;
  etag: string | undefined;
  onClose: () => void;
};

const AirportForm = ({ airport, etag, onClose }: FormProps) => {
  const save = useAirportSaveMutation(!airport);
  const form = useForm<Values>({
    defaultValues: toForm(airport),
    resolver: valibotResolver(schema) as Resolver<Values>,
  });
  const errors = form.formState.errors;
  useUnsavedChangesGuard(form.formState.isDirty);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: airport?.id, etag, body: toBody(values) });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.violations.length) {
        for (const violation of error.violations) {
          const field = violation.propertyPath.split('.')[0] as keyof Values;
          form.setError(field in values ? field : 'root', { message: violation.message });
        }
      } else {
        form.setError('root', { message: isApiError(error) ? error.messages.join(' ') : String(error) });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid grid-cols-2 gap-4">
        <DeclaredFieldGrid fields={fields} control={form.control} idPrefix="airport" wideClass="col-span-2" />
      </div>
      <FormActions error={errors.root?.message} isPending={save.isPending} onCancel={onClose} />
    </form>
  );
};
