import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyTreeMove,
  flattenTree,
  projectDrop,
  SortableTree,
  type TreeNodeInput,
  treeMoves,
} from './sortable-tree.tsx';

type Item = TreeNodeInput & { label: string };
const item = (id: string, parentId: string | null, position: number): Item => ({
  id,
  parentId,
  position,
  label: id.toUpperCase(),
});
// a
//   a1
//   a2
// b
// c
const items: Item[] = [
  item('c', null, 2),
  item('a2', 'a', 1),
  item('a', null, 0),
  item('b', null, 1),
  item('a1', 'a', 0),
];
const shape = (list: readonly Item[]) => flattenTree(list).map((n) => `${'-'.repeat(n.depth)}${n.id}`);

describe('tree helpers', () => {
  it('flattens in reading order with depth and sibling index', () => {
    expect(shape(items)).toEqual(['a', '-a1', '-a2', 'b', 'c']);
    expect(flattenTree(items).find((n) => n.id === 'a2')).toMatchObject({ index: 1, siblings: 2 });
    // An orphan (parent not in the list) is shown at the top level.
    expect(shape([item('x', 'gone', 0)])).toEqual(['x']);
  });

  it('offers up, down, indent and outdent where they are possible', () => {
    const flat = flattenTree(items);
    expect(treeMoves(flat, 'a')).toEqual({
      up: null,
      down: { id: 'a', parentId: null, position: 1 },
      indent: null,
      outdent: null,
    });
    expect(treeMoves(flat, 'b')).toMatchObject({
      up: { parentId: null, position: 0 },
      indent: { id: 'b', parentId: 'a', position: 2 },
      outdent: null,
    });
    expect(treeMoves(flat, 'a2')).toMatchObject({
      down: null,
      indent: { parentId: 'a1', position: 0 },
      outdent: { parentId: null, position: 1 },
    });
  });

  it('applies a move as the server numbers it', () => {
    expect(shape(applyTreeMove(items, { id: 'c', parentId: null, position: 0 }))).toEqual([
      'c',
      'a',
      '-a1',
      '-a2',
      'b',
    ]);
    const nested = applyTreeMove(items, { id: 'b', parentId: 'a', position: 1 });
    expect(shape(nested)).toEqual(['a', '-a1', '-b', '-a2', 'c']);
    expect(nested.find((i) => i.id === 'c')!.position).toBe(1);
    expect(nested.find((i) => i.id === 'a2')!.position).toBe(2);
    // Beyond the end: last.
    expect(shape(applyTreeMove(items, { id: 'a1', parentId: null, position: 99 }))).toEqual([
      'a',
      '-a2',
      'b',
      'c',
      'a1',
    ]);
  });

  it('projects a drop from the rows passed over and the horizontal offset', () => {
    const flat = flattenTree(items);
    // c dragged over a (top): first at the top level.
    expect(projectDrop(flat, 'c', 'a', 0, 32)).toEqual({ depth: 0, parentId: null, position: 0 });
    // b dragged one step right where it is: nested under a, after a2.
    expect(projectDrop(flat, 'b', 'b', 40, 32)).toEqual({ depth: 1, parentId: 'a', position: 2 });
    // a2 dragged left: out of a, right after it.
    expect(projectDrop(flat, 'a2', 'a2', -40, 32)).toEqual({ depth: 0, parentId: null, position: 1 });
    // Too far right is limited to one level under the row above.
    expect(projectDrop(flat, 'c', 'c', 200, 32)).toEqual({ depth: 1, parentId: 'b', position: 0 });
    // A flat list (one level) only reorders.
    expect(projectDrop(flat, 'c', 'c', 200, 32, 1)).toEqual({ depth: 0, parentId: null, position: 2 });
  });
});

describe('SortableTree', () => {
  const ROW = 44;
  // jsdom has no layout; dnd-kit's keyboard sensor needs each row's box to find the next one.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const row = this.closest('li');
      const index = row?.parentElement ? Array.from(row.parentElement.children).indexOf(row) : 0;
      return DOMRect.fromRect({ x: 0, y: index * ROW, width: 600, height: ROW });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the rows indented with their level and moves one with the keyboard', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    render(
      <SortableTree
        items={items}
        label="Items"
        itemLabel={(i) => i.label}
        onMove={onMove}
        renderRow={(row) => <span>{row.item.label}</span>}
      />,
    );
    const list = screen.getByRole('list', { name: 'Items' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Level 1, 1 of 3:A',
      'Level 2, 1 of 2:A1',
      'Level 2, 2 of 2:A2',
      'Level 1, 2 of 3:B',
      'Level 1, 3 of 3:C',
    ]);
    expect(rows[1]!.style.paddingLeft).toBe('32px');

    screen.getByRole('button', { name: 'Drag C' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[Space]');
    expect(onMove).toHaveBeenCalledWith({ id: 'c', parentId: null, position: 1 });
  });
});
