import {
  type EmailPreviewRequest,
  getEmailPreview,
  getEnums,
  type SendEmailRequest,
  type SendInvitationRequest,
  sendInvitation,
  sendTransacEmail,
} from '@backoffice/sdk';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { referenceKeys } from '../forms/reference-options.ts';
import { emailLogKeys } from './email-log-list.ts';

// The e-mail calls more than one screen makes (calls.md 7.5): the template form and a client's
// page preview, send and list e-mails.
// POST /api/get-email-preview: the message as the server renders it (real data, sanitised).
export const useEmailPreviewQuery = (body: EmailPreviewRequest, enabled: boolean) =>
  useQuery({
    queryKey: ['email-preview', body],
    queryFn: async () => (await getEmailPreview(body)).data,
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });

// POST /api/send-transac-email: answers the queued log; the server sends after its commit.
export const useSendEmailMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SendEmailRequest) => (await sendTransacEmail(body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailLogKeys.all }),
    meta: { successMessage: 'E-mail queued for sending', silent: true },
  });
};

// POST /api/send-invitation: a new portal sign-up link, e-mailed to the client.
export const useSendInvitationMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SendInvitationRequest) => (await sendInvitation(body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailLogKeys.all }),
  });
};

export type EmailEnumOption = { value: string; label: string; group?: string; available?: boolean };

// The emailScope, emailStatus and emailPlaceholder lists of GET /api/enums.
export const useEmailEnums = () =>
  useQuery({
    queryKey: referenceKeys.enums,
    queryFn: async () => (await getEnums()).data,
    staleTime: 300_000,
    select: (enums) => ({
      scopes: (enums.emailScope ?? []) as EmailEnumOption[],
      statuses: (enums.emailStatus ?? []) as EmailEnumOption[],
      placeholders: (enums.emailPlaceholder ?? []) as EmailEnumOption[],
    }),
  });
