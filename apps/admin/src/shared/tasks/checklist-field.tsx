import { Button } from '@backoffice/ui/button';
import { Checkbox } from '@backoffice/ui/checkbox';
import { X } from 'lucide-react';
import { type Control, Controller, useFieldArray } from 'react-hook-form';
import { RowTextField } from '../forms/form-fields.tsx';
import { AddButton } from '../forms/row-buttons.tsx';
import type { TaskFormValues } from './task-form-values.ts';

// The task's steps (a template's checklist, or added here): tick, rename, remove, add.
export const ChecklistField = ({ control }: { control: Control<TaskFormValues> }) => {
  const steps = useFieldArray({ control, name: 'checklist' });
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-700">Checklist</legend>
      {steps.fields.length === 0 ? <p className="text-sm text-stone-500">No steps.</p> : null}
      <ul className="space-y-1.5">
        {steps.fields.map((step, index) => (
          <li key={step.id} className="flex items-center gap-2">
            <Controller
              name={`checklist.${index}.done`}
              control={control}
              render={({ field }) => (
                <Checkbox
                  aria-label={`Done: step ${index + 1}`}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
              )}
            />
            <RowTextField control={control} name={`checklist.${index}.label`} label={`Step ${index + 1}`} />
            <Button
              variant="ghost"
              size="sm"
              className="size-8 px-0"
              aria-label={`Remove step ${index + 1}`}
              onClick={() => steps.remove(index)}
            >
              <X className="size-4" aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <AddButton onClick={() => steps.append({ label: '', done: false })}>Add a step</AddButton>
    </fieldset>
  );
};
