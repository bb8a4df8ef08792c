import type { EnumSource, ReferenceSource } from './reference-options.ts';

type FieldBase = { name: string; label: string; required?: boolean; help?: string };

// One declared form field; DeclaredField draws it and each screen derives its rules from it. The
// reference lists (resources/) and the vendor kinds each use the kinds they need.
export type FieldDef = FieldBase &
  (
    | { kind: 'text'; max?: number; placeholder?: string }
    | { kind: 'email' }
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
    // A multiple choice among fixed options (checkboxes).
    | { kind: 'multiselect'; options: { value: string; label: string }[] }
    // A link to one record of a reference list, or several (`multiple`, checkboxes).
    | { kind: 'reference'; source: ReferenceSource; multiple?: boolean }
    | { kind: 'enum'; source: EnumSource }
    | { kind: 'destination' }
  );

/** Multiple choices and long texts take the whole row of a two-column form grid. */
export const isWideField = (field: FieldDef) =>
  field.kind === 'textarea' ||
  field.kind === 'multiselect' ||
  (field.kind === 'reference' && field.multiple === true);
