import { Field } from '@backoffice/ui/field';
import { Select, type SelectOption } from '@backoffice/ui/select';
import { TextInput } from '@backoffice/ui/text-input';
import { Textarea } from '@backoffice/ui/textarea';
import type { ComponentProps, HTMLInputTypeAttribute, ReactNode } from 'react';
import {
  type Control,
  Controller,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { RecordPicker } from './record-picker.tsx';

type Common<T extends FieldValues> = { control: Control<T>; name: Path<T>; label: string; id: string };

// A field of any control bound to the form: the label, and the field's own error under it.
export const FormField = <T extends FieldValues, N extends Path<T>>({
  control,
  name,
  id,
  label,
  children,
}: {
  control: Control<T>;
  name: N;
  id: string;
  label: string;
  children: (props: { field: ControllerRenderProps<T, N>; fieldState: ControllerFieldState }) => ReactNode;
}) => (
  <Controller
    name={name}
    control={control}
    render={({ field, fieldState }) => (
      <Field id={id} label={label} error={fieldState.error?.message}>
        {children({ field, fieldState })}
      </Field>
    )}
  />
);

// A line of help under a field's control.
export const FieldHelp = ({ text }: { text: string | undefined }) =>
  text ? <p className="text-xs text-stone-500">{text}</p> : null;

// Text, textarea and select fields bound to a react-hook-form control, with the label and the error
// wired for screen readers.
export const TextField = <T extends FieldValues>({
  control,
  name,
  label,
  id,
  type = 'text',
  placeholder,
  maxLength = 255,
  autoFocus,
  autoComplete,
  list,
  help,
}: Common<T> & {
  type?: HTMLInputTypeAttribute;
  placeholder?: string;
  /** 255 unless given; null: no limit. */
  maxLength?: number | null;
  autoFocus?: boolean;
  autoComplete?: string;
  /** Id of a <datalist> of suggestions. */
  list?: string;
  /** A line of help under the input. */
  help?: string;
}) => (
  <FormField control={control} name={name} id={id} label={label}>
    {({ field, fieldState }) => (
      <>
        <TextInput
          id={id}
          type={type}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          placeholder={placeholder}
          maxLength={maxLength ?? undefined}
          autoFocus={autoFocus}
          autoComplete={autoComplete}
          list={list}
          invalid={Boolean(fieldState.error)}
          aria-describedby={fieldState.error ? `${id}-error` : undefined}
        />
        <FieldHelp text={help} />
      </>
    )}
  </FormField>
);

export const TextareaField = <T extends FieldValues>({ control, name, label, id }: Common<T>) => (
  <FormField control={control} name={name} id={id} label={label}>
    {({ field, fieldState }) => (
      <Textarea
        id={id}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        invalid={Boolean(fieldState.error)}
      />
    )}
  </FormField>
);

export const SelectField = <T extends FieldValues>({
  control,
  name,
  label,
  id,
  options,
  placeholder,
  clearable,
}: Common<T> & { options: SelectOption[]; placeholder?: string; clearable?: boolean }) => (
  <FormField control={control} name={name} id={id} label={label}>
    {({ field, fieldState }) => (
      <Select
        id={id}
        options={options}
        value={field.value ?? null}
        onChange={field.onChange}
        placeholder={placeholder}
        clearable={clearable}
        invalid={Boolean(fieldState.error)}
      />
    )}
  </FormField>
);

// A link to one record, picked by search (RecordPicker) and bound to the form: the value is the
// record's IRI or null.
export const RecordPickerField = <T extends FieldValues>({
  control,
  name,
  label,
  id,
  ...picker
}: Common<T> &
  Pick<ComponentProps<typeof RecordPicker>, 'source' | 'placeholder' | 'clearable' | 'disabled'>) => (
  <FormField control={control} name={name} id={id} label={label}>
    {({ field, fieldState }) => (
      <RecordPicker
        id={id}
        aria-label={label}
        value={typeof field.value === 'string' ? field.value : null}
        onChange={(value) => field.onChange(value)}
        invalid={Boolean(fieldState.error)}
        {...picker}
      />
    )}
  </FormField>
);

// A text input of a list row, bound to the form without a visible label (`label` names it for
// screen readers), its error under it: a checklist's entries.
export const RowTextField = <T extends FieldValues>({
  control,
  name,
  label,
  maxLength,
  className = 'flex-1',
}: Omit<Common<T>, 'id'> & { maxLength?: number; className?: string }) => (
  <Controller
    name={name}
    control={control}
    render={({ field, fieldState }) => (
      <div className={className}>
        <TextInput aria-label={label} maxLength={maxLength} {...field} invalid={Boolean(fieldState.error)} />
        {fieldState.error ? (
          <p role="alert" className="text-xs text-red-600">
            {fieldState.error.message}
          </p>
        ) : null}
      </div>
    )}
  />
);
