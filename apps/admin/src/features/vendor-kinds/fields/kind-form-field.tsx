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
import { toTreeNodes, useDestinationTreeQuery } from '../../../lib/destination-tree.ts';
import {
  type EnumSource,
  type ReferenceSource,
  useEnumOptions,
  useReferenceOptions,
} from '../api/reference-options.ts';
import type { Body, FieldDef } from '../types.ts';
import { MultiCheck } from './multi-check.tsx';

type Props = { field: FieldDef; control: Control<Body>; errors: FieldErrors<Body>; idPrefix: string };

type Bound = { value: unknown; onChange: (value: unknown) => void; onBlur: () => void };

const ReferenceSelect = ({
  id,
  label,
  source,
  bound,
  error,
}: {
  id: string;
  label: string;
  source: ReferenceSource;
  bound: Bound;
  error?: string;
}) => {
  const options = useReferenceOptions(source);
  return (
    <Select
      id={id}
      aria-label={label}
      options={options.data ?? []}
      value={typeof bound.value === 'string' ? bound.value : null}
      onChange={bound.onChange}
      placeholder={options.isPending ? 'Loading…' : 'Select'}
      clearable
      invalid={Boolean(error)}
    />
  );
};

const EnumSelect = ({
  id,
  label,
  source,
  bound,
  error,
}: {
  id: string;
  label: string;
  source: EnumSource;
  bound: Bound;
  error?: string;
}) => {
  const options = useEnumOptions(source);
  return (
    <Select
      id={id}
      aria-label={label}
      options={options.data ?? []}
      value={typeof bound.value === 'string' ? bound.value : null}
      onChange={bound.onChange}
      placeholder={options.isPending ? 'Loading…' : 'Select'}
      invalid={Boolean(error)}
    />
  );
};

const ReferenceChecks = ({
  field,
  bound,
  error,
}: {
  field: FieldDef & { kind: 'reference' };
  bound: Bound;
  error?: string;
}) => {
  const options = useReferenceOptions(field.source);
  return (
    <MultiCheck
      label={field.label}
      options={options.data ?? []}
      value={Array.isArray(bound.value) ? (bound.value as string[]) : []}
      onChange={bound.onChange}
      loading={options.isPending}
      error={error}
    />
  );
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

// One declared field bound to react-hook-form, drawn with the packages/ui control of its kind.
export const KindFormField = ({ field, control, errors, idPrefix }: Props) => {
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
          case 'reference':
            if (field.multiple) return <ReferenceChecks field={field} bound={bound} error={error} />;
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
                  precision={field.kind === 'price' ? 2 : 0}
                  min={field.kind === 'integer' ? field.min : undefined}
                  max={field.kind === 'integer' ? field.max : undefined}
                  invalid={Boolean(error)}
                />
                {field.help ? <p className="text-xs text-stone-500">{field.help}</p> : null}
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
                  type={field.kind === 'time' ? 'time' : 'text'}
                  value={String(bound.value ?? '')}
                  onChange={bound.onChange}
                  onBlur={bound.onBlur}
                  maxLength={field.kind === 'text' ? (field.max ?? 255) : undefined}
                  invalid={Boolean(error)}
                />
                {field.help ? <p className="text-xs text-stone-500">{field.help}</p> : null}
              </Field>
            );
        }
      }}
    />
  );
};

/** Multiple choices and long texts take the whole row of the two-column form grid. */
export const isWideField = (field: FieldDef) =>
  field.kind === 'textarea' || (field.kind === 'reference' && field.multiple === true);
