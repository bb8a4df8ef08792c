import { useSearch } from 'wouter';
import { loadable } from '../../lib/loadable.ts';
import { taskTargetOf } from './task-url.ts';

const TaskDialog = loadable(() => import('./task-dialog.tsx').then((m) => m.TaskDialog));

// The task dialog for ?task= in the URL, on any screen; its code loads the first time one opens.
export const TaskDialogHost = () => {
  const target = taskTargetOf(useSearch());
  if (!target) return null;
  const key = target.kind === 'edit' ? target.id : `new-${target.trip}-${target.client}`;
  return <TaskDialog key={key} target={target} />;
};
