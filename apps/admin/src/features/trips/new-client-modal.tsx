import { type Client, type ClientInput, createClient } from '@backoffice/sdk';
import { isApiError } from '@backoffice/sdk/core';
import { Button } from '@backoffice/ui/button';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import * as v from 'valibot';
import { clientSchema } from '../../shared/clients/client-schema.ts';
import { TextField } from '../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../shared/forms/form-footer.tsx';
import { FormModal } from '../../shared/forms/form-modal.tsx';
import { applyServerErrors } from '../../shared/forms/server-errors.ts';

// The client form's own rules for the three fields asked here.
const quickSchema = v.pick(clientSchema, ['firstName', 'lastName', 'email']);
type QuickValues = v.InferOutput<typeof quickSchema>;

export type PickedClient = { '@id': string; id: number; name: string };

type Duplicate = { iri: string; id: number; message: string };

// A client created on the fly from the new trip page: first and last name and e-mail, POST
// /api/clients (status prospect). When the server finds the same person on file (409, decision
// 61) the planner picks that client instead, or creates anyway.
export const NewClientModal = ({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (client: PickedClient) => void;
}) => {
  const queryClient = useQueryClient();
  // POST /api/clients, as the new client page sends it; the client lists are read again.
  const create = useMutation({
    mutationFn: async (body: ClientInput) => (await createClient(body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['clients'] }),
    meta: { successMessage: 'Created successfully', silent: true },
  });
  const [duplicate, setDuplicate] = useState<Duplicate | null>(null);
  const form = useForm<QuickValues>({
    defaultValues: { firstName: '', lastName: '', email: '' },
    resolver: valibotResolver(quickSchema) as Resolver<QuickValues>,
  });
  const save = async (values: QuickValues, force = false) => {
    try {
      const client: Client = await create.mutateAsync({
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email.trim() === '' ? null : values.email.trim(),
        status: 'prospect',
        ...(force ? { force: true } : {}),
      });
      onCreated({ '@id': client['@id'], id: client.id, name: client.name });
    } catch (error) {
      const problem =
        isApiError(error) && error.status === 409 ? ((error.body ?? {}) as Record<string, unknown>) : null;
      const iri = typeof problem?.duplicate === 'string' ? problem.duplicate : null;
      if (iri && isApiError(error)) {
        setDuplicate({
          iri,
          id: Number(iri.split('/').pop()),
          message: error.messages[0] ?? 'This client is on file.',
        });
      } else {
        applyServerErrors(form.setError, error, ['firstName', 'lastName', 'email']);
      }
    }
  };
  const submit = form.handleSubmit((values) => save(values));
  return (
    <FormModal title="New client" width={520} onClose={onClose}>
      <form
        aria-label="New client"
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.stopPropagation();
          void submit(event);
        }}
      >
        <div className="grid grid-cols-2 gap-4">
          <TextField
            control={form.control}
            name="firstName"
            label="First name"
            id="quick-first-name"
            autoFocus
          />
          <TextField control={form.control} name="lastName" label="Last name" id="quick-last-name" />
          <div className="col-span-2">
            <TextField control={form.control} name="email" label="E-mail" id="quick-email" type="email" />
          </div>
        </div>
        {duplicate ? (
          <div role="alert" className="space-y-2 rounded-md bg-orange-50 px-3 py-2 text-sm text-orange-900">
            <p>{duplicate.message}</p>
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  const name = `${form.getValues('firstName')} ${form.getValues('lastName')}`.trim();
                  onCreated({ '@id': duplicate.iri, id: duplicate.id, name });
                }}
              >
                Use the client on file
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={create.isPending}
                onClick={() => void save(form.getValues(), true)}
              >
                Create anyway
              </Button>
            </div>
          </div>
        ) : null}
        <FormFooter
          errors={form.formState.errors}
          isPending={create.isPending}
          secondary={
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
          }
          submitText="Create client"
          pendingText="Creating…"
        />
      </form>
    </FormModal>
  );
};
