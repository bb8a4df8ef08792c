import * as Popover from '@radix-ui/react-popover';
import { Check, ChevronDown, ChevronRight, Search, X } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { cn } from './cn.ts';
import { PickerClearButton, pickerTriggerClass } from './picker-trigger.tsx';
import { indexTree, searchTree, type TreeSelectNode, visibleRows } from './tree-nodes.ts';

// The tree helpers, for screens that show the same tree as a table (the admin's destination list).
export {
  indexTree,
  matchTree,
  normalizeLabel,
  searchTree,
  type TreeIndexEntry,
  type TreeSelectNode,
  type VisibleRow,
  visibleRows,
} from './tree-nodes.ts';

// product.md §5: 'Destination selector: required message 'Please input value''.
export const TREE_SELECT_REQUIRED_MESSAGE = 'Please input value';

type CommonProps = {
  /** The whole tree (countries first, up to four levels); the selector never loads anything itself. */
  nodes: readonly TreeSelectNode[];
  id?: string;
  /** Names the control, its search box ('Search …') and its tree. */
  'aria-label'?: string;
  placeholder?: string;
  searchPlaceholder?: string;
  disabled?: boolean;
  /** Shows 'Please input value' once the user closes the list with nothing chosen. */
  required?: boolean;
  /** An error from the form (wins over the required message). */
  error?: string;
  loading?: boolean;
  /** Called when the list closes, for form libraries that track touched fields. */
  onBlur?: () => void;
  className?: string;
};

export type DestinationTreeSelectProps = CommonProps &
  (
    | { multiple?: false; value: string | null; onChange: (value: string | null) => void }
    | { multiple: true; value: string[]; onChange: (value: string[]) => void }
  );

