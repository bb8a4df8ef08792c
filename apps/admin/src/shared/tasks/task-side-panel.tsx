import { listTasks } from '@backoffice/sdk';
import { idFromIri } from '@backoffice/sdk/core';
import { Badge, type BadgeColor } from '@backoffice/ui/badge';
import { Button } from '@backoffice/ui/button';
import { cn } from '@backoffice/ui/cn';
import { Drawer, DrawerContent } from '@backoffice/ui/drawer';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useAuthorName } from './task-comment-api.ts';
import { formatDue, isOverdue } from './task-dates.ts';
import { type TaskRecordKind, taskKeys } from './task-keys.ts';
import { useTaskNavigation } from './task-url.ts';

export type TaskRecord = { kind: TaskRecordKind; id: number; name?: string | undefined };

const statusColors: Record<string, BadgeColor> = {
  pending: 'yellow',
  'in-progress': 'blue',
  completed: 'green',
  cancelled: 'grey',
};
const statusLabels: Record<string, string> = {
  pending: 'Pending',
  'in-progress': 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const Assignee = ({ iri }: { iri: string | null }) => {
  const name = useAuthorName(idFromIri(iri) ?? null);
  return <span>{name.data ?? '…'}</span>;
};

// product.md §2.9 "Task side panels": the tasks of a trip or a client (GET /api/tasks?trip.id= or
// client.id=, by due date), a New task prefilled with the record; a task opens in the dialog. Not
// modal: the dialog opens over it and the panel stays.
export const TaskSidePanel = ({ record, onClose }: { record: TaskRecord; onClose: () => void }) => {
  const go = useTaskNavigation();
  const tasks = useQuery({
    queryKey: taskKeys.record(record.kind, record.id),
    queryFn: async () =>
      (
        await listTasks({
          ...(record.kind === 'trip' ? { 'trip.id': String(record.id) } : { 'client.id': String(record.id) }),
          'order[dueDate]': 'asc',
          itemsPerPage: 100,
        })
      ).data['hydra:member'],
  });
  const rows = tasks.data ?? [];
  return (
    <Drawer open modal={false} onOpenChange={(open) => !open && onClose()}>
      <DrawerContent
        title="Tasks"
        description={record.name}
        width={420}
        className="border-l border-stone-200"
        // The task dialog opens over the panel: a click in it must not close the panel.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <div className="space-y-3">
          <Button size="sm" onClick={() => go({ kind: 'new', [record.kind]: record.id })}>
            <Plus className="size-4" aria-hidden />
            New task
          </Button>
          {rows.length === 0 ? (
            <p className="text-sm text-stone-500">{tasks.isPending ? 'Loading…' : 'No tasks yet.'}</p>
          ) : (
            <ul
              aria-label="Tasks of this record"
              className="divide-y divide-stone-100 rounded-md border border-stone-200"
            >
              {rows.map((task) => (
                <li key={task.id} className="space-y-1 px-3 py-2">
                  <div className="flex items-start gap-2">
                    <button
                      type="button"
                      className="flex-1 text-left text-sm font-medium text-stone-800 hover:underline"
                      onClick={() => go({ kind: 'edit', id: task.id })}
                    >
                      {task.title}
                    </button>
                    <Badge color={statusColors[task.status] ?? 'grey'}>
                      {statusLabels[task.status] ?? task.status}
                    </Badge>
                  </div>
                  <div className="flex gap-2 text-xs text-stone-500">
                    {task.dueDate ? (
                      <span className={cn(isOverdue(task) && 'font-medium text-red-700')}>
                        Due {formatDue(task.dueDate)}
                      </span>
                    ) : null}
                    <Assignee iri={task.assignee} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </DrawerContent>
    </Drawer>
  );
};
