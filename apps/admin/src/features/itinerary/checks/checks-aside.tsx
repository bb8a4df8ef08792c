import type { TripItem } from '@backoffice/sdk';
import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronDown, ChevronLeft, ChevronRight, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { ChecksFindings, checksTitle, type TripCheck } from '../../trip-domain/checks-findings.tsx';
import { eventTitle, idOfIri } from '../calendar/calendar-rules.ts';

// The trip's live checks beside the calendar (GET /api/trips/{id}/checks, read again after every
// change): collapsible; each finding names its items, a click opens the item's edit modal.
export const ChecksAside = ({
  checks,
  items,
  onOpen,
}: {
  checks: UseQueryResult<TripCheck[]>;
  items: TripItem[];
  onOpen: (item: TripItem) => void;
}) => {
  const [open, setOpen] = useState(true);
  const byId = new Map(items.map((item) => [item.id, item]));
  const count = checks.data?.length ?? 0;
  const title = checksTitle(checks);
  return (
    <section
      aria-label="Checks"
      className={
        open
          ? 'shrink-0 self-stretch rounded-lg border border-stone-200 bg-white p-3 xl:w-72 xl:self-start'
          : 'shrink-0 self-start rounded-lg border border-stone-200 bg-white p-1'
      }
    >
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center gap-2 rounded px-1 text-sm font-semibold text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {/* Beside the calendar it folds sideways; under it (below xl) it folds up. */}
        {open ? (
          <>
            <ChevronRight className="hidden size-4 xl:block" aria-hidden />
            <ChevronDown className="size-4 xl:hidden" aria-hidden />
          </>
        ) : (
          <>
            <ChevronLeft className="hidden size-4 xl:block" aria-hidden />
            <ChevronRight className="size-4 xl:hidden" aria-hidden />
          </>
        )}
        {open ? title : <span className="sr-only">{title}</span>}
        {!open && count ? <TriangleAlert className="size-4 text-orange-600" aria-hidden /> : null}
      </button>
      {open ? (
        <div className="mt-2 max-h-[680px] overflow-y-auto">
          <ChecksFindings
            checks={checks}
            renderItem={(iri) => {
              const item = byId.get(idOfIri(iri));
              return item ? (
                <button
                  key={iri}
                  type="button"
                  onClick={() => onOpen(item)}
                  className="mr-2 text-brand-700 underline hover:text-brand-900"
                >
                  {eventTitle(item)}
                </button>
              ) : null;
            }}
          />
        </div>
      ) : null}
    </section>
  );
};
