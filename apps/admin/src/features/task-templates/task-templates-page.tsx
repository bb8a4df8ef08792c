import type { TaskTemplate } from '@backoffice/sdk';
import { Badge } from '@backoffice/ui/badge';
import { buttonVariants } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import { useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import { ListPage } from '../../lib/records/collection-table.tsx';
import { RecordLink } from '../../lib/records/record-columns.tsx';
import { useTableUrlState } from '../../lib/use-table-url-state.ts';
import { useStaffOptions } from '../../shared/staff/staff-options.ts';
import { taskTemplatesPath } from './task-template-form.tsx';
import {
  taskTemplateList,
  useTaskTemplateDeleteMutation,
  useTaskTemplatesQuery,
  useTemplateEnums,
} from './template-api.ts';
import { isTimeTrigger } from './template-text.ts';

const column = createDataTableColumnHelper<TaskTemplate>();
const searchKey = 'name';
const activeOptions = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

// /admin/templates/tasks (Settings › Updates): the templates by name with their trigger, the status
// or days it waits for, whom the task goes to and whether it is active; searched by name, filtered
// by trigger and active. A row opens its form, New template an empty one.
export const TaskTemplatesPage = () => {
  const [state, setState] = useTableUrlState({
    sort: { id: 'name', desc: false },
    filterKeys: [searchKey, 'triggerType', 'active'],
  });
  const [, navigate] = useLocation();
  const confirm = useConfirm();
  const query = useMemo(() => taskTemplateList.toQuery(state), [state]);
  const templates = useTaskTemplatesQuery(query, state);
  const enums = useTemplateEnums();
  const staff = useStaffOptions();
  const remove = useTaskTemplateDeleteMutation();
  const columns = useMemo(() => {
    const label = (list: { value: string; label: string }[] | undefined) => {
      const map = new Map((list ?? []).map((o) => [o.value, o.label]));
      return (value: string) => map.get(value) ?? value;
    };
    const trigger = label(enums.data?.triggers);
    const rule = label(enums.data?.assigneeRules);
    const status = label([...(enums.data?.tripStatuses ?? []), ...(enums.data?.itemStatuses ?? [])]);
    const user = label(staff.data);
    return [
      column.accessor('name', {
        header: 'Name',
        enableSorting: true,
        cell: (c) => (
          <RecordLink href={`${taskTemplatesPath}/${c.row.original.id}`}>{c.getValue()}</RecordLink>
        ),
      }),
      column.accessor('triggerType', {
        header: 'Trigger',
        enableSorting: true,
        cell: (c) => trigger(c.getValue()),
      }),
      column.display({
        id: 'when',
        header: 'Status / days',
        cell: (c) => {
          const t = c.row.original;
          if (t.triggerStatus) return status(t.triggerStatus);
          if (isTimeTrigger(t.triggerType) && t.triggerDays !== null)
            return `${t.triggerDays} day${t.triggerDays === 1 ? '' : 's'}`;
          return '—';
        },
      }),
      column.accessor('assigneeRule', {
        header: 'Assignee',
        cell: (c) =>
          c.getValue() === 'fixed_user' && c.row.original.assignee
            ? user(c.row.original.assignee)
            : rule(c.getValue()),
      }),
      column.accessor('active', {
        header: 'Active',
        cell: (c) =>
          c.getValue() ? <Badge color="green">Active</Badge> : <Badge color="grey">Inactive</Badge>,
      }),
    ];
  }, [enums.data, staff.data]);
  return (
    <ListPage
      title="Task templates"
      page={templates}
      urlState={[state, setState]}
      heading="Updates (task templates)"
      columns={columns}
      emptyText="No task template yet."
      toolbar={{
        searchKey,
        searchPlaceholder: 'Search templates',
        filterFields: [
          { id: 'triggerType', title: 'Trigger', options: enums.data?.triggers ?? [] },
          { id: 'active', title: 'Active', options: activeOptions, multiple: false },
        ],
        createAction: (
          <Link href={`${taskTemplatesPath}/new`} className={buttonVariants()}>
            New template
          </Link>
        ),
      }}
      rowActions={{
        label: (t) => `Actions for ${t.name}`,
        actions: [{ label: 'Edit', onSelect: (t) => navigate(`${taskTemplatesPath}/${t.id}`) }],
        onDelete: async (t) => {
          if (await confirm({ danger: true, confirmText: 'Delete' })) {
            await remove.mutateAsync(t.id).catch(() => undefined);
          }
        },
      }}
    />
  );
};
