import { idFromIri } from '@backoffice/sdk/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { vendorQuery } from '../../shared/vendors/api/use-vendor-query.ts';
import { vendorPath } from '../../shared/vendors/vendor-paths.ts';

// A contract names its vendor by IRI only: the vendor is read once (the same cache entry as the
// vendor's own page, so opening it is instant) and linked to its Details tab, where its contracts are.
export const VendorLink = ({ iri, className }: { iri: string | null; className?: string }) => {
  const id = idFromIri(iri);
  const vendor = useQuery({
    ...vendorQuery(id ?? 0),
    enabled: id !== undefined,
    staleTime: 60_000,
    meta: { silent: true },
  });
  if (id === undefined) return <span className="text-stone-400">—</span>;
  const name = vendor.data?.vendor.name ?? (vendor.isError ? `Vendor #${id}` : null);
  return (
    <Link
      href={vendorPath(id, 'Details')}
      className={
        className ??
        'text-stone-800 hover:text-brand-700 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-brand-600'
      }
    >
      {name ?? <span className="inline-block h-4 w-24 animate-pulse rounded bg-stone-200 align-middle" />}
      {name === null ? <span className="sr-only">Vendor #{id}</span> : null}
    </Link>
  );
};
