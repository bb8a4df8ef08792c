import { type Client, type ClientInput, createClient } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import * as v from 'valibot';
import {
  type ClientDuplicate,
  ClientDuplicateAlert,
  clientDuplicateOf,
} from '../../shared/clients/client-duplicate.tsx';
import { clientSchema } from '../../shared/clients/client-schema.ts';
import { TextField } from '../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../shared/forms/form-footer.tsx';
import { FormModal } from '../../shared/forms/form-modal.tsx';
import { applyServerErrors } from '../../shared/forms/server-errors.ts';

// The client form's own rules for the three fields asked here.
const quickSchema = v.pick(clientSchema, ['firstName', 'lastName', 'email']);
type QuickValues = v.InferOutput<typeof quickSchema>;

export type PickedClient = { '@id': string; id: number; name: string };

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
  const [duplicate, setDuplicate] = useState<ClientDuplicate | null>(null);
  const form = useForm<QuickValues>({
    defaultValues: { firstName: '', lastName: '', email: '' },
    resolver: valibotResolver(quickSchema) as Resolver<QuickValues>,
  });
  const save = async (values: QuickValues, force = false) => {
    const body: ClientInput = {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email.trim() === '' ? null : values.email.trim(),
      status: 'prospect',
      ...(force ? { force: true } : {}),
    };
    try {
      const client: Client = await create.mutateAsync(body);
      onCreated({ '@id': client['@id'], id: client.id, name: client.name });
    } catch (error) {
      const match = clientDuplicateOf(error, body, 'This client is on file.');
      if (match) setDuplicate(match);
      else applyServerErrors(form.setError, error, ['firstName', 'lastName', 'email']);
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
          <ClientDuplicateAlert duplicate={duplicate}>
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
          </ClientDuplicateAlert>
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
