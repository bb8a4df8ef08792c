import { ArrowLeft, Ban } from 'lucide-react';
import { Link } from 'wouter';
import { VendorList } from './vendor-list.tsx';

const Kbd = () => (
  <kbd className="rounded border border-stone-300 bg-white px-1.5 font-mono text-xs text-stone-600">/</kbd>
);

// /admin/vendors: the landing page of the product (every status but blacklisted).
export const VendorsPage = () => (
  <section className="space-y-4">
    <header className="flex items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-semibold">Vendors</h1>
        <p className="text-sm text-stone-500">
          Press <Kbd /> to search.
        </p>
      </div>
      <Link
        href="/admin/vendors/blacklisted"
        className="inline-flex items-center gap-1.5 text-sm text-stone-600 hover:text-brand-700 hover:underline"
      >
        <Ban className="size-4" aria-hidden />
        Blacklisted vendors
      </Link>
    </header>
    <VendorList scope="listed" />
  </section>
);

// /admin/vendors/blacklisted: the same list, status blacklisted only.
export const BlacklistedVendorsPage = () => (
  <section className="space-y-4">
    <header className="flex items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-semibold">Blacklisted vendors</h1>
        <p className="text-sm text-stone-500">
          Vendors the agency no longer works with. Press <Kbd /> to search.
        </p>
      </div>
      <Link
        href="/admin/vendors"
        className="inline-flex items-center gap-1.5 text-sm text-stone-600 hover:text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        All vendors
      </Link>
    </header>
    <VendorList scope="blacklisted" />
  </section>
);
