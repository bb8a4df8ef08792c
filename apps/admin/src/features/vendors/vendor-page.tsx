import { useLocation } from 'wouter';
import { useRecordTitle } from '../../lib/record-title.ts';
import { LoadErrorPage } from '../../lib/records/load-error-page.tsx';
import { RecordTabLink } from '../../shared/record-tab-link.tsx';
import { useVendorQuery } from '../../shared/vendors/api/use-vendor-query.ts';
import { type VendorTab, vendorPath, vendorTabs } from '../../shared/vendors/vendor-paths.ts';
import { VendorDetailsTab } from './vendor-details-tab.tsx';
import { VendorGeneralTab } from './vendor-general-tab.tsx';
import { VendorHeader } from './vendor-header.tsx';

const Skeleton = () => (
  <div aria-hidden="true" className="space-y-3">
    {[0, 1, 2].map((row) => (
      <div key={row} className="h-24 animate-pulse rounded-lg bg-stone-200/70" />
    ))}
  </div>
);

// /admin/vendors/{id}/tabs/General and /tabs/Details: one screen whose tab is the route, so a tab
// can be linked, reloaded and reached with the back button. The header shows at once from the
// list row while the vendor loads.
export const VendorPage = ({ params }: { params: Record<string, string | undefined> }) => {
  const id = Number(params.id);
  const [location] = useLocation();
  const tab: VendorTab = location.endsWith('/tabs/Details') ? 'Details' : 'General';
  const vendor = useVendorQuery(id);
  useRecordTitle(vendor.data?.vendor.name, { path: `/admin/vendors/${id}`, page: tab });

  if (vendor.isError) return <LoadErrorPage error={vendor.error} />;
  const loaded = vendor.data && !vendor.isPlaceholderData ? vendor.data : undefined;
  return (
    <section className="space-y-4" aria-busy={!loaded}>
      {vendor.data ? (
        <VendorHeader vendor={vendor.data.vendor} isLoaded={Boolean(loaded)} />
      ) : (
        <div aria-hidden="true" className="h-16 animate-pulse rounded-lg bg-stone-200/70" />
      )}
      <nav aria-label="Vendor sections" className="flex gap-1 border-b border-stone-200">
        {vendorTabs.map((name) => (
          <RecordTabLink key={name} href={vendorPath(id, name)} current={name === tab} className="px-3">
            {name}
          </RecordTabLink>
        ))}
      </nav>
      {!loaded ? (
        <Skeleton />
      ) : tab === 'General' ? (
        <VendorGeneralTab key={loaded.vendor.id} loaded={loaded} />
      ) : (
        <VendorDetailsTab vendor={loaded.vendor} />
      )}
    </section>
  );
};
