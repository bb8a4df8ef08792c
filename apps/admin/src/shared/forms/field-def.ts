import type { TreeSelectNode } from '@backoffice/ui/destination-tree-select';
import type { SelectOption } from '@backoffice/ui/select';
import type { ReactNode } from 'react';
import type { EnumSource, ReferenceSource } from './reference-options.ts';

type FieldBase = {
  name: string;
  label: string;
  required?: boolean;
  help?: string;
  /** The control's id when not `${idPrefix}-${name}`. */
  id?: string;
  /** Takes the whole row of a two-column grid (multiple choices and long texts always do). */
  wide?: boolean;
};

type TextOptions = { max?: number; placeholder?: string; autoFocus?: boolean };

// One declared form field; DeclaredField draws it and each screen derives its rules from it. The
// reference lists (resources/), the vendor kinds and the hand-written forms (clients, trips,
// prospects, airports…) each use the kinds they need.
export type FieldDef = FieldBase &
  // `max`: the input's length limit (255 for plain text unless given, none for the others).
  (
    | ({ kind: 'text' } & TextOptions)
    | ({ kind: 'tel' } & TextOptions)
    | ({ kind: 'date' } & TextOptions)
    | { kind: 'email'; max?: number }
    // `editHelp` shows only when editing (an empty password keeps the current one).
    | { kind: 'password'; editHelp?: string }
    | { kind: 'textarea' }
    | { kind: 'url' }
    | { kind: 'time' }
    // A number or null with `precision` decimals (0 = whole numbers).
    | { kind: 'number'; precision?: number }
    | { kind: 'integer'; min?: number; max?: number }
    | { kind: 'price' }
    | { kind: 'switch' }
    // One of fixed options (a select).
    | { kind: 'select'; options: SelectOption[]; placeholder?: string; clearable?: boolean }
    // A multiple choice among fixed options (checkboxes).
    | { kind: 'multiselect'; options: { value: string; label: string }[] }
    // A link to one record of a reference list, or several (`multiple`, checkboxes).
    | { kind: 'reference'; source: ReferenceSource; multiple?: boolean }
    | { kind: 'enum'; source: EnumSource }
    // One destination of the tree (the label as text, the error in the tree select); `nodes`: a
    // part of the tree only (the whole tree by default).
    | { kind: 'destination'; placeholder?: string; nodes?: TreeSelectNode[]; loading?: boolean }
    // Several destinations of the tree; `labelled`: a <label> for the control and the error
    // under the field (see DestinationsField).
    | { kind: 'destinations'; placeholder?: string; labelled?: boolean }
    // A screen's own control in the list's place (a range over two values, options from a query).
    | { kind: 'custom'; render: () => ReactNode }
  );

/** Multiple choices and long texts take the whole row of a two-column form grid. */
export const isWideField = (field: FieldDef) =>
  field.wide === true ||
  field.kind === 'textarea' ||
  field.kind === 'multiselect' ||
  (field.kind === 'reference' && field.multiple === true);
