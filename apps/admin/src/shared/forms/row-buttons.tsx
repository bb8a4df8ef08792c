import { Button, type ButtonProps } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';

// A section's or a list's add button: small, secondary unless told, a plus before its words.
export const AddButton = ({ children, variant = 'secondary', ...props }: ButtonProps) => (
  <Button size="sm" variant={variant} {...props}>
    <Plus className="size-4" aria-hidden />
    {children}
  </Button>
);

// The icon buttons of an editable row (contacts, locations, contracts): edit opens the caller's
// modal; delete asks the product's confirm, then runs the caller's delete (its errors are toasts).
export const EditButton = ({ name, onEdit }: { name: string; onEdit: () => void }) => (
  <Button variant="ghost" size="sm" className="size-8 px-0" aria-label={`Edit ${name}`} onClick={onEdit}>
    <Pencil className="size-4" aria-hidden />
  </Button>
);

// The up and down buttons of a sortable row (the keyboard's way to reorder): each runs the row's
// move that way, and is off where there is none or while a move is saved.
export const MoveButtons = <M,>({
  name,
  moves,
  pending,
  onMove,
}: {
  name: string;
  moves: { up?: M | null; down?: M | null };
  pending: boolean;
  onMove: (move: M) => void;
}) =>
  (['up', 'down'] as const).map((way) => {
    const move = moves[way];
    const Icon = way === 'up' ? ArrowUp : ArrowDown;
    return (
      <Button
        key={way}
        variant="ghost"
        size="sm"
        className="size-8 px-0"
        aria-label={`Move ${name} ${way}`}
        disabled={!move || pending}
        onClick={() => move && onMove(move)}
      >
        <Icon aria-hidden className="size-4" />
      </Button>
    );
  });

export const DeleteButton = ({
  name,
  onDelete,
  content,
}: {
  name: string;
  onDelete: () => Promise<unknown>;
  /** The confirm's text when the row's deletion reaches further than the row. */
  content?: string;
}) => {
  const confirm = useConfirm();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="size-8 px-0 text-stone-500 hover:bg-red-50 hover:text-red-600"
      aria-label={`Delete ${name}`}
      onClick={async () => {
        if (await confirm({ danger: true, confirmText: 'Delete', content }))
          await onDelete().catch(() => undefined);
      }}
    >
      <Trash2 className="size-4" aria-hidden />
    </Button>
  );
};
