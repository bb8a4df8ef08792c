import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { cn } from './cn.ts';
import { type ExistingTag, isTagReference, normalizeTagName } from './tag-payload.ts';

export type TagSelectorProps = {
  /** Tag IRIs and new tag names, as `toTagPayload` expects them. */
  value: string[];
  onChange: (entries: string[]) => void;
  /** The existing tags offered as suggestions. */
  tags: ExistingTag[];
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  className?: string;
};

// Chips for the chosen tags and a combobox to add more: Enter adds the highlighted suggestion or the
// typed text, Backspace in an empty box removes the last chip. A typed name that matches an existing
// tag is stored as that tag's reference so the chip and the payload agree.
export const TagSelector = ({
  value,
  onChange,
  tags,
  placeholder = 'Add a tag',
  disabled = false,
  id,
  'aria-label': ariaLabel = 'Tags',
  className,
}: TagSelectorProps) => {
  const listboxId = useId();
  const [text, setText] = useState('');
  // Open while the input has focus, until Escape; typing or the arrows open it again.
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(0);

  const nameById = useMemo(() => new Map(tags.map((tag) => [tag['@id'], tag.name])), [tags]);
  const idByName = useMemo(
    () => new Map(tags.map((tag) => [normalizeTagName(tag.name), tag['@id']])),
    [tags],
  );
  const label = (entry: string) => nameById.get(entry) ?? entry;
  const resolve = (entry: string) =>
    isTagReference(entry) ? entry : (idByName.get(normalizeTagName(entry)) ?? entry);
  const chosen = new Set(value.map((entry) => normalizeTagName(resolve(entry))));

  const needle = normalizeTagName(text);
  const matches = tags.filter(
    (tag) => !chosen.has(normalizeTagName(tag['@id'])) && tag.name.toLocaleLowerCase().includes(needle),
  );
  // The typed text comes first as a new tag unless it names an existing one.
  const items = [
    ...(needle && !idByName.has(needle) ? [{ entry: text.trim(), label: `Add "${text.trim()}"` }] : []),
    ...matches.map((tag) => ({ entry: tag['@id'], label: tag.name })),
  ];
  const open = listOpen && !disabled && items.length > 0;
  const activeIndex = Math.min(active, items.length - 1);

  const add = (entry: string) => {
    const resolved = resolve(entry.trim());
    setText('');
    setActive(0);
    if (!resolved || chosen.has(normalizeTagName(resolved))) return;
    onChange([...value, resolved]);
  };

  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      const item = items[activeIndex];
      if (item) add(item.entry);
      else if (text.trim()) add(text);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      remove(value.length - 1);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setListOpen(true);
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + items.length) % items.length);
    } else if (event.key === 'Escape') {
      setListOpen(false);
    }
  };

  return (
    <div className={cn('relative', className)}>
      <div
        className={cn(
          'flex min-h-10 w-full flex-wrap items-center gap-1.5 rounded-md border border-stone-300 bg-white px-2 py-1.5 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/20',
          disabled && 'cursor-not-allowed opacity-50',
        )}
      >
        <ul aria-label={`Selected ${ariaLabel.toLocaleLowerCase()}`} className="contents">
          {value.map((entry, index) => (
            <li
              key={entry}
              className="inline-flex items-center gap-1 rounded bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-900"
            >
              {label(entry)}
              {isTagReference(entry) ? null : <span className="text-brand-700">(new)</span>}
              {disabled ? null : (
                <button
                  type="button"
                  aria-label={`Remove ${label(entry)}`}
                  onClick={() => remove(index)}
                  className="rounded text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <X className="size-3" aria-hidden />
                </button>
              )}
            </li>
          ))}
        </ul>
        <input
          id={id}
          type="text"
          role="combobox"
          aria-label={ariaLabel}
          aria-expanded={open}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={open && activeIndex >= 0 ? `${listboxId}-${activeIndex}` : undefined}
          disabled={disabled}
          placeholder={value.length === 0 ? placeholder : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setListOpen(true);
          }}
          onKeyDown={handleKeyDown}
          onFocus={() => setListOpen(true)}
          onBlur={() => setListOpen(false)}
          className="h-7 min-w-24 flex-1 border-0 bg-transparent px-1 text-sm text-stone-900 placeholder:text-stone-400 focus:outline-none"
        />
      </div>
      <div
        id={listboxId}
        role="listbox"
        aria-label={`${ariaLabel} suggestions`}
        hidden={!open}
        className="absolute z-50 mt-1 max-h-56 w-full overflow-y-auto rounded-lg border border-stone-200 bg-white p-1 shadow-lg"
      >
        {items.map((item, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard (aria-activedescendant)
          <div
            key={item.entry}
            id={`${listboxId}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            tabIndex={-1}
            // Keeps focus in the input so the list stays open.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => add(item.entry)}
            className="cursor-pointer rounded-md px-2.5 py-1.5 text-sm text-stone-700 aria-selected:bg-stone-100"
          >
            {item.label}
          </div>
        ))}
      </div>
    </div>
  );
};
