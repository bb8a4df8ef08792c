// The vendor kinds of the admin (product.md §1–§3), declared once. The route table (routes, menu,
// quick-create, titles), the role path check (lib/access.ts), the vendor's services, the contact
// place lists, the vendor map's marker types and the kind screens (features/vendor-kinds) all
// derive from this list. Adding a kind: one entry here, its screen declaration
// (features/vendor-kinds/kinds/<kind>.kind.ts) and one line in features/vendor-kinds/kinds/registry.ts.
// Plain data on purpose: the shell's initial script reads it for the menu.

/** A marker family of the vendor map (product.md §2.10, calls.md 7.11: GET /api/vendors/map keys). */
export type MarkerDef = {
  slug: string;
  plural: string;
  singular: string;
  colour: string;
  colourName: string;
  /** The admin segment of a marker's detail screen, when not the kind's own (activities). */
  segment?: string;
};

export type VendorKindMeta = {
  /** The admin routes /admin/<segment>…, and the section of the role path check (product.md §6). */
  segment: string;
  /** The API collection (/api/<collection>, the IRIs of its records). */
  collection: string;
  /** The vendor's relation and exists[...] filter, its `services` value, a contact's place list. */
  service: string;
  /** How an item names its owner of this kind (`activityProvider`: body property, filter, query). */
  property: string;
  /** List title, side-menu label, vendor service label. */
  title: string;
  singular: string;
  /** The side-menu label when it differs from the title. */
  menuLabel?: string;
  /** The label of its entry in the header's quick-create menu (product.md §2.8). */
  quickCreate: string;
  /** The side-menu icon, by name (app/menu-icons.tsx). */
  icon: string;
  /**
   * The item its sub-create route adds (product.md §2.6): /admin/<segment>/{id}/new, or with an
   * optional owner /admin/<segment>/{id?}/new (the owner is then chosen in the form).
   */
  subCreate: { title: string; ownerOptional?: boolean };
  /** Its position among a contact's place lists, or null when a contact keeps no list of it. */
  contactPlace: number | null;
  /** The side-menu entry lists All Types plus one entry per type of this kind (accommodations). */
  typeMenu?: boolean;
  markers: readonly MarkerDef[];
};

// In the side menu's order (product.md §2.7). Activity and Other Services markers have no colour
// in the spec: purple and slate are ours (docs/decisions.md, "Vendor map screens").
export const vendorKinds = [
  {
    segment: 'accommodations',
    collection: 'accommodations',
    service: 'accommodations',
    property: 'accommodation',
    title: 'Accommodations',
    singular: 'Accommodation',
    quickCreate: 'Accommodation',
    icon: 'bed',
    subCreate: { title: 'New item' },
    contactPlace: 1,
    typeMenu: true,
    markers: [
      { slug: 'hotel', plural: 'Hotels', singular: 'Hotel', colour: '#16a34a', colourName: 'green' },
      { slug: 'villa', plural: 'Villas', singular: 'Villa', colour: '#ea580c', colourName: 'orange' },
    ],
  },
  {
    segment: 'spas',
    collection: 'spas',
    service: 'spas',
    property: 'spa',
    title: 'Spas',
    singular: 'Spa',
    quickCreate: 'Spa',
    icon: 'flower',
    subCreate: { title: 'New item' },
    contactPlace: 3,
    markers: [{ slug: 'spa', plural: 'Spas', singular: 'Spa', colour: '#2563eb', colourName: 'blue' }],
  },
  {
    segment: 'restaurants',
    collection: 'restaurants',
    service: 'restaurants',
    property: 'restaurant',
    title: 'Restaurants',
    singular: 'Restaurant',
    quickCreate: 'Restaurant',
    icon: 'utensils',
    subCreate: { title: 'New item' },
    contactPlace: 2,
    markers: [
      {
        slug: 'restaurant',
        plural: 'Restaurants',
        singular: 'Restaurant',
        colour: '#dc2626',
        colourName: 'red',
      },
    ],
  },
  {
    segment: 'wineries',
    collection: 'wineries',
    service: 'wineries',
    property: 'winery',
    title: 'Wineries',
    singular: 'Winery',
    quickCreate: 'Winery',
    icon: 'wine',
    subCreate: { title: 'New item' },
    // The API keeps no winery list on a contact: a winery's contacts are the vendor's.
    contactPlace: null,
    markers: [],
  },
  {
    segment: 'activity-providers',
    collection: 'activity_providers',
    service: 'activityProviders',
    property: 'activityProvider',
    title: 'Activity providers',
    singular: 'Activity provider',
    quickCreate: 'Activity company',
    icon: 'compass',
    subCreate: { title: 'New activity', ownerOptional: true },
    contactPlace: 5,
    markers: [
      {
        slug: 'activity',
        plural: 'Activities',
        singular: 'Activity',
        colour: '#7c3aed',
        colourName: 'purple',
        segment: 'activities',
      },
    ],
  },
  {
    segment: 'transportation-providers',
    collection: 'transportation_providers',
    service: 'transportationProviders',
    property: 'transportationProvider',
    title: 'Transportation providers',
    singular: 'Transportation provider',
    quickCreate: 'Transportation company',
    icon: 'car',
    subCreate: { title: 'New transfer', ownerOptional: true },
    contactPlace: 4,
    markers: [],
  },
  // product.md §1/§2.7: conciergeries are shown as Other Services.
  {
    segment: 'conciergeries',
    collection: 'conciergeries',
    service: 'conciergeries',
    property: 'conciergerie',
    title: 'Other services',
    singular: 'Other service',
    menuLabel: 'Other Services',
    quickCreate: 'Other services',
    icon: 'concierge',
    subCreate: { title: 'New item' },
    contactPlace: 6,
    markers: [
      {
        slug: 'otherServices',
        plural: 'Other Services',
        singular: 'Other Service',
        colour: '#475569',
        colourName: 'slate',
      },
    ],
  },
] as const satisfies readonly VendorKindMeta[];

export type VendorKind = (typeof vendorKinds)[number];
export type VendorKindSegment = VendorKind['segment'];
export type VendorServiceKey = VendorKind['service'];

/** The declaration of a kind, by its segment (checked at compile time). */
export const vendorKind = (segment: VendorKindSegment): VendorKind =>
  vendorKinds.find((kind) => kind.segment === segment)!;
