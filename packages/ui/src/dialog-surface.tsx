import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

export type DialogSurfaceProps = Omit<ComponentProps<typeof Dialog.Content>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  /** Width in pixels (or any CSS length); never wider than the screen. */
  width?: number | string;
};

/** The classes that set a surface apart (a centred modal, a side drawer); the structure is shared. */
export type DialogSurfaceLayout = { header: string; title: string; closeIcon: string; body: string };

// The one structure of the Modal and the Drawer: overlay, then the panel with its title (and
// description), a close button, a scrolling body and an optional footer for the form actions.
// `className` places the panel; `layout` sizes its parts.
export const DialogSurface = ({
  layout,
  title,
  description,
  footer,
  width,
  style,
  children,
  ...props
}: DialogSurfaceProps & { layout: DialogSurfaceLayout }) => (
  <Dialog.Portal>
    <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/40" />
    <Dialog.Content
      // Without a description Radix expects aria-describedby to be explicitly undefined.
      {...(description ? {} : { 'aria-describedby': undefined })}
      style={{ width, ...style }}
      {...props}
    >
      <div className={layout.header}>
        <div className="space-y-1">
          <Dialog.Title className={layout.title}>{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="text-sm text-stone-500">{description}</Dialog.Description>
          ) : null}
        </div>
        <Dialog.Close
          aria-label="Close"
          className="rounded-md p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X className={layout.closeIcon} aria-hidden />
        </Dialog.Close>
      </div>
      <div className={layout.body}>{children}</div>
      {footer ? (
        <div className="flex items-center justify-end gap-2 border-t border-stone-200 px-6 py-3">
          {footer}
        </div>
      ) : null}
    </Dialog.Content>
  </Dialog.Portal>
);
