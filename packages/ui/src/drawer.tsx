import * as Dialog from '@radix-ui/react-dialog';
import { cn } from './cn.ts';
import { DialogSurface, type DialogSurfaceLayout, type DialogSurfaceProps } from './dialog-surface.tsx';

export const Drawer = Dialog.Root;
export const DrawerTrigger = Dialog.Trigger;
export const DrawerClose = Dialog.Close;

export type DrawerContentProps = DialogSurfaceProps;

const layout: DialogSurfaceLayout = {
  header: 'flex items-start justify-between gap-4 border-b border-stone-200 px-6 py-4',
  title: 'text-lg font-semibold text-stone-900',
  closeIcon: 'size-4',
  body: 'flex-1 overflow-y-auto px-6 py-4',
};

// A Radix dialog sliding in from the right: header with the title and a close button, a scrolling
// body and an optional footer for the form actions.
export const DrawerContent = ({ width = 500, className, ...props }: DrawerContentProps) => (
  <DialogSurface
    layout={layout}
    width={width}
    className={cn(
      'fixed inset-y-0 right-0 z-50 flex max-w-full flex-col bg-white shadow-xl focus:outline-none',
      className,
    )}
    {...props}
  />
);
