import { type VendorKindMeta, vendorKinds } from '../shared/vendor-kinds/vendor-kinds.ts';
import { chunk, type MenuGroup, menuOnly, type RouteDef, route, type Screen, withId } from './route-def.ts';

// Every route of product.md §2.2–2.6, one declaration each (route-def.ts says what one holds). The
// order is the side menu's (§2.7): the menu lists the routes that name an entry, in this order.
// Where two patterns can match one location, the first declared wins (/activity-providers/new is
// the create page, not the sub-create page with no owner).

// Screens shared by several routes: one lazy component each, so that moving between those routes
// keeps the screen mounted (the vendor's two tabs) or the chunk loaded once.
const resourceRoute = chunk(() => import('../resources/resource-route.tsx'), 'ResourceRoute');
const vendorPage = chunk(() => import('../features/vendors/vendor-page.tsx'), 'VendorPage');
const vendorsPage = () => import('../features/vendors/vendors-page.tsx');
const vendorMap = () => import('../features/vendor-map/vendor-map-page.tsx');
const destinationForm = chunk(
  () => import('../features/destinations/destination-form-page.tsx'),
  'DestinationFormPage',
);
// The vendor kinds and their items (features/vendor-kinds): one set of screens, told the kind by
// the route.
const kindScreens = () => import('../features/vendor-kinds/routes.tsx');
const kindList = chunk(kindScreens, 'KindListRoute');
const kindCreate = chunk(kindScreens, 'KindCreateRoute');
const kindDetail = chunk(kindScreens, 'KindDetailRoute');
const kindSubCreate = chunk(kindScreens, 'KindSubCreateRoute');
const itemList = chunk(kindScreens, 'ItemListRoute');

// E-mail logs and templates (features/emails): one chunk; the template form is shared by new and edit.
const emailScreens = () => import('../features/emails/routes.ts');
const emailTemplateScreen = chunk(emailScreens, 'EmailTemplatePage');

// Trip templates (features/trip-templates): the list and the template page in one chunk.
const tripTemplateScreens = () => import('../features/trip-templates/routes.ts');

// The task calendars (features/task-calendars, with FullCalendar) and the task templates
// (features/task-templates): one chunk each, loaded on first use.
const taskCalendarScreens = () => import('../features/task-calendars/routes.ts');
const taskTemplateScreens = () => import('../features/task-templates/routes.ts');
const taskTemplateScreen = chunk(taskTemplateScreens, 'TaskTemplatePage');

// The media gallery (features/media): one chunk.
const galleryScreen = chunk(() => import('../features/media/routes.ts'), 'GalleryPage');
// The search screens (features/search): results, advanced search and its table, one chunk.
const searchScreens = () => import('../features/search/routes.ts');

// The accounting screens (features/accounting, issue 29): sales, invoices, reports, purchases, bills
// and the synchronization, one chunk.
const salesScreens = () => import('../features/accounting/routes.ts');

// The website content kinds (features/content, issue 27): one chunk for the lists and the record
// screens of every kind, each told its kind by its path; the rich text editor is a chunk of its own.
const contentScreens = () => import('../features/content/routes.tsx');
const contentList = chunk(contentScreens, 'ContentListRoute');
const contentRecord = chunk(contentScreens, 'ContentRecordRoute');

// The website menus (features/menus, issue 27): the list and the drag tree, one chunk, served at
// the CMS group's /admin/cms/menus and at the content team's /admin/menus (§2.5, §6).
const menuScreens = () => import('../features/menus/routes.tsx');
const menusList = chunk(menuScreens, 'MenusRoute');
const menusNew = chunk(menuScreens, 'NewMenuRoute');
const menuRecord = chunk(menuScreens, 'MenuRoute');
const menuRoutes = (path: string, menu: RouteDef['menu']): RouteDef[] => [
  route(path, 'Menus', { screen: menusList, menu }),
  route(`${path}/new`, 'New menu', { screen: menusNew }),
  withId(`${path}/:id`, 'Menu', { screen: menuRecord }),
];

