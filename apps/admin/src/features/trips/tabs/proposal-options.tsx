import type { Trip, TripProposal, TripProposalOption, TripProposalOptionItem } from '@backoffice/sdk';
import { Badge } from '@backoffice/ui/badge';
import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { formatMoney } from '@backoffice/ui/currency';
import { FormSection } from '@backoffice/ui/form-section';
import { Spinner } from '@backoffice/ui/spinner';
import { Check, Plus } from 'lucide-react';
import { useState } from 'react';
import { FormModal } from '../../../shared/forms/form-modal.tsx';
import { AddButton, DeleteButton } from '../../../shared/forms/row-buttons.tsx';
import { typeLabel } from '../../trip-domain/item-format.ts';
import { formatTripDate } from '../../trip-domain/trip-paths.ts';
import { OptionForm, OptionItemForm } from './proposal-forms.tsx';
import {
  useAcceptOptionMutation,
  useProposalHotelMutations,
  useProposalHotelsQuery,
  useProposalOptionMutations,
  useProposalOptionsQuery,
} from './proposals-api.ts';

const nights = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
const price = (amount: string | null, currency: string | null) =>
  amount === null ? '—' : formatMoney(amount, currency);

/** What a panel of one proposal is given (the editor and its options). */
export type ProposalPanelProps = { trip: Trip; proposal: TripProposal; readOnly: boolean };

