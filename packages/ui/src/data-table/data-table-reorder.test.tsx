import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { computeReorder } from './data-table-reorder.tsx';
import { Harness, type Vendor } from './test-utils.tsx';

type Item = { id: string; position?: number | null };
const ids = (rows: Item[]) => rows.map((row) => row.id);
const getRowId = (row: Item) => row.id;
const getPosition = (row: Item) => row.position;

describe('computeReorder', () => {
  const rows: Item[] = [
    { id: 'a', position: 10 },
    { id: 'b', position: 11 },
    { id: 'c', position: 12 },
    { id: 'd', position: 13 },
  ];

  it('moves a row down and sends the rows whose position changed', () => {
    const result = computeReorder(rows, 'a', 'c', { getRowId, getPosition });
    expect(ids(result.rows)).toEqual(['b', 'c', 'a', 'd']);
    expect(result.changes).toEqual([
      { id: 'b', position: 10 },
      { id: 'c', position: 11 },
      { id: 'a', position: 12 },
    ]);
  });

  it('moves a row up', () => {
    const result = computeReorder(rows, 'd', 'b', { getRowId, getPosition });
    expect(ids(result.rows)).toEqual(['a', 'd', 'b', 'c']);
    expect(result.changes).toEqual([
      { id: 'd', position: 11 },
      { id: 'b', position: 12 },
      { id: 'c', position: 13 },
    ]);
  });

  it('keeps the slots of a list shown in descending position', () => {
    const desc = [...rows].reverse();
    const result = computeReorder(desc, 'a', 'd', { getRowId, getPosition });
    expect(ids(result.rows)).toEqual(['a', 'd', 'c', 'b']);
    expect(result.changes).toEqual([
      { id: 'a', position: 13 },
      { id: 'd', position: 12 },
      { id: 'c', position: 11 },
      { id: 'b', position: 10 },
    ]);
  });

  it('numbers from the page offset when stored positions are duplicated or missing', () => {
    const unordered: Item[] = [
      { id: 'a', position: 0 },
      { id: 'b', position: 0 },
      { id: 'c', position: null },
    ];
    const result = computeReorder(unordered, 'c', 'a', { getRowId, getPosition, offset: 20 });
    expect(result.changes).toEqual([
      { id: 'c', position: 20 },
      { id: 'a', position: 21 },
      { id: 'b', position: 22 },
    ]);
  });

  it('derives positions from the order when rows carry none', () => {
    const plain: Item[] = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const result = computeReorder(plain, 'b', 'c', { getRowId, offset: 10 });
    expect(result.changes).toEqual([
      { id: 'c', position: 11 },
      { id: 'b', position: 12 },
    ]);
  });

  it('changes nothing for a drop on itself or an unknown row', () => {
    expect(computeReorder(rows, 'a', 'a', { getRowId }).changes).toEqual([]);
    expect(computeReorder(rows, 'a', 'zz', { getRowId }).changes).toEqual([]);
  });
});

describe('DataTable reorder', () => {
  const ROW_HEIGHT = 40;

  // jsdom has no layout; dnd-kit's keyboard sensor needs each row's box to find the next one.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const row = this.closest('tr');
      const index = row?.parentElement ? Array.from(row.parentElement.children).indexOf(row) : 0;
      const top = (row?.parentElement?.tagName === 'TBODY' ? index + 1 : 0) * ROW_HEIGHT;
      return DOMRect.fromRect({ x: 0, y: top, width: 600, height: ROW_HEIGHT });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const names = () =>
    within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

  it('adds a drag handle per row', () => {
    render(<Harness reorder={{ onReorder: vi.fn() }} />);
    const handles = screen.getAllByRole('button', { name: 'Drag to reorder' });
    expect(handles).toHaveLength(3);
    expect(handles[0]).toHaveAttribute('aria-roledescription', 'sortable');
  });

  it('moves a row with the keyboard and sends the new positions', async () => {
    const user = userEvent.setup();
    const onReorder = vi.fn();
    render(
      <Harness
        initialState={{ page: 2, pageSize: 3 }}
        total={9}
        reorder={{ onReorder, getPosition: (row: Vendor) => row.position }}
      />,
    );
    expect(names()).toEqual(['Aman Tokyo', 'Le Bristol', 'Belmond']);

    screen.getAllByRole('button', { name: 'Drag to reorder' })[0]!.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');

    expect(onReorder).toHaveBeenCalledWith([
      { id: '2', position: 0 },
      { id: '1', position: 1 },
    ]);
    expect(names()).toEqual(['Le Bristol', 'Aman Tokyo', 'Belmond']);
  });

  it('cancels a keyboard move with Escape', async () => {
    const user = userEvent.setup();
    const onReorder = vi.fn();
    render(<Harness reorder={{ onReorder }} />);

    screen.getAllByRole('button', { name: 'Drag to reorder' })[1]!.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Escape]');

    expect(onReorder).not.toHaveBeenCalled();
    expect(names()).toEqual(['Aman Tokyo', 'Le Bristol', 'Belmond']);
  });

  it('disables the handles while loading', () => {
    render(<Harness isLoading reorder={{ onReorder: vi.fn() }} />);
    for (const handle of screen.getAllByRole('button', { name: 'Drag to reorder' }))
      expect(handle).toBeDisabled();
  });
});
