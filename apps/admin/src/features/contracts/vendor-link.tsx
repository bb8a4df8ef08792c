import type { VendorEmbedded } from '@backoffice/sdk';
import { Link } from 'wouter';
import { usePrefetchVendor } from '../../shared/vendors/api/use-vendor-query.ts';
import { vendorPath } from '../../shared/vendors/vendor-paths.ts';

// A contract embeds its vendor: the name comes with the contract, linked to the vendor's Details tab
// (where its contracts are). Hovering or focusing the link warms the vendor page's cache.
export const VendorLink = ({ vendor, className }: { vendor: VendorEmbedded | null; className?: string }) => {
  const prefetch = usePrefetchVendor();
  if (!vendor) return <span className="text-stone-400">—</span>;
  return (
    <Link
      href={vendorPath(vendor.id, 'Details')}
      onMouseEnter={() => prefetch(vendor.id)}
      onFocus={() => prefetch(vendor.id)}
      className={
        className ??
        'text-stone-800 hover:text-brand-700 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-brand-600'
      }
    >
      {vendor.name}
    </Link>
  );
};
