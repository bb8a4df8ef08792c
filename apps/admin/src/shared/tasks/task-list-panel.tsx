import { listTasks, type Task } from '@backoffice/sdk';
import { cn } from '@backoffice/ui/cn';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { reportError } from '../../lib/query-client.ts';
import { headerTasks } from './header-tasks.ts';
import { formatDue, isOverdue } from './task-dates.ts';
import { taskKeys } from './task-keys.ts';
import { TaskRecordLink } from './task-record-link.tsx';
import { useTaskNavigation } from './task-url.ts';

type Props = { userId: number; onClose: () => void };

// My tasks: the unseen ones first (the header's copy), then my other open tasks by due date.
// Hovering an unseen task marks it seen; a click opens it in the dialog.
export const TaskListPanel = ({ userId, onClose }: Props) => {
  const { tasks: unseen, isLoaded } = useSyncExternalStore(headerTasks.subscribe, headerTasks.get);
  const openTask = useTaskNavigation();
  const others = useQuery({
    queryKey: taskKeys.mine(userId),
    queryFn: async () =>
      (
        await listTasks({
          'assignee.id': String(userId),
          seen: 'true',
          'status[]': ['pending', 'in-progress'],
          'order[dueDate]': 'asc',
          itemsPerPage: 20,
        })
      ).data['hydra:member'],
  });
  const shown = new Set(unseen.map((task) => task.id));
  const rows = [...unseen, ...(others.data ?? []).filter((task) => !shown.has(task.id))];
  const isLoading = !isLoaded || others.isPending;

  const onHover = (task: Task) => {
    if (!task.seen) void headerTasks.markSeen(task.id).catch(reportError);
  };
  return (
    <section aria-label="My tasks" className="flex max-h-[28rem] flex-col">
      <h2 className="border-b border-stone-200 px-4 py-2 text-sm font-semibold text-stone-800">My tasks</h2>
      {rows.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-stone-500">
          {isLoading ? 'Loading…' : 'Nothing to do.'}
        </p>
      ) : (
        <ul className="min-h-0 divide-y divide-stone-100 overflow-y-auto">
          {rows.map((task) => (
            <li
              key={task.id}
              onMouseEnter={() => onHover(task)}
              className={cn(
                'flex flex-col gap-0.5 px-4 py-2 hover:bg-stone-50',
                !task.seen && 'bg-brand-50/60',
              )}
            >
              <button
                type="button"
                onClick={() => {
                  onClose();
                  openTask({ kind: 'edit', id: task.id });
                }}
                onFocus={() => onHover(task)}
                className={cn(
                  'truncate text-left text-sm text-stone-800 hover:underline',
                  !task.seen && 'font-semibold',
                )}
              >
                {task.seen ? null : <span className="sr-only">Unseen: </span>}
                {task.title}
              </button>
              <div className="flex items-center gap-2 text-xs text-stone-500">
                {task.dueDate ? (
                  <span className={cn(isOverdue(task) && 'font-medium text-red-700')}>
                    Due {formatDue(task.dueDate)}
                  </span>
                ) : null}
                <TaskRecordLink task={task} onNavigate={onClose} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
