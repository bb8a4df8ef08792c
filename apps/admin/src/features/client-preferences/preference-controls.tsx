import { Button } from '@backoffice/ui/button';
import { DestinationTreeSelect } from '@backoffice/ui/destination-tree-select';
import { Field } from '@backoffice/ui/field';
import { NumberInput } from '@backoffice/ui/number-input';
import { Select } from '@backoffice/ui/select';
import { Switch } from '@backoffice/ui/switch';
import { TagSelector } from '@backoffice/ui/tag-selector';
import { TextInput } from '@backoffice/ui/text-input';
import { Textarea } from '@backoffice/ui/textarea';
import { X } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { toTreeNodes, useDestinationTreeQuery } from '../../lib/destination-tree.ts';
import type {
  EnumName,
  ListName,
  PreferenceField,
} from '../../shared/client-preferences/preference-fields.ts';
import {
  enumOptions,
  searchSources,
  useEnums,
  useListOptions,
  useRecordNames,
} from '../../shared/client-preferences/preference-options.ts';
import { MultiCheck } from '../../shared/forms/multi-check.tsx';
import { RecordPicker } from '../../shared/forms/record-picker.tsx';

export type Interest = { interest: string; level: number };

const levels = [1, 2, 3, 4, 5].map((n) => ({ value: n, label: `${n} / 5` }));

/** Wide controls take a whole row of the two-column grid. */
export const isWide = (field: PreferenceField) =>
  ['refList', 'enumList', 'textarea', 'tags', 'interests', 'recordList', 'destinations'].includes(field.kind);

// One choice (a clearable select) or several (checkboxes) among a reference list's options.
const ChoiceControl = ({
  multiple,
  options,
  loading,
  placeholder,
  field,
  value,
  onChange,
  invalid,
  id,
}: ControlProps & {
  multiple: boolean;
  options: { value: string; label: string }[];
  loading: boolean;
  placeholder: string;
}) =>
  multiple ? (
    <MultiCheck
      label={field.label}
      options={options}
      value={(value as string[]) ?? []}
      onChange={onChange}
      loading={loading}
    />
  ) : (
    <Select
      id={id}
      options={options}
      value={(value as string | null) ?? null}
      onChange={onChange}
      clearable
      invalid={invalid}
      placeholder={placeholder}
    />
  );

const EnumSelect = (props: ControlProps) => {
  const enums = useEnums();
  return (
    <ChoiceControl
      {...props}
      multiple={props.field.kind === 'enumList'}
      options={enumOptions(enums.data, (props.field as { source: EnumName }).source)}
      loading={enums.isPending}
      placeholder="Select"
    />
  );
};

const RefSelect = (props: ControlProps) => {
  const options = useListOptions((props.field as { source: ListName }).source);
  return (
    <ChoiceControl
      {...props}
      multiple={props.field.kind === 'refList'}
      options={options.data ?? []}
      loading={options.isPending}
      placeholder={options.isPending ? 'Loading…' : 'Select'}
    />
  );
};

