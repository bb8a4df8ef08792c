import { type ComponentType, lazy } from 'react';

type Screen = ComponentType<{ params: Record<string, string | undefined> }>;

// Route path → screen. Every screen is its own lazy chunk; routes not listed here render the
// "coming soon" section inside their layout.
const resourceRoute = lazy(() =>
  import('../resources/resource-route.tsx').then((m) => ({ default: m.ResourceRoute })),
);

const vendorPage = lazy(() =>
  import('../features/vendors/vendor-page.tsx').then((m) => ({ default: m.VendorPage })),
);

// The seven vendor kinds and their items (features/vendor-kinds): one set of screens, told the kind
// by the route.
const vendorKinds = <K extends keyof typeof import('../features/vendor-kinds/routes.tsx')>(name: K) =>
  lazy(() => import('../features/vendor-kinds/routes.tsx').then((m) => ({ default: m[name] as Screen })));
const kindList = vendorKinds('KindListRoute');
const kindCreate = vendorKinds('KindCreateRoute');
const kindDetail = vendorKinds('KindDetailRoute');
const kindSubCreate = vendorKinds('KindSubCreateRoute');
const itemList = vendorKinds('ItemListRoute');
const vendorKindScreens: Record<string, Screen> = {
  ...Object.fromEntries(
    [
      'accommodations',
      'spas',
      'restaurants',
      'wineries',
      'activity-providers',
      'transportation-providers',
      'conciergeries',
    ].flatMap((segment) => [
      [`/admin/${segment}`, kindList],
      [`/admin/${segment}/new`, kindCreate],
      [`/admin/${segment}/:id`, kindDetail],
    ]),
  ),
  ...Object.fromEntries(
    ['accommodations', 'conciergeries', 'restaurants', 'spas', 'wineries'].map((s) => [
      `/admin/${s}/:id/new`,
      kindSubCreate,
    ]),
  ),
  '/admin/activity-providers/:id?/new': kindSubCreate,
  '/admin/transportation-providers/:id?/new': kindSubCreate,
  '/admin/activities': itemList,
  '/admin/transfers': itemList,
  '/admin/conciergerie-services': itemList,
  '/admin/activities/new': vendorKinds('ActivityCreateRoute'),
  '/admin/activities/:id': vendorKinds('ActivityRoute'),
  '/admin/activities/:id/new': vendorKinds('ActivityLikeRoute'),
  '/admin/rooms/:id?': vendorKinds('RoomRoute'),
};

export const screens: Record<string, Screen> = {
  ...vendorKindScreens,
  '/admin/vendors/groups': resourceRoute,
  '/admin/users': resourceRoute,
  '/admin/airlines': resourceRoute,
  '/admin/currencies': resourceRoute,
  '/admin/types/accommodation': resourceRoute,
  '/admin/types/accommodation-amenities': resourceRoute,
  '/admin/types/air-charter': resourceRoute,
  '/admin/types/bed': resourceRoute,
  '/admin/types/car': resourceRoute,
  '/admin/types/cuisine': resourceRoute,
  '/admin/types/design': resourceRoute,
  '/admin/types/experience': resourceRoute,
  '/admin/types/extreme-sport': resourceRoute,
  '/admin/types/interest': resourceRoute,
  '/admin/types/service': resourceRoute,
  '/admin/types/sport-interest': resourceRoute,
  '/admin/types/suited-for': resourceRoute,
  '/admin/types/transfer': resourceRoute,
  '/admin/tags/vendor': resourceRoute,
  '/admin/tags/activity': resourceRoute,
  '/admin/tags/restaurant': resourceRoute,
  '/admin/categories/activity': resourceRoute,
  '/admin/categories/article': resourceRoute,
  '/admin/categories/destination-guide': resourceRoute,
  '/admin/restaurant-dresscodes': resourceRoute,
  '/admin/room-amenities': resourceRoute,
  '/admin/spa-modalities': resourceRoute,
  '/admin/vendors/primary-services': resourceRoute,
  '/admin/media/tags': resourceRoute,
  '/login': lazy(() => import('../features/auth/login-page.tsx').then((m) => ({ default: m.LoginPage }))),
  '/request-to-reset-password': lazy(() =>
    import('../features/auth/request-reset-page.tsx').then((m) => ({ default: m.RequestResetPage })),
  ),
  '/password-reset/:hash?': lazy(() =>
    import('../features/auth/password-reset-page.tsx').then((m) => ({ default: m.PasswordResetPage })),
  ),
  '/admin': lazy(() => import('../features/home/home-page.tsx').then((m) => ({ default: m.HomePage }))),
  '/admin/permissions-deny': lazy(() =>
    import('../features/home/permissions-deny-page.tsx').then((m) => ({ default: m.PermissionsDenyPage })),
  ),
  '/admin/dashboard': lazy(() =>
    import('../features/dashboard/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })),
  ),
  '/documents': lazy(() =>
    import('../features/documents/documents-page.tsx').then((m) => ({ default: m.DocumentsPage })),
  ),
  '/admin/destinations': lazy(() =>
    import('../features/destinations/destinations-page.tsx').then((m) => ({ default: m.DestinationsPage })),
  ),
  '/admin/destinations/new': lazy(() =>
    import('../features/destinations/destination-form-page.tsx').then((m) => ({
      default: m.DestinationFormPage,
    })),
  ),
  '/admin/destinations/:id': lazy(() =>
    import('../features/destinations/destination-form-page.tsx').then((m) => ({
      default: m.DestinationFormPage,
    })),
  ),
  '/admin/airports': lazy(() =>
    import('../features/airports/airports-page.tsx').then((m) => ({ default: m.AirportsPage })),
  ),
  '/admin/vendors': lazy(() =>
    import('../features/vendors/vendors-page.tsx').then((m) => ({ default: m.VendorsPage })),
  ),
  '/admin/vendors/blacklisted': lazy(() =>
    import('../features/vendors/vendors-page.tsx').then((m) => ({ default: m.BlacklistedVendorsPage })),
  ),
  '/admin/vendors/new': lazy(() =>
    import('../features/vendors/vendor-create-page.tsx').then((m) => ({ default: m.VendorCreatePage })),
  ),
  '/admin/vendors/map': lazy(() =>
    import('../features/vendor-map/vendor-map-page.tsx').then((m) => ({ default: m.VendorMapPage })),
  ),
  '/admin/vendors/map/pin': lazy(() =>
    import('../features/vendor-map/vendor-map-page.tsx').then((m) => ({ default: m.VendorMapPinPage })),
  ),
  '/admin/vendors/map/popup': lazy(() =>
    import('../features/vendor-map/vendor-map-popup-page.tsx').then((m) => ({
      default: m.VendorMapPopupPage,
    })),
  ),
  '/admin/vendors/:id': lazy(() =>
    import('../features/vendors/vendor-redirect.tsx').then((m) => ({ default: m.VendorRedirect })),
  ),
  // One component for both tabs, so switching tabs keeps the page (and its header) mounted.
  '/admin/vendors/:id/tabs/General': vendorPage,
  '/admin/vendors/:id/tabs/Details': vendorPage,
  '/admin/contracts/:id?': lazy(() =>
    import('../features/contracts/contracts-route.tsx').then((m) => ({ default: m.ContractsRoute })),
  ),
  '/admin/parameters': lazy(() =>
    import('../features/parameters/parameters-page.tsx').then((m) => ({ default: m.ParametersPage })),
  ),
};
