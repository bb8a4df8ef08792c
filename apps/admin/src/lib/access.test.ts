import { describe, expect, it } from 'vitest';
import { canVisit, landingPath, menuVisibility, sectionOf } from './access.ts';

describe('role path check (product.md §6)', () => {
  it('derives the section from the path', () => {
    expect(sectionOf('/admin/vendors')).toBe('vendors');
    expect(sectionOf('/admin/vendors/map/pin')).toBe('vendors-map');
    expect(sectionOf('/admin/vendors/blacklisted')).toBe('vendors-blacklisted');
    expect(sectionOf('/admin/vendors/groups')).toBe('vendors');
    expect(sectionOf('/admin/vendors/12/tabs/General')).toBe('vendors');
    expect(sectionOf('/admin/cms/menus')).toBe('cms-menus');
    expect(sectionOf('/admin/media/gallery')).toBe('media-gallery');
    expect(sectionOf('/admin/trips/3/itinerary')).toBe('trips');
    expect(sectionOf('/admin')).toBeUndefined();
  });

  it.each([
    [['ROLE_SUPER_ADMIN'], '/admin/users', true],
    [['ROLE_MANAGER'], '/admin/parameters', true],
    [['ROLE_TRAVEL_DIRECTOR'], '/admin/trips/4', true],
    [['ROLE_TRAVEL_DIRECTOR'], '/admin/users', false],
    // §6 gives the e-mail screens to no restricted role: the travel team sees a client's e-mails
    // on the client page (clients section), not the agency-wide log or the templates.
    [['ROLE_TRAVEL_DIRECTOR'], '/admin/emails', false],
    [['ROLE_TRAVEL_DIRECTOR'], '/admin/templates/emails/3', false],
    [['ROLE_MANAGER'], '/admin/templates/emails/new', true],
    [['ROLE_VENDOR'], '/admin/trips', false],
    [['ROLE_VENDOR'], '/admin/vendors/map', true],
    [['ROLE_VENDOR'], '/admin/rooms/7', true],
    [['ROLE_TRAVEL_DIRECTOR'], '/admin/contracts/2', true],
    [['ROLE_CONTENT_MANAGER'], '/admin/rooms/7', false],
    [['ROLE_CONTENT_MANAGER'], '/admin/media/gallery', true],
    [['ROLE_CONTENT_MANAGER'], '/admin/pages/4', true],
    [['ROLE_CONTENT_MANAGER'], '/admin/cms/pages/4', false],
    [['ROLE_CONTENT_MANAGER'], '/admin/vendors', false],
    [['ROLE_JOURNAL_MANAGER'], '/admin/journal', true],
    [['ROLE_JOURNAL_MANAGER'], '/admin/media/tags', false],
    [['ROLE_MARKETING_DIRECTOR'], '/admin/cms/press', true],
    [['ROLE_MARKETING_DIRECTOR'], '/admin/clients', false],
    [['ROLE_ACCOUNTANT'], '/admin/sales', true],
    [['ROLE_ACCOUNTANT'], '/admin/permissions-deny', true],
    [['ROLE_ACCOUNTANT'], '/admin/trips', false],
    // The jobs screen: the super admin alone, as the API (payloads name clients and trips).
    [['ROLE_SUPER_ADMIN'], '/admin/jobs', true],
    [['ROLE_MANAGER'], '/admin/jobs', false],
    [['ROLE_ADMIN'], '/admin/jobs', false],
    [['ROLE_TRAVEL_DIRECTOR'], '/admin/jobs', false],
    // The task calendars: the travel team's (its task list); no other restricted role's.
    [['ROLE_TRAVEL_DIRECTOR'], '/admin/calendar/my-tasks', true],
    [['ROLE_TRAVEL_DIRECTOR'], '/admin/calendar/tasks', true],
    [['ROLE_VENDOR'], '/admin/calendar/my-tasks', false],
    [['ROLE_ACCOUNTANT'], '/admin/calendar/tasks', false],
    [['ROLE_TRAVEL_DIRECTOR'], '/admin/templates/tasks', false],
  ])('%j on %s → %s', (roles, path, expected) => {
    expect(canVisit(roles, path)).toBe(expected);
  });

  it('shows menu groups by role', () => {
    expect(menuVisibility(['ROLE_SUPER_ADMIN'])).toMatchObject({
      settings: true,
      quickCreate: true,
      auditPopover: true,
    });
    expect(menuVisibility(['ROLE_VENDOR'])).toMatchObject({
      catalogue: true,
      itineraries: false,
      settings: false,
      quickCreate: true,
    });
    expect(menuVisibility(['ROLE_TRAVEL_DIRECTOR'])).toMatchObject({
      catalogue: true,
      itineraries: true,
      quickCreate: false,
    });
    expect(menuVisibility(['ROLE_MARKETING_DIRECTOR'])).toMatchObject({ cms: true, catalogue: false });
  });

  it('lands each role on a page it may open', () => {
    expect(landingPath(['ROLE_TRAVEL_DIRECTOR'])).toBe('/admin/vendors');
    expect(landingPath(['ROLE_MARKETING_DIRECTOR'])).toBe('/admin/cms/menus');
    expect(landingPath(['ROLE_CONTENT_MANAGER'])).toBe('/admin/media/gallery');
    expect(landingPath(['ROLE_ACCOUNTANT'])).toBe('/admin/sales');
  });
});
