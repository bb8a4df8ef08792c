import { Button } from '@backoffice/ui/button';
import { Textarea } from '@backoffice/ui/textarea';

type Props = {
  /** What the entry is, for the field's and Save button's names ("note", "comment"). */
  noun: string;
  draft: string;
  onChange: (draft: string) => void;
  onCancel: () => void;
  /** Called only with a non-blank draft (Save is disabled otherwise). */
  onSave: () => void;
  pending: boolean;
  maxLength?: number;
};

// The in-place edit of a note or task comment: its text in a box, then Cancel and Save; the two kinds
// of entry are edited the same way, only what happens on save differs.
export const EntryEditor = ({ noun, draft, onChange, onCancel, onSave, pending, maxLength }: Props) => (
  <div className="space-y-2">
    <Textarea
      aria-label={`Edit ${noun}`}
      maxLength={maxLength}
      value={draft}
      onChange={(event) => onChange(event.target.value)}
    />
    <div className="flex justify-end gap-2">
      <Button variant="secondary" size="sm" onClick={onCancel}>
        Cancel
      </Button>
      <Button size="sm" disabled={!draft.trim() || pending} onClick={onSave}>
        Save {noun}
      </Button>
    </div>
  </div>
);
