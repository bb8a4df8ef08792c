import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { type VendorKindMeta, type VendorKindSegment, vendorKinds } from '../../vendor-kinds/vendor-kinds.ts';
import type { ContactPlaceKey } from './contact-places.ts';
import type { ContactValues } from './contact-schema.ts';

// calls.md §2: contact actions know their screen by the route's name. On a vendor kind's page the
// contact looks after that record (its place list holds the record's IRI); on any other route
// (the vendor's own pages) it belongs to the vendor in general.
export const placeRoutesOf = (kinds: readonly VendorKindMeta[]) =>
  Object.fromEntries(
    kinds.map((kind) => [
      `admin-${kind.segment}-id`,
      // A kind whose contacts keep no list of it (wineries): its contacts are the vendor's.
      { list: kind.contactPlace === null ? null : kind.service, collection: kind.collection },
    ]),
  ) as Record<string, { list: ContactPlaceKey | null; collection: string }>;

export const placeRoutes = placeRoutesOf(vendorKinds) as Record<
  `admin-${VendorKindSegment}-id`,
  { list: ContactPlaceKey | null; collection: string }
>;

export type PlaceRouteName = keyof typeof placeRoutes;

export type ContactContext =
  | {
      scope: 'place';
      routeName: PlaceRouteName;
      list: ContactPlaceKey;
      id: number;
      // The record's IRI, as the contact's list holds it: /api/accommodations/5.
      iri: string;
    }
  | { scope: 'vendor'; routeName: string };

/** The route's name in the spec's form: '/admin/accommodations/12?tab=x' → 'admin-accommodations-id'. */
export const routeNameOf = (path: string) =>
  (path.split(/[?#]/)[0] ?? '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (/^\d+$/.test(segment) ? 'id' : segment))
    .join('-');

const isPlaceRoute = (name: string): name is PlaceRouteName => Object.hasOwn(placeRoutes, name);

/** Whom a contact created or listed on this route belongs to. */
export const contactContextOf = (path: string): ContactContext => {
  const routeName = routeNameOf(path);
  if (!isPlaceRoute(routeName)) return { scope: 'vendor', routeName };
  const { list, collection } = placeRoutes[routeName];
  if (list === null) return { scope: 'vendor', routeName };
  const id = Number(/\/(\d+)(?:[/?#]|$)/.exec(path)?.[1]);
  return { scope: 'place', routeName, list, id, iri: `/api/${collection}/${id}` };
};

/** The contacts list filter of the context (`accommodations.id=5`), beside `vendor.id`. */
export const contactFilterOf = (context: ContactContext): Record<string, string> =>
  context.scope === 'place' ? { [`${context.list}.id`]: String(context.id) } : {};

/** What a new contact starts with: the record ticked in its list, or nothing for the vendor. */
export const contactPresetOf = (context: ContactContext): Partial<ContactValues> =>
  context.scope === 'place' ? { [context.list]: [context.iri] } : {};

/** True when the contact's list names the record of the context. */
export const looksAfter = (
  contact: Partial<Record<ContactPlaceKey, string[] | string | null>>,
  context: ContactContext,
) => {
  if (context.scope !== 'place') return false;
  const value = contact[context.list];
  return (Array.isArray(value) ? value : value ? [value] : []).includes(context.iri);
};

/** The contact context of the current route. */
export const useContactContext = () => {
  const [location] = useLocation();
  return useMemo(() => contactContextOf(location), [location]);
};
