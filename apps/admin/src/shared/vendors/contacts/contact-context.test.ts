import { describe, expect, it } from 'vitest';
import {
  contactContextOf,
  contactFilterOf,
  contactPresetOf,
  looksAfter,
  placeRoutes,
  routeNameOf,
} from './contact-context.ts';

describe('routeNameOf', () => {
  it('names a route as the spec does, ids as "id"', () => {
    expect(routeNameOf('/admin/accommodations/12')).toBe('admin-accommodations-id');
    expect(routeNameOf('/admin/activity-providers/3?tab=contacts')).toBe('admin-activity-providers-id');
    expect(routeNameOf('/admin/vendors/7/tabs/Details')).toBe('admin-vendors-id-tabs-Details');
    expect(routeNameOf('/admin/conciergerie-services')).toBe('admin-conciergerie-services');
    expect(routeNameOf('/admin/spas/4/')).toBe('admin-spas-id');
  });

  it('covers the seven route names of calls.md §2', () => {
    expect(Object.keys(placeRoutes).sort()).toEqual(
      [
        'admin-accommodations-id',
        'admin-spas-id',
        'admin-restaurants-id',
        'admin-wineries-id',
        'admin-transportation-providers-id',
        'admin-activity-providers-id',
        'admin-conciergeries-id',
      ].sort(),
    );
  });
});

describe('contactContextOf', () => {
  it.each([
    ['/admin/accommodations/5', 'accommodations', '/api/accommodations/5'],
    ['/admin/spas/8', 'spas', '/api/spas/8'],
    ['/admin/restaurants/9', 'restaurants', '/api/restaurants/9'],
    ['/admin/transportation-providers/2', 'transportationProviders', '/api/transportation_providers/2'],
    ['/admin/activity-providers/14', 'activityProviders', '/api/activity_providers/14'],
    ['/admin/conciergeries/6?tab=contacts', 'conciergeries', '/api/conciergeries/6'],
  ])('%s: the contact looks after that record', (path, list, iri) => {
    const context = contactContextOf(path);
    expect(context).toMatchObject({ scope: 'place', list, iri, routeName: routeNameOf(path) });
    expect(contactFilterOf(context)).toEqual({ [`${list}.id`]: /\/(\d+)$/.exec(iri)![1] });
    expect(contactPresetOf(context)).toEqual({ [list]: [iri] });
  });

  it('a winery page has no list of its own: the contact belongs to the vendor', () => {
    const context = contactContextOf('/admin/wineries/3');
    expect(context).toEqual({ scope: 'vendor', routeName: 'admin-wineries-id' });
    expect(contactFilterOf(context)).toEqual({});
    expect(contactPresetOf(context)).toEqual({});
  });

  it.each([
    '/admin/vendors/7/tabs/Details',
    '/admin/vendors/7/tabs/General',
    '/admin/vendors/new',
    '/admin/accommodations',
    '/admin/accommodations/5/new',
    '/admin/conciergerie-services',
    '/admin/rooms/4',
  ])('%s: any other route means the vendor in general', (path) => {
    const context = contactContextOf(path);
    expect(context.scope).toBe('vendor');
    expect(contactPresetOf(context)).toEqual({});
  });
});

describe('looksAfter', () => {
  const context = contactContextOf('/admin/spas/8');
  it('reads the list, a single link as a list of one', () => {
    expect(looksAfter({ spas: ['/api/spas/2', '/api/spas/8'] }, context)).toBe(true);
    expect(looksAfter({ spas: '/api/spas/8' }, context)).toBe(true);
    expect(looksAfter({ spas: ['/api/spas/80'] }, context)).toBe(false);
    expect(looksAfter({ accommodations: ['/api/accommodations/8'] }, context)).toBe(false);
    expect(looksAfter({ spas: null }, context)).toBe(false);
  });
  it('is false for the vendor in general', () => {
    expect(looksAfter({ spas: ['/api/spas/8'] }, contactContextOf('/admin/vendors/1/tabs/Details'))).toBe(
      false,
    );
  });
});
