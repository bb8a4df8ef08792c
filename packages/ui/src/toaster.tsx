import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { dismissToast as dismiss, useToasts } from './toast.tsx';

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
      {/* Bottom right: at the top the toasts covered the header and the itinerary's buttons (issue 30.12). */}
      <ToastPrimitive.Viewport className="fixed right-4 bottom-4 z-[100] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none" />
    </ToastPrimitive.Provider>
  );
};
