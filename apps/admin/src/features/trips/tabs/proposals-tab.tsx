import type { TripProposal } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { cn } from '@backoffice/ui/cn';
import { FormSection } from '@backoffice/ui/form-section';
import { Spinner } from '@backoffice/ui/spinner';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { FormModal } from '../../../shared/forms/form-modal.tsx';
import { formatTripDate } from '../../trip-domain/trip-paths.ts';
import type { LoadedTrip } from '../api/use-trips.ts';
import { ProposalEditor } from './proposal-editor.tsx';
import { ProposalForm } from './proposal-forms.tsx';
import { ProposalStatus } from './proposal-status.tsx';
import { useProposalMutations, useProposalsQuery } from './proposals-api.ts';
import { useCanWriteTrips } from './trip-records-api.ts';

// calls.md 7.6: the trip's proposals. The list on the left; the chosen proposal's details, pages
// and options on the right. Accepting an option puts its hotels in the trip.
export const ProposalsTab = ({ loaded }: { loaded: LoadedTrip }) => {
  const trip = loaded.trip;
  const proposals = useProposalsQuery(trip.id);
  const mutations = useProposalMutations(trip.id);
  const canWrite = useCanWriteTrips();
  const [creating, setCreating] = useState(false);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const rows = proposals.data ?? [];
  const chosen: TripProposal | undefined = rows.find((p) => p.id === chosenId) ?? rows[0];
  return (
    <div className="grid gap-4 lg:grid-cols-[18rem_1fr]">
      <FormSection
        title="Proposals"
        className="self-start"
        actions={
          canWrite ? (
            <Button size="sm" onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden />
              New proposal
            </Button>
          ) : null
        }
      >
        {proposals.isPending ? (
          <Spinner label="Loading the proposals" />
        ) : proposals.isError ? (
          <div role="alert" className="space-y-2 text-sm text-red-700">
            <p>The proposals could not be loaded.</p>
            <Button size="sm" variant="secondary" onClick={() => void proposals.refetch()}>
              Try again
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <p className="text-sm text-stone-500">No proposals yet.</p>
        ) : (
          <ul aria-label="Proposals" className="space-y-1">
            {rows.map((proposal) => (
              <li key={proposal.id}>
                <button
                  type="button"
                  aria-current={proposal.id === chosen?.id ? 'true' : undefined}
                  onClick={() => setChosenId(proposal.id)}
                  className={cn(
                    'w-full rounded-md px-3 py-2 text-left text-sm hover:bg-stone-100',
                    proposal.id === chosen?.id && 'bg-brand-50 ring-1 ring-brand-200',
                  )}
                >
                  <span className="block font-medium text-stone-800">{proposal.title}</span>
                  <span className="mt-1 flex items-center gap-2 text-stone-500">
                    <ProposalStatus status={proposal.status} />
                    {proposal.validUntil ? `Valid until ${formatTripDate(proposal.validUntil)}` : null}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </FormSection>
      {chosen ? <ProposalEditor key={chosen.id} trip={trip} proposal={chosen} readOnly={!canWrite} /> : null}
      {creating ? (
        <FormModal title="New proposal" width={720} onClose={() => setCreating(false)}>
          <ProposalForm
            tripIri={trip['@id']}
            proposal={undefined}
            save={mutations.save}
            onClose={(id) => {
              if (id) setChosenId(id);
              setCreating(false);
            }}
          />
        </FormModal>
      ) : null}
    </div>
  );
};
