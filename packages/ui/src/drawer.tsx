import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn.ts';

export const Drawer = Dialog.Root;
export const DrawerTrigger = Dialog.Trigger;
export const DrawerClose = Dialog.Close;

export type DrawerContentProps = Omit<ComponentProps<typeof Dialog.Content>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  /** Width in pixels (or any CSS length); never wider than the screen. */
  width?: number | string;
};

// A Radix dialog sliding in from the right: header with the title and a close button, a scrolling
// body and an optional footer for the form actions.
export const DrawerContent = ({
  title,
  description,
  footer,
  width = 500,
  className,
  style,
  children,
  ...props
}: DrawerContentProps) => (
  <Dialog.Portal>
    <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/40" />
    <Dialog.Content
      // Without a description Radix expects aria-describedby to be explicitly undefined.
      {...(description ? {} : { 'aria-describedby': undefined })}
      className={cn(
        'fixed inset-y-0 right-0 z-50 flex max-w-full flex-col bg-white shadow-xl focus:outline-none',
        className,
      )}
      style={{ width, ...style }}
      {...props}
    >
      <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-6 py-4">
        <div className="space-y-1">
          <Dialog.Title className="text-lg font-semibold text-stone-900">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="text-sm text-stone-500">{description}</Dialog.Description>
          ) : null}
        </div>
        <Dialog.Close
          aria-label="Close"
          className="rounded-md p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X className="size-4" aria-hidden />
        </Dialog.Close>
      </div>
      <div className="flex-1 overflow-y-auto px-6 py-4">{children}</div>
      {footer ? (
        <div className="flex items-center justify-end gap-2 border-t border-stone-200 px-6 py-3">
          {footer}
        </div>
      ) : null}
    </Dialog.Content>
  </Dialog.Portal>
);
