import { Button } from '@backoffice/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@backoffice/ui/card';
import { Field } from '@backoffice/ui/field';
import { TextInput } from '@backoffice/ui/text-input';
import { Textarea } from '@backoffice/ui/textarea';
import { type FormEvent, useId, useState } from 'react';
import { useSettingSaveMutation } from './api/setting-save-mutation.ts';

const blankMessage = 'Please input value';

// Adds a setting under a new code (POST /api/settings.json); a code already used answers 409.
export const NewSettingCard = () => {
  const [code, setCode] = useState('');
  const [value, setValue] = useState('');
  const [description, setDescription] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const save = useSettingSaveMutation();
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setCodeError(blankMessage);
    setCodeError(undefined);
    const saved = await save
      .mutateAsync({ body: { code: code.trim(), value, description: description.trim() || null } })
      .catch(() => undefined);
    if (!saved) return;
    setCode('');
    setValue('');
    setDescription('');
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
          <Field id={`${id}-value`} label="Value">
            <Textarea
              id={`${id}-value`}
              value={value}
              spellCheck={false}
              className="font-mono text-xs/5"
              onChange={(event) => setValue(event.target.value)}
            />
          </Field>
          <Field id={`${id}-description`} label="Description">
            <TextInput
              id={`${id}-description`}
              value={description}
              maxLength={65535}
              onChange={(event) => setDescription(event.target.value)}
            />
          </Field>
        </CardContent>
        <CardFooter>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Add setting'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
};
