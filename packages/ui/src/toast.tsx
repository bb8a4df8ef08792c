import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

export type ToastItem = { id: number; kind: ToastKind; message: string; open: boolean };

/** The product's success wording, for mutation meta and direct calls. */
export const successMessages = { created: 'Created successfully', updated: 'Updated successfully' } as const;

const MAX_TOASTS = 5;
// Long enough for the Radix close animation before the item leaves the store.
const REMOVE_DELAY = 300;

// A tiny store outside React so that code without hooks (query caches, SDK callbacks) can toast.
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

const dismiss = (id?: number) => {
  const closing = (item: ToastItem) => id === undefined || item.id === id;
  emit(items.map((item) => (closing(item) ? { ...item, open: false } : item)));
  setTimeout(() => emit(items.filter((item) => item.open || !closing(item))), REMOVE_DELAY);
};

export const toast = {
  success: (message: string) => push('success', message),
  error: (message: string) => push('error', message),
  info: (message: string) => push('info', message),
  /** Closes one toast, or all of them without an id. */
  dismiss,
};

/** The current toasts; mainly for tests. */
export const useToasts = () => useSyncExternalStore(subscribe, getSnapshot, getSnapshot);

const toastVariants = cva(
  'pointer-events-auto flex w-full items-start gap-3 rounded-lg border bg-white p-4 pr-10 text-sm shadow-lg data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
  {
    variants: {
      kind: {
        success: 'border-green-200',
        error: 'border-red-200',
        info: 'border-stone-200',
      },
    },
  },
);

const icons = {
  success: <CircleCheck className="size-5 shrink-0 text-green-600" aria-hidden />,
  error: <CircleAlert className="size-5 shrink-0 text-red-600" aria-hidden />,
  info: <Info className="size-5 shrink-0 text-brand-700" aria-hidden />,
};

export type ToasterProps = {
  /** Milliseconds before success and info toasts close. */
  duration?: number;
  /** Errors stay longer: they often need reading twice. */
  errorDuration?: number;
};

/** Renders the toasts raised with `toast.*`; place it once near the app root. */
export const Toaster = ({ duration = 4000, errorDuration = 8000 }: ToasterProps) => {
  const list = useToasts();
  return (
    <ToastPrimitive.Provider swipeDirection="right" label="Notification">
      {list.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
          duration={item.kind === 'error' ? errorDuration : duration}
          // Errors interrupt screen readers; confirmations wait their turn.
          type={item.kind === 'error' ? 'foreground' : 'background'}
          data-kind={item.kind}
          className={toastVariants({ kind: item.kind })}
        >
          {icons[item.kind]}
          <ToastPrimitive.Description className="flex-1 text-stone-800">
            {item.message}
          </ToastPrimitive.Description>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded p-1 text-stone-400 hover:text-stone-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed top-4 right-4 z-[100] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none" />
    </ToastPrimitive.Provider>
  );
};
