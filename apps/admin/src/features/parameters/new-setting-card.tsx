import { Card, CardContent, CardHeader, CardTitle } from '@backoffice/ui/card';
import { Field } from '@backoffice/ui/field';
import { TextInput } from '@backoffice/ui/text-input';
import { type FormEvent, useId, useState } from 'react';
import { useSettingSaveMutation } from './api/setting-save-mutation.ts';
import { SettingFields, SettingFooter } from './setting-fields.tsx';

const blankMessage = 'Please input value';
const blank = { value: '', description: '' };

// Adds a setting under a new code (POST /api/settings.json); a code already used answers 409.
export const NewSettingCard = () => {
  const [code, setCode] = useState('');
  const [values, setValues] = useState(blank);
  const [codeError, setCodeError] = useState<string>();
  const save = useSettingSaveMutation();
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setCodeError(blankMessage);
    setCodeError(undefined);
    const saved = await save
      .mutateAsync({
        body: { code: code.trim(), value: values.value, description: values.description.trim() || null },
      })
      .catch(() => undefined);
    if (!saved) return;
    setCode('');
    setValues(blank);
  };
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>New setting</CardTitle>
      </CardHeader>
      <form onSubmit={submit} noValidate>
        <CardContent className="space-y-4">
          <Field id={`${id}-code`} label="Code" error={codeError}>
            <TextInput
              id={`${id}-code`}
              value={code}
              invalid={Boolean(codeError)}
              aria-describedby={codeError ? `${id}-code-error` : undefined}
              className="font-mono"
              onChange={(event) => setCode(event.target.value)}
            />
          </Field>
          <SettingFields id={id} valueLabel="Value" values={values} onChange={setValues} />
        </CardContent>
        <SettingFooter isPending={save.isPending} submitText="Add setting" />
      </form>
    </Card>
  );
};
