import { cn } from '@backoffice/ui/cn';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

// One tab of a record page's section bar (client, trip, vendor): a link to the section's address,
// underlined and marked as the current page when it is the one shown.
export const RecordTabLink = ({
  href,
  current,
  className,
  children,
}: {
  href: string;
  current: boolean;
  /** Spacing of this bar's tabs (the trip's 14 tabs are tighter). */
  className: string;
  children: ReactNode;
}) => (
  <Link
    href={href}
    aria-current={current ? 'page' : undefined}
    className={cn(
      '-mb-px border-b-2 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
      className,
      current ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-500 hover:text-stone-800',
    )}
  >
    {children}
  </Link>
);
