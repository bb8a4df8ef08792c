import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { FormSection } from '@backoffice/ui/form-section';
import { ImageUpload } from '@backoffice/ui/image-upload';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import {
  type ClientValues,
  clientFieldNames,
  clientSchema,
  toClientBody,
  toClientValues,
} from '../../../shared/clients/client-schema.ts';
import { signedFileUrl } from '../../../shared/files/open-file.ts';
import { applyServerErrors, STALE_MESSAGE } from '../../../shared/forms/server-errors.ts';
import { StatusMenu } from '../../../shared/forms/status-menu.tsx';
import { useUnsavedChangesGuard } from '../../../shared/forms/unsaved-changes.ts';
import { useClientImageMutations } from '../api/use-client-children.ts';
import {
  clientQuery,
  clientTransitionsOptions,
  type LoadedClient,
  useClientStatusMutation,
  useClientUpdateMutation,
} from '../api/use-clients.ts';
import { ClientFields } from '../client-fields.tsx';
import { statusLabel } from '../client-status.ts';

// The General tab: the client's fields, its status (moved along the server's state machine) and
// its picture.
export const GeneralTab = ({ loaded }: { loaded: LoadedClient }) => (
  <div className="grid max-w-5xl grid-cols-[1fr_16rem] items-start gap-4">
    <ClientGeneralForm loaded={loaded} />
    <div className="space-y-4">
      <ClientStatusCard loaded={loaded} />
      <ClientImageCard loaded={loaded} />
    </div>
  </div>
);

const ClientStatusCard = ({ loaded }: { loaded: LoadedClient }) => {
  const { client } = loaded;
  const move = useClientStatusMutation();
  const confirm = useConfirm();
  const onMove = async (status: string, label: string, etag: string | undefined) => {
    if (status === 'archived') {
      const ok = await confirm({
        title: 'Archive this client?',
        content: `${client.name} will leave the active lists. An archived client can be restored.`,
        confirmText: label,
      });
      if (!ok) return;
    }
    await move.mutateAsync({ id: client.id, status, etag: loaded.etag ?? etag }).catch(() => undefined);
  };
  return (
    <FormSection title="Status">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium text-stone-800">{statusLabel(client.status)}</span>
        <StatusMenu
          name={client.name}
          status={client.status}
          transitions={(enabled) => clientTransitionsOptions(client.id, enabled)}
          busy={move.isPending}
          onMove={(status, label, etag) => void onMove(status, label, etag)}
        />
      </div>
    </FormSection>
  );
};

const ClientImageCard = ({ loaded }: { loaded: LoadedClient }) => {
  const { client } = loaded;
  const image = (client.images ?? []).find((entry) => entry.isMain) ?? client.images?.[0];
  const url = useQuery({
    queryKey: ['files', image?.filePath],
    queryFn: () => signedFileUrl(image!.filePath),
    enabled: Boolean(image),
    staleTime: 240_000,
    meta: { silent: true },
  });
  const mutations = useClientImageMutations(client);
  return (
    <FormSection title="Picture">
      <ImageUpload
        value={image ? (url.data ?? null) : null}
        alt={`Picture of ${client.name}`}
        label="Upload picture"
        onSelect={(file) => mutations.upload.mutateAsync(file).then(() => undefined)}
        onRemove={image ? () => void mutations.remove.mutateAsync().catch(() => undefined) : undefined}
      />
    </FormSection>
  );
};

// Saved with PATCH and the If-Match of the version the form was filled from: a change made
// meanwhile by someone else is refused (412) rather than lost.
const ClientGeneralForm = ({ loaded }: { loaded: LoadedClient }) => {
  const id = loaded.client.id;
  const queryClient = useQueryClient();
  const [etag, setEtag] = useState(loaded.etag);
  const update = useClientUpdateMutation();
  const form = useForm<ClientValues>({
    defaultValues: toClientValues(loaded.client),
    resolver: valibotResolver(clientSchema) as Resolver<ClientValues>,
  });
  const { errors, isDirty } = form.formState;
  useUnsavedChangesGuard(isDirty);

  // The client changed elsewhere on this page (a status move, a picture): an untouched form takes
  // the new version, so its next save does not meet a 412 it did not cause.
  useEffect(() => {
    if (!loaded.etag || loaded.etag === etag || form.formState.isDirty) return;
    setEtag(loaded.etag);
    form.reset(toClientValues(loaded.client));
  }, [loaded, etag, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      // The status is the status menu's: a form filled before a move must not undo it.
      const { status: _status, ...body } = toClientBody(values);
      const saved = await update.mutateAsync({ id, etag, body });
      setEtag(saved.etag);
      form.reset(toClientValues(saved.client));
    } catch (error) {
      applyServerErrors(form.setError, error, clientFieldNames, { staleMessage: STALE_MESSAGE });
    }
  });

  const reloadLatest = async () => {
    const latest = await queryClient.fetchQuery({ ...clientQuery(id), staleTime: 0 });
    setEtag(latest.etag);
    form.reset(toClientValues(latest.client));
  };

  const stale = errors.root?.stale?.message;
  const rootError = errors.root?.message;
  return (
    <form onSubmit={submit} noValidate aria-label="Client">
      <FormSection
        title="General"
        actions={
          <>
            {isDirty ? <span className="text-xs text-stone-500">Unsaved changes</span> : null}
            <Button type="submit" size="sm" disabled={update.isPending || !isDirty}>
              {update.isPending ? 'Saving…' : 'Save'}
            </Button>
          </>
        }
      >
        <ClientFields control={form.control} hasStatus={false} />
        {stale ? (
          <div
            role="alert"
            className="flex items-center justify-between gap-3 rounded-md bg-orange-50 px-3 py-2 text-sm text-orange-800"
          >
            <span>{stale}</span>
            <Button variant="secondary" size="sm" onClick={() => void reloadLatest()}>
              Load the latest version
            </Button>
          </div>
        ) : null}
        {rootError ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {rootError}
          </p>
        ) : null}
      </FormSection>
    </form>
  );
};
