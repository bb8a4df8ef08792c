import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

// The task dialog opens anywhere from the URL: ?task={id} edits a task, ?task=new&trip={id} (or
// &client={id}) makes one for that record. Closing removes them and leaves the page's own query.
export const TASK_PARAM = 'task';
const newTaskRecords = ['trip', 'client'] as const;

export type TaskTarget = { kind: 'edit'; id: number } | { kind: 'new'; trip?: number; client?: number };

const positive = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/** What ?task asks for; undefined when it is absent or not a task. */
export const taskTargetOf = (search: string): TaskTarget | undefined => {
  const params = new URLSearchParams(search);
  const value = params.get(TASK_PARAM);
  if (value === 'new')
    return { kind: 'new', trip: positive(params.get('trip')), client: positive(params.get('client')) };
  const id = positive(value);
  return id ? { kind: 'edit', id } : undefined;
};

/** The page's query with the task's parameters set (target) or removed (undefined). */
export const withTaskTarget = (search: string, target: TaskTarget | undefined) => {
  const params = new URLSearchParams(search);
  const wasNew = params.get(TASK_PARAM) === 'new';
  params.delete(TASK_PARAM);
  if (wasNew || target?.kind === 'new') for (const name of newTaskRecords) params.delete(name);
  if (target?.kind === 'edit') params.set(TASK_PARAM, String(target.id));
  if (target?.kind === 'new') {
    params.set(TASK_PARAM, 'new');
    if (target.trip) params.set('trip', String(target.trip));
    if (target.client) params.set('client', String(target.client));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
};

/** Opens (or replaces) the task dialog, or closes it with undefined. */
export const useTaskNavigation = () => {
  const [location, navigate] = useLocation();
  const search = useSearch();
  return useCallback(
    (target: TaskTarget | undefined, options?: { replace?: boolean }) =>
      navigate(`${location}${withTaskTarget(search, target)}`, options),
    [location, navigate, search],
  );
};
