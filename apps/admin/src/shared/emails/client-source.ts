import { getClient, listClients } from '@backoffice/sdk';
import { idOfIri, type RecordSource } from '../forms/record-source.ts';

// Clients searched on the server by name, e-mail or phone (GET /api/clients?search=), for the
// preview's "as sent to" picker.
export const clientSource: RecordSource = {
  key: 'clients',
  search: async (text) => {
    const { data } = await listClients({ ...(text ? { search: text } : {}), itemsPerPage: 10 });
    return data['hydra:member'].map((c) => ({ '@id': c['@id'], id: c.id, name: c.name }));
  },
  get: async (iri) => {
    const { data } = await getClient(idOfIri(iri));
    return { '@id': data['@id'], id: data.id, name: data.name };
  },
};
