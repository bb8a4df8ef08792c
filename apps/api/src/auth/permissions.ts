import type { UserRole } from './roles.ts';

// Access areas group resources; every resource declares the one it belongs to.
export type AccessArea =
  | 'catalogue'
  | 'destinations'
  | 'reference'
  | 'clients'
  | 'trips'
  | 'templates'
  | 'emailTemplates'
  | 'media'
  | 'menus'
  | 'pages'
  | 'knowledgebase'
  | 'cityguides'
  | 'journal'
  | 'cms'
  | 'destinationGuides'
  | 'accounting'
  // Client payments (receipts and refunds): recorded by the travel team and the accountant (issue 29.7).
  | 'payments'
  | 'tasks'
  | 'notes'
  | 'settings'
  | 'users';

export type Access = 'read' | 'write';
type Grants = Partial<Record<AccessArea, Access>>;

const all = (access: Access, except: AccessArea[] = []): Grants =>
  Object.fromEntries(areas.filter((a) => !except.includes(a)).map((a) => [a, access])) as Grants;

const areas: AccessArea[] = [
  'catalogue',
  'destinations',
  'reference',
  'clients',
  'trips',
  'templates',
  'emailTemplates',
  'media',
  'menus',
  'pages',
  'knowledgebase',
  'cityguides',
  'journal',
  'cms',
  'destinationGuides',
  'accounting',
  'payments',
  'tasks',
  'notes',
  'settings',
  'users',
];

// Derived from product.md §6. Every signed-in role may read reference data (forms need it) and
// work on tasks (any staff user can be an assignee). Users are managed by super admins only.
export const permissionTable: Record<UserRole, Grants> = {
  ROLE_SUPER_ADMIN: all('write'),
  ROLE_ADMIN: { ...all('write', ['users']), users: 'read' },
  ROLE_MANAGER: { ...all('write', ['users']), users: 'read' },
  ROLE_TRAVEL_DIRECTOR: {
    catalogue: 'write',
    destinations: 'write',
    reference: 'write',
    clients: 'write',
    trips: 'write',
    // Issue 29.7: the travel director records client payments and reads the invoices of trips
    // (client_invoices are in the clients area).
    payments: 'write',
    templates: 'write',
    // E-mail templates are a Settings screen (§6 keeps /admin/templates from the travel team):
    // read to pick one when writing to a client, written by the roles §6 does not restrict.
    emailTemplates: 'read',
    tasks: 'write',
    notes: 'write',
    users: 'read',
    // Issue 27 item 8: destination guides are the travel team's and the vendors'.
    destinationGuides: 'write',
  },
  ROLE_VENDOR: {
    catalogue: 'write',
    destinations: 'write',
    reference: 'write',
    templates: 'write',
    destinationGuides: 'write',
    tasks: 'write',
    notes: 'write',
  },
  ROLE_CONTENT_MANAGER: {
    media: 'write',
    menus: 'write',
    pages: 'write',
    knowledgebase: 'write',
    cityguides: 'write',
    journal: 'write',
    destinations: 'read',
    reference: 'read',
    tasks: 'write',
  },
  // Media read: the gallery picker of the journal's editor (issue 27.5).
  ROLE_JOURNAL_MANAGER: { journal: 'write', media: 'read', reference: 'read', tasks: 'write' },
  ROLE_MARKETING_DIRECTOR: {
    cms: 'write',
    menus: 'write',
    pages: 'write',
    media: 'write',
    destinations: 'read',
    reference: 'read',
    tasks: 'write',
  },
  ROLE_ACCOUNTANT: {
    accounting: 'write',
    payments: 'write',
    clients: 'read',
    emailTemplates: 'read',
    trips: 'read',
    catalogue: 'read',
    reference: 'read',
    tasks: 'write',
    notes: 'write',
  },
};

export const can = (roles: readonly string[], area: AccessArea, access: Access): boolean =>
  roles.some((role) => {
    const grant = permissionTable[role as UserRole]?.[area];
    return grant === 'write' || (grant === 'read' && access === 'read');
  });
