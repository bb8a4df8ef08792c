import type { VendorAttachment, VendorContact, VendorContract, VendorLocation } from '@backoffice/sdk';
import type { RealApi } from '../../../testing/real-api.ts';

// The vendor screens' fixtures, written through the real API as the super admin, and what the
// screens sent (the harness's request log).

type Body = Record<string, unknown>;
type Member = Body & { '@id': string; id: number };
type Place = 'accommodations' | 'spas';

const members = async <T = Member>(api: RealApi, path: string) =>
  (await api.get(path))['hydra:member'] as T[];

export const vendorRecords = (api: RealApi) => {
  // The fixture API answers untyped JSON; each caller names the record type it wrote.
  const typed = async <T>(answer: Promise<unknown>): Promise<T> => (await answer) as T;
  const add = <T>(path: string, vendorId: number, values: object) =>
    typed<T>(api.post(path, { ...values, vendor: `/api/vendors/${vendorId}` }));
  return {
    /** The vendor as the API answers it, or undefined once deleted. */
    vendor: async (id: number) =>
      (await api.get(`/api/vendors/${id}`).catch(() => undefined)) as
        | (Member & { name: string; status: string; group: string | null })
        | undefined,
    vendorNamed: async (name: string) =>
      (
        await members<Member & { name: string; status: string }>(
          api,
          `/api/vendors?name=${encodeURIComponent(name)}`,
        )
      ).find((v) => v.name === name),
    group: async (id: number) => (await api.get(`/api/vendor_groups/${id}`)) as Member & { name: string },
    list: <T = Member>(path: string) => members<T>(api, path),
    addLocation: (vendorId: number, body: Partial<VendorLocation>) =>
      add<VendorLocation>('/api/vendor_locations', vendorId, body),
    addContact: (vendorId: number, body: Partial<VendorContact>) =>
      add<VendorContact>('/api/vendor_contacts', vendorId, body),
    /** A new contract starts as draft or active (the API's rule): an expired or cancelled one moves there. */
    addContract: async (vendorId: number, body: Partial<Omit<VendorContract, 'vendor'>>) => {
      const { status, ...rest } = body;
      const later = status === 'expired' || status === 'cancelled';
      const created = await add<VendorContract>('/api/vendor_contracts', vendorId, {
        ...rest,
        ...(status ? { status: later ? 'active' : status } : {}),
      });
      return later ? typed<VendorContract>(api.patch(created['@id'], { status })) : created;
    },
    addPlace: async (kind: Place, vendorId: number, name: string) =>
      (await add<Member>(`/api/${kind}`, vendorId, { name }))['@id'],
    addAttachment: (vendorId: number, file: Blob, type: string) =>
      api.upload('/api/vendor_attachments', { vendor: `/api/vendors/${vendorId}`, type, file }),
    attachments: (path: string) => members<VendorAttachment & { vendorContract?: string }>(api, path),
    writes: api.calls,
  };
};
