import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { cn } from './cn.ts';

// An ordered tree (menu items, nested pages) edited by dragging: rows in reading order, each
// indented by its depth; drag a row up or down to reorder it, to the right to nest it under the
// row above, to the left to take it out of its parent (dnd-kit's "sortable tree" projection). Each
// drop is reported as one move: { id, parentId, position } (position among the new siblings, 0..).
// The same moves are offered without a pointer (treeMoves: up, down, indent, outdent).

export type TreeNodeInput = { id: string; parentId: string | null; position: number };

/** A node in reading order, with its depth and its index among its siblings. */
export type FlatNode<T extends TreeNodeInput> = {
  id: string;
  parentId: string | null;
  depth: number;
  index: number;
  siblings: number;
  item: T;
};

export type TreeMove = { id: string; parentId: string | null; position: number };

const byPosition = <T extends TreeNodeInput>(a: T, b: T) =>
  a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The items in reading order (depth first, siblings by position then id). An item whose parent is
 * not in the list is shown at the top level. */
export const flattenTree = <T extends TreeNodeInput>(items: readonly T[]): FlatNode<T>[] => {
  const ids = new Set(items.map((i) => i.id));
  const children = new Map<string | null, T[]>();
  for (const item of items) {
    const parent = item.parentId !== null && ids.has(item.parentId) ? item.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), item]);
  }
  const out: FlatNode<T>[] = [];
  const seen = new Set<string>();
  const walk = (parentId: string | null, depth: number) => {
    const level = [...(children.get(parentId) ?? [])].sort(byPosition);
    level.forEach((item, index) => {
      if (seen.has(item.id)) return;
      seen.add(item.id);
      out.push({ id: item.id, parentId, depth, index, siblings: level.length, item });
      walk(item.id, depth + 1);
    });
  };
  walk(null, 0);
  return out;
};

/** The ids of an item's descendants. */
export const descendantsOf = <T extends TreeNodeInput>(flat: readonly FlatNode<T>[], id: string) => {
  const start = flat.findIndex((n) => n.id === id);
  if (start === -1) return new Set<string>();
  const out = new Set<string>();
  for (let i = start + 1; i < flat.length && flat[i]!.depth > flat[start]!.depth; i++) out.add(flat[i]!.id);
  return out;
};

/**
 * The moves a row allows without dragging: up and down among its siblings, indent (last child of
 * the sibling above), outdent (right after its parent). null where the move is impossible.
 */
export const treeMoves = <T extends TreeNodeInput>(flat: readonly FlatNode<T>[], id: string) => {
  const node = flat.find((n) => n.id === id);
  if (!node) return { up: null, down: null, indent: null, outdent: null };
  const siblings = flat.filter((n) => n.parentId === node.parentId);
  const above = siblings[node.index - 1];
  const parent = node.parentId === null ? undefined : flat.find((n) => n.id === node.parentId);
  const move = (parentId: string | null, position: number): TreeMove => ({ id, parentId, position });
  return {
    up: node.index > 0 ? move(node.parentId, node.index - 1) : null,
    down: node.index < node.siblings - 1 ? move(node.parentId, node.index + 1) : null,
    indent: above ? move(above.id, flat.filter((n) => n.parentId === above.id).length) : null,
    outdent: parent ? move(parent.parentId, parent.index + 1) : null,
  };
};

/**
 * The items after a move, numbered as the server numbers them: the siblings the item left close
 * their gap, the new siblings make room at `position` (at most their count).
 */
export const applyTreeMove = <T extends TreeNodeInput>(items: readonly T[], move: TreeMove): T[] => {
  const moving = items.find((i) => i.id === move.id);
  if (!moving) return [...items];
  const level = (parentId: string | null) =>
    items.filter((i) => i.parentId === parentId && i.id !== move.id).sort(byPosition);
  const positions = new Map<string, { parentId: string | null; position: number }>();
  level(moving.parentId).forEach((i, position) => {
    positions.set(i.id, { parentId: i.parentId, position });
  });
  const target = level(move.parentId);
  const at = Math.max(0, Math.min(move.position, target.length));
  [...target.slice(0, at), { ...moving, parentId: move.parentId }, ...target.slice(at)].forEach(
    (i, position) => {
      positions.set(i.id, { parentId: move.parentId, position });
    },
  );
  return items.map((i) => {
    const next = positions.get(i.id);
    return next && (next.parentId !== i.parentId || next.position !== i.position) ? { ...i, ...next } : i;
  });
};

/** Where a dragged row would land: its depth and parent under the pointer's horizontal offset. */
export const projectDrop = <T extends TreeNodeInput>(
  flat: readonly FlatNode<T>[],
  activeId: string,
  overId: string,
  offsetX: number,
  indent: number,
  maxLevels = Number.POSITIVE_INFINITY,
): { depth: number; parentId: string | null; position: number } | null => {
  const from = flat.findIndex((n) => n.id === activeId);
  const to = flat.findIndex((n) => n.id === overId);
  if (from === -1 || to === -1) return null;
  const active = flat[from]!;
  const moved = arrayMove([...flat], from, to);
  const previous = moved[to - 1];
  const next = moved[to + 1];
  const wanted = active.depth + Math.round(offsetX / indent);
  const maxDepth = Math.min(previous ? previous.depth + 1 : 0, maxLevels - 1);
  const minDepth = next ? next.depth : 0;
  const depth = Math.max(minDepth, Math.min(wanted, maxDepth));
  let parentId: string | null = null;
  if (depth > 0 && previous) {
    if (depth === previous.depth) parentId = previous.parentId;
    else if (depth > previous.depth) parentId = previous.id;
    else
      parentId =
        moved
          .slice(0, to)
          .reverse()
          .find((n) => n.depth === depth)?.parentId ?? null;
  }
  const position = moved.slice(0, to).filter((n) => n.parentId === parentId).length;
  return { depth, parentId, position };
};

