import { createTableState } from '@backoffice/ui/data-table/data-table-state';
import { describe, expect, it } from 'vitest';
import { hasUserFilters, toSearchString, toVendorQuery } from './vendor-list-query.ts';

const state = (filters: Record<string, string | string[]>, sort = { id: 'name', desc: false }) => ({
  ...createTableState({ sort }),
  filters,
});

describe('vendor list query', () => {
  it('asks for every status but blacklisted by default, one exists[...] per service, groups as a list', () => {
    const query = toVendorQuery(
      state({
        search: ' aman  kyoto ',
        service: ['spas', 'conciergeries', 'unknown'],
        'group.id': ['3', 'x'],
      }),
      'listed',
    );
    expect(toSearchString(query)).toBe(
      'search=aman++kyoto&exists%5Bspas%5D=true&exists%5Bconciergeries%5D=true' +
        '&status%5B%5D=active&status%5B%5D=inactive&status%5B%5D=pending&status%5B%5D=archived' +
        '&group.id%5B%5D=3&order%5Bname%5D=asc&page=1&itemsPerPage=10',
    );
  });

  it('keeps the statuses the user picked, never blacklisted, on the vendor list', () => {
    const query = toVendorQuery(state({ status: ['pending', 'blacklisted'] }), 'listed');
    expect(query.filter(([key]) => key.startsWith('status'))).toEqual([['status[]', 'pending']]);
  });

  it('asks for blacklisted vendors only on the blacklist, whatever the URL says', () => {
    const query = toVendorQuery(
      state({ status: 'active', service: 'accommodations' }, { id: 'updatedAt', desc: true }),
      'blacklisted',
    );
    expect(query).toEqual([
      ['exists[accommodations]', 'true'],
      ['status', 'blacklisted'],
      ['order[updatedAt]', 'desc'],
      ['page', '1'],
      ['itemsPerPage', '10'],
    ]);
  });

  it('ignores a sort the API does not offer and tells whether the user filtered', () => {
    expect(
      toVendorQuery(state({}, { id: 'group', desc: false }), 'listed').some(([k]) => k.startsWith('order')),
    ).toBe(false);
    expect(hasUserFilters(state({}))).toBe(false);
    expect(hasUserFilters(state({ search: '  ' }))).toBe(false);
    expect(hasUserFilters(state({ service: ['spas'] }))).toBe(true);
  });
});
