import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

export type ToastItem = { id: number; kind: ToastKind; message: string; open: boolean };

/** The product's success wording, for mutation meta and direct calls. */
export const successMessages = { created: 'Created successfully', updated: 'Updated successfully' } as const;

const MAX_TOASTS = 5;
// Long enough for the Radix close animation before the item leaves the store.
const REMOVE_DELAY = 300;

// A tiny store outside React so that code without hooks (query caches, SDK callbacks) can toast.
// The Toaster that shows them lives in toaster.tsx: the app loads it after its first paint.
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

const emit = (next: ToastItem[]) => {
  items = next;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const getSnapshot = () => items;

const push = (kind: ToastKind, message: string) => {
  // Several failing calls often carry the same message (network down); one toast is enough.
  const same = items.find((item) => item.open && item.kind === kind && item.message === message);
  if (same) return same.id;
  const id = nextId++;
  emit([...items, { id, kind, message, open: true }].slice(-MAX_TOASTS));
  return id;
};

export const dismissToast = (id?: number) => {
  const closing = (item: ToastItem) => id === undefined || item.id === id;
  emit(items.map((item) => (closing(item) ? { ...item, open: false } : item)));
  setTimeout(() => emit(items.filter((item) => item.open || !closing(item))), REMOVE_DELAY);
};

export const toast = {
  success: (message: string) => push('success', message),
  error: (message: string) => push('error', message),
  info: (message: string) => push('info', message),
  /** Closes one toast, or all of them without an id. */
  dismiss: dismissToast,
};

/** The current toasts; mainly for tests. */
export const useToasts = () => useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
