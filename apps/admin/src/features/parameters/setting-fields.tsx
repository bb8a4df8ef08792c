import { Button } from '@backoffice/ui/button';
import { CardFooter } from '@backoffice/ui/card';
import { Field } from '@backoffice/ui/field';
import { TextInput } from '@backoffice/ui/text-input';
import { Textarea } from '@backoffice/ui/textarea';
import type { ReactNode } from 'react';

// A setting's value (monospace: it is file content such as robots.txt) and its description, and the
// footer that saves them: the same fields on a stored setting's card and on the new setting's.
/** What the fields edit, as the form holds it. */
export type SettingValues = { value: string; description: string };

export const SettingFields = ({
  id,
  valueLabel,
  values,
  onChange,
  rows,
}: {
  id: string;
  valueLabel: string;
  values: SettingValues;
  onChange: (values: SettingValues) => void;
  /** The value's height in lines, as it grows (the textarea's own by default). */
  rows?: { min: number; max: number };
}) => (
  <>
    <Field id={`${id}-value`} label={valueLabel}>
      <Textarea
        id={`${id}-value`}
        value={values.value}
        onChange={(event) => onChange({ ...values, value: event.target.value })}
        minRows={rows?.min}
        maxRows={rows?.max}
        spellCheck={false}
        className="font-mono text-xs/5"
      />
    </Field>
    <Field id={`${id}-description`} label="Description">
      <TextInput
        id={`${id}-description`}
        value={values.description}
        maxLength={65535}
        onChange={(event) => onChange({ ...values, description: event.target.value })}
      />
    </Field>
  </>
);

export const SettingFooter = ({
  isPending,
  submitText,
  children,
}: {
  isPending: boolean;
  submitText: string;
  /** What stands before the button. */
  children?: ReactNode;
}) => (
  <CardFooter>
    {children}
    <Button type="submit" disabled={isPending}>
      {isPending ? 'Saving…' : submitText}
    </Button>
  </CardFooter>
);
