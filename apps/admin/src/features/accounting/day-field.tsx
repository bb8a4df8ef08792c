import { Field } from '@backoffice/ui/field';
import { TextInput } from '@backoffice/ui/text-input';

/**
 * A labelled day (yyyy-mm-dd, the browser's date input) held by its screen, not by a form: the
 * reports' and the sync screen's periods and days, the issue dialog's dates.
 */
export const DayField = ({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) => (
  <Field id={id} label={label}>
    <TextInput id={id} type="date" value={value} onChange={(e) => onChange(e.target.value)} />
  </Field>
);
