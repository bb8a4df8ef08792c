// Every route of product.md §2.2–2.6, with its parameter patterns. A route whose parameters do
// not match its pattern is not a match (the 404 page shows instead).
export type Layout = 'default' | 'itinerary' | 'submit' | 'login' | 'documents';

export type RouteDef = {
  // wouter path pattern; parameters are checked with `params` below.
  path: string;
  layout: Layout;
  title: string;
  params?: Record<string, RegExp>;
};

const id = /^\d+$/;
const hash = /^[A-Za-z0-9_-]{10,200}$/;

const list = (segment: string, title: string): RouteDef => ({
  path: `/admin/${segment}`,
  layout: 'default',
  title,
});
const create = (segment: string, title: string): RouteDef => ({
  path: `/admin/${segment}/new`,
  layout: 'default',
  title,
});
const detail = (segment: string, title: string): RouteDef => ({
  path: `/admin/${segment}/:id`,
  layout: 'default',
  title,
  params: { id },
});

export const routes: RouteDef[] = [
  { path: '/login', layout: 'login', title: 'Sign in' },
  { path: '/request-to-reset-password', layout: 'login', title: 'Reset password' },
  {
    path: '/password-reset/:hash?',
    layout: 'login',
    title: 'Choose a new password',
    params: { hash },
  },
  { path: '/documents', layout: 'documents', title: 'Documents' },
  { path: '/documents/submit', layout: 'submit', title: 'Documents' },
  { path: '/admin', layout: 'default', title: 'Home' },
  { path: '/admin/permissions-deny', layout: 'default', title: 'Permission denied' },

  // §2.3 lists
  list('accommodations', 'Accommodations'),
  list('activities', 'Activities'),
  list('activity-providers', 'Activity providers'),
  list('advanced-search', 'Advanced search'),
  list('airlines', 'Airlines'),
  list('airports', 'Airports'),
  list('clients', 'Clients'),
  list('conciergerie-services', 'Other services: services'),
  list('conciergeries', 'Other services'),
  list('currencies', 'Currencies'),
  list('dashboard', 'Dashboard'),
  list('destination-guides', 'Destination guides'),
  list('destinations', 'Destinations'),
  list('emails', 'E-mails'),
  list('parameters', 'Parameters'),
  list('prospects', 'Prospects'),
  list('restaurant-dresscodes', 'Restaurant dress codes'),
  list('restaurants', 'Restaurants'),
  list('results', 'Results'),
  list('room-amenities', 'Room amenities'),
  list('search', 'Search'),
  list('spa-modalities', 'Spa modalities'),
  list('spas', 'Spas'),
  list('transfers', 'Transfers'),
  list('transportation-providers', 'Transportation providers'),
  list('trip-templates', 'Trip templates'),
  list('trips', 'Itineraries'),
  list('users', 'Users'),
  list('vendors', 'Vendors'),
  list('wineries', 'Wineries'),

  // §2.4 create
  ...[
    ['accommodations', 'New accommodation'],
    ['activities', 'New activity'],
    ['activity-providers', 'New activity provider'],
    ['clients', 'New client'],
    ['conciergeries', 'New other service'],
    ['destinations', 'New destination'],
    ['restaurants', 'New restaurant'],
    ['spas', 'New spa'],
    ['transportation-providers', 'New transportation provider'],
    ['trips', 'New trip'],
    ['vendors', 'New vendor'],
    ['wineries', 'New winery'],
    ['cms/articles', 'New article'],
    ['cms/menus', 'New menu'],
    ['cms/pages', 'New page'],
    ['cms/press', 'New press article'],
  ].map(([segment, title]) => create(segment!, title!)),

  // §2.5 grouped
  list('calendar/my-tasks', 'My tasks'),
  list('calendar/tasks', 'Tasks calendar'),
  list('dashboard/trips', 'Trips dashboard'),
  list('dashboard/trips/calendar', 'Trips calendar'),
  list('categories/activity', 'Activity categories'),
  list('categories/article', 'Article categories'),
  list('categories/destination-guide', 'Destination guide categories'),
  list('cms/articles', 'Articles'),
  list('cms/brochure', 'Brochure'),
  list('cms/menus', 'Menus'),
  list('cms/pages', 'Pages'),
  list('cms/press', 'Press'),
  list('cms/services', 'Services'),
  list('media/gallery', 'Media gallery'),
  list('media/tags', 'Media tags'),
  list('tags/activity', 'Activity tags'),
  list('tags/restaurant', 'Restaurant tags'),
  list('tags/vendor', 'Vendor tags'),
  list('templates/emails', 'E-mail templates'),
  list('templates/tasks', 'Updates (task templates)'),
  ...[
    ['accommodation', 'Accommodation types'],
    ['accommodation-amenities', 'Accommodation amenities'],
    ['air-charter', 'Air charter memberships'],
    ['bed', 'Bed types'],
    ['car', 'Car types'],
    ['cuisine', 'Cuisine types'],
    ['design', 'Design types'],
    ['experience', 'Experience types'],
    ['extreme-sport', 'Extreme sports'],
    ['interest', 'Interests'],
    ['service', 'Service types'],
    ['sport-interest', 'Sport interests'],
    ['suited-for', 'Suited for'],
    ['transfer', 'Transfer types'],
  ].map(([segment, title]) => list(`types/${segment}`, title!)),
  list('vendors/blacklisted', 'Blacklisted vendors'),
  list('vendors/groups', 'Vendor groups'),
  list('vendors/map', 'Vendor map'),
  list('vendors/map/pin', 'Vendor map'),
  list('vendors/map/popup', 'Vendor map'),
  list('vendors/primary-services', 'Primary services'),
  { path: '/admin/vendors/:id/tabs/Details', layout: 'default', title: 'Vendor details', params: { id } },
  { path: '/admin/vendors/:id/tabs/General', layout: 'default', title: 'Vendor', params: { id } },
  list('media-gallery', 'Media gallery'),
  list('knowledgebase', 'Knowledge base'),
  list('cityguides', 'City guides'),
  list('journal', 'Journal'),
  list('sales', 'Sales'),
  list('purchases', 'Purchases'),
  list('synchronization', 'Synchronization'),

  // §2.6 detail
  ...[
    ['accommodations', 'Accommodation'],
    ['activities', 'Activity'],
    ['activity-providers', 'Activity provider'],
    ['clients', 'Client'],
    ['conciergeries', 'Other service'],
    ['destinations', 'Destination'],
    ['prospects', 'Prospect'],
    ['restaurants', 'Restaurant'],
    ['spas', 'Spa'],
    ['transportation-providers', 'Transportation provider'],
    ['trip-templates', 'Trip template'],
    ['trips', 'Trip'],
    ['vendors', 'Vendor'],
    ['wineries', 'Winery'],
    ['cms/articles', 'Article'],
    ['cms/menus', 'Menu'],
    ['cms/pages', 'Page'],
    ['cms/press', 'Press article'],
    ['cms/services', 'Service'],
    ['templates/emails', 'E-mail template'],
  ].map(([segment, title]) => detail(segment!, title!)),
  { path: '/admin/clients/preferences/:id?', layout: 'default', title: 'Client preferences', params: { id } },
  { path: '/admin/contracts/:id?', layout: 'default', title: 'Contract', params: { id } },
  { path: '/admin/rooms/:id?', layout: 'default', title: 'Room', params: { id } },
  ...['accommodations', 'activities', 'conciergeries', 'restaurants', 'spas', 'wineries'].map(
    (segment): RouteDef => ({
      path: `/admin/${segment}/:id/new`,
      layout: 'default',
      title: 'New item',
      params: { id },
    }),
  ),
  { path: '/admin/activity-providers/:id?/new', layout: 'default', title: 'New activity', params: { id } },
  {
    path: '/admin/transportation-providers/:id?/new',
    layout: 'default',
    title: 'New transfer',
    params: { id },
  },
  { path: '/admin/trips/:id/itinerary', layout: 'itinerary', title: 'Itinerary', params: { id } },
  {
    path: '/admin/trip-templates/:id?/itinerary',
    layout: 'itinerary',
    title: 'Template itinerary',
    params: { id },
  },
];

export const paramsMatch = (route: RouteDef, params: Record<string, string | undefined>) =>
  Object.entries(route.params ?? {}).every(([name, pattern]) => {
    const value = params[name];
    return value === undefined || pattern.test(value);
  });
