import { Checkbox } from '@backoffice/ui/checkbox';
import { Spinner } from '@backoffice/ui/spinner';
import { useId } from 'react';

type Props = {
  label: string;
  options: { value: string; label: string }[];
  value: string[];
  onChange: (value: string[]) => void;
  loading?: boolean;
  error?: string;
};

// A multiple choice (amenities, cuisines, tags, roles...): a scrollable group of checkboxes, since
// the lists are short and every choice stays visible.
export const MultiCheck = ({ label, options, value, onChange, loading, error }: Props) => {
  const id = useId();
  const chosen = new Set(value);
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium text-stone-700">
        {label}
        {value.length > 0 ? <span className="ml-2 text-xs text-stone-500">{value.length} chosen</span> : null}
      </legend>
      {loading ? (
        <Spinner size="sm" label={`Loading ${label.toLowerCase()}`} />
      ) : (
        <div className="grid max-h-44 grid-cols-2 gap-x-4 gap-y-1.5 overflow-y-auto rounded-md border border-stone-200 p-2">
          {options.map((option, index) => (
            <div key={option.value} className="flex items-center gap-2 text-sm text-stone-700">
              <Checkbox
                id={`${id}-${index}`}
                checked={chosen.has(option.value)}
                onCheckedChange={(on) =>
                  onChange(on ? [...value, option.value] : value.filter((entry) => entry !== option.value))
                }
              />
              <label htmlFor={`${id}-${index}`} className="truncate">
                {option.label}
              </label>
            </div>
          ))}
          {options.length === 0 ? <p className="text-sm text-stone-500">No values yet</p> : null}
        </div>
      )}
      {error ? (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};
