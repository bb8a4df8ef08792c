import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from '../forms/form-fields.tsx';
import type { PickedImage } from './contract.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

// A form's HTML text field edited with the rich text editor (stored as HTML, sanitised by the API).
export const RichTextField = <T extends FieldValues>({
  control,
  name,
  label,
  id,
  height,
  documentKey,
  onPickImage,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  id: string;
  height?: number;
  documentKey?: string;
  onPickImage?: () => Promise<PickedImage | null>;
}) => (
  <FormField control={control} name={name} id={id} label={label}>
    {({ field, fieldState }) => (
      <RichTextEditor
        format="html"
        id={id}
        label={label}
        value={(field.value as string | null | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        invalid={Boolean(fieldState.error)}
        height={height}
        documentKey={documentKey}
        onPickImage={onPickImage}
      />
    )}
  </FormField>
);
