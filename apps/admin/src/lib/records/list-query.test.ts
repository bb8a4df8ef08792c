import { createTableState } from '@backoffice/ui/data-table/data-table-state';
import { describe, expect, it } from 'vitest';
import {
  dateFilter,
  eachFilter,
  idFilter,
  listQueryOf,
  searchFilter,
  toParams,
  withPage,
} from './list-query.ts';

const list = listQueryOf({
  filters: {
    search: searchFilter(),
    status: eachFilter('status[]', (status) => status !== 'bogus'),
    client: idFilter('client.id'),
    from: dateFilter('endDate[after]'),
  },
  sortable: ['name'],
});

const state = (filters: Record<string, string | string[]>, sort = { id: 'name', desc: true }) => ({
  ...createTableState({ sort }),
  filters,
});

describe('list query', () => {
  it('sends the declared filters in order, then the sort and the page', () => {
    expect(
      list.toQuery(
        state({ from: '2027-01-02', status: ['a', 'bogus', ' '], search: ' two  words ', client: '7' }),
      ),
    ).toEqual([
      ['search', 'two  words'],
      ['status[]', 'a'],
      ['client.id', '7'],
      ['endDate[after]', '2027-01-02'],
      ['order[name]', 'desc'],
      ['page', '1'],
      ['itemsPerPage', '10'],
    ]);
  });

  it('leaves out malformed ids and dates and a sort the API does not offer', () => {
    expect(list.toQuery(state({ client: 'x', from: '02/01/2027' }, { id: 'status', desc: false }))).toEqual([
      ['page', '1'],
      ['itemsPerPage', '10'],
    ]);
  });

  it('tells whether the user filtered, blank values aside', () => {
    expect(list.hasUserFilters(state({ search: '  ' }))).toBe(false);
    expect(list.hasUserFilters(state({ status: ['a'] }))).toBe(true);
  });

  it('turns pairs into SDK params, lists as arrays, and moves to another page', () => {
    const pairs: [string, string][] = [
      ['status[]', 'a'],
      ['status[]', 'b'],
      ['page', '1'],
    ];
    expect(toParams(pairs)).toEqual({ 'status[]': ['a', 'b'], page: '1' });
    expect(
      toParams([
        ['status', 'a'],
        ['status', 'b'],
        ['scope', 'c'],
      ]),
    ).toEqual({ status: ['a', 'b'], scope: 'c' });
    expect(withPage(pairs, 3)).toEqual([
      ['status[]', 'a'],
      ['status[]', 'b'],
      ['page', '3'],
    ]);
  });
});