// Several airlines or airports: chips, and a server-searched picker to add one more.
const RecordList = ({ field, value, onChange, id }: ControlProps) => {
  const source = (field as { source: 'airlines' | 'airports' }).source;
  const iris = (value as string[]) ?? [];
  const names = useRecordNames(source, iris);
  return (
    <div className="space-y-2">
      <ul className="flex flex-wrap gap-1.5" aria-label={`Chosen ${field.label.toLowerCase()}`}>
        {iris.map((iri) => (
          <li
            key={iri}
            className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-2.5 py-0.5 text-sm text-stone-800"
          >
            {names.data?.get(iri) ?? '…'}
            <button
              type="button"
              aria-label={`Remove ${names.data?.get(iri) ?? iri}`}
              className="rounded-full p-0.5 text-stone-500 hover:bg-stone-200"
              onClick={() => onChange(iris.filter((x) => x !== iri))}
            >
              <X className="size-3" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <RecordPicker
        id={id}
        source={searchSources[source]}
        value={null}
        aria-label={`Add to ${field.label.toLowerCase()}`}
        placeholder={`Add ${source === 'airlines' ? 'an airline' : 'an airport'}…`}
        onChange={(iri) => {
          if (iri && !iris.includes(iri)) onChange([...iris, iri]);
        }}
      />
    </div>
  );
};

const Interests = ({ value, onChange }: ControlProps) => {
  const options = useListOptions('interests');
  const list = (value as Interest[]) ?? [];
  const chosen = new Set(list.map((i) => i.interest));
  return (
    <div className="space-y-2">
      {list.map((entry, index) => (
        <div key={entry.interest} className="flex items-center gap-2">
          <span className="w-48 truncate text-sm text-stone-800">
            {options.data?.find((o) => o.value === entry.interest)?.label ?? '…'}
          </span>
          <Select
            aria-label={`Level of ${options.data?.find((o) => o.value === entry.interest)?.label ?? 'interest'}`}
            className="w-32"
            options={levels}
            value={entry.level}
            onChange={(level) =>
              onChange(list.map((x, i) => (i === index ? { ...x, level: level ?? 3 } : x)))
            }
          />
          <Button
            variant="ghost"
            size="sm"
            type="button"
            aria-label="Remove interest"
            onClick={() => onChange(list.filter((_, i) => i !== index))}
          >
            <X className="size-4" aria-hidden />
          </Button>
        </div>
      ))}
      <Select
        aria-label="Add an interest"
        className="w-72"
        placeholder="Add an interest"
        options={(options.data ?? []).filter((o) => !chosen.has(o.value))}
        value={null}
        onChange={(iri) => {
          if (iri) onChange([...list, { interest: iri, level: 3 }]);
        }}
      />
    </div>
  );
};

type ControlProps = {
  field: PreferenceField;
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  invalid: boolean;
};

const Destinations = ({ field, id, value, onChange, onBlur }: ControlProps) => {
  const tree = useDestinationTreeQuery();
  const nodes = useMemo(() => toTreeNodes(tree.data ?? []), [tree.data]);
  return (
    <DestinationTreeSelect
      multiple
      id={id}
      aria-label={field.label}
      placeholder="Choose destinations"
      nodes={nodes}
      loading={tree.isPending}
      value={(value as string[]) ?? []}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
};

// The kinds drawn by a control of their own, which takes the whole of the field's props.
const ownControls: Partial<Record<PreferenceField['kind'], (props: ControlProps) => ReactNode>> = {
  enum: EnumSelect,
  enumList: EnumSelect,
  ref: RefSelect,
  refList: RefSelect,
  recordList: RecordList,
  interests: Interests,
  destinations: Destinations,
};

const ValueControl = (props: ControlProps) => {
  const { field, id, value, onChange, onBlur, invalid } = props;
  const Own = ownControls[field.kind];
  if (Own) return <Own {...props} />;
  switch (field.kind) {
    case 'record':
      return (
        <RecordPicker
          id={id}
          source={searchSources[field.source]}
          value={(value as string | null) ?? null}
          onChange={(iri) => onChange(iri)}
          aria-label={field.label}
          invalid={invalid}
        />
      );
    case 'tags':
      return (
        <TagSelector
          id={id}
          aria-label={field.label}
          value={(value as string[]) ?? []}
          onChange={onChange}
          tags={[]}
          placeholder="Type and press Enter"
        />
      );
    case 'number':
      return (
        <NumberInput
          id={id}
          value={value === null || value === undefined || value === '' ? null : Number(value)}
          onChange={onChange}
          onBlur={onBlur}
          min={field.min}
          max={field.max}
          precision={field.precision ?? 0}
          placeholder="Please input value"
          invalid={invalid}
        />
      );
    case 'textarea':
      return (
        <Textarea
          id={id}
          value={(value as string | null) ?? ''}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          invalid={invalid}
        />
      );
    default:
      return (
        <TextInput
          id={id}
          type={field.kind === 'email' ? 'email' : field.kind === 'time' ? 'time' : 'text'}
          value={(value as string | null) ?? ''}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          maxLength={255}
          invalid={invalid}
        />
      );
  }
};

const FieldError = ({ error }: { error: string | undefined }) =>
  error ? (
    <p role="alert" className="text-xs text-red-600">
      {error}
    </p>
  ) : null;

/** One preference bound to the form, with its label and its error. */
export const PreferenceControl = ({
  control,
  field,
}: {
  control: Control<Record<string, unknown>>;
  field: PreferenceField;
}) => (
  <Controller
    name={field.name}
    control={control}
    render={({ field: bound, fieldState }) => {
      const id = `pref-${field.name}`;
      const error = fieldState.error?.message;
      if (field.kind === 'switch')
        return (
          <div className="flex h-10 items-center gap-3 self-end">
            <Switch id={id} checked={bound.value === true} onCheckedChange={bound.onChange} />
            <label htmlFor={id} className="text-sm text-stone-700">
              {field.label}
            </label>
            <FieldError error={error} />
          </div>
        );
      const control = (
        <ValueControl
          field={field}
          id={id}
          value={bound.value}
          onChange={bound.onChange}
          onBlur={bound.onBlur}
          invalid={Boolean(error)}
        />
      );
      // Checkbox groups carry their own legend.
      if (field.kind === 'refList' || field.kind === 'enumList')
        return (
          <div>
            {control}
            <FieldError error={error} />
          </div>
        );
      return (
        <Field id={id} label={field.label} error={error}>
          {control}
        </Field>
      );
    }}
  />
);
