import { FormSection } from '@backoffice/ui/form-section';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { type ReactNode, useEffect, useState } from 'react';
import { type Control, type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { FormError, SectionSaveActions, StaleNotice } from './form-footer.tsx';
import { applyServerErrors, STALE_MESSAGE } from './server-errors.ts';
import { useUnsavedChangesGuard } from './unsaved-changes.ts';

/** A record as a page holds it: the row and the ETag it came with. */
export type Versioned<R> = { record: R; etag: string | undefined };

type Props<R, V extends FieldValues> = {
  /** The form's accessible name ("Client", "Vendor"). */
  label: string;
  title?: string;
  loaded: Versioned<R>;
  schema: v.GenericSchema<FieldValues, unknown>;
  toValues: (record: R) => V;
  /** The form's fields: a violation on another property is shown above them. */
  names: readonly string[];
  /** PATCH with this If-Match; answers the saved record and its new ETag. */
  save: (values: V, etag: string | undefined) => Promise<Versioned<R>>;
  /** Reads the latest version (after a 412). */
  reload: () => Promise<Versioned<R>>;
  isPending: boolean;
  children: (control: Control<V>) => ReactNode;
};

// The edit form of a record's General tab (a client, a vendor): saved with PATCH and the If-Match
// of the version the form was filled from, so a change made meanwhile by someone else is refused
// (412, "Load the latest version") rather than lost; leaving with unsaved changes asks first. A
// background refresh never moves the version of a touched form; an untouched one takes it (a
// status move elsewhere on the page), so its next save does not meet a 412 it did not cause.
export const RecordForm = <R, V extends FieldValues>({
  label,
  title = 'General',
  loaded,
  schema,
  toValues,
  names,
  save,
  reload,
  isPending,
  children,
}: Props<R, V>) => {
  const [etag, setEtag] = useState(loaded.etag);
  const form = useForm<V>({
    defaultValues: toValues(loaded.record) as DefaultValues<V>,
    resolver: valibotResolver(schema) as Resolver<V>,
  });
  const { errors, isDirty } = form.formState;
  useUnsavedChangesGuard(isDirty);

  // biome-ignore lint/correctness/useExhaustiveDependencies: toValues is the caller's pure mapping
  useEffect(() => {
    if (!loaded.etag || loaded.etag === etag || form.formState.isDirty) return;
    setEtag(loaded.etag);
    form.reset(toValues(loaded.record));
  }, [loaded, etag, form]);

  const take = (latest: Versioned<R>) => {
    setEtag(latest.etag);
    form.reset(toValues(latest.record));
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      take(await save(values, etag));
    } catch (error) {
      applyServerErrors(form.setError, error, names, { staleMessage: STALE_MESSAGE });
    }
  });

  const stale = errors.root?.stale?.message;
  const rootError = errors.root?.message;
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <FormSection title={title} actions={<SectionSaveActions isDirty={isDirty} isPending={isPending} />}>
        {children(form.control)}
        <StaleNotice message={stale} onReload={() => reload().then(take)} />
        <FormError>{rootError}</FormError>
      </FormSection>
    </form>
  );
};
