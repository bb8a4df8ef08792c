import { type VendorKindMeta, vendorKinds } from '../shared/vendor-kinds/vendor-kinds.ts';

// product.md §6, on the client: which admin sections each role may open. This is a convenience
// for the UI only; the API checks every call against its own permission table.
const unrestricted = new Set<string>(['ROLE_SUPER_ADMIN', 'ROLE_MANAGER', 'ROLE_ADMIN']);

// The travel team's sections: the vendor lists, one section per vendor kind (its route segment),
// the items, reference lists and trips of §6.
const travelOf = (kinds: readonly Pick<VendorKindMeta, 'segment'>[]) => [
  'vendors',
  'vendors-map',
  ...kinds.map((kind) => kind.segment),
  'vendors-blacklisted',
  'activities',
  'transfers',
  'conciergerie-services',
  'destination-guides',
  'destinations',
  'airports',
  'airlines',
  'trip-templates',
  'clients',
  'trips',
  // Not in the table of §6, but pages of sections it grants: an accommodation's room and a
  // vendor's contract (docs/decisions.md 29); prospects, which become clients.
  'rooms',
  'contracts',
  'prospects',
];

/** The sections of §6 each role may open, for a list of vendor kinds. */
export const allowedSectionsOf = (
  kinds: readonly Pick<VendorKindMeta, 'segment'>[],
): Record<string, string[]> => {
  const travel = travelOf(kinds);
  return {
    // The task calendars too: a travel team lives on its task list, and the API lets every staff
    // user read the tasks assigned to them (docs/pending/taskscreens.md).
    ROLE_TRAVEL_DIRECTOR: [...travel, 'calendar'],
    // §6 gives the vendor role clients, but the API keeps clients and prospects (people's
    // details, cards, documents) from it (docs/decisions.md 286): the menu follows the API.
    ROLE_VENDOR: travel.filter((s) => s !== 'trips' && s !== 'prospects' && s !== 'clients'),
    ROLE_CONTENT_MANAGER: [
      'media-gallery',
      'media-tags',
      'menus',
      'pages',
      'knowledgebase',
      'cityguides',
      'journal',
    ],
    ROLE_JOURNAL_MANAGER: ['journal'],
    ROLE_MARKETING_DIRECTOR: [
      'cms-menus',
      'cms-pages',
      'cms-press',
      'cms-articles',
      'cms-services',
      'cms-brochure',
    ],
    ROLE_ACCOUNTANT: ['sales', 'purchases', 'synchronization'],
  };
};

const allowedSections = allowedSectionsOf(vendorKinds);

// Two-segment sections that some role's list names (vendors/map → vendors-map); any other path
// takes its first segment (vendors/groups → vendors, trips/3/itinerary → trips).
const compound = new Set(
  Object.values(allowedSections).flatMap((list) => list.filter((s) => s.includes('-'))),
);

export const sectionOf = (path: string): string | undefined => {
  const [first, second] = path.replace(/^\/admin\/?/, '').split(/[/?#]/);
  if (!first) return undefined;
  if (second && compound.has(`${first}-${second}`)) return `${first}-${second}`;
  return first;
};

// Pages every signed-in user may open whatever the role.
const open = new Set([undefined, 'permissions-deny']);

// Sections for the super admin alone, even among the unrestricted roles: the jobs screen shows
// payloads naming clients and trips, and the API answers 403 to a manager or an admin there.
const superAdminOnly = new Set(['jobs']);

/** Whether the roles may open a section (a route's `section`, see app/route-table.tsx). */
export const canOpen = (
  roles: readonly string[],
  section: string | undefined,
  sections: Record<string, string[]> = allowedSections,
): boolean => {
  if (superAdminOnly.has(section!)) return roles.includes('ROLE_SUPER_ADMIN');
  if (roles.some((r) => unrestricted.has(r))) return true;
  if (open.has(section)) return true;
  return roles.some((r) => sections[r]?.includes(section!));
};

export const canVisit = (roles: readonly string[], path: string): boolean => canOpen(roles, sectionOf(path));

const isSuper = (roles: readonly string[]) => roles.includes('ROLE_SUPER_ADMIN');

// Menu visibility of §6: super admin sees everything; vendor and travel team the catalogue lists;
// Itineraries for the travel team; CMS for marketing; Settings for the super admin only.
export const menuVisibility = (roles: readonly string[]) => {
  const all = roles.some((r) => unrestricted.has(r));
  const travelTeam = roles.includes('ROLE_TRAVEL_DIRECTOR');
  return {
    catalogue: all || travelTeam || roles.includes('ROLE_VENDOR'),
    itineraries: all || travelTeam,
    cms: all || roles.includes('ROLE_MARKETING_DIRECTOR'),
    content: all || roles.includes('ROLE_CONTENT_MANAGER') || roles.includes('ROLE_JOURNAL_MANAGER'),
    accounting: all || roles.includes('ROLE_ACCOUNTANT'),
    settings: isSuper(roles),
    quickCreate: isSuper(roles) || roles.includes('ROLE_VENDOR'),
    auditPopover: isSuper(roles),
  };
};

type Entry = { path: string; visible: keyof ReturnType<typeof menuVisibility>; children?: Child[] };
type Child = { path: string; disabled?: boolean };

/** The menu entries the roles see: §6's visibility rule, then only the screens the path check lets
 * them open (a group keeps those of its entries; one left empty goes; the entries §2.7 disables
 * stay, disabled). So no role is offered a screen that would send it to permissions-deny. */
export const visibleEntries = <E extends Entry>(roles: readonly string[], entries: readonly E[]): E[] => {
  const visible = menuVisibility(roles);
  return entries.flatMap((entry) => {
    if (!visible[entry.visible]) return [];
    if (!entry.children?.length) return canVisit(roles, entry.path) ? [entry] : [];
    const children = entry.children.filter((c) => c.disabled || canVisit(roles, c.path));
    return children.some((c) => !c.disabled) ? [{ ...entry, children }] : [];
  });
};

// Where a signed-in user lands: /admin/vendors (product.md §2.2), or the first section the role
// may open when vendors is not one of them.
export const landingPath = (roles: readonly string[]) => {
  if (canVisit(roles, '/admin/vendors')) return '/admin/vendors';
  const first = roles.map((r) => allowedSections[r]?.[0]).find(Boolean);
  if (!first) return '/admin/permissions-deny';
  const path = first.replace(/^(media|cms)-/, '$1/');
  return `/admin/${path}`;
};
