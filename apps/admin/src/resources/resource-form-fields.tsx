import { Checkbox } from '@backoffice/ui/checkbox';
import { Field } from '@backoffice/ui/field';
import { NumberInput } from '@backoffice/ui/number-input';
import { Switch } from '@backoffice/ui/switch';
import { TextInput } from '@backoffice/ui/text-input';
import { Textarea } from '@backoffice/ui/textarea';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import type { Body, FormField } from './types.ts';

// Renders one declared form field bound to react-hook-form.
export const ResourceFormField = ({
  field,
  control,
  errors,
  isNew,
}: {
  field: FormField;
  control: Control<Body>;
  errors: FieldErrors<Body>;
  isNew: boolean;
}) => {
  const id = `field-${field.name}`;
  const error = errors[field.name]?.message as string | undefined;
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: f }) => {
        switch (field.kind) {
          case 'switch':
            return (
              <div className="flex items-center gap-3">
                <Switch id={id} checked={Boolean(f.value)} onCheckedChange={f.onChange} />
                <label htmlFor={id} className="text-sm text-stone-700">
                  {field.label}
                </label>
              </div>
            );
          case 'multiselect': {
            const values = (f.value as string[] | undefined) ?? [];
            return (
              <fieldset className="space-y-1.5">
                <legend className="text-sm font-medium text-stone-700">{field.label}</legend>
                <div className="grid grid-cols-2 gap-x-4 gap-y-1.5">
                  {field.options.map((o) => (
                    <div key={o.value} className="flex items-center gap-2 text-sm capitalize text-stone-700">
                      <Checkbox
                        id={`${id}-${o.value}`}
                        checked={values.includes(o.value)}
                        onCheckedChange={(on) =>
                          f.onChange(on ? [...values, o.value] : values.filter((x) => x !== o.value))
                        }
                      />
                      <label htmlFor={`${id}-${o.value}`}>{o.label.toLowerCase()}</label>
                    </div>
                  ))}
                </div>
                {error ? <p className="text-xs text-red-600">{error}</p> : null}
              </fieldset>
            );
          }
          case 'select':
            return (
              <Field id={id} label={field.label} error={error}>
                <select
                  id={id}
                  value={String(f.value ?? '')}
                  onChange={f.onChange}
                  className="h-10 w-full rounded-md border border-stone-300 px-3 text-sm"
                >
                  {field.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </Field>
            );
          case 'number':
            return (
              <Field id={id} label={field.label} error={error}>
                <NumberInput
                  id={id}
                  value={typeof f.value === 'number' ? f.value : null}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                  precision={field.precision ?? 0}
                  invalid={Boolean(error)}
                />
                {field.help ? <p className="text-xs text-stone-500">{field.help}</p> : null}
              </Field>
            );
          case 'textarea':
            return (
              <Field id={id} label={field.label} error={error}>
                <Textarea
                  id={id}
                  value={String(f.value ?? '')}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                  invalid={Boolean(error)}
                />
              </Field>
            );
          default:
            return (
              <Field id={id} label={field.label} error={error}>
                <TextInput
                  id={id}
                  type={field.kind}
                  value={String(f.value ?? '')}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                  invalid={Boolean(error)}
                  placeholder={field.placeholder}
                  autoComplete={field.kind === 'password' ? 'new-password' : undefined}
                />
                {field.editHelp && !isNew ? <p className="text-xs text-stone-500">{field.editHelp}</p> : null}
              </Field>
            );
        }
      }}
    />
  );
};
