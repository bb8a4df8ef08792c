import {
  createEmailTemplate,
  deleteEmailTemplate,
  type EmailTemplateInput,
  getEmailTemplate,
  type ListEmailTemplatesParams,
  listEmailTemplates,
  updateEmailTemplate,
} from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { emailKeys } from './email-keys.ts';

export const useEmailTemplatesQuery = (query: Record<string, string | string[]>) =>
  useQuery({
    queryKey: emailKeys.templateList(query),
    queryFn: async () => (await listEmailTemplates(query as ListEmailTemplatesParams)).data,
    placeholderData: keepPreviousData,
  });

// The template being edited, with its ETag for If-Match.
export const useEmailTemplateQuery = (id: number | undefined) =>
  useQuery({
    queryKey: emailKeys.template(id ?? 0),
    queryFn: async () => {
      const res = await getEmailTemplate(id!);
      return { template: res.data, etag: etagOf(res) };
    },
    enabled: id !== undefined,
    gcTime: 0,
  });

type Save = { id: number | undefined; etag?: string; body: EmailTemplateInput };

// POST /api/email_templates, PATCH /{id} (If-Match). Errors are left to the form.
export const useEmailTemplateSaveMutation = (isNew: boolean) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, etag, body }: Save) =>
      id === undefined
        ? (await createEmailTemplate(body)).data
        : (await updateEmailTemplate(id, body, etag ? { ifMatch: etag } : {})).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.templates }),
    meta: { successMessage: isNew ? 'Created successfully' : 'Updated successfully', silent: true },
  });
};

export const useEmailTemplateDeleteMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteEmailTemplate(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.templateLists }),
    meta: { successMessage: 'Deleted successfully' },
  });
};
