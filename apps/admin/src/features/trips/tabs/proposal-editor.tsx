import type { TripProposal, TripProposalPage } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { FormSection } from '@backoffice/ui/form-section';
import { Spinner } from '@backoffice/ui/spinner';
import { ArrowDown, ArrowUp, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { reportError } from '../../../lib/query-client.ts';
import { FormModal } from '../../../shared/forms/form-modal.tsx';
import { AddButton, DeleteButton, EditButton } from '../../../shared/forms/row-buttons.tsx';
import { openTripPdf } from '../../trip-domain/open-trip-pdf.ts';
import { PageForm, ProposalForm, pageKinds } from './proposal-forms.tsx';
import { ProposalOptions, type ProposalPanelProps } from './proposal-options.tsx';
import { ProposalStatus } from './proposal-status.tsx';
import {
  usePageOrderMutation,
  useProposalMutations,
  useProposalPageMutations,
  useProposalPagesQuery,
} from './proposals-api.ts';

const kindLabel = (kind: string) => pageKinds.find((k) => k.value === kind)?.label ?? kind;
const pageName = (page: TripProposalPage) => `page ${page.title ?? kindLabel(page.kind)}`;

// One proposal: its details, its pages in order, its options.
export const ProposalEditor = ({ trip, proposal, readOnly }: ProposalPanelProps) => {
  const mutations = useProposalMutations(trip.id);
  return (
    <div className="space-y-4">
      <FormSection
        title={proposal.title}
        actions={
          <div className="flex items-center gap-2">
            <ProposalStatus status={proposal.status} />
            {/* This proposal's PDF, through a signed link (readers too). */}
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void openTripPdf(trip.id, 'proposal', proposal.id).catch(reportError)}
            >
              <ExternalLink className="size-4" aria-hidden />
              Open PDF
            </Button>
            {readOnly ? null : (
              <DeleteButton
                name={`proposal ${proposal.title}`}
                onDelete={() => mutations.remove.mutateAsync(proposal.id)}
              />
            )}
          </div>
        }
      >
        {readOnly ? (
          <dl className="space-y-2 text-sm text-stone-700">
            <dt className="sr-only">Introduction</dt>
            <dd className="whitespace-pre-line">{proposal.introText ?? 'No introduction.'}</dd>
            {(
              [
                ['Included', proposal.inclusions],
                ['Not included', proposal.exclusions],
                ['Terms', proposal.terms],
              ] as const
            ).map(([label, value]) =>
              value ? (
                <div key={label}>
                  <dt className="font-medium text-stone-800">{label}</dt>
                  <dd className="whitespace-pre-line">{value}</dd>
                </div>
              ) : null,
            )}
          </dl>
        ) : (
          <ProposalForm tripIri={trip['@id']} proposal={proposal} save={mutations.save} />
        )}
      </FormSection>
      <ProposalPages tripId={trip.id} proposal={proposal} readOnly={readOnly} />
      <ProposalOptions trip={trip} proposal={proposal} readOnly={readOnly} />
    </div>
  );
};

const ProposalPages = ({
  tripId,
  proposal,
  readOnly,
}: {
  tripId: number;
  proposal: TripProposal;
  readOnly: boolean;
}) => {
  const pages = useProposalPagesQuery(tripId, proposal.id);
  const mutations = useProposalPageMutations(tripId, proposal.id);
  const order = usePageOrderMutation(tripId, proposal.id);
  const [editing, setEditing] = useState<TripProposalPage | 'new' | null>(null);
  const rows = pages.data ?? [];
  const move = (index: number, by: -1 | 1) => {
    const iris = rows.map((page) => page['@id']);
    const [page] = iris.splice(index, 1);
    iris.splice(index + by, 0, page!);
    order.mutate(iris);
  };
  return (
    <FormSection
      title="Pages"
      description="The pages of the proposal, in the order the client reads them."
      actions={readOnly ? null : <AddButton onClick={() => setEditing('new')}>Add page</AddButton>}
    >
      {pages.isPending ? (
        <Spinner label="Loading the pages" />
      ) : pages.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The pages could not be loaded.
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-500">No pages yet.</p>
      ) : (
        <ol aria-label="Pages" className="divide-y divide-stone-100 text-sm">
          {rows.map((page, index) => (
            <li key={page.id} className="flex items-center gap-3 py-2">
              <span className="w-6 text-right tabular-nums text-stone-400">{index + 1}</span>
              <span className="w-32 text-stone-500">{kindLabel(page.kind)}</span>
              <span className="flex-1 font-medium text-stone-800">{page.title ?? '—'}</span>
              {readOnly ? null : (
                <span className="whitespace-nowrap">
                  <Button
                    variant="ghost"
                    size="sm"
                    className="size-8 px-0"
                    aria-label={`Move ${pageName(page)} up`}
                    disabled={index === 0 || order.isPending}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp className="size-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="size-8 px-0"
                    aria-label={`Move ${pageName(page)} down`}
                    disabled={index === rows.length - 1 || order.isPending}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown className="size-4" aria-hidden />
                  </Button>
                  <EditButton name={pageName(page)} onEdit={() => setEditing(page)} />
                  <DeleteButton
                    name={pageName(page)}
                    onDelete={() => mutations.remove.mutateAsync(page.id)}
                  />
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {editing ? (
        <FormModal
          title={editing === 'new' ? 'New page' : 'Edit page'}
          width={720}
          onClose={() => setEditing(null)}
        >
          <PageForm
            proposalIri={proposal['@id']}
            page={editing === 'new' ? undefined : editing}
            save={mutations.save}
            onClose={() => setEditing(null)}
          />
        </FormModal>
      ) : null}
    </FormSection>
  );
};
