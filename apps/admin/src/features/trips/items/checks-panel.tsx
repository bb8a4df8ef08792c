import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { useTripChecksQuery } from '../../trip-domain/trip-items-api.ts';

const idOf = (iri: string) => Number(iri.split('/').at(-1));

// GET /api/trips/{id}/checks: what is wrong with the plan, each finding linking to its items in the
// table below (their rows have the id item-{id}); read again after every item change.
export const ChecksPanel = ({ tripId, names }: { tripId: number; names: Map<number, string> }) => {
  const checks = useTripChecksQuery(tripId);
  if (!checks.data) return null;
  return (
    <section aria-label="Checks" className="rounded-lg border border-stone-200 bg-white p-4">
      {checks.data.length === 0 ? (
        <p role="status" className="flex items-center gap-2 text-sm text-green-700">
          <CheckCircle2 className="size-4" aria-hidden /> All clear
        </p>
      ) : (
        <ul className="space-y-2">
          {checks.data.map((check) => (
            <li
              key={`${check.kind}-${check.date ?? ''}-${check.items.join()}`}
              className="flex gap-2 text-sm"
            >
              <TriangleAlert className="mt-0.5 size-4 shrink-0 text-orange-600" aria-hidden />
              <span>
                {check.message}{' '}
                {check.items.map((iri) => (
                  <a
                    key={iri}
                    href={`#item-${idOf(iri)}`}
                    className="mr-2 text-brand-700 underline hover:text-brand-900"
                  >
                    {names.get(idOf(iri)) ?? `Item ${idOf(iri)}`}
                  </a>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
