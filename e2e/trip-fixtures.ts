import { api } from './browser.ts';

type Made = { '@id': string; id: number };
type Body = Record<string, unknown>;

/**
 * A client and a trip of theirs, made through the API as the super admin: the client's fields as
 * given, the trip's as given with the client set. `Trip` names what a test reads of the trip.
 */
export const makeClientTrip = async <Trip extends object = Made>(
  baseUrl: string,
  client: Body,
  trip: Body,
) => {
  const madeClient = (await api(baseUrl, 'POST', '/api/clients', client)) as Made;
  const madeTrip = (await api(baseUrl, 'POST', '/api/trips', {
    client: madeClient['@id'],
    ...trip,
  })) as Made & Trip;
  return { client: madeClient, trip: madeTrip };
};
