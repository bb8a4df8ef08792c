import { cn } from '@backoffice/ui/cn';
import { Spinner } from '@backoffice/ui/spinner';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronsUpDown, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import type { PickedRecord, RecordSource } from './record-source.ts';

type Props = {
  source: RecordSource;
  value: string | null;
  onChange: (value: string | null, record: PickedRecord | null) => void;
  id?: string;
  'aria-label': string;
  placeholder?: string;
  invalid?: boolean;
  disabled?: boolean;
  clearable?: boolean;
  className?: string;
};

// A combobox that searches a large collection on the server (vendors, accommodations, providers)
// as the user types, 250 ms after the last key; the chosen record's name is read by its IRI.
export const RecordPicker = ({
  source,
  value,
  onChange,
  id,
  'aria-label': label,
  placeholder = 'Search…',
  invalid,
  disabled,
  clearable = true,
  className,
}: Props) => {
  const listboxId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const query = useDebouncedValue(text.trim(), 250);

  const current = useQuery({
    queryKey: ['record-picker', source.key, 'item', value],
    queryFn: () => source.get(value!),
    enabled: value !== null,
    staleTime: 60_000,
  });
  const results = useQuery({
    queryKey: ['record-picker', source.key, 'search', query],
    queryFn: () => source.search(query),
    enabled: open,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const options = results.data ?? [];

  const pick = (record: PickedRecord | undefined) => {
    if (!record) return;
    onChange(record['@id'], record);
    setOpen(false);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      if (!open) return;
      event.preventDefault();
      pick(options[Math.min(active, options.length - 1)]);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setText('');
    }
  };

  // The delayed close after a blur never outlives the picker.
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);

  const shown = open ? text : (current.data?.name ?? (value ? '…' : ''));
  return (
    <div className={cn('relative', className)}>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-invalid={invalid || undefined}
        aria-activedescendant={open && options.length > 0 ? `${listboxId}-${active}` : undefined}
        autoComplete="off"
        disabled={disabled}
        placeholder={open ? (current.data?.name ?? placeholder) : placeholder}
        value={shown}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        // Closing on blur lets a click on an option land first (options keep focus off them).
        onBlur={() => {
          closing.current = setTimeout(() => setOpen(false), 150);
        }}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        className={cn(
          'h-10 w-full rounded-md border border-stone-300 bg-white pr-14 pl-3 text-sm text-stone-900 placeholder:text-stone-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 disabled:cursor-not-allowed disabled:opacity-50',
          invalid && 'border-red-500',
        )}
      />
      <span className="pointer-events-none absolute inset-y-0 right-2 flex items-center text-stone-400">
        {results.isFetching && open ? (
          <Spinner size="sm" label="Searching" />
        ) : (
          <ChevronsUpDown className="size-4" aria-hidden />
        )}
      </span>
      {clearable && value && !disabled ? (
        <button
          type="button"
          aria-label={`Clear ${label.toLowerCase()}`}
          onClick={() => onChange(null, null)}
          className="absolute inset-y-0 right-8 my-auto flex size-5 items-center justify-center rounded text-stone-400 hover:text-stone-700"
        >
          <X className="size-3.5" aria-hidden />
        </button>
      ) : null}
      {open ? (
        <div
          id={listboxId}
          role="listbox"
          aria-label={label}
          className="absolute z-30 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-stone-200 bg-white p-1 shadow-lg"
        >
          {options.map((record, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard (aria-activedescendant)
            <div
              key={record['@id']}
              id={`${listboxId}-${index}`}
              role="option"
              aria-selected={record['@id'] === value}
              tabIndex={-1}
              data-active={index === active || undefined}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(record)}
              onPointerMove={() => setActive(index)}
              className="cursor-pointer truncate rounded-md px-2.5 py-1.5 text-sm text-stone-700 data-[active]:bg-stone-100"
            >
              {record.name}
            </div>
          ))}
          {!results.isFetching && options.length === 0 ? (
            <p className="px-2.5 py-1.5 text-sm text-stone-500">No results</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
};
