import { Redirect } from 'wouter';
import { vendorPath } from '../../shared/vendors/vendor-paths.ts';

// /admin/vendors/{id} (product.md §2.6) opens the vendor's General tab.
export const VendorRedirect = ({ params }: { params: Record<string, string | undefined> }) => (
  <Redirect to={vendorPath(Number(params.id), 'General')} replace />
);
