import { createTableState } from '@backoffice/ui/data-table/data-table-state';
import { describe, expect, it } from 'vitest';
import { endingOf, endsSoonCutoff } from './contract-ending.ts';
import { defaultSort, sortContracts, toContractQuery, toEndingSoonQuery } from './contract-list-query.ts';

const state = (filters: Record<string, string | string[]>, sort = defaultSort) => ({
  ...createTableState({ sort }),
  filters,
});

describe('contract list query', () => {
  it('sends the chosen statuses, the vendor, the order and the page', () => {
    expect(
      toContractQuery({
        ...state({ status: ['active', 'draft', 'bogus'], 'vendor.id': '12' }, { id: 'endDate', desc: false }),
        page: 3,
        pageSize: 20,
      }),
    ).toEqual([
      ['status[]', 'active'],
      ['status[]', 'draft'],
      ['vendor.id', '12'],
      ['order[endDate]', 'asc'],
      ['page', '3'],
      ['itemsPerPage', '20'],
    ]);
    // An unknown sort or vendor falls back to the defaults.
    expect(toContractQuery(state({ 'vendor.id': 'x' }, { id: 'name', desc: false }))).toEqual([
      ['order[startDate]', 'desc'],
      ['page', '1'],
      ['itemsPerPage', '10'],
    ]);
  });

  it('reads the "Ends soon" view as active contracts by end date, or nothing when active is left out', () => {
    expect(toEndingSoonQuery(state({ ending: 'soon', 'vendor.id': '4' }))).toEqual([
      ['status', 'active'],
      ['vendor.id', '4'],
      ['order[endDate]', 'asc'],
    ]);
    expect(toEndingSoonQuery(state({ ending: 'soon', status: ['draft'] }))).toBeNull();
  });

  it('sorts the client-side set as PostgreSQL would, ties by id', () => {
    const rows = [
      { id: 1, startDate: '2026-01-01', endDate: null },
      { id: 2, startDate: '2026-03-01', endDate: '2026-12-01' },
      { id: 3, startDate: '2026-01-01', endDate: '2026-11-30' },
    ] as never[];
    const ids = (sort: { id: string; desc: boolean }) =>
      sortContracts(rows, sort).map((r: { id: number }) => r.id);
    expect(ids({ id: 'startDate', desc: true })).toEqual([2, 1, 3]);
    expect(ids({ id: 'endDate', desc: false })).toEqual([3, 2, 1]);
    expect(ids({ id: 'endDate', desc: true })).toEqual([1, 2, 3]);
  });
});

describe('ending soon', () => {
  const now = new Date('2026-11-23T22:00:00Z');
  it('marks active contracts ending within 60 days, and those past their end date', () => {
    expect(endsSoonCutoff(now)).toBe('2027-01-22');
    expect(endingOf({ status: 'active', endDate: '2026-12-31' }, now)).toEqual({ kind: 'soon', days: 38 });
    expect(endingOf({ status: 'active', endDate: '2026-11-23' }, now)).toEqual({ kind: 'soon', days: 0 });
    expect(endingOf({ status: 'active', endDate: '2027-01-22' }, now)).toEqual({ kind: 'soon', days: 60 });
    expect(endingOf({ status: 'active', endDate: '2027-01-23' }, now)).toBeNull();
    expect(endingOf({ status: 'active', endDate: '2026-11-20' }, now)).toEqual({ kind: 'overdue', days: 3 });
    // Only a running contract ends.
    expect(endingOf({ status: 'draft', endDate: '2026-12-31' }, now)).toBeNull();
    expect(endingOf({ status: 'active', endDate: null }, now)).toBeNull();
  });
});
