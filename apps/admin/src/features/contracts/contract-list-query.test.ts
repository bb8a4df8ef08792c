import { createTableState } from '@backoffice/ui/data-table/data-table-state';
import { describe, expect, it } from 'vitest';
import { endingOf, endsSoonCutoff, endsSoonWindow } from './contract-ending.ts';
import {
  defaultSort,
  hasUserFilters,
  toContractQuery,
  toEndingSoonCountQuery,
} from './contract-list-query.ts';

const state = (filters: Record<string, string | string[]>, sort = defaultSort) => ({
  ...createTableState({ sort }),
  filters,
});
const now = new Date('2026-11-23T22:00:00Z');

describe('contract list query', () => {
  it('sends the chosen statuses, the vendor, the order and the page', () => {
    expect(
      toContractQuery({
        ...state({ status: ['active', 'draft', 'bogus'], 'vendor.id': '12' }, { id: 'endDate', desc: false }),
        page: 3,
        pageSize: 20,
      }),
    ).toEqual({
      'status[]': ['active', 'draft'],
      'vendor.id': '12',
      'order[endDate]': 'asc',
      page: 3,
      itemsPerPage: 20,
    });
    // An unknown sort or vendor falls back to the defaults.
    expect(toContractQuery(state({ 'vendor.id': 'x' }, { id: 'name', desc: false }))).toEqual({
      'order[startDate]': 'desc',
      page: 1,
      itemsPerPage: 10,
    });
  });

  it('sends "Ends between" as endDate[after] / endDate[before], with status and vendor name', () => {
    const filters = {
      'endDate[after]': '2026-12-01',
      'endDate[before]': '2027-03-31',
      status: 'active',
      'vendor.name': '  ritz ',
    };
    expect(toContractQuery(state(filters))).toEqual({
      'status[]': ['active'],
      'vendor.name': 'ritz',
      'endDate[after]': '2026-12-01',
      'endDate[before]': '2027-03-31',
      'order[startDate]': 'desc',
      page: 1,
      itemsPerPage: 10,
    });
    expect(hasUserFilters(state({ 'endDate[before]': '2027-03-31' }))).toBe(true);
    // One bound alone; a malformed date is left out rather than answered 400.
    expect(
      toContractQuery(state({ 'endDate[after]': '2026-12-01', 'endDate[before]': '2027-02-30' })),
    ).toEqual({ 'endDate[after]': '2026-12-01', 'order[startDate]': 'desc', page: 1, itemsPerPage: 10 });
    expect(hasUserFilters(state({ 'endDate[after]': 'soon' }))).toBe(false);
  });

  it('asks the server for the "Ends soon" view: active, ending between today and the cut-off, one page', () => {
    expect(
      toContractQuery(
        { ...state({ ending: 'soon', 'vendor.id': '4' }, { id: 'endDate', desc: false }), page: 2 },
        now,
      ),
    ).toEqual({
      status: 'active',
      'vendor.id': '4',
      'endDate[after]': '2026-11-23',
      'endDate[before]': '2027-01-22',
      'order[endDate]': 'asc',
      page: 2,
      itemsPerPage: 10,
    });
    // With "Ends between", the view keeps the days both allow.
    const within = state({ ending: 'soon', 'endDate[after]': '2026-12-15', 'endDate[before]': '2027-06-30' });
    expect(toContractQuery(within, now)).toMatchObject({
      'endDate[after]': '2026-12-15',
      'endDate[before]': '2027-01-22',
    });
    // Nothing can match: the statuses leave out active, or the dates leave no day.
    expect(toContractQuery(state({ ending: 'soon', status: ['draft'] }), now)).toBeNull();
    expect(toContractQuery(state({ ending: 'soon', 'endDate[before]': '2026-11-01' }), now)).toBeNull();
    expect(toContractQuery(state({ ending: 'soon', status: ['active', 'draft'] }), now)).toMatchObject({
      status: 'active',
    });
  });

  it('counts every vendor’s contracts ending soon without reading them', () => {
    expect(toEndingSoonCountQuery(now)).toEqual({
      status: 'active',
      'endDate[after]': '2026-11-23',
      'endDate[before]': '2027-01-22',
      itemsPerPage: 0,
    });
  });
});

describe('ending soon', () => {
  it('marks active contracts ending within 60 days, and those past their end date', () => {
    expect(endsSoonCutoff(now)).toBe('2027-01-22');
    expect(endsSoonWindow(now)).toEqual({ from: '2026-11-23', to: '2027-01-22' });
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
