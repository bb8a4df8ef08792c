import { describe, expect, it } from 'vitest';
import { routes, screens } from './route-table.tsx';

// Moved from features/vendor-kinds/routes.test.tsx: a feature does not read the app's route table.
const catalogue = [
  'accommodations',
  'spas',
  'restaurants',
  'wineries',
  'activity-providers',
  'transportation-providers',
  'conciergeries',
  'conciergerie-services',
  'activities',
  'transfers',
  'rooms',
];

describe('catalogue routes', () => {
  it('gives every catalogue route of the route table a screen', () => {
    const paths = routes.map((r) => r.path).filter((p) => catalogue.includes(p.split('/')[2] ?? ''));
    // Lists, create, detail and sub-create routes of the seven kinds, plus items and rooms.
    expect(paths.length).toBe(35);
    expect(paths.filter((p) => !screens[p])).toEqual([]);
  });
});
