import { ArrowLeft, Ban, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { VendorList } from './vendor-list.tsx';

const Kbd = () => (
  <kbd className="rounded border border-stone-300 bg-white px-1.5 font-mono text-xs text-stone-600">/</kbd>
);

// The two vendor lists' page: its heading, a link to the other list, and the list of its scope.
const VendorListPage = ({
  scope,
  title,
  intro,
  other,
}: {
  scope: 'listed' | 'blacklisted';
  title: string;
  intro: ReactNode;
  other: { href: string; label: string; icon: LucideIcon };
}) => (
  <section className="space-y-4">
    <header className="flex items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-sm text-stone-500">
          {intro}Press <Kbd /> to search.
        </p>
      </div>
      <Link
        href={other.href}
        className="inline-flex items-center gap-1.5 text-sm text-stone-600 hover:text-brand-700 hover:underline"
      >
        <other.icon className="size-4" aria-hidden />
        {other.label}
      </Link>
    </header>
    <VendorList scope={scope} />
  </section>
);

// /admin/vendors: the landing page of the product (every status but blacklisted).
export const VendorsPage = () => (
  <VendorListPage
    scope="listed"
    title="Vendors"
    intro={null}
    other={{ href: '/admin/vendors/blacklisted', label: 'Blacklisted vendors', icon: Ban }}
  />
);

// /admin/vendors/blacklisted: the same list, status blacklisted only.
export const BlacklistedVendorsPage = () => (
  <VendorListPage
    scope="blacklisted"
    title="Blacklisted vendors"
    intro="Vendors the agency no longer works with. "
    other={{ href: '/admin/vendors', label: 'All vendors', icon: ArrowLeft }}
  />
);
