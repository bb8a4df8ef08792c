import { describe, expect, it } from 'vitest';
import { accommodationTypeLeaves, menu, withAccommodationTypes } from './menu.ts';

// app/menu.ts: the Accommodations group of the side menu (product.md §2.3, §2.7).
describe('accommodation type entries of the menu', () => {
  it('lists All Types, then one entry per type opening the list with ?type={id}', () => {
    expect(
      accommodationTypeLeaves([
        { id: 1, name: 'Hotel' },
        { id: 2, name: 'Villa' },
      ]),
    ).toEqual([
      { label: 'All Types', path: '/admin/accommodations', disabled: false },
      { label: 'Hotel', path: '/admin/accommodations?type=1', disabled: false },
      { label: 'Villa', path: '/admin/accommodations?type=2', disabled: false },
    ]);
  });

  it('replaces only the Accommodations children', () => {
    const entries = withAccommodationTypes(menu, [{ id: 4, name: 'Lodge' }]);
    const accommodations = entries.find((e) => e.path === '/admin/accommodations');
    expect(accommodations?.children?.map((c) => c.label)).toEqual(['All Types', 'Lodge']);
    expect(entries.filter((e) => e !== accommodations)).toEqual(
      menu.filter((e) => e.path !== '/admin/accommodations'),
    );
  });
});
