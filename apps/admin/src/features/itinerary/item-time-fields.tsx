import { Field } from '@backoffice/ui/field';
import { TextInput } from '@backoffice/ui/text-input';

export const selectClass =
  'block h-9 w-full rounded-md border border-stone-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600';

/** A side list's days (a date and its label) as the day select's options. */
export const dayOptions = (days: readonly { date: string; label: string }[]) =>
  days.map((d) => ({ value: d.date, label: d.label }));

type Controlled = { id: string; label: string; value: string; onChange: (value: string) => void };

// The day an itinerary item starts or ends on, from the trip's or the template's days.
export const DaySelectField = ({
  id,
  label,
  value,
  onChange,
  options,
}: Controlled & { options: readonly { value: string; label: string }[] }) => (
  <Field id={id} label={label}>
    <select id={id} className={selectClass} value={value} onChange={(e) => onChange(e.target.value)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  </Field>
);

// A time of day (HH:MM) of an itinerary item, with the message when it is missing or out of order.
export const TimeField = ({
  id,
  label,
  value,
  onChange,
  error,
  invalid,
}: Controlled & { error?: string | undefined; invalid?: boolean }) => (
  <Field id={id} label={label} error={error}>
    <TextInput
      id={id}
      type="time"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      {...(invalid === undefined ? {} : { invalid })}
    />
  </Field>
);