/** A content kind's list, its /new and its /{id} (product.md §2 paths). */
const contentRoutes = (
  path: string,
  title: string,
  singular: string,
  options: { menu: RouteDef['menu'] },
): RouteDef[] => [
  route(path, title, { screen: contentList, menu: options.menu }),
  route(`${path}/new`, `New ${singular}`, { screen: contentRecord }),
  withId(`${path}/:id`, singular.charAt(0).toUpperCase() + singular.slice(1), { screen: contentRecord }),
];

// The side menu's groups (§2.7); their entries are the routes below that name them.
const vendorsGroup: MenuGroup = {
  label: 'Vendors',
  path: '/admin/vendors',
  icon: 'store',
  visible: 'catalogue',
};
const tripsGroup: MenuGroup = {
  label: 'Itineraries',
  path: '/admin/trips',
  icon: 'calendar',
  visible: 'itineraries',
};
const cmsGroup: MenuGroup = { label: 'CMS', path: '/admin/cms', icon: 'layout', visible: 'cms' };
const contentGroup: MenuGroup = { label: 'Content', path: '/admin/media', icon: 'image', visible: 'content' };
const accountingGroup: MenuGroup = {
  label: 'Accounting',
  path: '/admin/sales',
  icon: 'receipt',
  visible: 'accounting',
};
const settingsGroup: MenuGroup = {
  label: 'Settings',
  path: '/admin/settings',
  icon: 'settings',
  visible: 'settings',
};

/** A catalogue entry of its own in the side menu. */
const catalogue = (icon: string, label?: string) => ({
  icon,
  visible: 'catalogue' as const,
  ...(label ? { label } : {}),
});

/** A name-only reference list (resources/registry.ts), listed under Settings. */
const setting = (path: string, title: string, label?: string) =>
  route(path, title, { screen: resourceRoute, menu: { group: settingsGroup, ...(label ? { label } : {}) } });

/** The routes of one vendor kind (§2.3–2.6): list, create, record and the record's new item. */
const kindRoutes = (kind: VendorKindMeta): RouteDef[] => {
  const base = `/admin/${kind.segment}`;
  return [
    route(base, kind.title, {
      screen: kindList,
      menu: {
        ...catalogue(kind.icon, kind.menuLabel ?? kind.title),
        ...(kind.typeMenu ? { children: [{ label: 'All Types', path: base, disabled: false }] } : {}),
      },
    }),
    route(`${base}/new`, `New ${kind.singular.toLowerCase()}`, {
      screen: kindCreate,
      quickCreate: kind.quickCreate,
    }),
    withId(`${base}/:id`, kind.singular, { screen: kindDetail }),
    withId(`${base}/${kind.subCreate.ownerOptional ? ':id?' : ':id'}/new`, kind.subCreate.title, {
      screen: kindSubCreate,
    }),
  ];
};