// The options of a proposal (items of any type: two hotels for the same nights, an activity, a
// flight...), each priced by the server as the whole trip with it and per person; the accept
// action: the accepted option's items become the trip's items with their prices, and the trip's
// own copies of the other options' items are no longer needed.
export const ProposalOptions = ({ trip, proposal, readOnly }: ProposalPanelProps) => {
  const options = useProposalOptionsQuery(trip.id, proposal.id);
  const hotels = useProposalHotelsQuery(trip.id, proposal.id);
  const optionMutations = useProposalOptionMutations(trip.id, proposal.id);
  const hotelMutations = useProposalHotelMutations(trip.id, proposal.id);
  const accept = useAcceptOptionMutation(trip.id, proposal.id);
  const confirm = useConfirm();
  const [adding, setAdding] = useState<TripProposalOption | 'option' | null>(null);
  const isAccepted = proposal.status === 'accepted';
  const canChange = !readOnly && !isAccepted;
  const rows = options.data ?? [];
  const hotelsOf = (option: TripProposalOption) =>
    (hotels.data ?? []).filter((hotel) => hotel.option === option['@id']);
  const lastNights = (hotels.data ?? []).at(-1);
  const onAccept = async (option: TripProposalOption) => {
    const isSure = await confirm({
      title: `Accept ${option.label}?`,
      content:
        "Its items become the trip's items, with their prices; the trip's copies of the other options' items become not needed. A proposal is accepted once.",
      confirmText: 'Accept',
    });
    if (isSure) await accept.mutateAsync(option['@id']).catch(() => undefined);
  };
  return (
    <FormSection
      title="Options"
      description="What the client chooses between: each option's items and what the whole trip costs with it."
      actions={canChange ? <AddButton onClick={() => setAdding('option')}>Add option</AddButton> : null}
    >
      {options.isPending || hotels.isPending ? (
        <Spinner label="Loading the options" />
      ) : options.isError || hotels.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The options could not be loaded.
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-500">No options yet.</p>
      ) : (
        <ul className="space-y-3">
          {rows.map((option) => {
            const stays = hotelsOf(option);
            const isChosen = proposal.acceptedOption === option['@id'];
            return (
              <li
                key={option.id}
                aria-label={option.label}
                className="rounded-lg border border-stone-200 bg-white p-3"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h4 className="font-semibold text-stone-800">{option.label}</h4>
                  {isChosen ? <Badge color="green">Accepted</Badge> : null}
                  <OptionPrice option={option} />
                  {canChange ? (
                    <>
                      <Button size="sm" variant="ghost" onClick={() => setAdding(option)}>
                        <Plus className="size-4" aria-hidden />
                        Add item
                      </Button>
                      <Button
                        size="sm"
                        disabled={stays.length === 0 || accept.isPending}
                        onClick={() => void onAccept(option)}
                      >
                        <Check className="size-4" aria-hidden />
                        Accept {option.label}
                      </Button>
                      <DeleteButton
                        name={option.label}
                        onDelete={() => optionMutations.remove.mutateAsync(option.id)}
                      />
                    </>
                  ) : null}
                </div>
                {option.description ? (
                  <p className="mt-1 whitespace-pre-line text-sm text-stone-600">{option.description}</p>
                ) : null}
                {stays.length === 0 ? (
                  <p className="mt-2 text-sm text-stone-500">No items yet.</p>
                ) : (
                  <table aria-label={`Items of ${option.label}`} className="mt-2 w-full text-sm">
                    <tbody className="divide-y divide-stone-100">
                      {stays.map((stay) => (
                        <ItemRow
                          key={stay.id}
                          stay={stay}
                          canChange={canChange}
                          onDelete={() => hotelMutations.remove.mutateAsync(stay.id)}
                        />
                      ))}
                    </tbody>
                  </table>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {adding === 'option' ? (
        <FormModal title="New option" width={560} onClose={() => setAdding(null)}>
          <OptionForm
            proposalIri={proposal['@id']}
            suggested={`Option ${String.fromCharCode(65 + Math.min(rows.length, 25))}`}
            save={optionMutations.save}
            onClose={() => setAdding(null)}
          />
        </FormModal>
      ) : adding ? (
        <FormModal title={`New item for ${adding.label}`} width={680} onClose={() => setAdding(null)}>
          <OptionItemForm
            optionIri={adding['@id']}
            // The nights of the last hotel entered: a second option usually offers the same nights.
            defaults={{
              startDate: lastNights?.startDate ?? trip.startDate,
              endDate: lastNights?.endDate ?? trip.endDate,
            }}
            save={hotelMutations.save}
            onClose={() => setAdding(null)}
          />
        </FormModal>
      ) : null}
    </FormSection>
  );
};

// What the whole trip costs with the option, and per person (computed by the server).
const OptionPrice = ({ option }: { option: TripProposalOption }) =>
  option.tripTotal ? (
    <span className="ml-auto text-right text-sm tabular-nums text-stone-700">
      <span className="font-medium">
        Trip total {formatMoney(option.tripTotal, option.tripCurrency ?? null)}
      </span>
      {option.perPerson ? (
        <span className="block text-xs text-stone-500">
          {formatMoney(option.perPerson, option.tripCurrency ?? null)} per person ·{' '}
          {option.travellers === 1 ? '1 traveller' : `${option.travellers} travellers`}
        </span>
      ) : null}
    </span>
  ) : (
    <span className="ml-auto" />
  );

const ItemRow = ({
  stay,
  canChange,
  onDelete,
}: {
  stay: TripProposalOptionItem;
  canChange: boolean;
  onDelete: () => Promise<unknown>;
}) => {
  const isHotel = stay.type === 'accommodation';
  const name = stay.name ?? stay.title ?? typeLabel(stay.type);
  const count = nights(stay.startDate, stay.endDate);
  const time = stay.startTime ? ` ${stay.startTime}` : '';
  return (
    <tr>
      <td className="w-28 py-1.5 pr-2 text-xs uppercase tracking-wide text-stone-500">
        {typeLabel(stay.type)}
      </td>
      <td className="py-1.5 pr-2 font-medium text-stone-800">{name}</td>
      <td className="whitespace-nowrap px-2 py-1.5 tabular-nums text-stone-600">
        {isHotel || stay.endDate !== stay.startDate
          ? `${formatTripDate(stay.startDate)} – ${formatTripDate(stay.endDate)}`
          : `${formatTripDate(stay.startDate)}${time}`}
      </td>
      <td className="whitespace-nowrap px-2 py-1.5 text-stone-600">
        {isHotel ? `${count} ${count === 1 ? 'night' : 'nights'}` : null}
      </td>
      <td className="whitespace-nowrap px-2 py-1.5 text-right tabular-nums">
        {price(stay.clientTotalPrice ?? stay.clientPrice, stay.currency)}
      </td>
      <td className="w-10 py-1.5 text-right">
        {canChange ? <DeleteButton name={name} onDelete={onDelete} /> : null}
      </td>
    </tr>
  );
};
