import { describe, expect, it } from 'vitest';
import { activeEntry, menu, withAccommodationTypes } from './menu.ts';

describe('menu', () => {
  const entries = withAccommodationTypes(menu, [
    { id: 3, name: 'Hotel' },
    { id: 4, name: 'Villa' },
  ]);

  it('has All Types plus one entry per accommodation type', () => {
    const accommodations = entries.find((e) => e.path === '/admin/accommodations')!;
    expect(accommodations.children?.map((c) => [c.label, c.path])).toEqual([
      ['All Types', '/admin/accommodations'],
      ['Hotel', '/admin/accommodations?type=3'],
      ['Villa', '/admin/accommodations?type=4'],
    ]);
  });

  it('highlights the entry of the current type, and the group for an accommodation page', () => {
    expect(activeEntry('/admin/accommodations', entries, 'type=4')?.leaf?.label).toBe('Villa');
    expect(activeEntry('/admin/accommodations', entries, '')?.entry.path).toBe('/admin/accommodations');
    expect(activeEntry('/admin/accommodations', entries, '')?.leaf).toBeUndefined();
    expect(activeEntry('/admin/accommodations/12', entries, 'tab=rooms')?.entry.path).toBe(
      '/admin/accommodations',
    );
    expect(activeEntry('/admin/vendors/map', entries)?.leaf?.path).toBe('/admin/vendors/map');
  });
});
