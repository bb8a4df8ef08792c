import { idFromIri, isApiError } from '@backoffice/sdk/core';
import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { toast } from '@backoffice/ui/toast';
import { useState } from 'react';
import { FormModal } from '../forms/form-modal.tsx';
import { OneTimeLink } from '../forms/one-time-link.tsx';
import { useSendInvitationMutation } from './email-api.ts';
import { OwnerEmailTable } from './owner-email-table.tsx';
import { type EmailRecipient, SendEmailDialog } from './send-email-dialog.tsx';

// A client's e-mails (the client page's "email logs" tab, product.md §2.9): newest first, 10 a
// page, with "Send e-mail" and "Invite to the portal" (a new sign-up link each time).
export const ClientEmails = ({ client, canWrite }: { client: EmailRecipient; canWrite: boolean }) => {
  const [sending, setSending] = useState(false);
  // The sign-up link of the invitation just sent: the server keeps only a digest of it, so this
  // answer is the one place it is ever shown.
  const [invited, setInvited] = useState<{ link: string; warning?: string } | null>(null);
  const confirm = useConfirm();
  const invite = useSendInvitationMutation();
  const onInvite = async () => {
    const ok = await confirm({
      title: 'Invite to the client portal?',
      content: `A new sign-up link goes to ${client.email}; an earlier link stops working.`,
      confirmText: 'Send invitation',
    });
    if (!ok) return;
    try {
      const sent = await invite.mutateAsync({ client: client['@id'] });
      toast.success(sent.warning ? `Invitation queued. ${sent.warning}` : 'Invitation queued for sending');
      setInvited({ link: sent.link, ...(sent.warning ? { warning: sent.warning } : {}) });
    } catch (error) {
      toast.error(isApiError(error) ? error.messages.join(' ') : 'The invitation could not be sent.');
    }
  };
  return (
    <section aria-label="E-mails" className="space-y-3">
      {canWrite ? (
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onInvite} disabled={!client.email || invite.isPending}>
            Invite to the portal
          </Button>
          <Button onClick={() => setSending(true)}>Send e-mail</Button>
        </div>
      ) : null}
      <OwnerEmailTable
        owner={['client.id', String(idFromIri(client['@id']) ?? '')]}
        label="Client e-mails"
        emptyText="No e-mail sent to this client yet."
      />
      {sending ? <SendEmailDialog client={client} onClose={() => setSending(false)} /> : null}
      {invited ? (
        <FormModal title="Invitation sent" width={560} onClose={() => setInvited(null)}>
          <InvitationLink email={client.email} link={invited.link} onClose={() => setInvited(null)} />
        </FormModal>
      ) : null}
    </section>
  );
};

const InvitationLink = ({
  email,
  link,
  onClose,
}: {
  email: string | null | undefined;
  link: string;
  onClose: () => void;
}) => (
  <OneTimeLink label="Invitation link" linkLabel="Sign-up link" link={link} onClose={onClose}>
    The sign-up link was sent to {email}. It is shown only now: the server keeps no readable copy, and a new
    invitation replaces it.
  </OneTimeLink>
);
