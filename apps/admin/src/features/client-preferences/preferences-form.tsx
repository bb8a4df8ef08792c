import type { ClientPreference, ClientPreferenceInput } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { useLocation } from 'wouter';
import {
  internalSection,
  preferenceFields,
  preferenceSections,
} from '../../shared/client-preferences/preference-fields.ts';
import { PreferenceAccordion } from '../../shared/client-preferences/preferences-panels.tsx';
import { FormFooter } from '../../shared/forms/form-footer.tsx';
import { useServerForm } from '../../shared/forms/use-server-form.ts';
import { useSavePreferences } from './api/use-save-preferences.ts';
import { isWide, PreferenceControl } from './preference-controls.tsx';

type Values = Record<string, unknown>;

const names = [...preferenceFields.map((f) => f.name), 'client'];
// The server checks every value (422 per field); the form passes them through.
const schema = v.looseObject({});

const emptyOf = (kind: string): unknown =>
  kind === 'switch'
    ? false
    : ['refList', 'enumList', 'tags', 'recordList', 'interests', 'destinations'].includes(kind)
      ? []
      : null;

/** The form's values from a record (or the empty form). */
export const formValuesOf = (preferences: ClientPreference | undefined): Values =>
  Object.fromEntries(
    preferenceFields.map((field) => {
      const value = (preferences as Values | undefined)?.[field.name];
      if (value === undefined || value === null) return [field.name, emptyOf(field.kind)];
      if (field.kind === 'time') return [field.name, String(value).slice(0, 5)];
      if (field.kind === 'number') return [field.name, Number(value)];
      return [field.name, value];
    }),
  );

/** What is sent: empty texts as null, the whole form (a PATCH of every field is harmless). */
export const bodyOf = (values: Values): Values =>
  Object.fromEntries(
    preferenceFields.map((field) => {
      const value = values[field.name];
      if (typeof value === 'string' && value.trim() === '') return [field.name, null];
      return [field.name, value ?? emptyOf(field.kind)];
    }),
  );

type Props = {
  preferences: ClientPreference | undefined;
  etag: string | undefined;
  /** The client's IRI (a new record). */
  client: string;
  clientName?: string;
};

// /admin/clients/preferences/{id?}: every preference, in the drawer's panels (Hotel open), saved with
// POST (new) or PATCH (If-Match). Leaving with unsaved changes asks first (useServerForm).
export const PreferencesForm = ({ preferences, etag, client, clientName }: Props) => {
  const [, navigate] = useLocation();
  const isNew = !preferences;
  const save = useSavePreferences(isNew);
  const { form, submit } = useServerForm<Values>({
    schema,
    defaultValues: formValuesOf(preferences),
    names,
    staleMessage: 'These preferences were changed by someone else since you opened them.',
    onSubmit: async (values) => {
      const body = { ...bodyOf(values), ...(isNew ? { client } : {}) } as ClientPreferenceInput;
      const saved = await save.mutateAsync({ id: preferences?.id, etag, body });
      form.reset(formValuesOf(saved.preferences));
      if (isNew) navigate(`/admin/clients/preferences/${saved.preferences.id}`, { replace: true });
    },
  });
  const errors = form.formState.errors;
  // Hotel open first; a panel holding an error the server sent opens by itself.
  const [open, setOpen] = useState<string[]>(['hotel']);
  const errorKeys = Object.keys(errors).join(',');
  useEffect(() => {
    if (!errorKeys) return;
    const failing = preferenceSections
      .filter((s) => s.fields.some((f) => errorKeys.split(',').includes(f.name)))
      .map((s) => s.key);
    setOpen((current) => [...new Set([...current, ...failing])]);
  }, [errorKeys]);
  return (
    <section className="max-w-5xl space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Client preferences</h1>
        {clientName ? <p className="text-sm text-stone-500">{clientName}</p> : null}
      </div>
      <form
        onSubmit={submit}
        noValidate
        aria-label={isNew ? 'New client preferences' : 'Edit client preferences'}
        className="space-y-4 rounded-lg border border-stone-200 bg-white p-6"
      >
        <div className="flex justify-end gap-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setOpen([...preferenceSections.map((s) => s.key), internalSection.key])}
          >
            Expand all
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setOpen([])}>
            Collapse all
          </Button>
        </div>
        <PreferenceAccordion
          preferences={preferences}
          value={open}
          onValueChange={setOpen}
          renderSection={(section) => (
            <div className="grid grid-cols-2 gap-x-6 gap-y-4 pt-1">
              {section.fields.map((field) => (
                <div key={field.name} className={isWide(field) ? 'col-span-2' : undefined}>
                  <PreferenceControl control={form.control} field={field} />
                </div>
              ))}
            </div>
          )}
        />
        <FormFooter errors={errors} isPending={save.isPending} submitText="Save preferences" />
      </form>
    </section>
  );
};
