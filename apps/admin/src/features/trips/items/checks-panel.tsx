import { ChecksFindings } from '../../trip-domain/checks-findings.tsx';
import { useTripChecksQuery } from '../../trip-domain/trip-items-api.ts';

const idOf = (iri: string) => Number(iri.split('/').at(-1));

// GET /api/trips/{id}/checks: what is wrong with the plan, each finding linking to its items in the
// table below (their rows have the id item-{id}); read again after every item change.
export const ChecksPanel = ({ tripId, names }: { tripId: number; names: Map<number, string> }) => {
  const checks = useTripChecksQuery(tripId);
  return (
    <section aria-label="Checks" className="rounded-lg border border-stone-200 bg-white p-4">
      <ChecksFindings
        checks={checks}
        renderItem={(iri) => (
          <a
            key={iri}
            href={`#item-${idOf(iri)}`}
            className="mr-2 text-brand-700 underline hover:text-brand-900"
          >
            {names.get(idOf(iri)) ?? `Item ${idOf(iri)}`}
          </a>
        )}
      />
    </section>
  );
};