/** The route table for a list of vendor kinds (the app's: routes, below). */
export const routeTableOf = (kinds: readonly VendorKindMeta[]): RouteDef[] => [
  // §2.2 public and session routes
  route('/login', 'Sign in', {
    layout: 'login',
    screen: chunk(() => import('../features/auth/login-page.tsx'), 'LoginPage'),
  }),
  route('/request-to-reset-password', 'Reset password', {
    layout: 'login',
    screen: chunk(() => import('../features/auth/request-reset-page.tsx'), 'RequestResetPage'),
  }),
  route('/password-reset/:hash?', 'Choose a new password', {
    layout: 'login',
    params: { hash: /^[A-Za-z0-9_-]{10,200}$/ },
    screen: chunk(() => import('../features/auth/password-reset-page.tsx'), 'PasswordResetPage'),
  }),
  route('/documents', 'Documents', {
    layout: 'documents',
    screen: chunk(() => import('../features/documents/documents-page.tsx'), 'DocumentsPage'),
  }),
  route('/documents/submit', 'Documents', { layout: 'submit' }),
  route('/documents/submit/:hash', 'Documents', {
    layout: 'documents',
    params: { hash: /^[A-Za-z0-9_-]{20,128}$/ },
    screen: chunk(() => import('../features/documents/documents-submit-page.tsx'), 'DocumentsSubmitPage'),
  }),
  route('/admin', 'Home', { screen: chunk(() => import('./home-screen.tsx'), 'HomeScreen') }),
  route('/admin/permissions-deny', 'Permission denied', {
    screen: chunk(() => import('../features/home/permissions-deny-page.tsx'), 'PermissionsDenyPage'),
  }),

  // Vendors
  route('/admin/vendors', 'Vendors', {
    screen: chunk(vendorsPage, 'VendorsPage'),
    menu: { group: vendorsGroup },
  }),
  route('/admin/vendors/map', 'Vendor map', {
    screen: chunk(vendorMap, 'VendorMapPage'),
    menu: { group: vendorsGroup, label: 'Map View' },
  }),
  route('/admin/vendors/map/pin', 'Vendor map', { screen: chunk(vendorMap, 'VendorMapPinPage') }),
  route('/admin/vendors/map/popup', 'Vendor map', {
    screen: chunk(() => import('../features/vendor-map/vendor-map-popup-page.tsx'), 'VendorMapPopupPage'),
  }),
  route('/admin/vendors/blacklisted', 'Blacklisted vendors', {
    screen: chunk(vendorsPage, 'BlacklistedVendorsPage'),
    menu: { group: vendorsGroup, label: 'Blacklisted' },
  }),
  route('/admin/vendors/new', 'New vendor', {
    screen: chunk(() => import('../features/vendors/vendor-create-page.tsx'), 'VendorCreatePage'),
    menu: { group: vendorsGroup },
    quickCreate: 'Vendor',
  }),
  route('/admin/vendors/groups', 'Vendor groups', {
    screen: resourceRoute,
    menu: { group: vendorsGroup, label: 'Groups' },
  }),
  route('/admin/vendors/primary-services', 'Primary services', {
    screen: resourceRoute,
    menu: { group: vendorsGroup },
  }),
  withId('/admin/vendors/:id', 'Vendor', {
    screen: chunk(() => import('../features/vendors/vendor-redirect.tsx'), 'VendorRedirect'),
  }),
  withId('/admin/vendors/:id/tabs/Details', 'Vendor details', { screen: vendorPage }),
  withId('/admin/vendors/:id/tabs/General', 'Vendor', { screen: vendorPage }),
  withId('/admin/contracts/:id?', 'Contract', {
    screen: chunk(() => import('../features/contracts/contracts-route.tsx'), 'ContractsRoute'),
  }),

  // The vendor kinds, then the items with lists of their own
  ...kinds.flatMap(kindRoutes),
  route('/admin/conciergerie-services', 'Other services: services', {
    screen: itemList,
    menu: catalogue('list', 'Other Services items'),
  }),
  route('/admin/activities', 'Activities', { screen: itemList, menu: catalogue('mountain') }),
  route('/admin/activities/new', 'New activity', { screen: chunk(kindScreens, 'ActivityCreateRoute') }),
  withId('/admin/activities/:id', 'Activity', { screen: chunk(kindScreens, 'ActivityRoute') }),
  withId('/admin/activities/:id/new', 'New item', { screen: chunk(kindScreens, 'ActivityLikeRoute') }),
  route('/admin/transfers', 'Transfers', { screen: itemList, menu: catalogue('route') }),
  withId('/admin/rooms/:id?', 'Room', { screen: chunk(kindScreens, 'RoomRoute') }),

  ...contentRoutes('/admin/destination-guides', 'Destination guides', 'destination guide', {
    menu: catalogue('book'),
  }),
  route('/admin/destinations', 'Destinations', {
    screen: chunk(() => import('../features/destinations/destinations-page.tsx'), 'DestinationsPage'),
    menu: catalogue('map-pin'),
  }),
  route('/admin/destinations/new', 'New destination', {
    screen: destinationForm,
    quickCreate: 'Destination',
  }),
  withId('/admin/destinations/:id', 'Destination', { screen: destinationForm }),
  route('/admin/airports', 'Airports', {
    screen: chunk(() => import('../features/airports/airports-page.tsx'), 'AirportsPage'),
    menu: catalogue('plane-landing'),
  }),
  route('/admin/airlines', 'Airlines', { screen: resourceRoute, menu: catalogue('plane') }),
  route('/admin/trip-templates', 'Trip templates', {
    screen: chunk(tripTemplateScreens, 'TripTemplatesPage'),
    menu: catalogue('copy'),
  }),
  withId('/admin/trip-templates/:id', 'Trip template', {
    screen: chunk(tripTemplateScreens, 'TripTemplatePage'),
  }),
  withId('/admin/trip-templates/:id?/itinerary', 'Template itinerary', {
    layout: 'itinerary',
    screen: chunk(() => import('./itinerary-route.tsx'), 'TemplateItineraryRoute'),
  }),
  route('/admin/clients', 'Clients', {
    screen: chunk(() => import('../features/clients/clients-page.tsx'), 'ClientsPage'),
    menu: catalogue('users'),
  }),
  route('/admin/clients/new', 'New client', {
    screen: chunk(() => import('../features/clients/client-create-page.tsx'), 'ClientCreatePage'),
    quickCreate: 'Client',
  }),
  withId('/admin/clients/:id', 'Client', {
    screen: chunk(() => import('../features/clients/client-page.tsx'), 'ClientPage'),
    // The client's read alone (shared/clients/client-record.ts: the SDK and the record query), not
    // the client API module, whose forms and mutations held the request behind ~35 chunks.
    prefetch: ({ id }, queryClient) =>
      void import('../shared/clients/client-record.ts').then((m) =>
        queryClient.prefetchQuery({
          ...m.clientQuery(Number(id)),
          staleTime: 15_000,
          meta: { silent: true },
        }),
      ),
  }),
  withId('/admin/clients/preferences/:id?', 'Client preferences', {
    screen: chunk(() => import('../features/client-preferences/preferences-page.tsx'), 'PreferencesPage'),
  }),
  route('/admin/prospects', 'Prospects', {
    screen: chunk(() => import('../features/prospects/prospects-page.tsx'), 'ProspectsPage'),
  }),
  withId('/admin/prospects/:id', 'Prospect', {
    screen: chunk(() => import('../features/prospects/prospect-page.tsx'), 'ProspectPage'),
  }),

  // Itineraries
  route('/admin/trips', 'Itineraries', {
    screen: chunk(() => import('../features/trips/trips-page.tsx'), 'TripsPage'),
    menu: { group: tripsGroup },
  }),
  route('/admin/trips/new', 'New trip', {
    screen: chunk(() => import('../features/trips/trip-create-page.tsx'), 'TripCreatePage'),
    menu: { group: tripsGroup },
    quickCreate: 'Trip',
  }),
  withId('/admin/trips/:id', 'Trip', {
    screen: chunk(() => import('../features/trips/trip-page.tsx'), 'TripPage'),
    // The trip's read alone (trip-domain/trip-query.ts), as for the client above.
    prefetch: ({ id }, queryClient) =>
      void import('../features/trip-domain/trip-query.ts').then((m) =>
        queryClient.prefetchQuery({ ...m.tripQuery(Number(id)), staleTime: 15_000, meta: { silent: true } }),
      ),
  }),
  withId('/admin/trips/:id/itinerary', 'Itinerary', {
    layout: 'itinerary',
    screen: chunk(() => import('./itinerary-route.tsx'), 'TripItineraryRoute'),
    // The trip with its items, its checks and the calendar's own chunk (FullCalendar) leave with
    // the route's chunks: the calendar waits for all three.
    prefetch: ({ id }, queryClient) => {
      void import('../features/itinerary/calendar/itinerary-calendar.tsx');
      void import('../features/itinerary/api/use-itinerary.ts').then((m) =>
        Promise.all([
          queryClient.prefetchQuery({
            ...m.itineraryTripQuery(Number(id), queryClient),
            meta: { silent: true },
          }),
          queryClient.prefetchQuery({ ...m.itineraryChecksQuery(Number(id)), meta: { silent: true } }),
        ]),
      );
    },
  }),

  // CMS (the menus are features/menus; the content kinds features/content)
  ...menuRoutes('/admin/cms/menus', { group: cmsGroup }),
  ...contentRoutes('/admin/cms/pages', 'Pages', 'page', { menu: { group: cmsGroup } }),
  ...contentRoutes('/admin/cms/press', 'Press', 'press article', { menu: { group: cmsGroup } }),
  ...contentRoutes('/admin/cms/articles', 'Articles', 'article', { menu: { group: cmsGroup } }),
  ...contentRoutes('/admin/cms/services', 'Services', 'service', { menu: { group: cmsGroup } }),
  ...contentRoutes('/admin/cms/brochure', 'Brochure', 'brochure', { menu: { group: cmsGroup } }),

  // Content
  route('/admin/media/gallery', 'Media gallery', { screen: galleryScreen, menu: { group: contentGroup } }),
  route('/admin/media/tags', 'Media tags', { screen: resourceRoute, menu: { group: contentGroup } }),
  ...menuRoutes('/admin/menus', { group: contentGroup }),
  ...contentRoutes('/admin/pages', 'Pages', 'page', { menu: { group: contentGroup } }),
  ...contentRoutes('/admin/knowledgebase', 'Knowledge base', 'knowledge base article', {
    menu: { group: contentGroup },
  }),
  ...contentRoutes('/admin/journal', 'Journal', 'journal entry', { menu: { group: contentGroup } }),
  ...contentRoutes('/admin/cityguides', 'City guides', 'city guide', {
    menu: { group: contentGroup, label: 'City Guides', disabled: true },
  }),
  menuOnly('/admin/voyage-magazine', 'Voyage Magazine', contentGroup),
  route('/admin/media-gallery', 'Media gallery'),

  // Accounting
  route('/admin/sales', 'Sales', {
    screen: chunk(salesScreens, 'SalesPage'),
    menu: { group: accountingGroup },
  }),
  route('/admin/sales/reports', 'Accounting reports', {
    screen: chunk(salesScreens, 'ReportsPage'),
    menu: { group: accountingGroup, label: 'Reports' },
  }),
  withId('/admin/sales/:id', 'Invoice', { screen: chunk(salesScreens, 'InvoicePage') }),
  route('/admin/purchases', 'Purchases', {
    screen: chunk(salesScreens, 'PurchasesPage'),
    menu: { group: accountingGroup },
  }),
  route('/admin/purchases/payments', 'Supplier payments', {
    screen: chunk(salesScreens, 'SupplierPaymentsPage'),
  }),
  route('/admin/purchases/commissions', 'Supplier commissions', {
    screen: chunk(salesScreens, 'CommissionsPage'),
  }),
  withId('/admin/purchases/:id', 'Bill', { screen: chunk(salesScreens, 'BillPage') }),
  route('/admin/synchronization', 'Synchronization', {
    screen: chunk(salesScreens, 'SyncPage'),
    menu: { group: accountingGroup },
  }),

  // Settings
  setting('/admin/currencies', 'Currencies'),
  setting('/admin/users', 'Users'),
  route('/admin/parameters', 'Parameters', {
    screen: chunk(() => import('../features/parameters/parameters-page.tsx'), 'ParametersPage'),
    menu: { group: settingsGroup },
  }),
  setting('/admin/tags/vendor', 'Vendor tags'),
  setting('/admin/tags/activity', 'Activity tags'),
  setting('/admin/tags/restaurant', 'Restaurant tags'),
  route('/admin/templates/emails', 'E-mail templates', {
    screen: chunk(emailScreens, 'EmailTemplatesPage'),
    menu: { group: settingsGroup, label: 'Email templates' },
  }),
  route('/admin/templates/emails/new', 'New e-mail template', { screen: emailTemplateScreen }),
  withId('/admin/templates/emails/:id', 'E-mail template', { screen: emailTemplateScreen }),
  route('/admin/templates/tasks', 'Updates (task templates)', {
    screen: chunk(taskTemplateScreens, 'TaskTemplatesPage'),
    menu: { group: settingsGroup, label: 'Updates' },
  }),
  route('/admin/templates/tasks/new', 'New task template', { screen: taskTemplateScreen }),
  withId('/admin/templates/tasks/:id', 'Task template', { screen: taskTemplateScreen }),
  menuOnly('/admin/notifications', 'Notifications', settingsGroup),
  // Super admin only, even among the unrestricted roles (lib/access.ts superAdminOnly).
  route('/admin/jobs', 'Jobs', {
    screen: chunk(() => import('../features/jobs/jobs-page.tsx'), 'JobsPage'),
    menu: { group: settingsGroup },
  }),
  setting('/admin/types/accommodation', 'Accommodation types'),
  setting('/admin/categories/activity', 'Activity categories'),
  setting('/admin/categories/article', 'Article categories'),
  setting('/admin/categories/destination-guide', 'Destination guide categories'),
  setting('/admin/types/accommodation-amenities', 'Accommodation amenities'),
  setting('/admin/room-amenities', 'Room amenities'),
  setting('/admin/types/bed', 'Bed types'),
  setting('/admin/types/cuisine', 'Cuisine types'),
  setting('/admin/restaurant-dresscodes', 'Restaurant dress codes'),
  setting('/admin/types/transfer', 'Transfer types'),
  setting('/admin/types/car', 'Car types'),
  setting('/admin/types/design', 'Design types'),
  setting('/admin/types/experience', 'Experience types'),
  setting('/admin/types/suited-for', 'Suited for'),
  setting('/admin/spa-modalities', 'Spa modalities'),
  setting('/admin/types/service', 'Service types'),
  setting('/admin/types/air-charter', 'Air charter memberships'),
  setting('/admin/types/extreme-sport', 'Extreme sports'),
  setting('/admin/types/interest', 'Interests'),
  setting('/admin/types/sport-interest', 'Sport interests'),

  // Screens outside the menu
  route('/admin/advanced-search', 'Advanced search', { screen: chunk(searchScreens, 'AdvancedSearchPage') }),
  route('/admin/search', 'Search', { screen: chunk(searchScreens, 'SearchPage') }),
  route('/admin/results', 'Results', { screen: chunk(searchScreens, 'ResultsPage') }),
  route('/admin/dashboard', 'Dashboard', {
    screen: chunk(() => import('../features/dashboard/dashboard-page.tsx'), 'DashboardPage'),
  }),
  route('/admin/dashboard/trips', 'Trips dashboard', {
    screen: chunk(() => import('../features/trips/trips-dashboard-page.tsx'), 'TripsDashboardPage'),
  }),
  route('/admin/dashboard/trips/calendar', 'Trips calendar', {
    screen: chunk(() => import('../features/trips-calendar/trips-calendar-page.tsx'), 'TripsCalendarPage'),
  }),
  route('/admin/calendar/my-tasks', 'My tasks', { screen: chunk(taskCalendarScreens, 'MyTasksPage') }),
  route('/admin/calendar/tasks', 'Tasks calendar', { screen: chunk(taskCalendarScreens, 'TeamTasksPage') }),
  route('/admin/emails', 'E-mails', { screen: chunk(emailScreens, 'EmailLogsPage') }),
];

export const routes = routeTableOf(vendorKinds);

/** Route path → screen, for the routes that have one (the others show "coming soon"). */
const screensOf = (table: readonly RouteDef[]): Record<string, Screen> =>
  Object.fromEntries(table.flatMap((r) => (r.screen ? [[r.path, r.screen]] : [])));

export const screens = screensOf(routes);

/** The header's quick-create entries (product.md §2.8), in the table's order. */
export const quickCreateOf = (table: readonly RouteDef[]) =>
  table.flatMap((r) => (r.quickCreate ? [{ label: r.quickCreate, path: r.path }] : []));

export const quickCreateEntries = quickCreateOf(routes);
