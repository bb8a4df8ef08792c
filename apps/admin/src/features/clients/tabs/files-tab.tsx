import type { Client } from '@backoffice/sdk';
import { FormSection } from '@backoffice/ui/form-section';
import { Spinner } from '@backoffice/ui/spinner';
import { Attachments } from '../../../shared/files/attachments.tsx';
import { useEnumOptions } from '../../../shared/forms/reference-options.ts';
import { clientAttachmentCalls, useAttachmentsQuery } from '../api/use-client-children.ts';
import { DocumentsVault } from './documents-vault.tsx';

// The client's files: its attachments (client_attachments, typed by the clientAttachmentType enum).
// Under them, the documents vault (documents-vault.tsx).
export const FilesTab = ({ client }: { client: Client }) => {
  const attachments = useAttachmentsQuery(client.id);
  const types = useEnumOptions('clientAttachmentType');
  return (
    <div className="space-y-4">
      <FormSection
        title="Attachments"
        description="Passports, visas, ID cards, licences, card images and medical documents are stored encrypted: only those who manage clients open them, and each opening is written to the client's log."
      >
        {attachments.isPending ? (
          <Spinner label="Loading the attachments" />
        ) : (
          <Attachments
            layout="table"
            label="Client attachments"
            uploadLabel="Upload client attachments"
            canChooseType
            typeOptions={types.data}
            calls={clientAttachmentCalls(client)}
            attachments={attachments.data ?? []}
          />
        )}
      </FormSection>
      <DocumentsVault client={client} />
    </div>
  );
};
