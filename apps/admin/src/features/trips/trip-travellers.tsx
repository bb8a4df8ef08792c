import { type ClientGuest, listClientGuests } from '@backoffice/sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

/** The client's guests, for a new trip's travellers (issue 30.9). */
export const useClientGuestsForTrip = (clientIri: string) => {
  const clientId = /\/(\d+)$/.exec(clientIri)?.[1];
  return useQuery({
    queryKey: ['clients', 'guests-for-trip', clientId],
    enabled: Boolean(clientId),
    queryFn: async () =>
      (await listClientGuests({ 'client.id': clientId!, itemsPerPage: 100 })).data['hydra:member'],
  });
};

const isChild = (guest: ClientGuest) => guest.status === 'child' || guest.status === 'infant';

/** The counts a trip takes from its travellers: the client and the adult guests; children and infants. */
export const travellerCounts = (guests: readonly ClientGuest[]) => ({
  adults: 1 + guests.filter((guest) => !isChild(guest)).length,
  children: guests.filter(isChild).length,
});

const statusWords: Record<string, string> = {
  child: 'child',
  infant: 'infant',
  adult: 'adult',
  staff: 'staff',
};

/**
 * The client's guests offered as the new trip's travellers, all ticked at first; the adults and
 * children fields follow the ticks until the planner types them (`onCounts`).
 */
export const TravellersField = ({
  guests,
  value,
  onChange,
  onCounts,
}: {
  guests: readonly ClientGuest[];
  value: string[];
  onChange: (iris: string[]) => void;
  onCounts: (counts: { adults: number; children: number }) => void;
}) => {
  // biome-ignore lint/correctness/useExhaustiveDependencies: counts follow the ticks only
  useEffect(() => {
    onCounts(travellerCounts(guests.filter((guest) => value.includes(guest['@id']))));
  }, [value.join(), guests]);
  if (guests.length === 0)
    return <p className="text-sm text-stone-500">The client has no guests: the client travels alone.</p>;
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 text-sm font-medium text-stone-700">Travellers with the client</legend>
      {guests.map((guest) => (
        <label key={guest['@id']} className="flex items-center gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            checked={value.includes(guest['@id'])}
            onChange={(event) =>
              onChange(
                event.target.checked ? [...value, guest['@id']] : value.filter((iri) => iri !== guest['@id']),
              )
            }
          />
          {guest.name}
          {guest.status ? (
            <span className="text-xs text-stone-500">{statusWords[guest.status] ?? ''}</span>
          ) : null}
        </label>
      ))}
    </fieldset>
  );
};
