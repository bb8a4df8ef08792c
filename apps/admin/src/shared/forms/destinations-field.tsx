import { DestinationTreeSelect, type TreeSelectNode } from '@backoffice/ui/destination-tree-select';
import { Field } from '@backoffice/ui/field';
import { useMemo } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { toTreeNodes, useDestinationTreeQuery } from '../../lib/destination-tree.ts';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** Several destinations (an IRI list) rather than one (an IRI or null). */
  multiple?: boolean;
  placeholder?: string;
  /**
   * With an id the label is a <label> for it and the error shows under the field, as in every
   * other field; without, the label is text and the tree select shows the error itself.
   */
  id?: string;
  /** The whole destination tree unless given (a form that leaves a subtree out). */
  nodes?: TreeSelectNode[];
  loading?: boolean;
};

// A destination tree select bound to a form: one destination or several, from the destination tree.
export const DestinationsField = <T extends FieldValues>({
  control,
  name,
  label,
  multiple = false,
  placeholder,
  id,
  nodes,
  loading,
}: Props<T>) => {
  const tree = useDestinationTreeQuery();
  const treeNodes = useMemo(() => nodes ?? toTreeNodes(tree.data ?? []), [nodes, tree.data]);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        const common = {
          id,
          'aria-label': label,
          placeholder,
          nodes: treeNodes,
          loading: loading ?? tree.isPending,
          onBlur: field.onBlur,
          error: id ? undefined : error,
        };
        const select = multiple ? (
          <DestinationTreeSelect
            {...common}
            multiple
            value={Array.isArray(field.value) ? field.value : []}
            onChange={field.onChange}
          />
        ) : (
          <DestinationTreeSelect
            {...common}
            value={typeof field.value === 'string' ? field.value : null}
            onChange={field.onChange}
          />
        );
        return id ? (
          <Field id={id} label={label} error={error}>
            {select}
          </Field>
        ) : (
          <div className="space-y-1.5">
            <span className="block text-sm font-medium text-stone-700">{label}</span>
            {select}
          </div>
        );
      }}
    />
  );
};
