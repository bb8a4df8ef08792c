import { describe, expect, it } from 'vitest';
import { canVisit, visibleEntries } from '../lib/access.ts';
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

describe('the menu a role sees', () => {
  const labels = (roles: string[]) =>
    visibleEntries(roles, menu).map((e) =>
      e.children?.length ? `${e.label}: ${e.children.map((c) => c.label).join(', ')}` : e.label,
    );
  // The screens a role is offered: entries without children, and the enabled children of the others.
  const offered = (roles: string[]) =>
    visibleEntries(roles, menu).flatMap((e) =>
      e.children?.length ? e.children.filter((c) => !c.disabled).map((c) => c.path) : [e.path],
    );

  it('offers no screen the path check refuses', () => {
    for (const roles of [
      ['ROLE_VENDOR'],
      ['ROLE_TRAVEL_DIRECTOR'],
      ['ROLE_CONTENT_MANAGER'],
      ['ROLE_JOURNAL_MANAGER'],
      ['ROLE_MARKETING_DIRECTOR'],
      ['ROLE_ACCOUNTANT'],
    ])
      for (const path of offered(roles)) expect(canVisit(roles, path), `${roles} ${path}`).toBe(true);
  });

  it('gives the vendor role trip templates but not clients (the API keeps clients from it)', () => {
    const vendor = labels(['ROLE_VENDOR']);
    expect(vendor).toContain('Trip templates');
    expect(vendor).not.toContain('Clients');
    expect(labels(['ROLE_TRAVEL_DIRECTOR'])).toEqual(expect.arrayContaining(['Trip templates', 'Clients']));
  });

  it('gives the content manager the content group with its pages and menus', () => {
    const content = labels(['ROLE_CONTENT_MANAGER']).find((l) => l.startsWith('Content:'));
    expect(content).toContain('Pages');
    expect(content).toContain('Menus');
    expect(content).toContain('Media gallery');
    expect(labels(['ROLE_JOURNAL_MANAGER'])).toEqual([expect.stringMatching(/^Content: .*Journal/)]);
  });
});
