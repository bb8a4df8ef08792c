import * as Popover from '@radix-ui/react-popover';
import { Check, ChevronsUpDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { cn } from './cn.ts';
import { PickerClearButton, pickerTriggerClass } from './picker-trigger.tsx';

export type SelectOption<V extends string | number = string> = {
  value: V;
  label: string;
  disabled?: boolean;
};

/** product.md: the text filter is case-insensitive on the visible label. */
export const filterOptions = <V extends string | number>(options: SelectOption<V>[], query: string) => {
  const needle = query.trim().toLocaleLowerCase();
  return needle ? options.filter((option) => option.label.toLocaleLowerCase().includes(needle)) : options;
};

const firstEnabled = <V extends string | number>(list: SelectOption<V>[], from = 0, direction = 1) => {
  for (let index = from; index >= 0 && index < list.length; index += direction) {
    if (!list[index]?.disabled) return index;
  }
  return -1;
};

export type SelectProps<V extends string | number = string> = {
  options: SelectOption<V>[];
  value: V | null;
  onChange: (value: V | null) => void;
  placeholder?: string;
  clearable?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  filterPlaceholder?: string;
  emptyText?: string;
  className?: string;
};

// A combobox: a trigger showing the chosen label, and a popover with a filter box driving a listbox
// (the filter keeps focus; arrows move the active option, Enter picks it, Escape closes).
export const Select = <V extends string | number = string>({
  options,
  value,
  onChange,
  placeholder = 'Select',
  clearable = false,
  disabled = false,
  invalid = false,
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  filterPlaceholder = 'Search',
  emptyText = 'No results',
  className,
}: SelectProps<V>) => {
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);

  const selected = options.find((option) => option.value === value) ?? null;
  const visible = useMemo(() => filterOptions(options, query), [options, query]);

  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${listboxId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listboxId]);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    setQuery('');
    // Opening starts on the chosen option, or the first one that can be picked.
    if (next) {
      const current = options.findIndex((option) => option.value === value && !option.disabled);
      setActive(current >= 0 ? current : firstEnabled(options));
    }
  };

  const changeQuery = (next: string) => {
    setQuery(next);
    setActive(firstEnabled(filterOptions(options, next)));
  };

  const pick = (option: SelectOption<V> | undefined) => {
    if (!option || option.disabled) return;
    onChange(option.value);
    changeOpen(false);
  };

  const handleFilterKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const direction = event.key === 'ArrowDown' ? 1 : -1;
      const next = firstEnabled(visible, active + direction, direction);
      if (next >= 0) setActive(next);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setActive(event.key === 'Home' ? firstEnabled(visible) : firstEnabled(visible, visible.length - 1, -1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      pick(visible[active]);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={changeOpen}>
      <div className={cn('relative', className)}>
        <Popover.Trigger asChild disabled={disabled}>
          <button
            type="button"
            id={id}
            role="combobox"
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-controls={listboxId}
            aria-label={ariaLabel}
            aria-labelledby={ariaLabelledBy}
            aria-invalid={invalid || undefined}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                event.preventDefault();
                changeOpen(true);
              }
            }}
            className={cn(
              pickerTriggerClass,
              'justify-between px-3',
              invalid && 'border-red-500',
              clearable && selected && 'pr-14',
            )}
          >
            <span className={cn('truncate', !selected && 'text-stone-400')}>
              {selected?.label ?? placeholder}
            </span>
            <ChevronsUpDown className="size-4 shrink-0 text-stone-400" aria-hidden />
          </button>
        </Popover.Trigger>
        {clearable && selected && !disabled ? (
          <PickerClearButton label="Clear selection" onClick={() => onChange(null)} className="right-8" />
        ) : null}
      </div>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 w-[var(--radix-popover-trigger-width)] min-w-48 rounded-lg border border-stone-200 bg-white p-1 shadow-lg"
        >
          <input
            type="text"
            role="combobox"
            aria-label={filterPlaceholder}
            aria-expanded
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            placeholder={filterPlaceholder}
            value={query}
            onChange={(event) => changeQuery(event.target.value)}
            onKeyDown={handleFilterKeyDown}
            className="mb-1 h-8 w-full rounded-md border border-stone-200 px-2 text-sm focus:border-brand-600 focus:outline-none"
          />
          <div
            id={listboxId}
            role="listbox"
            aria-label={ariaLabel ?? placeholder}
            className="max-h-64 overflow-y-auto"
          >
            {visible.map((option, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the filter box handles the keyboard (aria-activedescendant)
              <div
                key={String(option.value)}
                id={optionId(index)}
                role="option"
                aria-selected={option.value === value}
                aria-disabled={option.disabled || undefined}
                tabIndex={-1}
                data-active={index === active || undefined}
                onClick={() => pick(option)}
                onPointerMove={() => !option.disabled && setActive(index)}
                className="flex cursor-pointer items-center justify-between gap-2 rounded-md px-2.5 py-1.5 text-sm text-stone-700 data-[active]:bg-stone-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
              >
                <span className="truncate">{option.label}</span>
                {option.value === value ? <Check className="size-4 text-brand-700" aria-hidden /> : null}
              </div>
            ))}
          </div>
          {visible.length === 0 ? <p className="px-2.5 py-1.5 text-sm text-stone-500">{emptyText}</p> : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
};
