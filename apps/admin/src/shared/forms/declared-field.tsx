import { Field } from '@backoffice/ui/field';
import { LinkField } from '@backoffice/ui/link-field';
import { NumberInput } from '@backoffice/ui/number-input';
import { Select } from '@backoffice/ui/select';
import { Switch } from '@backoffice/ui/switch';
import { type Control, Controller, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { DestinationsField } from './destinations-field.tsx';
import type { FieldDef } from './field-def.ts';
import { FieldHelp, SelectField, TextareaField, TextField } from './form-fields.tsx';
import { MultiCheck } from './multi-check.tsx';
import {
  type EnumSource,
  type ReferenceSource,
  useEnumOptions,
  useReferenceOptions,
} from './reference-options.ts';

type Props<T extends FieldValues> = {
  field: FieldDef;
  control: Control<T>;
  /** Not needed: each field reads its own error from the form. */
  errors?: FieldErrors<T>;
  // Ids are `${idPrefix}-${name}`, unique on the page.
  idPrefix?: string;
  // A new record: help meant for edits (`editHelp`) is left out.
  isNew?: boolean;
};

type Bound = { value: unknown; onChange: (value: unknown) => void; onBlur: () => void };
type Options = { data?: { value: string; label: string }[]; isPending: boolean };

type Common = { id: string; label: string; bound: Bound; error?: string };

const OptionSelect = ({
  id,
  label,
  options,
  bound,
  error,
  clearable,
}: Common & { options: Options; clearable?: boolean }) => (
  <Select
    id={id}
    aria-label={label}
    options={options.data ?? []}
    value={typeof bound.value === 'string' ? bound.value : null}
    onChange={bound.onChange}
    placeholder={options.isPending ? 'Loading…' : 'Select'}
    clearable={clearable}
    invalid={Boolean(error)}
  />
);

const ReferenceSelect = ({ source, ...props }: Common & { source: ReferenceSource }) => {
  const options = useReferenceOptions(source);
  return <OptionSelect {...props} options={options} clearable />;
};

const EnumSelect = ({ source, ...props }: Common & { source: EnumSource }) => {
  const options = useEnumOptions(source);
  return <OptionSelect {...props} options={options} />;
};

type ChecksProps = { label: string; options: Options; bound: Bound; error?: string };

const Checks = ({ label, options, bound, error }: ChecksProps) => (
  <MultiCheck
    label={label}
    options={options.data ?? []}
    value={Array.isArray(bound.value) ? (bound.value as string[]) : []}
    onChange={bound.onChange}
    loading={options.isPending}
    error={error}
  />
);

const ReferenceChecks = ({
  source,
  ...props
}: Omit<ChecksProps, 'options'> & { source: ReferenceSource }) => {
  const options = useReferenceOptions(source);
  return <Checks {...props} options={options} />;
};

// One declared field bound to react-hook-form, drawn with the packages/ui control of its kind (the
// form kit's bound fields for texts, selects and destinations).
export const DeclaredField = <T extends FieldValues>({
  field,
  control,
  idPrefix = 'field',
  isNew = false,
}: Props<T>) => {
  const id = field.id ?? `${idPrefix}-${field.name}`;
  const name = field.name as Path<T>;
  const bound = { control, name, label: field.label, id };
  switch (field.kind) {
    case 'custom':
      return field.render();
    case 'textarea':
      return <TextareaField {...bound} />;
    case 'select':
      return (
        <SelectField
          {...bound}
          options={field.options}
          placeholder={field.placeholder}
          clearable={field.clearable}
        />
      );
    case 'destination':
      return (
        <DestinationsField
          control={control}
          name={name}
          label={field.label}
          placeholder={field.placeholder}
          nodes={field.nodes}
          loading={field.loading}
        />
      );
    case 'destinations':
      return (
        <DestinationsField
          control={control}
          name={name}
          label={field.label}
          multiple
          placeholder={field.placeholder}
          id={field.labelled ? id : undefined}
        />
      );
    case 'text':
    case 'tel':
    case 'date':
      return (
        <TextField
          {...bound}
          type={field.kind}
          maxLength={field.max ?? (field.kind === 'text' ? 255 : null)}
          placeholder={field.placeholder}
          autoFocus={field.autoFocus}
          help={field.help}
        />
      );
    case 'email':
      return <TextField {...bound} type="email" maxLength={field.max ?? null} help={field.help} />;
    case 'password':
      return (
        <TextField
          {...bound}
          type="password"
          maxLength={null}
          autoComplete="new-password"
          help={isNew ? field.help : (field.editHelp ?? field.help)}
        />
      );
    case 'time':
      return <TextField {...bound} type="time" maxLength={null} help={field.help} />;
    default:
      return <ControlledField field={field} control={control} id={id} />;
  }
};

type ControlledDef = Exclude<
  FieldDef,
  {
    kind:
      | 'custom'
      | 'textarea'
      | 'select'
      | 'destination'
      | 'destinations'
      | 'text'
      | 'tel'
      | 'date'
      | 'email'
      | 'password'
      | 'time';
  }
>;

// The kinds drawn by their own control (numbers, switches, choices, links).
const ControlledField = <T extends FieldValues>({
  field,
  control,
  id,
}: {
  field: ControlledDef;
  control: Control<T>;
  id: string;
}) => (
  <Controller
    name={field.name as Path<T>}
    control={control}
    render={({ field: bound, fieldState }) => {
      const error = fieldState.error?.message;
      switch (field.kind) {
        case 'switch':
          return (
            <div className="flex h-10 items-center gap-3 self-end">
              <Switch id={id} checked={bound.value === true} onCheckedChange={bound.onChange} />
              <label htmlFor={id} className="text-sm text-stone-700">
                {field.label}
              </label>
            </div>
          );
        case 'multiselect':
          return (
            <Checks
              label={field.label}
              options={{ data: field.options, isPending: false }}
              bound={bound}
              error={error}
            />
          );
        case 'reference':
          if (field.multiple) {
            return <ReferenceChecks label={field.label} source={field.source} bound={bound} error={error} />;
          }
          return (
            <Field id={id} label={field.label} error={error}>
              <ReferenceSelect
                id={id}
                label={field.label}
                source={field.source}
                bound={bound}
                error={error}
              />
            </Field>
          );
        case 'enum':
          return (
            <Field id={id} label={field.label} error={error}>
              <EnumSelect id={id} label={field.label} source={field.source} bound={bound} error={error} />
            </Field>
          );
        case 'url':
          return (
            <Field id={id} label={field.label} error={error}>
              <LinkField
                id={id}
                value={String(bound.value ?? '')}
                onChange={bound.onChange}
                onBlur={bound.onBlur}
                invalid={Boolean(error)}
                placeholder="https://"
              />
            </Field>
          );
        default:
          return (
            <Field id={id} label={field.label} error={error}>
              <NumberInput
                id={id}
                value={typeof bound.value === 'number' ? bound.value : null}
                onChange={bound.onChange}
                onBlur={bound.onBlur}
                price={field.kind === 'price'}
                precision={field.kind === 'price' ? 2 : field.kind === 'number' ? (field.precision ?? 0) : 0}
                min={field.kind === 'integer' ? field.min : undefined}
                max={field.kind === 'integer' ? field.max : undefined}
                invalid={Boolean(error)}
              />
              <FieldHelp text={field.help} />
            </Field>
          );
      }
    }}
  />
);
