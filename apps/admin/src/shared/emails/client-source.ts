import { getClient, listClients } from '@backoffice/sdk';
import { idOfIri, type RecordSource } from '../forms/record-source.ts';

// Clients searched on the server by name, e-mail or phone (GET /api/clients?search=), `pageSize`
// at a time; an empty search is left out (the API ignores it anyway).
export const clientSearchSource = (pageSize: number): RecordSource => ({
  key: 'clients',
  search: async (text) => {
    const { data } = await listClients({ ...(text ? { search: text } : {}), itemsPerPage: pageSize });
    return data['hydra:member'].map((c) => ({ '@id': c['@id'], id: c.id, name: c.name }));
  },
  get: async (iri) => {
    const { data } = await getClient(idOfIri(iri));
    return { '@id': data['@id'], id: data.id, name: data.name };
  },
});

/** The clients for the preview's "as sent to" picker and the trips' client pickers. */
export const clientSource = clientSearchSource(10);
