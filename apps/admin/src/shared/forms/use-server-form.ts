import { valibotResolver } from '@hookform/resolvers/valibot';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { applyServerErrors } from './server-errors.ts';
import { useUnsavedChangesGuard } from './unsaved-changes.ts';

type Options<T extends FieldValues> = {
  schema: v.GenericSchema<FieldValues, unknown>;
  defaultValues: DefaultValues<T>;
  // The form's fields: a violation on another property is shown above the form.
  names: readonly string[];
  aliases?: Record<string, string>;
  staleMessage?: string;
  onSubmit: (values: T) => Promise<unknown>;
};

// A react-hook-form form checked by a valibot schema (it submits the schema's output) whose save
// errors land on its fields, or above them (applyServerErrors). Leaving it with unsaved changes
// asks first; a successful save may move on without asking. `bind(name, label, id)` gives a field of
// the form kit (TextField, SelectField, FormField…) what binds it to this form.
export const useServerForm = <T extends FieldValues>({
  schema,
  defaultValues,
  names,
  aliases,
  staleMessage,
  onSubmit,
}: Options<T>) => {
  const form = useForm<T>({ defaultValues, resolver: valibotResolver(schema) as Resolver<T> });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const submit = form.handleSubmit(async (values) => {
    guard.release();
    try {
      await onSubmit(values);
    } catch (error) {
      guard.restore();
      applyServerErrors(form.setError, error, names, { aliases, staleMessage });
    }
  });
  const bind = <N extends Path<T>>(name: N, label: string, id: string) => ({
    control: form.control,
    name,
    label,
    id,
  });
  return { form, submit, bind };
};
