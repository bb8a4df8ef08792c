import { isApiError } from '@backoffice/sdk/core';
import { useRequestPasswordReset } from '@backoffice/sdk/react';
import { Button } from '@backoffice/ui/button';
import { Field } from '@backoffice/ui/field';
import { TextInput } from '@backoffice/ui/text-input';
import { type FormEvent, useState } from 'react';
import { BackToSignIn } from './back-to-sign-in.tsx';

// Asks for a reset link; the answer is the same whether or not the account exists.
export const RequestResetPage = () => {
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string>();
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    try {
      const { data } = await request.mutateAsync({ data: { email } });
      setSent(data.message);
    } catch (e) {
      setError(isApiError(e) ? e.messages.join(' ') : (e as Error).message);
    }
  };
  return (
    <div className="space-y-5">
      <h1 className="text-center text-2xl font-semibold text-stone-900">Reset your password</h1>
      {sent ? (
        <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
          {sent}
        </p>
      ) : (
        <form onSubmit={submit} className="space-y-5" noValidate>
          <Field id="email" label="E-mail" error={error}>
            <TextInput id="email" name="email" type="email" required />
          </Field>
          <Button type="submit" className="w-full" disabled={request.isPending}>
            Send the link
          </Button>
        </form>
      )}
      <BackToSignIn />
    </div>
  );
};
