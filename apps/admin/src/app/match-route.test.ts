import { parse } from 'regexparam';
import { describe, expect, it } from 'vitest';
import { findRoute } from './match-route.ts';

const parser = (path: string, loose?: boolean) => {
  const { pattern, keys } = parse(path, !!loose);
  return { pattern, keys };
};

describe('route table', () => {
  it.each([
    ['/login', '/login'],
    ['/password-reset', '/password-reset/:hash?'],
    ['/admin/vendors', '/admin/vendors'],
    ['/admin/vendors/new', '/admin/vendors/new'],
    ['/admin/vendors/map/pin', '/admin/vendors/map/pin'],
    ['/admin/vendors/12', '/admin/vendors/:id'],
    ['/admin/vendors/12/tabs/General', '/admin/vendors/:id/tabs/General'],
    ['/admin/trips/3/itinerary', '/admin/trips/:id/itinerary'],
    ['/admin/trip-templates/itinerary', '/admin/trip-templates/:id?/itinerary'],
    ['/admin/activity-providers/new', '/admin/activity-providers/new'],
    ['/admin/activity-providers/5/new', '/admin/activity-providers/:id?/new'],
    ['/admin/clients/preferences', '/admin/clients/preferences/:id?'],
    ['/admin/types/bed', '/admin/types/bed'],
    ['/admin/cms/articles/9', '/admin/cms/articles/:id'],
    ['/admin/emails', '/admin/emails'],
    ['/admin/templates/emails', '/admin/templates/emails'],
    ['/admin/templates/emails/new', '/admin/templates/emails/new'],
    ['/admin/templates/emails/4', '/admin/templates/emails/:id'],
  ])('%s → %s', (location, path) => {
    expect(findRoute(parser, location)?.route.path).toBe(path);
  });

  it.each([
    '/admin/vendors/abc',
    '/admin/trips/x/itinerary',
    '/admin/nowhere',
    '/admin/clients/preferences/abc',
  ])('%s is not found', (location) => {
    expect(findRoute(parser, location)).toBeUndefined();
  });
});
