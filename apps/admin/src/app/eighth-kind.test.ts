import { parse } from 'regexparam';
import { describe, expect, it } from 'vitest';
import { markerTypesOf } from '../features/vendor-map/marker-types.ts';
import { vendorServicesOf } from '../features/vendors/vendor-services.ts';
import { allowedSectionsOf, canOpen } from '../lib/access.ts';
import { type VendorKindMeta, vendorKinds } from '../shared/vendor-kinds/vendor-kinds.ts';
import { placeRoutesOf } from '../shared/vendors/contacts/contact-context.ts';
import { contactPlacesOf } from '../shared/vendors/contacts/contact-places.ts';
import { findRoute } from './match-route.ts';
import { menuOf } from './menu.ts';
import { quickCreateOf, routeTableOf, screens } from './route-table.tsx';

const parser = (path: string, loose?: boolean) => parse(path, !!loose);

// An eighth vendor kind, declared as a new kind would be: one entry of the shared list. Its routes,
// menu entry, access section, quick-create entry, vendor service, map markers and contact place
// list must all follow, with no other table edited.
const yachts: VendorKindMeta = {
  segment: 'yachts',
  collection: 'yachts',
  service: 'yachts',
  property: 'yacht',
  title: 'Yachts',
  singular: 'Yacht',
  quickCreate: 'Yacht',
  icon: 'compass',
  subCreate: { title: 'New cabin' },
  contactPlace: 7,
  markers: [{ slug: 'yacht', plural: 'Yachts', singular: 'Yacht', colour: '#0891b2', colourName: 'cyan' }],
};
const kinds = [...vendorKinds, yachts];
const table = routeTableOf(kinds);
const at = (location: string) => findRoute(parser, location, table)?.route;

describe('an eighth vendor kind', () => {
  it('gets its routes, on the kind screens, with titles', () => {
    expect(
      [at('/admin/yachts'), at('/admin/yachts/new'), at('/admin/yachts/4'), at('/admin/yachts/4/new')].map(
        (route) => [route?.path, route?.title],
      ),
    ).toEqual([
      ['/admin/yachts', 'Yachts'],
      ['/admin/yachts/new', 'New yacht'],
      ['/admin/yachts/:id', 'Yacht'],
      ['/admin/yachts/:id/new', 'New cabin'],
    ]);
    expect(at('/admin/yachts')?.screen).toBe(screens['/admin/spas']);
    expect(at('/admin/yachts/4')?.screen).toBe(screens['/admin/spas/:id']);
    expect(at('/admin/yachts/x')).toBeUndefined();
    // The app's own table is untouched.
    expect(findRoute(parser, '/admin/yachts')).toBeUndefined();
  });

  it('gets a side-menu entry after the other kinds, for the catalogue roles', () => {
    const labels = menuOf(table).map((entry) => entry.label);
    expect(labels.slice(labels.indexOf('Other Services'), labels.indexOf('Other Services') + 2)).toEqual([
      'Other Services',
      'Yachts',
    ]);
    expect(menuOf(table).find((entry) => entry.label === 'Yachts')).toMatchObject({
      path: '/admin/yachts',
      icon: 'compass',
      visible: 'catalogue',
    });
  });

  it('is an access section of the travel team and the vendors (product.md §6)', () => {
    const sections = allowedSectionsOf(kinds);
    expect(at('/admin/yachts/4')?.section).toBe('yachts');
    expect(canOpen(['ROLE_VENDOR'], 'yachts', sections)).toBe(true);
    expect(canOpen(['ROLE_TRAVEL_DIRECTOR'], 'yachts', sections)).toBe(true);
    expect(canOpen(['ROLE_MARKETING_DIRECTOR'], 'yachts', sections)).toBe(false);
    expect(canOpen(['ROLE_VENDOR'], 'yachts')).toBe(false);
  });

  it('gets a quick-create entry, a vendor service, map markers and a contact place list', () => {
    const quick = quickCreateOf(table).map((entry) => entry.label);
    expect(quick.slice(quick.indexOf('Other services'), quick.indexOf('Other services') + 3)).toEqual([
      'Other services',
      'Yacht',
      'Destination',
    ]);
    expect(quickCreateOf(table)).toContainEqual({ label: 'Yacht', path: '/admin/yachts/new' });
    expect(vendorServicesOf(kinds).at(-1)).toEqual({
      key: 'yachts',
      label: 'Yachts',
      singular: 'Yacht',
      route: 'yachts',
    });
    expect(markerTypesOf(kinds).at(-1)).toMatchObject({ slug: 'yacht', segment: 'yachts' });
    expect(contactPlacesOf(kinds).at(-1)).toEqual({ key: 'yachts', label: 'Yachts', collection: 'yachts' });
    expect(placeRoutesOf(kinds)['admin-yachts-id']).toEqual({ list: 'yachts', collection: 'yachts' });
  });
});
