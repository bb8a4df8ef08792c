import { formatDateTime } from '@backoffice/ui/format';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** A list row's name, linking to its record page. */
export const RecordLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link href={href} className="font-medium text-stone-900 hover:underline">
    {children}
  </Link>
);

/** The cell of an instant column (Updated, Sent…): MM/DD/YYYY h:mm A. */
export const dateTimeCell = (c: { getValue: () => Parameters<typeof formatDateTime>[0] }) =>
  formatDateTime(c.getValue());
