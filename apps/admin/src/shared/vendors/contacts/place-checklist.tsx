import { Checkbox } from '@backoffice/ui/checkbox';
import { useId } from 'react';
import type { PlaceOption } from '../api/use-vendor-places-query.ts';

// A multi-select for a vendor's few places of one kind: a group of checkboxes (Tab, Space).
// Links the contact already holds but the list no longer offers are kept and shown as such.
export const PlaceChecklist = ({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: PlaceOption[];
  value: string[];
  onChange: (value: string[]) => void;
}) => {
  const baseId = useId();
  const known = new Set(options.map((option) => option.value));
  const all = [
    ...options,
    ...value.filter((iri) => !known.has(iri)).map((iri) => ({ value: iri, label: iri })),
  ];
  const toggle = (iri: string, checked: boolean) =>
    onChange(checked ? [...value, iri] : value.filter((entry) => entry !== iri));
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium text-stone-700">{legend}</legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-1.5">
        {all.map((option, index) => {
          const id = `${baseId}-${index}`;
          return (
            <div key={option.value} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={value.includes(option.value)}
                onCheckedChange={(checked) => toggle(option.value, checked === true)}
              />
              <label htmlFor={id} className="truncate text-sm text-stone-800">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
};
