import type { RealApi } from './real-api.ts';

// Records a test starts from, written through the real API as the super admin: the fields a test
// cares about are arguments, the rest are overrides. The answer is the record as the API returns it.

type Fields = Record<string, unknown>;

/** A client named "First Last" (the first word is the first name), with more fields when given. */
export const addClient = (api: RealApi, name: string, fields: Fields = {}) => {
  const [firstName, ...lastName] = name.split(' ');
  return api.post('/api/clients', { firstName, lastName: lastName.join(' '), ...fields });
};

/** A trip of a client (its record or IRI) from `startDate` to `endDate`, with more fields when given. */
export const addTrip = (
  api: RealApi,
  client: { '@id': string } | string,
  title: string,
  [startDate, endDate]: [string, string],
  fields: Fields = {},
) =>
  api.post('/api/trips', {
    client: typeof client === 'string' ? client : client['@id'],
    title,
    startDate,
    endDate,
    ...fields,
  });
