import * as Dialog from '@radix-ui/react-dialog';
import { cn } from './cn.ts';
import { DialogSurface, type DialogSurfaceLayout, type DialogSurfaceProps } from './dialog-surface.tsx';

export const Modal = Dialog.Root;
export const ModalTrigger = Dialog.Trigger;
export const ModalClose = Dialog.Close;

export type ModalContentProps = DialogSurfaceProps;

const layout: DialogSurfaceLayout = {
  header: 'flex items-start justify-between gap-4 px-6 pt-6 pb-3',
  title: 'text-[30px] leading-tight font-semibold text-stone-900',
  closeIcon: 'size-5',
  body: 'min-h-0 overflow-y-auto px-6 pb-6',
};

// A centred Radix dialog. The title is 30 px per the product spec ("modal title font 30 px").
export const ModalContent = ({ width = 560, className, ...props }: ModalContentProps) => (
  <DialogSurface
    layout={layout}
    width={width}
    className={cn(
      'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100vh-4rem)] max-w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl focus:outline-none',
      className,
    )}
    {...props}
  />
);
