import { getTrip, listTrips, type Trip } from '@backoffice/sdk';
import { idOfIri, type RecordSource } from '../forms/record-source.ts';

const label = (trip: Pick<Trip, 'reference' | 'title'> & { client?: { name: string } | null }) =>
  [trip.reference, trip.title, trip.client?.name].filter(Boolean).join(' · ');

// Trips searched on the server by reference or client name (GET /api/trips?search=), for the
// message's "about trip" picker (its placeholders fill); a client narrows them to its own.
export const tripSource = (clientId?: number): RecordSource => ({
  key: clientId ? `trips-of-${clientId}` : 'trips',
  search: async (text) => {
    const { data } = await listTrips({
      ...(text ? { search: text } : {}),
      ...(clientId ? { 'client.id': String(clientId) } : {}),
      itemsPerPage: 10,
    });
    return data['hydra:member'].map((t) => ({ '@id': t['@id'], id: t.id, name: label(t) }));
  },
  get: async (iri) => {
    const { data } = await getTrip(idOfIri(iri));
    return { '@id': data['@id'], id: data.id, name: label(data) };
  },
});
