import { useGetMe } from '@backoffice/sdk/react';
import { Bell } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { loadable } from '../../lib/loadable.ts';
import { headerTasks } from './header-tasks.ts';
import { TaskDialogHost } from './task-dialog-host.tsx';

// The list loads on first open.
const TaskListPanel = loadable(
  () => import('./task-list-panel.tsx').then((m) => m.TaskListPanel),
  <p className="p-4 text-sm text-stone-500">Loading…</p>,
);

// product.md §2.8: the header's task notifications. The count of my unseen tasks is read on each
// route change (debounced 800 ms, one request at a time: header-tasks.ts); opening shows my tasks,
// unseen first. The task dialog (?task= in the URL) is mounted here, once for the whole shell.
export const TaskBell = () => {
  const me = useGetMe();
  const userId = me.data?.data.id;
  const [location] = useLocation();
  const { count } = useSyncExternalStore(headerTasks.subscribe, headerTasks.get);
  const [isOpen, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => headerTasks.setUser(userId), [userId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new route is what schedules the read.
  useEffect(() => {
    if (userId !== undefined) headerTasks.schedule();
  }, [location, userId]);

  // Closes on a click outside the bell and its list, and on Escape.
  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-label={count ? `My tasks, ${count} unseen` : 'My tasks'}
        aria-expanded={isOpen}
        onClick={() => setOpen(!isOpen)}
        className="relative grid size-9 place-items-center rounded-md text-stone-600 hover:bg-stone-100"
      >
        <Bell className="size-5" aria-hidden />
        {count ? (
          <span
            aria-hidden
            className="absolute top-0.5 right-0.5 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-semibold text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      {isOpen && userId !== undefined ? (
        <div className="absolute top-11 right-0 z-30 w-96 rounded-lg border border-stone-200 bg-white shadow-lg">
          <TaskListPanel userId={userId} onClose={() => setOpen(false)} />
        </div>
      ) : null}
      <TaskDialogHost />
    </div>
  );
};
