import { Button } from '@backoffice/ui/button';
import { Trash2 } from 'lucide-react';
import { formatDue } from './task-dates.ts';

type Props = {
  /** What the entry is, for the delete button's name ("note", "comment"). */
  noun: string;
  author: string | undefined;
  createdAt: string | null | undefined;
  /** Offers Edit (the author's own entry, not being edited). */
  onEdit?: () => void;
  /** Offers Delete. */
  onDelete?: () => void;
};

// The head of a note or task comment: who wrote it and when, then Edit and Delete when allowed.
export const EntryHeader = ({ noun, author, createdAt, onEdit, onDelete }: Props) => (
  <div className="flex items-center gap-2 text-xs text-stone-500">
    <span className="font-medium text-stone-700">{author ?? '…'}</span>
    <span>{formatDue(createdAt)}</span>
    <span className="flex-1" />
    {onEdit ? (
      <Button variant="ghost" size="sm" onClick={onEdit}>
        Edit
      </Button>
    ) : null}
    {onDelete ? (
      <Button
        variant="ghost"
        size="sm"
        className="size-8 px-0 text-stone-500 hover:text-red-600"
        aria-label={`Delete ${noun}`}
        onClick={onDelete}
      >
        <Trash2 className="size-4" aria-hidden />
      </Button>
    ) : null}
  </div>
);
