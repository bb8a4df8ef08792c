import { apiFetch } from '@backoffice/sdk/core';
import type { Task, TaskCollection } from '@backoffice/sdk/model';
import { createFetchScheduler } from './fetch-scheduler.ts';

// The header's unseen tasks (calls.md §3: not seen and assigned to the current user) and their
// count, in one cheap call: GET /api/tasks?assignee.id={me}&seen=false answers a page of them with
// hydra:totalItems. A plain store (not a query): the route-change debounce and the one-in-flight
// rule decide when it is read, and hovering a task updates this local copy without a refetch
// (calls.md §4). The shell reaches it through the SDK's fetcher only (no generated call: the SDK's
// one module stays out of the initial chunk, docs/performance.md).
export type HeaderTasks = {
  tasks: Task[];
  count: number;
  isLoaded: boolean;
};

export const HEADER_PAGE_SIZE = 20;

const empty: HeaderTasks = { tasks: [], count: 0, isLoaded: false };
let state: HeaderTasks = empty;
let userId: number | undefined;
const listeners = new Set<() => void>();

const set = (next: HeaderTasks) => {
  state = next;
  for (const listener of listeners) listener();
};

/** The unseen-tasks URL of a user (exported for the tests' expectations). */
export const unseenTasksUrl = (id: number) =>
  `/api/tasks?assignee.id=${id}&seen=false&itemsPerPage=${HEADER_PAGE_SIZE}`;

const read = async () => {
  const id = userId;
  if (id === undefined) return;
  const { data } = await apiFetch<{ data: TaskCollection }>(unseenTasksUrl(id));
  // An answer for a user who signed out meanwhile is dropped.
  if (id !== userId) return;
  set({ tasks: data['hydra:member'], count: data['hydra:totalItems'], isLoaded: true });
};

const scheduler = createFetchScheduler(read);

export const headerTasks = {
  get: () => state,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Whose tasks the header shows; a change of user forgets the last one's. */
  setUser: (id: number | undefined) => {
    if (id === userId) return;
    userId = id;
    set(empty);
  },
  /** A route change. */
  schedule: () => scheduler.schedule(),
  /** After an edit that changed a status (calls.md §4: editing with a status refreshes the list). */
  refresh: () => scheduler.now(),
  /**
   * Hovering an unseen task: the local copy says seen and the count drops at once; the PATCH
   * ({seen: true} on /api/tasks/{id}) follows and a failure puts the copy back.
   */
  markSeen: async (id: number) => {
    const task = state.tasks.find((t) => t.id === id);
    if (!task || task.seen) return;
    const mark = (seen: boolean) =>
      set({
        ...state,
        tasks: state.tasks.map((t) => (t.id === id ? { ...t, seen } : t)),
        count: Math.max(0, state.count + (seen ? -1 : 1)),
      });
    mark(true);
    try {
      await apiFetch(`/api/tasks/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/merge-patch+json' },
        body: JSON.stringify({ seen: true }),
      });
    } catch (error) {
      mark(false);
      throw error;
    }
  },
};