export type SortableTreeRow<T extends TreeNodeInput> = FlatNode<T> & {
  moves: ReturnType<typeof treeMoves<T>>;
  dragging: boolean;
};

export type SortableTreeProps<T extends TreeNodeInput> = {
  items: readonly T[];
  /** The list's accessible name. */
  label: string;
  /** How a row is named in the drag handle and the screen reader announcements. */
  itemLabel: (item: T) => string;
  /** The row's content beside its drag handle (label, details, buttons using row.moves). */
  renderRow: (row: SortableTreeRow<T>) => ReactNode;
  onMove: (move: TreeMove) => void;
  /** Horizontal step of one level, in pixels (also the drag distance that nests or un-nests). */
  indent?: number;
  /** How many levels rows may take (1: a flat list, reordered only). */
  maxLevels?: number;
  disabled?: boolean;
};

const TreeRow = <T extends TreeNodeInput>({
  row,
  depth,
  indent,
  handleLabel,
  disabled,
  children,
}: {
  row: FlatNode<T>;
  depth: number;
  indent: number;
  handleLabel: string;
  disabled: boolean | undefined;
  children: ReactNode;
}) => {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: row.id, disabled });
  return (
    <li
      ref={setNodeRef}
      data-tree-id={row.id}
      data-depth={depth}
      style={{ transform: CSS.Translate.toString(transform), transition, paddingLeft: depth * indent }}
      className={cn('relative', isDragging && 'z-10 opacity-80')}
    >
      <div
        className={cn(
          'flex min-h-11 items-center gap-2 rounded-md border border-stone-200 bg-white py-1 pr-2 pl-1',
          isDragging && 'border-brand-600 shadow-md',
        )}
      >
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...(disabled ? {} : listeners)}
          aria-label={handleLabel}
          disabled={disabled}
          className={cn(
            'inline-flex size-8 shrink-0 touch-none items-center justify-center rounded-md text-stone-400 hover:bg-stone-100 hover:text-stone-700 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40',
            isDragging ? 'cursor-grabbing' : 'cursor-grab',
          )}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        <span className="sr-only">
          Level {row.depth + 1}, {row.index + 1} of {row.siblings}:
        </span>
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">{children}</div>
      </div>
    </li>
  );
};

export const SortableTree = <T extends TreeNodeInput>({
  items,
  label,
  itemLabel,
  renderRow,
  onMove,
  indent = 32,
  maxLevels,
  disabled,
}: SortableTreeProps<T>) => {
  const flat = useMemo(() => flattenTree(items), [items]);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  const [offsetX, setOffsetX] = useState(0);

  // While a row is dragged its descendants travel with it (hidden from the list).
  const shown = useMemo(() => {
    if (!activeId) return flat;
    const hidden = descendantsOf(flat, activeId);
    return flat.filter((n) => !hidden.has(n.id));
  }, [flat, activeId]);
  const projected =
    activeId && overId ? projectDrop(shown, activeId, overId, offsetX, indent, maxLevels) : null;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: UniqueIdentifier | undefined) => {
    const node = flat.find((n) => n.id === String(id));
    return node ? `“${itemLabel(node.item)}”` : 'The item';
  };
  const where = (id: UniqueIdentifier, over: UniqueIdentifier) => {
    const p = projectDrop(shown, String(id), String(over), offsetX, indent, maxLevels);
    if (!p) return '';
    const parent = p.parentId ? flat.find((n) => n.id === p.parentId) : undefined;
    return `position ${p.position + 1}${parent ? ` under “${itemLabel(parent.item)}”` : ' at the top level'}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} would move to ${where(active.id, over.id)}.` : `${nameOf(active.id)}.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped at ${where(active.id, over.id)}.`
        : `${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving cancelled. ${nameOf(active.id)} was returned.`,
  };

  const reset = () => {
    setActiveId(null);
    setOverId(null);
    setOffsetX(0);
  };
  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveId(String(active.id));
    setOverId(String(active.id));
    setOffsetX(0);
  };
  const onDragMove = ({ delta }: DragMoveEvent) => setOffsetX(delta.x);
  const onDragOver = ({ over }: DragOverEvent) => setOverId(over ? String(over.id) : null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const drop = over
      ? projectDrop(shown, String(active.id), String(over.id), offsetX, indent, maxLevels)
      : null;
    reset();
    const node = flat.find((n) => n.id === String(active.id));
    if (!drop || !node) return;
    if (drop.parentId === node.parentId && drop.position === node.index) return;
    onMove({ id: node.id, parentId: drop.parentId, position: drop.position });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements }}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={reset}
    >
      <SortableContext items={shown.map((n) => n.id)} strategy={verticalListSortingStrategy}>
        <ol aria-label={label} className="space-y-1.5">
          {shown.map((node) => (
            <TreeRow
              key={node.id}
              row={node}
              depth={node.id === activeId && projected ? projected.depth : node.depth}
              indent={indent}
              handleLabel={`Drag ${itemLabel(node.item)}`}
              disabled={disabled}
            >
              {renderRow({ ...node, moves: treeMoves(flat, node.id), dragging: node.id === activeId })}
            </TreeRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
};
