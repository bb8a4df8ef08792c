import {
  createEmailTemplate,
  deleteEmailTemplate,
  type EmailTemplate,
  type EmailTemplateInput,
  getEmailTemplate,
  listEmailTemplates,
  updateEmailTemplate,
} from '@backoffice/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCollectionQuery } from '../../../lib/records/collection-query.ts';
import { editedRecordOptions, saveRecord } from '../../../lib/records/edited-record.ts';
import { eachFilter, listQueryOf, type QueryPairs, searchFilter } from '../../../lib/records/list-query.ts';
import { emailKeys } from './email-keys.ts';

const templates = { key: emailKeys.templateList, list: listEmailTemplates };

// GET /api/email_templates: searched by name, filtered by scope.
export const templateList = listQueryOf({
  filters: { name: searchFilter('name'), scope: eachFilter('scope') },
  sortable: ['name', 'scope', 'updatedAt'],
});

export const useEmailTemplatesQuery = (query: QueryPairs, paging: { page: number; pageSize: number }) =>
  useCollectionQuery(templates, query, paging);

// The template being edited, with its ETag for If-Match.
export const useEmailTemplateQuery = (id: number | undefined) =>
  useQuery(editedRecordOptions(emailKeys.template(id ?? 0), id, 'template', getEmailTemplate));

// POST /api/email_templates, PATCH /{id} (If-Match). Errors are left to the form.
export const useEmailTemplateSaveMutation = (isNew: boolean) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRecord<EmailTemplateInput, EmailTemplate>({
      create: createEmailTemplate,
      update: updateEmailTemplate,
    }),
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
