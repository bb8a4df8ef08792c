import { isApiError } from '@backoffice/sdk/core';
import { useCheckPasswordResetHash, useResetPassword } from '@backoffice/sdk/react';
import { Button } from '@backoffice/ui/button';
import { Field } from '@backoffice/ui/field';
import { TextInput } from '@backoffice/ui/text-input';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { BackToSignIn } from './back-to-sign-in.tsx';

// The page the e-mailed link opens: checks the link, then sets the new password (the link works once).
export const PasswordResetPage = ({ params }: { params: Record<string, string | undefined> }) => {
  const hash = params.hash;
  const check = useCheckPasswordResetHash();
  const reset = useResetPassword();
  const [done, setDone] = useState<string>();
  const [error, setError] = useState<string>();

  const { mutate } = check;
  useEffect(() => {
    if (hash) mutate({ data: { hash } });
  }, [hash, mutate]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password !== String(form.get('confirm') ?? '')) return setError('The two passwords differ.');
    setError(undefined);
    try {
      const { data } = await reset.mutateAsync({ data: { hash: hash ?? '', password } });
      setDone(data.message);
    } catch (e) {
      setError(isApiError(e) ? e.messages.join(' ') : (e as Error).message);
    }
  };

  const invalid = !hash || check.isError;
  return (
    <div className="space-y-5">
      <h1 className="text-center text-2xl font-semibold text-stone-900">Choose a new password</h1>
      {done ? (
        <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
          {done}
        </p>
      ) : invalid ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          This password reset link is invalid or has expired.{' '}
          <Link href="/request-to-reset-password" className="underline">
            Ask for a new one
          </Link>
          .
        </p>
      ) : (
        <form onSubmit={submit} className="space-y-5" noValidate>
          {check.data ? <p className="text-sm text-stone-600">For {check.data.data.email}</p> : null}
          <Field id="password" label="New password" error={error}>
            <TextInput
              id="password"
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={8}
              required
            />
          </Field>
          <Field id="confirm" label="Repeat the new password">
            <TextInput id="confirm" name="confirm" type="password" autoComplete="new-password" required />
          </Field>
          <Button type="submit" className="w-full" disabled={reset.isPending || check.isPending}>
            Save the password
          </Button>
        </form>
      )}
      <BackToSignIn />
    </div>
  );
};
