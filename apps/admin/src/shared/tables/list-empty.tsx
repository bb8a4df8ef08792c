import { Button, buttonVariants } from '@backoffice/ui/button';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

type Props = {
  /** What the list holds, in the plural ("clients"). */
  plural: string;
  query: { isError: boolean; refetch: () => unknown };
  filtered: boolean;
  clearFilters: () => void;
  /** What filters matching nothing say; "No {plural} match these filters." by default. */
  noMatch?: ReactNode;
  /** The empty list when there is nothing yet (often NothingYet). */
  children: ReactNode;
};

// What an empty list page says: the list could not be loaded (try again), its filters match
// nothing (clear them), or there is nothing yet (the page's own words).
export const ListEmptyText = ({ plural, query, filtered, clearFilters, noMatch, children }: Props) =>
  query.isError ? (
    <TextAndButton
      text={`The ${plural} could not be loaded.`}
      button="Try again"
      onClick={() => void query.refetch()}
    />
  ) : filtered ? (
    <TextAndButton
      text={noMatch ?? `No ${plural} match these filters.`}
      button="Clear filters"
      onClick={clearFilters}
    />
  ) : (
    children
  );

const TextAndButton = ({
  text,
  button,
  onClick,
}: {
  text: ReactNode;
  button: string;
  onClick: () => void;
}) => (
  <div className="space-y-2">
    <p>{text}</p>
    <Button variant="secondary" size="sm" onClick={onClick}>
      {button}
    </Button>
  </div>
);

// Nothing in the list yet: its icon, what it says, and where to create the first record.
export const NothingYet = ({
  icon: Icon,
  text,
  create,
}: {
  icon?: LucideIcon;
  text: ReactNode;
  create?: { href: string; label: string };
}) => (
  <div className="space-y-2">
    {Icon ? <Icon className="mx-auto size-6 text-stone-400" aria-hidden /> : null}
    <p>{text}</p>
    {create ? (
      <Link href={create.href} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
        {create.label}
      </Link>
    ) : null}
  </div>
);
