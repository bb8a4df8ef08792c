import {
  type EmailPreviewRequest,
  getEmailPreview,
  getEnums,
  type ListEmailLogsParams,
  listEmailLogs,
  type SendEmailRequest,
  type SendInvitationRequest,
  sendInvitation,
  sendTransacEmail,
} from '@backoffice/sdk';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { referenceKeys } from '../forms/reference-options.ts';

// The e-mail calls more than one screen makes (calls.md 7.5): the template form and a client's
// page preview, send and list e-mails.
export const emailLogKeys = {
  all: ['email-logs'] as const,
  list: (query: Record<string, unknown>) => ['email-logs', 'list', query] as const,
};

// While a message on the page is still queued or sending (a mail.send job of the server sends it,
// retrying with backoff when the SMTP server fails), the page is read again every 2 s until it says
// sent or failed.
export const useEmailLogsQuery = (query: Record<string, string | string[]>) =>
  useQuery({
    queryKey: emailLogKeys.list(query),
    queryFn: async () => (await listEmailLogs(query as ListEmailLogsParams)).data,
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.['hydra:member'].some((l) => l.status === 'queued' || l.status === 'sending')
        ? 2000
        : false,
  });

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
