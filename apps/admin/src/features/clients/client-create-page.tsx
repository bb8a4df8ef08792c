import type { ClientInput } from '@backoffice/sdk';
import { isApiError } from '@backoffice/sdk/core';
import { Button } from '@backoffice/ui/button';
import { FormSection } from '@backoffice/ui/form-section';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import {
  type ClientValues,
  clientFieldNames,
  clientSchema,
  toClientBody,
  toClientValues,
} from '../../shared/clients/client-schema.ts';
import { CreatePage } from '../../shared/forms/create-page.tsx';
import { applyServerErrors } from '../../shared/forms/server-errors.ts';
import { useUnsavedChangesGuard } from '../../shared/forms/unsaved-changes.ts';
import { useClientCreateMutation } from './api/use-clients.ts';
import { ClientFields } from './client-fields.tsx';
import { clientPath } from './client-tabs.ts';

type Duplicate = { iri: string; id: number; by: string; message: string; body: ClientInput };

// The 409 of decision 61: hydra:description names the match, `duplicate` is its IRI and
// `duplicateBy` says why (email or nameAndBirthday).
const duplicateOf = (error: unknown, body: ClientInput): Duplicate | null => {
  if (!isApiError(error) || error.status !== 409) return null;
  const problem = (error.body ?? {}) as Record<string, unknown>;
  const iri = typeof problem.duplicate === 'string' ? problem.duplicate : null;
  const id = iri ? Number(iri.split('/').pop()) : Number.NaN;
  if (!iri || !Number.isInteger(id)) return null;
  return {
    iri,
    id,
    by: typeof problem.duplicateBy === 'string' ? problem.duplicateBy : '',
    message: error.messages[0] ?? 'This client looks like one already on file.',
    body,
  };
};

const reasonOf = (by: string) =>
  by === 'email' ? 'the same e-mail address' : by === 'nameAndBirthday' ? 'the same name and birthday' : '';

// /admin/clients/new: the client's fields; POST /api/clients. When the server finds the same person
// on file (409), the match is shown with a link, and "Create anyway" resends with force: true.
export const ClientCreatePage = () => {
  const [, navigate] = useLocation();
  const create = useClientCreateMutation();
  const [duplicate, setDuplicate] = useState<Duplicate | null>(null);
  const form = useForm<ClientValues>({
    defaultValues: toClientValues(undefined),
    resolver: valibotResolver(clientSchema) as Resolver<ClientValues>,
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);

  const save = async (body: ClientInput) => {
    try {
      const client = await create.mutateAsync(body);
      guard.release();
      setDuplicate(null);
      navigate(clientPath(client.id));
    } catch (error) {
      const match = duplicateOf(error, body);
      if (match) setDuplicate(match);
      else applyServerErrors(form.setError, error, clientFieldNames);
    }
  };

  const submit = form.handleSubmit((values) => save(toClientBody(values)));
  const reason = duplicate ? reasonOf(duplicate.by) : '';
  return (
    <CreatePage noun="client" form={form} mutation={create} onSubmit={submit}>
      <FormSection title="Client">
        <ClientFields control={form.control} autoFocus />
      </FormSection>
      {duplicate ? (
        <div
          role="alert"
          aria-label="Possible duplicate"
          className="space-y-2 rounded-md border border-orange-200 bg-orange-50 px-4 py-3 text-sm text-orange-900"
        >
          <p>
            {duplicate.message}
            {reason ? ` (${reason})` : ''}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Link
              href={clientPath(duplicate.id)}
              className="font-medium text-brand-800 underline hover:text-brand-700"
            >
              Open the client on file
            </Link>
            <Button
              variant="secondary"
              size="sm"
              disabled={create.isPending}
              onClick={() => void save({ ...duplicate.body, force: true })}
            >
              Create anyway
            </Button>
          </div>
        </div>
      ) : null}
    </CreatePage>
  );
};
