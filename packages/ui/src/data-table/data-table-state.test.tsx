import { describe, expect, it } from 'vitest';
import {
  cleanFilters,
  createTableState,
  getPageCount,
  tableStateFromSearch,
  tableStateToQuery,
  tableStateToSearch,
} from './data-table-state.tsx';

describe('tableStateToQuery', () => {
  it('produces page, itemsPerPage, order and filters for the Hydra API', () => {
    expect(
      tableStateToQuery({
        page: 3,
        pageSize: 50,
        sort: { id: 'name', desc: true },
        filters: { search: 'aman', 'status[]': ['active', 'pending'] },
      }),
    ).toEqual({
      page: '3',
      itemsPerPage: '50',
      'order[name]': 'desc',
      search: 'aman',
      'status[]': ['active', 'pending'],
    });
  });

  it('leaves out the order when unsorted and drops empty filters', () => {
    expect(
      tableStateToQuery({ page: 1, pageSize: 10, sort: null, filters: { search: ' ', city: [], name: 'x' } }),
    ).toEqual({ page: '1', itemsPerPage: '10', name: 'x' });
  });
});

describe('tableStateFromSearch', () => {
  it('reads page, size, order and filters back', () => {
    expect(
      tableStateFromSearch('?page=2&itemsPerPage=20&order[city]=asc&search=spa&status=a&status=b&type[]=x'),
    ).toEqual({
      page: 2,
      pageSize: 20,
      sort: { id: 'city', desc: false },
      filters: { search: 'spa', status: ['a', 'b'], 'type[]': ['x'] },
    });
  });

  it('falls back to the defaults for missing or invalid values', () => {
    const defaults = { pageSize: 50, sort: { id: 'position', desc: false }, filters: { status: 'active' } };
    expect(tableStateFromSearch('page=0&itemsPerPage=abc&order[name]=sideways', defaults)).toEqual({
      page: 1,
      pageSize: 50,
      sort: { id: 'position', desc: false },
      filters: { status: 'active' },
    });
  });

  it('rejects a page size outside the allowed options', () => {
    expect(tableStateFromSearch('itemsPerPage=1000', { pageSizeOptions: [10, 20, 50, 100] }).pageSize).toBe(
      10,
    );
    expect(tableStateFromSearch('itemsPerPage=100', { pageSizeOptions: [10, 20, 50, 100] }).pageSize).toBe(
      100,
    );
  });

  it('reads only the listed filter keys when filterKeys is given', () => {
    expect(tableStateFromSearch('tab=general&search=x', { filterKeys: ['search'] }).filters).toEqual({
      search: 'x',
    });
  });

  it('round-trips through tableStateToSearch', () => {
    const state = {
      page: 4,
      pageSize: 100,
      sort: { id: 'createdAt', desc: true },
      filters: { search: 'villa & spa', 'status[]': ['new'] },
    };
    const search = tableStateToSearch(state);
    expect(search).toBe(
      'search=villa+%26+spa&status%5B%5D=new&order%5BcreatedAt%5D=desc&page=4&itemsPerPage=100',
    );
    expect(tableStateFromSearch(search)).toEqual(state);
  });
});

describe('tableStateToSearch', () => {
  it('leaves out values equal to the defaults', () => {
    expect(tableStateToSearch(createTableState({ pageSize: 50 }), { pageSize: 50 })).toBe('');
    expect(tableStateToSearch({ ...createTableState(), pageSize: 20 })).toBe('itemsPerPage=20');
  });
});

describe('helpers', () => {
  it('creates the default state', () => {
    expect(createTableState()).toEqual({ page: 1, pageSize: 10, sort: null, filters: {} });
  });

  it('counts pages from the total', () => {
    expect(getPageCount(0, 10)).toBe(1);
    expect(getPageCount(10, 10)).toBe(1);
    expect(getPageCount(11, 10)).toBe(2);
    expect(getPageCount(101, 50)).toBe(3);
  });

  it('cleans empty filters', () => {
    expect(cleanFilters({ a: '', b: [], c: 'x', d: ['y'] })).toEqual({ c: 'x', d: ['y'] });
  });
});
