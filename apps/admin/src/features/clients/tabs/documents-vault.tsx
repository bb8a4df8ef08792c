import type {
  Client,
  ClientDocument,
  ClientDocumentRequest,
  RequestClientDocumentsBody,
} from '@backoffice/sdk';
import { isApiError } from '@backoffice/sdk/core';
import { Button } from '@backoffice/ui/button';
import { Checkbox } from '@backoffice/ui/checkbox';
import { FormSection } from '@backoffice/ui/form-section';
import { formatDateTime } from '@backoffice/ui/format';
import { Spinner } from '@backoffice/ui/spinner';
import { ExternalLink, Send } from 'lucide-react';
import { useState } from 'react';
import { FormActions } from '../../../shared/forms/form-footer.tsx';
import { FormModal } from '../../../shared/forms/form-modal.tsx';
import { OneTimeLink } from '../../../shared/forms/one-time-link.tsx';
import { DeleteButton } from '../../../shared/forms/row-buttons.tsx';
import { PlainTable } from '../../../shared/tables/plain-table.tsx';
import { useCanWriteClients, useDocumentMutations, useDocumentsQuery } from '../api/use-client-vault.ts';

type Kind = NonNullable<RequestClientDocumentsBody['kinds']>[number];
// The kinds a client can be asked for (documents.routes.ts), and how staff read them.
const documentKinds: { value: Kind; label: string }[] = [
  { value: 'passport', label: 'Passport' },
  { value: 'creditCard', label: 'Credit card' },
  { value: 'secondCreditCard', label: 'Second credit card' },
  { value: 'driverLicense', label: "Driver's licence" },
  { value: 'covid', label: 'COVID certificate' },
];
const documentKindLabel = (kind: string) =>
  kind === 'details' ? 'Client details' : (documentKinds.find((k) => k.value === kind)?.label ?? kind);

const sizeText = (n: number) =>
  n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;

// The documents vault of the Files tab: what the client sent through a documents link, encrypted
// by the API. Opening one fetches it with the session's token (the API logs the read) and shows it
// from a blob URL in a new tab; nothing of the content is cached.
export const DocumentsVault = ({ client }: { client: Client }) => {
  const documents = useDocumentsQuery(client.id);
  const mutations = useDocumentMutations(client.id);
  const canWrite = useCanWriteClients();
  const [requesting, setRequesting] = useState(false);
  const rows = documents.data ?? [];

  const onOpen = async (doc: ClientDocument) => {
    // Opened before the fetch, so the browser does not block it as a pop-up.
    const tab = window.open('', '_blank');
    try {
      const blob = await mutations.open.mutateAsync(doc.id);
      const url = URL.createObjectURL(new Blob([blob], { type: doc.mimeType }));
      if (tab) tab.location.href = url;
      else window.open(url, '_blank');
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      tab?.close();
    }
  };

  return (
    <FormSection
      title="Documents vault"
      description="Documents the client sent through a secure link. Each opening is written to the client's log."
      actions={
        canWrite ? (
          <Button size="sm" onClick={() => setRequesting(true)}>
            <Send className="size-4" aria-hidden />
            Request documents
          </Button>
        ) : null
      }
    >
      {documents.isPending ? (
        <Spinner label="Loading the documents" />
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-500">No documents received yet.</p>
      ) : (
        <PlainTable
          label="Client documents"
          headers={['Kind', 'Name', 'Received', 'Size']}
          actions={{ className: 'w-40' }}
        >
          {rows.map((doc) => (
            <tr key={doc.id}>
              <td className="px-2 py-2 font-medium text-stone-800">{documentKindLabel(doc.kind)}</td>
              <td className="px-2 py-2">
                {doc.name}
                <span className="text-stone-400">.{doc.extension}</span>
              </td>
              <td className="whitespace-nowrap px-2 py-2">{formatDateTime(doc.submittedAt)}</td>
              <td className="whitespace-nowrap px-2 py-2">{sizeText(doc.size)}</td>
              <td className="whitespace-nowrap px-2 py-2 text-right">
                {canWrite && !doc.purgedAt ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Open ${doc.name}`}
                    disabled={mutations.open.isPending}
                    onClick={() => void onOpen(doc)}
                  >
                    <ExternalLink className="size-4" aria-hidden />
                    Open
                  </Button>
                ) : null}
                {canWrite ? (
                  <DeleteButton name={doc.name} onDelete={() => mutations.remove.mutateAsync(doc.id)} />
                ) : null}
              </td>
            </tr>
          ))}
        </PlainTable>
      )}
      {requesting ? (
        <FormModal title="Request documents" width={560} onClose={() => setRequesting(false)}>
          <RequestForm client={client} request={mutations.request} onClose={() => setRequesting(false)} />
        </FormModal>
      ) : null}
    </FormSection>
  );
};

const RequestForm = ({
  client,
  request,
  onClose,
}: {
  client: Client;
  request: ReturnType<typeof useDocumentMutations>['request'];
  onClose: () => void;
}) => {
  const [kinds, setKinds] = useState<Kind[]>(['passport']);
  const [sendEmail, setSendEmail] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<ClientDocumentRequest | null>(null);

  if (answer) {
    return (
      <OneTimeLink label="Documents link" linkLabel="One-time link" link={answer.link} onClose={onClose}>
        {answer.emailed ? `The link was sent to ${client.email}. ` : ''}
        This link can be used once, until {formatDateTime(answer.expiresAt)}. It is shown only now.
      </OneTimeLink>
    );
  }

  const toggle = (kind: Kind, on: boolean) =>
    setKinds((now) => (on ? [...now, kind] : now.filter((k) => k !== kind)));
  const send = async () => {
    setError(null);
    if (!kinds.length) return setError('Ask for at least one document.');
    try {
      setAnswer(await request.mutateAsync({ kinds, sendEmail }));
    } catch (e) {
      setError(isApiError(e) ? e.messages.join(' ') : 'The request failed. Please try again.');
    }
  };
  return (
    <form
      aria-label="Request documents"
      className="space-y-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium">Documents to ask for</legend>
        {documentKinds.map((kind) => (
          <div key={kind.value} className="flex items-center gap-2 text-sm">
            <Checkbox
              id={`request-kind-${kind.value}`}
              checked={kinds.includes(kind.value)}
              onCheckedChange={(on) => toggle(kind.value, on === true)}
            />
            <label htmlFor={`request-kind-${kind.value}`}>{kind.label}</label>
          </div>
        ))}
      </fieldset>
      <div className="flex items-center gap-2 text-sm">
        <Checkbox
          id="request-send-email"
          checked={sendEmail}
          disabled={!client.email}
          onCheckedChange={(on) => setSendEmail(on === true)}
        />
        <label htmlFor="request-send-email">
          Send the link by e-mail
          {client.email ? ` to ${client.email}` : ' (the client has no e-mail address)'}
        </label>
      </div>
      <FormActions
        error={error}
        isPending={request.isPending}
        onCancel={onClose}
        submitText="Create link"
        pendingText="Create link"
      />
    </form>
  );
};
