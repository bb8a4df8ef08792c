// The client page's tabs (product.md §2.9), in the order shown, in this one list: a tab is one
// line here plus its screen in client-page.tsx's `tabScreens`.
export const clientTabs = [
  { key: 'general', label: 'General' },
  { key: 'guests', label: 'Guests' },
  { key: 'referrals', label: 'Referrals' },
  { key: 'memberships', label: 'Memberships' },
  { key: 'preferences', label: 'Preferences' },
  { key: 'files', label: 'Files' },
  { key: 'invoices', label: 'Invoices' },
  { key: 'trips', label: 'Trips' },
  { key: 'cards', label: 'Cards' },
  { key: 'log', label: 'Log' },
  { key: 'emails', label: 'E-mails' },
] as const;

export type ClientTab = (typeof clientTabs)[number]['key'];

export const isClientTab = (value: string | null): value is ClientTab =>
  clientTabs.some((tab) => tab.key === value);

/** A client's page, on a tab (the General tab has no query). */
export const clientPath = (id: number, tab: ClientTab = 'general') =>
  tab === 'general' ? `/admin/clients/${id}` : `/admin/clients/${id}?tab=${tab}`;
