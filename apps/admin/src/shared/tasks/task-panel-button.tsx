import { ListTodo } from 'lucide-react';
import { loadable } from '../../lib/loadable.ts';
import { UrlPanelButton } from '../url-panel-button.tsx';
import type { TaskRecord } from './task-side-panel.tsx';

const TaskSidePanel = loadable(() => import('./task-side-panel.tsx').then((m) => m.TaskSidePanel));

// The mount point of a record's task side panel (trip and client pages): a button, and the panel
// (its own chunk) while ?tasks=open.
export const TaskPanelButton = ({ record }: { record: TaskRecord }) => (
  <UrlPanelButton
    param="tasks"
    label="Tasks"
    icon={<ListTodo className="size-4" aria-hidden />}
    panel={(close) => <TaskSidePanel record={record} onClose={close} />}
  />
);
