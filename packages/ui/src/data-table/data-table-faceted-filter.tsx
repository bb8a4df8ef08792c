import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, CirclePlus, type LucideIcon } from 'lucide-react';
import { Button } from '../button.tsx';
import { cn } from '../cn.ts';
import type { DataTableFilterValue } from './data-table-state.tsx';

export type DataTableFilterOption = { label: string; value: string; icon?: LucideIcon };

export type DataTableFacetedFilterProps = {
  title: string;
  options: readonly DataTableFilterOption[];
  value: DataTableFilterValue | undefined;
  /** Always a list; a single-choice filter gets at most one value. */
  onChange: (values: string[]) => void;
  /** Single choice when false: picking an option replaces the previous one. */
  multiple?: boolean;
  disabled?: boolean;
};

export const toFilterList = (value: DataTableFilterValue | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : value === '' ? [] : [value];

export const DataTableFacetedFilter = ({
  title,
  options,
  value,
  onChange,
  multiple = true,
  disabled,
}: DataTableFacetedFilterProps) => {
  const selected = toFilterList(value);
  const selectedLabels = options.filter((option) => selected.includes(option.value)).map((o) => o.label);

  const toggle = (optionValue: string) => {
    if (selected.includes(optionValue)) onChange(selected.filter((v) => v !== optionValue));
    else onChange(multiple ? [...selected, optionValue] : [optionValue]);
  };

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary" size="sm" className="border-dashed" disabled={disabled}>
          <CirclePlus aria-hidden="true" className="size-4" />
          {title}
          {selected.length > 0 && (
            <span className="rounded-sm bg-stone-100 px-1.5 text-xs font-normal text-stone-700">
              {selected.length > 2 ? `${selected.length} selected` : selectedLabels.join(', ')}
            </span>
          )}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          aria-label={title}
          className="z-50 min-w-48 rounded-md border border-stone-200 bg-white p-1 text-sm shadow-md"
        >
          {options.map((option) => {
            const Icon = option.icon;
            const checked = selected.includes(option.value);
            return (
              <DropdownMenu.CheckboxItem
                key={option.value}
                checked={checked}
                // Keeps the menu open so several values can be picked in one go.
                onSelect={(event) => {
                  if (multiple) event.preventDefault();
                  toggle(option.value);
                }}
                className="flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 outline-none data-[highlighted]:bg-stone-100"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-4 items-center justify-center rounded-sm border border-stone-400',
                    checked && 'border-brand-700 bg-brand-700 text-white',
                  )}
                >
                  {checked && <Check className="size-3" />}
                </span>
                {Icon && <Icon aria-hidden="true" className="size-4 text-stone-500" />}
                {option.label}
              </DropdownMenu.CheckboxItem>
            );
          })}
          {selected.length > 0 && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
              <DropdownMenu.Item
                onSelect={() => onChange([])}
                className="flex cursor-default select-none justify-center rounded-sm px-2 py-1.5 outline-none data-[highlighted]:bg-stone-100"
              >
                Clear filter
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};
