import { Button } from '@backoffice/ui/button';
import { FormSection } from '@backoffice/ui/form-section';
import { Spinner } from '@backoffice/ui/spinner';
import type { ReactNode } from 'react';
import { PlainTable } from '../tables/plain-table.tsx';

type Props = {
  /** The section's title ("Log", "Histories"). */
  title: string;
  /** What one entry is called, singular and plural, for "12 changes". */
  counted: [string, string];
  /** The table's accessible name, and the pager's ("Client log" → "Log pages"). */
  tableLabel: string;
  pagerLabel: string;
  loadingLabel: string;
  emptyText: string;
  headers: { label: string; className?: string }[];
  query: { isPending: boolean; isPlaceholderData: boolean; total: number | undefined };
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  /** The rows of this page; none shows the empty text. */
  rows: ReactNode[];
  bodyClassName?: string;
};

// A record's log or history (a client's log, a trip's histories): newest first, a page at a time
// (the server pages it), the count in the description and Previous / Next under the table.
export const PagedLogSection = ({
  title,
  counted: [one, many],
  tableLabel,
  pagerLabel,
  loadingLabel,
  emptyText,
  headers,
  query,
  pageSize,
  page,
  onPage,
  rows,
  bodyClassName = '',
}: Props) => {
  const total = query.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <FormSection
      title={title}
      description={query.total === undefined ? undefined : `${total} ${total === 1 ? one : many}`}
    >
      {query.isPending ? (
        <Spinner label={loadingLabel} />
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-500">{emptyText}</p>
      ) : (
        <>
          <PlainTable
            label={tableLabel}
            headers={headers}
            busy={query.isPlaceholderData}
            bodyClassName={bodyClassName}
          >
            {rows}
          </PlainTable>
          <nav aria-label={pagerLabel} className="flex items-center justify-end gap-2 pt-3 text-sm">
            <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              Previous
            </Button>
            <span>
              Page {page} of {pages}
            </span>
            <Button size="sm" variant="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
              Next
            </Button>
          </nav>
        </>
      )}
    </FormSection>
  );
};
