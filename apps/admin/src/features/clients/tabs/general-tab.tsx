import type { Client } from '@backoffice/sdk';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { FormSection } from '@backoffice/ui/form-section';
import { ImageUpload } from '@backoffice/ui/image-upload';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  type ClientValues,
  clientFieldNames,
  clientSchema,
  toClientBody,
  toClientValues,
} from '../../../shared/clients/client-schema.ts';
import { signedFileUrl } from '../../../shared/files/open-file.ts';
import { RecordForm } from '../../../shared/forms/record-form.tsx';
import { StatusMenu } from '../../../shared/forms/status-menu.tsx';
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

// The client's fields, saved with PATCH and If-Match (shared/forms/record-form.tsx).
const ClientGeneralForm = ({ loaded }: { loaded: LoadedClient }) => {
  const id = loaded.client.id;
  const queryClient = useQueryClient();
  const update = useClientUpdateMutation();
  const versioned = useMemo(() => ({ record: loaded.client, etag: loaded.etag }), [loaded]);
  return (
    <RecordForm<Client, ClientValues>
      label="Client"
      loaded={versioned}
      schema={clientSchema}
      toValues={toClientValues}
      names={clientFieldNames}
      isPending={update.isPending}
      save={async (values, etag) => {
        // The status is the status menu's: a form filled before a move must not undo it.
        const { status: _status, ...body } = toClientBody(values);
        const saved = await update.mutateAsync({ id, etag, body });
        return { record: saved.client, etag: saved.etag };
      }}
      reload={async () => {
        const latest = await queryClient.fetchQuery({ ...clientQuery(id), staleTime: 0 });
        return { record: latest.client, etag: latest.etag };
      }}
    >
      {(control) => <ClientFields control={control} hasStatus={false} />}
    </RecordForm>
  );
};
