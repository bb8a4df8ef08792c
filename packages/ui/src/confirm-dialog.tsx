import * as AlertDialog from '@radix-ui/react-alert-dialog';
import {
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useRef,
  useState,
} from 'react';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

export const DEFAULT_CONFIRM_TITLE = 'Are you sure?';
export const DEFAULT_CONFIRM_CONTENT =
  'Do you really want to delete this record? This process cannot be undone.';

export type ConfirmOptions = {
  title?: ReactNode;
  content?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** Red confirm button, for destructive actions. */
  danger?: boolean;
};

export type ConfirmDialogProps = ConfirmOptions & {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (uncontrolled use). */
  trigger?: ReactNode;
  /** May return a promise: the dialog stays open with a pending button until it settles. */
  onConfirm: () => void | Promise<void>;
  onCancel?: () => void;
};

// A Radix alert dialog asking for confirmation. An async onConfirm keeps the dialog open with a
// pending confirm button; it closes when the promise resolves and stays open if it rejects, so the
// user can retry after the error toast.
export const ConfirmDialog = ({
  open: controlledOpen,
  onOpenChange,
  trigger,
  title = DEFAULT_CONFIRM_TITLE,
  content = DEFAULT_CONFIRM_CONTENT,
  confirmText = 'Confirm',
  cancelText = 'Cancel',
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) => {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const open = controlledOpen ?? uncontrolledOpen;

  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const handleOpenChange = (next: boolean) => {
    if (pending) return;
    if (!next) onCancel?.();
    setOpen(next);
  };

  const handleConfirm = async (event: MouseEvent<HTMLButtonElement>) => {
    // Radix would close at once; the dialog closes itself after the action succeeds.
    event.preventDefault();
    setPending(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The caller reports the failure; the dialog stays open for another try.
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={handleOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-stone-900">{title}</AlertDialog.Title>
          {/* A div, so the content may hold paragraphs and lists. */}
          <AlertDialog.Description asChild>
            <div className="mt-2 text-sm text-stone-600">{content}</div>
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelText}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                variant={danger ? 'danger' : 'primary'}
                disabled={pending}
                aria-busy={pending || undefined}
                onClick={handleConfirm}
              >
                {pending ? <Spinner size="sm" label="Working" className="text-current" /> : null}
                {confirmText}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
};

type Confirm = (options?: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

type Request = { options: ConfirmOptions; resolve: (confirmed: boolean) => void };

/** Renders the shared confirm dialog that `useConfirm()` opens; place it once near the app root. */
export const ConfirmProvider = ({ children }: { children: ReactNode }) => {
  const [request, setRequest] = useState<Request | null>(null);
  const requestRef = useRef<Request | null>(null);

  // Settles one request only: a late close from an answered dialog must not cancel a newer one.
  const settle = useCallback((answered: Request | null, confirmed: boolean) => {
    if (!answered || requestRef.current !== answered) return;
    answered.resolve(confirmed);
    requestRef.current = null;
    setRequest(null);
  }, []);

  const confirm = useCallback<Confirm>(
    (options = {}) =>
      new Promise<boolean>((resolve) => {
        // A second request replaces an unanswered one, which counts as cancelled.
        requestRef.current?.resolve(false);
        const next = { options, resolve };
        requestRef.current = next;
        setRequest(next);
      }),
    [],
  );

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <ConfirmDialog
        {...request?.options}
        open={request !== null}
        onOpenChange={(open) => {
          if (!open) settle(request, false);
        }}
        onConfirm={() => settle(request, true)}
      />
    </ConfirmContext.Provider>
  );
};

/** `const confirm = useConfirm(); if (await confirm({ danger: true })) remove();` */
export const useConfirm = () => {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return confirm;
};
