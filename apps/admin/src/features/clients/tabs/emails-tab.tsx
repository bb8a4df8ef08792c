import type { Client } from '@backoffice/sdk';
import { ClientEmails } from '../../../shared/emails/client-emails.tsx';
import { useCanWriteClients } from '../api/use-client-vault.ts';

// The e-mails sent to the client (its e-mail log), with Send e-mail and Invite to the portal.
export const EmailsTab = ({ client }: { client: Client }) => (
  <ClientEmails client={client} canWrite={useCanWriteClients()} />
);
