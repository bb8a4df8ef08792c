import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
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
import { type ComponentProps, createContext, type ReactNode, use, useMemo } from 'react';
import { cn } from '../cn.ts';

export type DataTableReorderChange = { id: string; position: number };

export type ComputeReorderOptions<TData> = {
  getRowId: (row: TData) => string;
  /** The row's stored position; when every row on the page has a distinct one, those slots are reused. */
  getPosition?: (row: TData) => number | null | undefined;
  /** Position of the first row when positions are derived from the order, e.g. (page - 1) * pageSize. */
  offset?: number;
};

export type ReorderResult<TData> = { rows: TData[]; changes: DataTableReorderChange[] };

/**
 * Moves `activeId` to where `overId` is and returns the new order plus `{id, position}` for every row
 * whose position changed (product.md §7.1: one update per row with id and position).
 */
export const computeReorder = <TData,>(
  rows: readonly TData[],
  activeId: string,
  overId: string,
  { getRowId, getPosition, offset = 0 }: ComputeReorderOptions<TData>,
): ReorderResult<TData> => {
  const from = rows.findIndex((row) => getRowId(row) === activeId);
  const to = rows.findIndex((row) => getRowId(row) === overId);
  if (from === -1 || to === -1 || from === to) return { rows: [...rows], changes: [] };

  const stored = getPosition ? rows.map((row) => getPosition(row)) : [];
  const storedAreSlots =
    stored.length === rows.length &&
    stored.every((p) => typeof p === 'number' && Number.isFinite(p)) &&
    new Set(stored).size === stored.length;
  // Reusing the page's own positions keeps rows on other pages untouched; duplicates (all 0) cannot be reused.
  const slots = storedAreSlots ? (stored as number[]) : rows.map((_, index) => offset + index);
  const current = new Map(
    rows.map((row, index) => [getRowId(row), getPosition ? getPosition(row) : offset + index]),
  );

  const next = arrayMove([...rows], from, to);
  const changes: DataTableReorderChange[] = [];
  next.forEach((row, index) => {
    const id = getRowId(row);
    const position = slots[index]!;
    if (current.get(id) !== position) changes.push({ id, position });
  });
  return { rows: next, changes };
};

const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export type DataTableReorderContextProps = {
  ids: readonly string[];
  onMove: (activeId: string, overId: string) => void;
  children: ReactNode;
};

const positionOf = (ids: readonly string[], id: UniqueIdentifier | undefined) =>
  id === undefined ? 0 : ids.indexOf(String(id)) + 1;

/** Wraps the whole <table>: dnd-kit renders its live region next to it, which a <tbody> cannot hold. */
export const DataTableReorderContext = ({ ids, onMove, children }: DataTableReorderContextProps) => {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => `Picked up row ${positionOf(ids, active.id)} of ${ids.length}.`,
      onDragOver: ({ active, over }) =>
        over
          ? `Row ${positionOf(ids, active.id)} moved to position ${positionOf(ids, over.id)} of ${ids.length}.`
          : `Row ${positionOf(ids, active.id)} is no longer over a position.`,
      onDragEnd: ({ active, over }) =>
        over
          ? `Row ${positionOf(ids, active.id)} dropped at position ${positionOf(ids, over.id)} of ${ids.length}.`
          : `Row ${positionOf(ids, active.id)} dropped.`,
      onDragCancel: ({ active }) => `Moving cancelled. Row ${positionOf(ids, active.id)} was returned.`,
    }),
    [ids],
  );
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      accessibility={{ announcements }}
      onDragEnd={handleDragEnd}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
};

type HandleContextValue = Pick<
  ReturnType<typeof useSortable>,
  'attributes' | 'listeners' | 'setActivatorNodeRef' | 'isDragging'
>;

const HandleContext = createContext<HandleContextValue | null>(null);

export type DataTableSortableRowProps = ComponentProps<'tr'> & { id: string };

export const DataTableSortableRow = ({
  id,
  className,
  style,
  children,
  ...props
}: DataTableSortableRowProps) => {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const handle = useMemo(
    () => ({ attributes, listeners, setActivatorNodeRef, isDragging }),
    [attributes, listeners, setActivatorNodeRef, isDragging],
  );
  return (
    <HandleContext value={handle}>
      <tr
        ref={setNodeRef}
        className={cn(isDragging && 'relative z-10 bg-white opacity-90 shadow-md', className)}
        style={{ ...style, transform: CSS.Translate.toString(transform), transition }}
        {...props}
      >
        {children}
      </tr>
    </HandleContext>
  );
};

export type DataTableDragHandleProps = { label?: string; disabled?: boolean };

/** Only works inside a DataTableSortableRow; keyboard: Space to lift, arrows to move, Space to drop. */
export const DataTableDragHandle = ({ label = 'Drag to reorder', disabled }: DataTableDragHandleProps) => {
  const handle = use(HandleContext);
  if (!handle) return null;
  return (
    <button
      type="button"
      ref={handle.setActivatorNodeRef}
      {...handle.attributes}
      {...(disabled ? {} : handle.listeners)}
      aria-label={label}
      disabled={disabled}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-md text-stone-400 hover:bg-stone-100 hover:text-stone-700 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40',
        handle.isDragging ? 'cursor-grabbing' : 'cursor-grab',
      )}
    >
      <GripVertical aria-hidden="true" className="size-4" />
    </button>
  );
};
