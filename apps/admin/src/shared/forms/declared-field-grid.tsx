import type { Control, FieldErrors } from 'react-hook-form';
import { DeclaredField } from './declared-field.tsx';
import { type FieldDef, isWideField } from './field-def.ts';

type Props = {
  fields: readonly FieldDef[];
  control: Control<Record<string, unknown>>;
  errors: FieldErrors<Record<string, unknown>>;
  idPrefix: string;
};

// Declared fields in two columns (one on narrow screens); long texts and multiple choices take a
// whole row.
export const DeclaredFieldGrid = ({ fields, control, errors, idPrefix }: Props) =>
  fields.map((field) => (
    <div key={field.name} className={isWideField(field) ? 'md:col-span-2' : undefined}>
      <DeclaredField field={field} control={control} errors={errors} idPrefix={idPrefix} />
    </div>
  ));
