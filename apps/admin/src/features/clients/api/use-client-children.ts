import {
  type Client,
  type ClientGuestInput,
  type ClientGuestPatch,
  createClientAttachment,
  createClientGuest,
  createClientGuestAttachment,
  createClientImage,
  createMembership,
  createReferral,
  deleteClientAttachment,
  deleteClientGuest,
  deleteClientGuestAttachment,
  deleteClientImage,
  deleteMembership,
  deleteReferral,
  getMembershipPossibleTransitions,
  listClientAttachments,
  listClientGuests,
  listClientInvoices,
  listMemberships,
  listReferrals,
  type MembershipInput,
  type MembershipPatch,
  type ReferralInput,
  type ReferralPatch,
  updateClientAttachment,
  updateClientGuest,
  updateClientGuestAttachment,
  updateMembership,
  updateReferral,
} from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { toast } from '@backoffice/ui/toast';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttachmentCalls } from '../../../shared/files/use-attachment-mutations.ts';
import { clientKeys } from './client-keys.ts';

type Owner = Pick<Client, '@id' | 'id'>;
// A client's children are few: one page of up to 100 of each.
const all = (clientId: number) => ({ 'client.id': String(clientId), itemsPerPage: 100 });

export const useGuestsQuery = (clientId: number) =>
  useQuery({
    queryKey: clientKeys.children('guests', clientId),
    queryFn: async () => (await listClientGuests(all(clientId))).data['hydra:member'],
  });
export const useReferralsQuery = (clientId: number) =>
  useQuery({
    queryKey: clientKeys.children('referrals', clientId),
    queryFn: async () => (await listReferrals(all(clientId))).data['hydra:member'],
  });
export const useMembershipsQuery = (clientId: number) =>
  useQuery({
    queryKey: clientKeys.children('memberships', clientId),
    queryFn: async () => (await listMemberships(all(clientId))).data['hydra:member'],
  });
export const useAttachmentsQuery = (clientId: number) =>
  useQuery({
    queryKey: clientKeys.children('attachments', clientId),
    queryFn: async () => (await listClientAttachments(all(clientId))).data['hydra:member'],
  });
export const useInvoicesQuery = (clientId: number) =>
  useQuery({
    queryKey: clientKeys.children('invoices', clientId),
    queryFn: async () => (await listClientInvoices(all(clientId))).data['hydra:member'],
  });

// Create, update and delete of one kind of child; each write re-reads that list and the client
// (which embeds its guests, referrals and memberships).
const useChildMutations = <I, P>(
  kind: string,
  clientId: number,
  calls: {
    create: (body: I) => Promise<unknown>;
    update: (id: number, body: P) => Promise<unknown>;
    remove: (id: number) => Promise<unknown>;
  },
) => {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: clientKeys.children(kind, clientId) }),
      queryClient.invalidateQueries({ queryKey: clientKeys.item(clientId) }),
    ]);
  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: I | P }) =>
      id === undefined ? calls.create(body as I) : calls.update(id, body as P),
    onSuccess: refresh,
    meta: { silent: true },
  });
  const remove = useMutation({
    mutationFn: (id: number) => calls.remove(id),
    onSuccess: refresh,
    meta: { successMessage: 'Deleted successfully' },
  });
  return { save, remove, refresh };
};

export const useGuestMutations = (clientId: number) =>
  useChildMutations<ClientGuestInput, ClientGuestPatch>('guests', clientId, {
    create: createClientGuest,
    update: updateClientGuest,
    remove: deleteClientGuest,
  });
export const useReferralMutations = (clientId: number) =>
  useChildMutations<ReferralInput, ReferralPatch>('referrals', clientId, {
    create: createReferral,
    update: updateReferral,
    remove: deleteReferral,
  });
export const useMembershipMutations = (clientId: number) => {
  const queryClient = useQueryClient();
  const base = useChildMutations<MembershipInput, MembershipPatch>('memberships', clientId, {
    create: createMembership,
    update: updateMembership,
    remove: deleteMembership,
  });
  // A status move (decision 60), with the ETag of the possible-transitions answer it came from.
  const move = useMutation({
    mutationFn: ({ id, status, etag }: { id: number; status: string; etag: string | undefined }) =>
      updateMembership(id, { status: status as MembershipPatch['status'] }, etag ? { ifMatch: etag } : {}),
    onSettled: (_d, _e, { id }) =>
      Promise.all([
        base.refresh(),
        queryClient.invalidateQueries({ queryKey: clientKeys.membershipTransitions(id) }),
      ]),
    meta: { successMessage: 'Updated successfully' },
  });
  return { ...base, move };
};

export const membershipTransitionsOptions = (id: number, enabled: boolean) =>
  queryOptions({
    queryKey: clientKeys.membershipTransitions(id) as readonly unknown[],
    queryFn: async () => {
      const res = await getMembershipPossibleTransitions(id);
      return { ...res.data, etag: etagOf(res) };
    },
    enabled,
    staleTime: 0,
    gcTime: 0,
  });

const withType = (type: string | null) => (type ? { type: type as never } : {});

// calls.md 7.5: client_attachments (type from the clientAttachmentType enum).
export const clientAttachmentCalls = (client: Owner): AttachmentCalls => ({
  upload: (file, type) => createClientAttachment({ file, client: client['@id'], ...withType(type) }),
  update: (id, body) => updateClientAttachment(id, { name: body.name, type: (body.type || null) as never }),
  remove: (id) => deleteClientAttachment(id),
  refresh: [clientKeys.children('attachments', client.id), clientKeys.item(client.id)],
});

// client_guest_attachments: the guest list embeds them.
export const guestAttachmentCalls = (guest: Owner, clientId: number): AttachmentCalls => ({
  upload: (file, type) => createClientGuestAttachment({ file, clientGuest: guest['@id'], ...withType(type) }),
  update: (id, body) =>
    updateClientGuestAttachment(id, { name: body.name, type: (body.type || null) as never }),
  remove: (id) => deleteClientGuestAttachment(id),
  refresh: [clientKeys.children('guests', clientId)],
});

// The client's picture: a new upload becomes the main image and the earlier ones are removed, so a
// client has one image (client_images keeps the engine's images shape).
export const useClientImageMutations = (client: Client) => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: clientKeys.item(client.id) });
  const previous = () => (client.images ?? []).map((image) => image.id);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const old = previous();
      await createClientImage({ file, client: client['@id'], isMain: true });
      for (const id of old) await deleteClientImage(id);
    },
    onSuccess: (_data, file) => toast.success(`${file.name} file uploaded successfully.`),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: async () => {
      for (const id of previous()) await deleteClientImage(id);
    },
    onSettled: refresh,
    meta: { successMessage: 'Image removed successfully.' },
  });
  return { upload, remove };
};
