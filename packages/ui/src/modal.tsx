import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn.ts';

export const Modal = Dialog.Root;
export const ModalTrigger = Dialog.Trigger;
export const ModalClose = Dialog.Close;

export type ModalContentProps = Omit<ComponentProps<typeof Dialog.Content>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  /** Width in pixels (or any CSS length); never wider than the screen. */
  width?: number | string;
};

// A centred Radix dialog. The title is 30 px per the product spec ("modal title font 30 px").
export const ModalContent = ({
  title,
  description,
  footer,
  width = 560,
  className,
  style,
  children,
  ...props
}: ModalContentProps) => (
  <Dialog.Portal>
    <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/40" />
    <Dialog.Content
      // Without a description Radix expects aria-describedby to be explicitly undefined.
      {...(description ? {} : { 'aria-describedby': undefined })}
      className={cn(
        'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100vh-4rem)] max-w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl focus:outline-none',
        className,
      )}
      style={{ width, ...style }}
      {...props}
    >
      <div className="flex items-start justify-between gap-4 px-6 pt-6 pb-3">
        <div className="space-y-1">
          <Dialog.Title className="text-[30px] leading-tight font-semibold text-stone-900">
            {title}
          </Dialog.Title>
          {description ? (
            <Dialog.Description className="text-sm text-stone-500">{description}</Dialog.Description>
          ) : null}
        </div>
        <Dialog.Close
          aria-label="Close"
          className="rounded-md p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X className="size-5" aria-hidden />
        </Dialog.Close>
      </div>
      <div className="min-h-0 overflow-y-auto px-6 pb-6">{children}</div>
      {footer ? (
        <div className="flex items-center justify-end gap-2 border-t border-stone-200 px-6 py-3">
          {footer}
        </div>
      ) : null}
    </Dialog.Content>
  </Dialog.Portal>
);
