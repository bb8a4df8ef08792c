export type VendorTab = 'General' | 'Details';

export const vendorTabs: VendorTab[] = ['General', 'Details'];

// product.md §2.5: /admin/vendors/{id}/tabs/General and /tabs/Details.
export const vendorPath = (id: number, tab: VendorTab = 'General') => `/admin/vendors/${id}/tabs/${tab}`;
