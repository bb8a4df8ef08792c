import { DateRangePicker } from '@backoffice/ui/date-range-picker';
import { Field } from '@backoffice/ui/field';
import { type Control, useController } from 'react-hook-form';
import { DeclaredFieldGrid } from '../../shared/forms/declared-field-grid.tsx';
import type { FieldDef } from '../../shared/forms/field-def.ts';
import { SelectField } from '../../shared/forms/form-fields.tsx';
import { useStaffOptions } from '../../shared/staff/staff-options.ts';
import { type TripValues, tripTypeOptions } from './trip-schema.ts';

// The travel dates as one range (react-day-picker), written to startDate and endDate.
const DatesField = ({ control }: { control: Control<TripValues> }) => {
  const start = useController({ control, name: 'startDate' });
  const end = useController({ control, name: 'endDate' });
  const error = start.fieldState.error?.message ?? end.fieldState.error?.message;
  return (
    <Field id="trip-dates" label="Travel dates" error={error}>
      <DateRangePicker
        id="trip-dates"
        aria-label="Travel dates"
        clearable={false}
        invalid={Boolean(error)}
        value={{ startDate: start.field.value || null, endDate: end.field.value || null }}
        onChange={(range) => {
          start.field.onChange(range.startDate ?? '');
          end.field.onChange(range.endDate ?? '');
        }}
      />
    </Field>
  );
};

// The staff user the trip's tasks go to (task templates' travel director rule).
const TravelDirectorField = ({ control }: { control: Control<TripValues> }) => {
  const staff = useStaffOptions();
  return (
    <SelectField
      control={control}
      name="travelDirector"
      label="Travel director"
      id="trip-travel-director"
      options={staff.data ?? []}
      placeholder="Choose a travel director"
      clearable
    />
  );
};

// The trip's fields, shared by the create page and the General tab (the client is chosen on the
// create page and shown, not edited, on the trip).
const tripFields = (control: Control<TripValues>): FieldDef[] => [
  { name: 'title', label: 'Title', id: 'trip-title', kind: 'text', wide: true },
  { name: 'dates', label: 'Travel dates', kind: 'custom', render: () => <DatesField control={control} /> },
  {
    name: 'tripType',
    label: 'Trip type',
    id: 'trip-type',
    kind: 'select',
    options: tripTypeOptions,
    placeholder: 'Choose a type',
    clearable: true,
  },
  {
    name: 'destinations',
    label: 'Destinations',
    kind: 'destinations',
    placeholder: 'Choose destinations',
    wide: true,
  },
  { name: 'currency', label: 'Currency', id: 'trip-currency', kind: 'text', max: 3, placeholder: 'EUR' },
  { name: 'markup', label: 'Markup (%)', id: 'trip-markup', kind: 'text', max: 7 },
  { name: 'adults', label: 'Adults', id: 'trip-adults', kind: 'text', max: 2 },
  { name: 'children', label: 'Children', id: 'trip-children', kind: 'text', max: 2 },
  {
    name: 'travelDirector',
    label: 'Travel director',
    kind: 'custom',
    render: () => <TravelDirectorField control={control} />,
  },
  { name: 'notes', label: 'Internal notes', id: 'trip-notes', kind: 'textarea' },
];

export const TripFields = ({ control }: { control: Control<TripValues> }) => (
  <div className="grid grid-cols-2 gap-4">
    <DeclaredFieldGrid fields={tripFields(control)} control={control} wideClass="col-span-2" />
  </div>
);
