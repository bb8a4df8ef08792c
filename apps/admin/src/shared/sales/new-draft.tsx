import { Checkbox } from '@backoffice/ui/checkbox';
import type { ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { FormFooter } from '../forms/form-footer.tsx';

export type ChecklistItem = {
  /** The item's IRI, what the list's value holds. */
  iri: string;
  /** The checkbox's id, its label's target. */
  id: string;
  label: ReactNode;
  /** The price shown after it. */
  price: ReactNode;
  /** Shown greyed and not chosen (already billed, no price…). */
  disabled?: boolean;
};

// The dialogs that make a draft from a trip (a client invoice, a supplier bill) share their items'
// checklist and their footer.

// The trip's items to make a draft of (a client invoice, a supplier bill): each a checkbox with its
// title and its price, the list's value the IRIs chosen.
export const ItemChecklist = ({
  label,
  className,
  items,
  value,
  onChange,
}: {
  label?: string;
  /** Its height, as the dialog has room. */
  className: string;
  items: ChecklistItem[];
  value: string[];
  onChange: (value: string[]) => void;
}) => (
  <ul
    aria-label={label}
    className={`${className} space-y-1 overflow-y-auto rounded-md border border-stone-200 p-2`}
  >
    {items.map((item) => (
      <li key={item.iri} className="flex items-center gap-2 text-sm">
        <Checkbox
          id={item.id}
          disabled={item.disabled}
          checked={value.includes(item.iri)}
          onCheckedChange={(on) =>
            onChange(on ? [...value, item.iri] : value.filter((iri) => iri !== item.iri))
          }
        />
        <label htmlFor={item.id} className={item.disabled ? 'flex-1 text-stone-400' : 'flex-1'}>
          {item.label}
        </label>
        <span className="tabular-nums text-stone-500">{item.price}</span>
      </li>
    ))}
  </ul>
);

/** Cancel, and "Make the draft" (the dialog's errors above them). */
export const NewDraftFooter = ({
  errors,
  isPending,
  onCancel,
}: {
  errors: FieldErrors;
  isPending: boolean;
  onCancel: () => void;
}) => <FormFooter errors={errors} isPending={isPending} onCancel={onCancel} submitText="Make the draft" />;

/** What the items field says until it can list them: no trip chosen yet, or the trip's items loading. */
export const tripItemsWait = (tripId: unknown, isPending: boolean) =>
  !tripId ? (
    <p className="text-sm text-stone-500">Choose a trip first.</p>
  ) : isPending ? (
    <p className="text-sm text-stone-500">Loading the trip's items…</p>
  ) : null;
