import { Button } from '@backoffice/ui/button';
import { ListTodo } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { loadable } from '../../lib/loadable.ts';
import type { TaskRecord } from './task-side-panel.tsx';

const TaskSidePanel = loadable(() => import('./task-side-panel.tsx').then((m) => m.TaskSidePanel));

// The page's "open drawer" is in the URL (?tasks=open), like its tab.
const PANEL_PARAM = 'tasks';

// The mount point of a record's task side panel (trip and client pages): a button, and the panel
// (its own chunk) while ?tasks=open.
export const TaskPanelButton = ({ record }: { record: TaskRecord }) => {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const isOpen = new URLSearchParams(search).get(PANEL_PARAM) === 'open';
  const toggle = (open: boolean) => {
    const params = new URLSearchParams(search);
    if (open) params.set(PANEL_PARAM, 'open');
    else params.delete(PANEL_PARAM);
    const query = params.toString();
    navigate(`${location}${query ? `?${query}` : ''}`, { replace: true });
  };
  return (
    <>
      <Button variant="secondary" size="sm" aria-expanded={isOpen} onClick={() => toggle(!isOpen)}>
        <ListTodo className="size-4" aria-hidden />
        Tasks
      </Button>
      {isOpen ? <TaskSidePanel record={record} onClose={() => toggle(false)} /> : null}
    </>
  );
};
