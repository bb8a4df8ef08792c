import { Field } from '@backoffice/ui/field';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';
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
  <Controller
    name={name}
    control={control}
    render={({ field, fieldState }) => (
      <Field id={id} label={label} error={fieldState.error?.message}>
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
      </Field>
    )}
  />
);