// The destination tree selector of product.md §2.11: a combobox that opens a searchable tree. A
// single selector closes on choice; a multiple one toggles entries and lists them as chips. The tree
// follows the WAI-ARIA tree pattern: arrows move, Right/Left open and close, Enter or Space choose.
export const DestinationTreeSelect = (props: DestinationTreeSelectProps) => {
  const {
    nodes,
    id,
    'aria-label': label = 'Destination',
    placeholder = 'Select a destination',
    searchPlaceholder,
    disabled = false,
    required = false,
    error,
    loading = false,
    onBlur,
    className,
  } = props;
  const baseId = useId();
  const treeId = `${baseId}-tree`;
  const errorId = `${baseId}-error`;
  const [open, setOpen] = useState(false);
  const [touched, setTouched] = useState(false);
  const [query, setQuery] = useState('');
  // Nodes whose open state the user flipped against the default (reset with each new search).
  const [toggled, setToggled] = useState<Set<string>>(new Set());
  const [active, setActive] = useState<string | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef(new Map<string, HTMLDivElement>());
  const treeRef = useRef<HTMLDivElement>(null);

  const selected = props.multiple ? props.value : props.value ? [props.value] : [];
  const selectedSet = new Set(selected);
  const index = useMemo(() => indexTree(nodes), [nodes]);
  const search = useMemo(() => (query.trim() ? searchTree(nodes, query) : undefined), [nodes, query]);
  // Without a search the ancestors of the chosen entries start open, so the choice is in view.
  const selectedKey = selected.join('\n');
  const openByDefault = useMemo(() => {
    if (search) return search.withMatchBelow;
    const values = selectedKey ? selectedKey.split('\n') : [];
    return new Set(values.flatMap((value) => index.get(value)?.ancestors ?? []));
  }, [search, index, selectedKey]);
  const rows = visibleRows(nodes, (n) => openByDefault.has(n.value) !== toggled.has(n.value), search);
  const activeValue = rows.some((r) => r.node.value === active) ? active : (rows[0]?.node.value ?? null);

  const isEmpty = selected.length === 0;
  const message = error ?? (required && touched && isEmpty ? TREE_SELECT_REQUIRED_MESSAGE : undefined);
  const labelOf = (value: string) => index.get(value)?.node.label ?? value;
  const summary = props.multiple
    ? selected.map(labelOf).join(', ')
    : props.value
      ? (index.get(props.value)?.path.join(' / ') ?? props.value)
      : '';

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) {
      // The first chosen entry is where the keyboard starts (its ancestors are open by default).
      setActive(selected[0] ?? null);
      return;
    }
    setQuery('');
    setToggled(new Set());
    setTouched(true);
    onBlur?.();
  };

  const toggleOpenState = (value: string) =>
    setToggled((current) => {
      const next = new Set(current);
      if (!next.delete(value)) next.add(value);
      return next;
    });

  const choose = (node: TreeSelectNode) => {
    if (node.disabled) return;
    if (props.multiple) {
      props.onChange(
        selectedSet.has(node.value)
          ? props.value.filter((v) => v !== node.value)
          : [...props.value, node.value],
      );
      return;
    }
    props.onChange(node.value);
    changeOpen(false);
    triggerRef.current?.focus();
  };

  const clear = () => {
    if (props.multiple) props.onChange([]);
    else props.onChange(null);
    setTouched(true);
  };

  const focusItem = (value: string | undefined) => {
    if (!value) return;
    setActive(value);
    itemRefs.current.get(value)?.focus();
  };

  const onTreeKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = rows.findIndex((r) => r.node.value === activeValue);
    const row = rows[at];
    if (!row) return;
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusItem(rows[at + 1]?.node.value),
      ArrowUp: () => focusItem(rows[at - 1]?.node.value),
      Home: () => focusItem(rows[0]?.node.value),
      End: () => focusItem(rows.at(-1)?.node.value),
      ArrowRight: () => {
        if (row.hasChildren && !row.isExpanded) toggleOpenState(row.node.value);
        else if (row.isExpanded) focusItem(rows[at + 1]?.node.value);
      },
      ArrowLeft: () => {
        if (row.isExpanded) toggleOpenState(row.node.value);
        else focusItem(row.parent ?? undefined);
      },
      Enter: () => choose(row.node),
      ' ': () => choose(row.node),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div className={cn('space-y-1.5', className)}>
      <Popover.Root open={open} onOpenChange={changeOpen}>
        <div className="relative">
          <Popover.Trigger asChild disabled={disabled}>
            <button
              ref={triggerRef}
              type="button"
              id={id}
              role="combobox"
              aria-haspopup="tree"
              aria-expanded={open}
              aria-controls={treeId}
              aria-label={label}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? errorId : undefined}
              aria-required={required || undefined}
              className={cn(pickerTriggerClass, 'pr-9 pl-3', message && 'border-red-500')}
            >
              <span className={cn('flex-1 truncate', isEmpty && 'text-stone-400')}>
                {isEmpty ? placeholder : summary}
              </span>
            </button>
          </Popover.Trigger>
          {!isEmpty && !disabled ? (
            <PickerClearButton
              label={`Clear ${label.toLocaleLowerCase()}`}
              onClick={clear}
              className="right-2"
            />
          ) : (
            <ChevronDown
              aria-hidden
              className="pointer-events-none absolute inset-y-0 right-2.5 my-auto size-4 text-stone-400"
            />
          )}
        </div>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={4}
            // The search box takes the focus; the list scrolls so that the current choice shows
            // (with 250 countries it is often far below the first rows).
            onOpenAutoFocus={() => {
              const chosen = selected[0] ? itemRefs.current.get(selected[0]) : undefined;
              const list = treeRef.current;
              if (!chosen || !list) return;
              // Only the list scrolls (scrollIntoView would move the page too).
              const offset = chosen.getBoundingClientRect().top - list.getBoundingClientRect().top;
              list.scrollTop += offset - (list.clientHeight - chosen.clientHeight) / 2;
            }}
            aria-label={`${label} list`}
            className="z-50 flex max-h-96 w-[var(--radix-popover-trigger-width)] min-w-72 flex-col rounded-lg border border-stone-200 bg-white shadow-lg"
          >
            <div className="relative border-b border-stone-100 p-2">
              <Search
                aria-hidden
                className="pointer-events-none absolute top-4 left-4 size-4 text-stone-400"
              />
              <input
                type="search"
                aria-label={`Search ${label.toLocaleLowerCase()}`}
                placeholder={searchPlaceholder ?? 'Search by name'}
                maxLength={255}
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setToggled(new Set());
                }}
                onKeyDown={(event) => {
                  if (event.key !== 'ArrowDown') return;
                  event.preventDefault();
                  focusItem(rows[0]?.node.value);
                }}
                className="h-8 w-full rounded-md border border-stone-300 pr-2 pl-8 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20"
              />
            </div>
            {rows.length === 0 ? (
              <p className="px-3 py-4 text-center text-sm text-stone-500">
                {loading ? 'Loading…' : 'No destinations found'}
              </p>
            ) : null}
            <div
              ref={treeRef}
              id={treeId}
              role="tree"
              aria-label={label}
              aria-multiselectable={props.multiple || undefined}
              onKeyDown={onTreeKeyDown}
              hidden={rows.length === 0}
              className="min-h-0 flex-1 overflow-y-auto p-1"
            >
              {rows.map((row) => {
                const { node } = row;
                const isSelected = selectedSet.has(node.value);
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the tree handles the keyboard (roving focus).
                  <div
                    key={node.value}
                    ref={(element) => {
                      if (element) itemRefs.current.set(node.value, element);
                      else itemRefs.current.delete(node.value);
                    }}
                    role="treeitem"
                    aria-label={node.label}
                    aria-level={row.level}
                    aria-posinset={row.position}
                    aria-setsize={row.setSize}
                    aria-expanded={row.hasChildren ? row.isExpanded : undefined}
                    aria-selected={isSelected}
                    aria-disabled={node.disabled || undefined}
                    tabIndex={node.value === activeValue ? 0 : -1}
                    onFocus={() => setActive(node.value)}
                    onClick={() => choose(node)}
                    style={{ paddingLeft: `${(row.level - 1) * 1.25 + 0.25}rem` }}
                    className={cn(
                      'flex cursor-pointer items-center gap-1 rounded-md py-1 pr-2 text-sm text-stone-700 outline-none hover:bg-stone-50 focus-visible:ring-2 focus-visible:ring-brand-600/40',
                      isSelected && 'bg-brand-50 font-medium text-brand-900',
                      node.disabled && 'cursor-not-allowed text-stone-400',
                    )}
                  >
                    {row.hasChildren ? (
                      <button
                        type="button"
                        tabIndex={-1}
                        aria-label={`${row.isExpanded ? 'Collapse' : 'Expand'} ${node.label}`}
                        onClick={(event) => {
                          event.stopPropagation();
                          toggleOpenState(node.value);
                        }}
                        className="flex size-6 shrink-0 items-center justify-center rounded text-stone-500 hover:bg-stone-100"
                      >
                        {row.isExpanded ? (
                          <ChevronDown className="size-4" aria-hidden />
                        ) : (
                          <ChevronRight className="size-4" aria-hidden />
                        )}
                      </button>
                    ) : (
                      <span className="size-6 shrink-0" aria-hidden />
                    )}
                    {props.multiple ? (
                      <span
                        aria-hidden
                        className={cn(
                          'flex size-4 shrink-0 items-center justify-center rounded border border-stone-300',
                          isSelected && 'border-brand-700 bg-brand-700 text-white',
                        )}
                      >
                        {isSelected ? <Check className="size-3" /> : null}
                      </span>
                    ) : null}
                    <span className="truncate">{node.label}</span>
                    {node.hint ? <span className="text-xs text-orange-700">{node.hint}</span> : null}
                  </div>
                );
              })}
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {props.multiple && !isEmpty ? (
        <ul aria-label={`Selected ${label.toLocaleLowerCase()}`} className="flex flex-wrap gap-1.5">
          {props.value.map((value) => (
            <li
              key={value}
              className="inline-flex items-center gap-1 rounded bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-900"
            >
              {labelOf(value)}
              {disabled ? null : (
                <button
                  type="button"
                  aria-label={`Remove ${labelOf(value)}`}
                  onClick={() => props.onChange(props.value.filter((v) => v !== value))}
                  className="rounded text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <X className="size-3" aria-hidden />
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {message ? (
        <p id={errorId} role="alert" className="text-xs text-red-600">
          {message}
        </p>
      ) : null}
    </div>
  );
};
