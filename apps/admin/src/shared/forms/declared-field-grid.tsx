import type { Control, FieldErrors, FieldValues } from 'react-hook-form';
import { DeclaredField } from './declared-field.tsx';
import { type FieldDef, isWideField } from './field-def.ts';

type Props<T extends FieldValues> = {
  fields: readonly FieldDef[];
  control: Control<T>;
  /** Not needed: each field reads its own error from the form. */
  errors?: FieldErrors<T>;
  idPrefix?: string;
  /** The class of a field that takes a whole row (`md:col-span-2`: one column on narrow screens). */
  wideClass?: string;
};

// Declared fields in two columns; long texts, multiple choices and fields declared `wide` take a
// whole row. The caller's element is the grid.
export const DeclaredFieldGrid = <T extends FieldValues>({
  fields,
  control,
  idPrefix,
  wideClass = 'md:col-span-2',
}: Props<T>) =>
  fields.map((field) => (
    <div key={field.name} className={isWideField(field) ? wideClass : undefined}>
      <DeclaredField field={field} control={control} idPrefix={idPrefix} />
    </div>
  ));
