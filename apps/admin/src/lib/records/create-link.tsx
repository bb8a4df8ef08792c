import { buttonVariants } from '@backoffice/ui/button';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** A list's "New …" button: a link to the record's create page, drawn as a small button. */
export const CreateLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link href={href} className={buttonVariants({ size: 'sm' })}>
    <Plus className="size-4" aria-hidden />
    {children}
  </Link>
);
