import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

// The accounting record pages (an invoice, a supplier bill, the reports) open the same way: a link
// back to their list, the document's name with what it is, its status and its actions on one line,
// then its facts (who, which trip, which days, which currency) in a row under it.

/** The link back to the list a page belongs to. */
export const BackLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link href={href} className="inline-flex items-center gap-1 text-sm text-stone-500 hover:text-stone-800">
    <ArrowLeft className="size-4" aria-hidden />
    {children}
  </Link>
);

/** One fact under the title; `className` styles its value. */
export type DocumentFact = { label: string; value: ReactNode; className?: string };

export const DocumentHeader = ({
  back,
  title,
  kind,
  badge,
  actions,
  facts,
}: {
  back?: ReactNode;
  title: ReactNode;
  /** What the document is, or whom it is from, beside its name. */
  kind: ReactNode;
  badge: ReactNode;
  actions: ReactNode;
  /** The facts shown (null: not this document's). */
  facts: (DocumentFact | null)[];
}) => (
  <header className="space-y-2">
    {back}
    <div className="flex flex-wrap items-center gap-3">
      <h1 className="text-2xl font-semibold tabular-nums">{title}</h1>
      <span className="text-stone-500">{kind}</span>
      {badge}
      <span className="flex-1" />
      {actions}
    </div>
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-stone-600">
      {facts.map((fact) =>
        fact ? (
          <div key={fact.label} className="flex gap-1">
            <dt>{fact.label}</dt>
            <dd className={fact.className}>{fact.value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  </header>
);
