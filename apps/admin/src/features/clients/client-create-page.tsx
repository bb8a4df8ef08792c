import type { ClientInput } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { FormSection } from '@backoffice/ui/form-section';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import {
  type ClientDuplicate,
  ClientDuplicateAlert,
  clientDuplicateOf,
} from '../../shared/clients/client-duplicate.tsx';
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

// /admin/clients/new: the client's fields; POST /api/clients. When the server finds the same person
// on file (409), the match is shown with a link, and "Create anyway" resends with force: true.
export const ClientCreatePage = () => {
  const [, navigate] = useLocation();
  const create = useClientCreateMutation();
  const [duplicate, setDuplicate] = useState<ClientDuplicate | null>(null);
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
      const match = clientDuplicateOf(error, body);
      if (match) setDuplicate(match);
      else applyServerErrors(form.setError, error, clientFieldNames);
    }
  };

  const submit = form.handleSubmit((values) => save(toClientBody(values)));
  return (
    <CreatePage noun="client" form={form} mutation={create} onSubmit={submit}>
      <FormSection title="Client">
        <ClientFields control={form.control} autoFocus />
      </FormSection>
      {duplicate ? (
        <ClientDuplicateAlert duplicate={duplicate}>
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
        </ClientDuplicateAlert>
      ) : null}
    </CreatePage>
  );
};
