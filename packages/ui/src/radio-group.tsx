import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export type RadioOption<V extends string> = { value: V; label: ReactNode };

export type RadioGroupProps<V extends string> = {
  /** The group's name, said before its choices. */
  legend: ReactNode;
  /** The inputs' shared name (one choice at a time, arrow keys move between them). */
  name: string;
  value: V;
  options: readonly RadioOption<V>[];
  onChange: (value: V) => void;
  className?: string;
};

// A few exclusive choices shown at once (native radio inputs in a fieldset, so the browser gives the
// group its keyboard and its accessible name): each a label with its input.
export const RadioGroup = <V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  className,
}: RadioGroupProps<V>) => (
  <fieldset className={cn('space-y-1.5', className)}>
    <legend className="text-sm font-medium text-stone-700">{legend}</legend>
    {options.map((option) => (
      <label key={option.value} className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          name={name}
          value={option.value}
          checked={value === option.value}
          onChange={() => onChange(option.value)}
        />
        {option.label}
      </label>
    ))}
  </fieldset>
);
