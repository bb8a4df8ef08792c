import type { Setting } from '@backoffice/sdk';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@backoffice/ui/card';
import { Spinner } from '@backoffice/ui/spinner';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { toastWebsiteUpdate, type WebsiteUpdateOutcome } from '../../lib/website-update.ts';
import { type SavedSetting, useSettingSaveMutation } from './api/setting-save-mutation.ts';
import { useSettingQuery } from './api/settings-query.ts';
import { SettingFields, SettingFooter } from './setting-fields.tsx';

type Props = {
  code: string;
  // The stored row; none yet means the save creates it.
  id: number | undefined;
  title: string;
  help?: string;
  valueLabel: string;
  // Only robots.txt's save updates the website (the API reports how it went).
  updatesWebsite?: boolean;
};

// One setting: its value (monospace, it is file content such as robots.txt) and description.
export const SettingCard = ({ code, id, title, help, valueLabel, updatesWebsite }: Props) => {
  const current = useSettingQuery(id);
  // Kept here, above the form, so that it survives the form's reset when a created row arrives.
  const [website, setWebsite] = useState<WebsiteUpdateOutcome | 'requested'>();
  const titleId = useId();
  const onSaved = (saved: SavedSetting) => {
    if (!saved.website) return;
    setWebsite('requested');
    void saved.website.then((outcome) => {
      if (!outcome) return;
      setWebsite(outcome);
      toastWebsiteUpdate(outcome);
    });
  };
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="font-mono">
          {title}
        </CardTitle>
        {help ? <CardDescription>{help}</CardDescription> : null}
      </CardHeader>
      {id !== undefined && !current.data ? (
        <CardContent className="grid place-items-center py-8">
          <Spinner />
        </CardContent>
      ) : (
        <SettingForm
          key={id ?? 'new'}
          code={code}
          id={id}
          setting={current.data?.setting}
          etag={current.data?.etag}
          valueLabel={valueLabel}
          onSaved={onSaved}
        >
          {updatesWebsite ? (
            <p role="status" className="mr-auto text-sm text-stone-500">
              {website === 'requested'
                ? 'Website update requested…'
                : website
                  ? `Website update triggered: ${website.message}`
                  : 'Saving updates the website.'}
            </p>
          ) : null}
        </SettingForm>
      )}
    </Card>
  );
};

type FormProps = {
  code: string;
  id: number | undefined;
  setting: Setting | undefined;
  etag: string | undefined;
  valueLabel: string;
  onSaved: (saved: SavedSetting) => void;
  children?: ReactNode;
};

const SettingForm = ({ code, id, setting, etag, valueLabel, onSaved, children }: FormProps) => {
  const [values, setValues] = useState({
    value: setting?.value ?? '',
    description: setting?.description ?? '',
  });
  const save = useSettingSaveMutation();
  const fieldId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { value: values.value, description: values.description.trim() || null };
    const saved = await save
      .mutateAsync(id === undefined ? { body: { code, ...body } } : { id, etag, body })
      // The query client has toasted the failure.
      .catch(() => undefined);
    if (saved) onSaved(saved);
  };
  return (
    <form onSubmit={submit} noValidate>
      <CardContent className="space-y-4">
        <SettingFields
          id={fieldId}
          valueLabel={valueLabel}
          values={values}
          onChange={setValues}
          rows={{ min: 8, max: 24 }}
        />
      </CardContent>
      <SettingFooter isPending={save.isPending} submitText="Save">
        {children}
      </SettingFooter>
    </form>
  );
};
