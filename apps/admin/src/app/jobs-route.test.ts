import { describe, expect, it } from 'vitest';
import { canOpen, menuVisibility } from '../lib/access.ts';
import { menu } from './menu.ts';
import { routes } from './route-table.tsx';

// The API answers 403 to anyone but the super admin on /api/jobs: the screen and its menu entry are
// for the super admin alone, even among the roles that open every other section.
describe('the /admin/jobs route', () => {
  const route = routes.find((r) => r.path === '/admin/jobs')!;

  it('is a lazy screen under Settings', () => {
    expect(route.title).toBe('Jobs');
    expect(route.screen).toBeTruthy();
    const settings = menu.find((entry) => entry.label === 'Settings')!;
    expect(settings.children).toContainEqual({ label: 'Jobs', path: '/admin/jobs', disabled: false });
    // The entry shows only where the Settings group does: the super admin's menu.
    expect(menuVisibility(['ROLE_SUPER_ADMIN'])[settings.visible]).toBe(true);
    expect(menuVisibility(['ROLE_MANAGER'])[settings.visible]).toBe(false);
    expect(menuVisibility(['ROLE_ADMIN'])[settings.visible]).toBe(false);
  });

  it.each([
    ['ROLE_SUPER_ADMIN', true],
    ['ROLE_MANAGER', false],
    ['ROLE_ADMIN', false],
    ['ROLE_TRAVEL_DIRECTOR', false],
    ['ROLE_ACCOUNTANT', false],
  ])('%s may open it: %s', (role, expected) => {
    expect(canOpen([role], route.section)).toBe(expected);
  });
});
