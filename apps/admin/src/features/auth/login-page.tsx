import { isApiError } from '@backoffice/sdk/core';
import { useLogin } from '@backoffice/sdk/react';
import { Button } from '@backoffice/ui/button';
import { Field } from '@backoffice/ui/field';
import { TextInput } from '@backoffice/ui/text-input';
import { toast } from '@backoffice/ui/toast';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { startSession } from '../../lib/session.ts';
import { FormError } from '../../shared/forms/form-footer.tsx';

// The login card (product.md §2.1): e-mail, password, remember, buttons. Once the session starts
// the router sends the user to the redirect query or the landing page.
export const LoginPage = () => {
  const [error, setError] = useState<string>();
  // The error is shown once, inline under the fields: the query client's toast is turned off.
  const login = useLogin({ mutation: { meta: { silent: true } } });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(undefined);
    try {
      const { data } = await login.mutateAsync({
        data: {
          email: String(form.get('email')),
          password: String(form.get('password')),
          remember: form.get('remember') === 'on',
        },
      });
      startSession(data.token, data.remember);
      // Toasts raised before signing in (a failed attempt, an expired session) belong to the login
      // page: they must not follow the user onto the next one.
      toast.dismiss();
    } catch (e) {
      setError(isApiError(e) ? e.messages.join(' ') : (e as Error).message);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <h1 className="text-center text-2xl font-semibold text-stone-900">Sign in</h1>
      <Field id="email" label="E-mail">
        <TextInput id="email" name="email" type="email" autoComplete="username" required />
      </Field>
      <Field id="password" label="Password">
        <TextInput id="password" name="password" type="password" autoComplete="current-password" required />
      </Field>
      <label className="flex items-center gap-2 text-sm text-stone-700">
        <input type="checkbox" name="remember" className="size-4 accent-brand-700" /> Remember me
      </label>
      <FormError>{error}</FormError>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
      <p className="text-center text-sm">
        <Link href="/request-to-reset-password" className="text-brand-700 hover:underline">
          Forgot your password?
        </Link>
      </p>
    </form>
  );
};
