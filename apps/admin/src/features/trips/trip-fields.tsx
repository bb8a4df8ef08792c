import { DateRangePicker } from '@backoffice/ui/date-range-picker';
import { DestinationTreeSelect } from '@backoffice/ui/destination-tree-select';
import { Field } from '@backoffice/ui/field';
import { useMemo } from 'react';
import { type Control, Controller, useController } from 'react-hook-form';
import { toTreeNodes, useDestinationTreeQuery } from '../../lib/destination-tree.ts';
import { SelectField, TextareaField, TextField } from '../../shared/forms/form-fields.tsx';
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

const DestinationsField = ({ control }: { control: Control<TripValues> }) => {
  const tree = useDestinationTreeQuery();
  const nodes = useMemo(() => toTreeNodes(tree.data ?? []), [tree.data]);
  return (
    <Controller
      control={control}
      name="destinations"
      render={({ field, fieldState }) => (
        <div className="space-y-1.5">
          <span className="block text-sm font-medium text-stone-700">Destinations</span>
          <DestinationTreeSelect
            multiple
            aria-label="Destinations"
            placeholder="Choose destinations"
            nodes={nodes}
            loading={tree.isPending}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        </div>
      )}
    />
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
export const TripFields = ({ control }: { control: Control<TripValues> }) => (
  <div className="grid grid-cols-2 gap-4">
    <div className="col-span-2">
      <TextField control={control} name="title" label="Title" id="trip-title" maxLength={255} />
    </div>
    <DatesField control={control} />
    <SelectField
      control={control}
      name="tripType"
      label="Trip type"
      id="trip-type"
      options={tripTypeOptions}
      placeholder="Choose a type"
      clearable
    />
    <div className="col-span-2">
      <DestinationsField control={control} />
    </div>
    <TextField
      control={control}
      name="currency"
      label="Currency"
      id="trip-currency"
      maxLength={3}
      placeholder="EUR"
    />
    <TextField control={control} name="markup" label="Markup (%)" id="trip-markup" maxLength={7} />
    <TextField control={control} name="adults" label="Adults" id="trip-adults" maxLength={2} />
    <TextField control={control} name="children" label="Children" id="trip-children" maxLength={2} />
    <TravelDirectorField control={control} />
    <div className="col-span-2">
      <TextareaField control={control} name="notes" label="Internal notes" id="trip-notes" />
    </div>
  </div>
);
