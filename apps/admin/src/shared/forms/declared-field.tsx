import { DestinationTreeSelect } from '@backoffice/ui/destination-tree-select';
import { Field } from '@backoffice/ui/field';
import { LinkField } from '@backoffice/ui/link-field';
import { NumberInput } from '@backoffice/ui/number-input';
import { Select } from '@backoffice/ui/select';
import { Switch } from '@backoffice/ui/switch';
import { TextInput } from '@backoffice/ui/text-input';
import { Textarea } from '@backoffice/ui/textarea';
import { useMemo } from 'react';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import { toTreeNodes, useDestinationTreeQuery } from '../../lib/destination-tree.ts';
import type { FieldDef } from './field-def.ts';
import { MultiCheck } from './multi-check.tsx';
import {
  type EnumSource,
  type ReferenceSource,
  useEnumOptions,
  useReferenceOptions,
} from './reference-options.ts';

type Values = Record<string, unknown>;

type Props = {
  field: FieldDef;
  control: Control<Values>;
  errors: FieldErrors<Values>;
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

const DestinationField = ({ label, bound, error }: { label: string; bound: Bound; error?: string }) => {
  const tree = useDestinationTreeQuery();
  const nodes = useMemo(() => toTreeNodes(tree.data ?? []), [tree.data]);
  return (
    <div className="space-y-1.5">
      <span className="block text-sm font-medium text-stone-700">{label}</span>
      <DestinationTreeSelect
        aria-label={label}
        nodes={nodes}
        loading={tree.isPending}
        value={typeof bound.value === 'string' ? bound.value : null}
        onChange={bound.onChange}
        onBlur={bound.onBlur}
        error={error}
      />
    </div>
  );
};

const Help = ({ text }: { text: string | undefined }) =>
  text ? <p className="text-xs text-stone-500">{text}</p> : null;

// One declared field bound to react-hook-form, drawn with the packages/ui control of its kind.
export const DeclaredField = ({ field, control, errors, idPrefix = 'field', isNew = false }: Props) => {
  const id = `${idPrefix}-${field.name}`;
  const error = errors[field.name]?.message as string | undefined;
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: bound }) => {
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
              return (
                <ReferenceChecks label={field.label} source={field.source} bound={bound} error={error} />
              );
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
          case 'destination':
            return <DestinationField label={field.label} bound={bound} error={error} />;
          case 'number':
          case 'integer':
          case 'price':
            return (
              <Field id={id} label={field.label} error={error}>
                <NumberInput
                  id={id}
                  value={typeof bound.value === 'number' ? bound.value : null}
                  onChange={bound.onChange}
                  onBlur={bound.onBlur}
                  price={field.kind === 'price'}
                  precision={
                    field.kind === 'price' ? 2 : field.kind === 'number' ? (field.precision ?? 0) : 0
                  }
                  min={field.kind === 'integer' ? field.min : undefined}
                  max={field.kind === 'integer' ? field.max : undefined}
                  invalid={Boolean(error)}
                />
                <Help text={field.help} />
              </Field>
            );
          case 'textarea':
            return (
              <Field id={id} label={field.label} error={error}>
                <Textarea
                  id={id}
                  value={String(bound.value ?? '')}
                  onChange={bound.onChange}
                  onBlur={bound.onBlur}
                  invalid={Boolean(error)}
                />
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
                <TextInput
                  id={id}
                  type={field.kind}
                  value={String(bound.value ?? '')}
                  onChange={bound.onChange}
                  onBlur={bound.onBlur}
                  maxLength={field.kind === 'text' ? (field.max ?? 255) : undefined}
                  placeholder={field.kind === 'text' ? field.placeholder : undefined}
                  autoComplete={field.kind === 'password' ? 'new-password' : undefined}
                  invalid={Boolean(error)}
                />
                <Help
                  text={field.kind === 'password' && !isNew ? (field.editHelp ?? field.help) : field.help}
                />
              </Field>
            );
        }
      }}
    />
  );
};
