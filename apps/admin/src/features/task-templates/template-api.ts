import {
  createTaskTemplate,
  deleteTaskTemplate,
  getEnums,
  getTaskTemplate,
  listTaskTemplates,
  type TaskTemplate,
  type TaskTemplateInput,
  updateTaskTemplate,
} from '@backoffice/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCollectionQuery } from '../../lib/records/collection-query.ts';
import { editedRecordOptions, saveRecord } from '../../lib/records/edited-record.ts';
import {
  eachFilter,
  type ListFilter,
  listQueryOf,
  type QueryPairs,
  searchFilter,
} from '../../lib/records/list-query.ts';
import { referenceKeys } from '../../shared/forms/reference-options.ts';

// The task templates' calls (calls.md 7.10, Settings › Updates).
export const taskTemplateKeys = {
  all: ['task-templates'] as const,
  lists: ['task-templates', 'list'] as const,
  list: (query: QueryPairs) => ['task-templates', 'list', query] as const,
  item: (id: number) => ['task-templates', 'item', id] as const,
};

const templates = { key: taskTemplateKeys.list, list: listTaskTemplates };

/** Active or not: the first value when it is true or false. */
const activeFilter: ListFilter = ([first]) =>
  first === 'true' || first === 'false' ? [['active', first]] : [];

// GET /api/task_templates: searched by name, filtered by trigger and active.
export const taskTemplateList = listQueryOf({
  filters: {
    name: searchFilter('name'),
    triggerType: eachFilter('triggerType'),
    active: activeFilter,
  },
  sortable: ['name', 'triggerType', 'updatedAt'],
});

export const useTaskTemplatesQuery = (query: QueryPairs, paging: { page: number; pageSize: number }) =>
  useCollectionQuery(templates, query, paging);

// The template being edited, with its ETag for If-Match.
export const useTaskTemplateQuery = (id: number | undefined) =>
  useQuery(editedRecordOptions(taskTemplateKeys.item(id ?? 0), id, 'template', getTaskTemplate));

// POST /api/task_templates, PATCH /{id} (If-Match). Errors are left to the form.
export const useTaskTemplateSaveMutation = (isNew: boolean) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRecord<TaskTemplateInput, TaskTemplate>({
      create: createTaskTemplate,
      update: updateTaskTemplate,
    }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskTemplateKeys.all }),
    meta: { successMessage: isNew ? 'Created successfully' : 'Updated successfully', silent: true },
  });
};

export const useTaskTemplateDeleteMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteTaskTemplate(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskTemplateKeys.lists }),
    meta: { successMessage: 'Deleted successfully' },
  });
};

export type EnumChoice = { value: string; label: string };

// The lists the form chooses from (GET /api/enums): what fires a template, whom its task goes to,
// the priorities and the statuses a status trigger waits for.
export const useTemplateEnums = () =>
  useQuery({
    queryKey: referenceKeys.enums,
    queryFn: async () => (await getEnums()).data,
    staleTime: 300_000,
    select: (enums) => {
      const pick = (list: { value: string; label: string }[] | undefined): EnumChoice[] =>
        (list ?? []).map((o) => ({ value: o.value, label: o.label }));
      return {
        triggers: pick(enums.taskTrigger),
        assigneeRules: pick(enums.taskAssigneeRule),
        priorities: pick(enums.taskPriority),
        tripStatuses: pick(enums.tripStatus),
        itemStatuses: pick(enums.itemStatus),
      };
    },
  });
