import {
  type Client,
  ClientAttachmentPatchType,
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
import { toast } from '@backoffice/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transitionsOptions } from '../../../lib/records/transitions-query.ts';
import type { AttachmentCalls } from '../../../shared/files/use-attachment-mutations.ts';
import {
  type ChildCalls,
  useChildListQuery,
  useChildMutations,
} from '../../../shared/forms/child-records.ts';
import { clientKeys } from './client-keys.ts';

type Owner = Pick<Client, '@id' | 'id'>;
// A client's children, every page of them (shared/forms/child-records.ts).
const ofClient = (clientId: number) => (page: number, itemsPerPage: number) => ({
  'client.id': String(clientId),
  page,
  itemsPerPage,
});

export const useGuestsQuery = (clientId: number) =>
  useChildListQuery(clientKeys.children('guests', clientId), (page, size) =>
    listClientGuests(ofClient(clientId)(page, size)),
  );
export const useReferralsQuery = (clientId: number) =>
  useChildListQuery(clientKeys.children('referrals', clientId), (page, size) =>
    listReferrals(ofClient(clientId)(page, size)),
  );
export const useMembershipsQuery = (clientId: number) =>
  useChildListQuery(clientKeys.children('memberships', clientId), (page, size) =>
    listMemberships(ofClient(clientId)(page, size)),
  );
export const useAttachmentsQuery = (clientId: number) =>
  useChildListQuery(clientKeys.children('attachments', clientId), (page, size) =>
    listClientAttachments(ofClient(clientId)(page, size)),
  );
export const useInvoicesQuery = (clientId: number) =>
  useChildListQuery(clientKeys.children('invoices', clientId), (page, size) =>
    listClientInvoices(ofClient(clientId)(page, size)),
  );

// Each write re-reads that list and the client (which embeds its guests, referrals and memberships).
const useClientChildMutations = <I, P>(kind: string, clientId: number, calls: ChildCalls<I, P>) =>
  useChildMutations(calls, () => [clientKeys.children(kind, clientId), clientKeys.item(clientId)]);

export const useGuestMutations = (clientId: number) =>
  useClientChildMutations<ClientGuestInput, ClientGuestPatch>('guests', clientId, {
    create: createClientGuest,
    update: updateClientGuest,
    remove: deleteClientGuest,
  });
export const useReferralMutations = (clientId: number) =>
  useClientChildMutations<ReferralInput, ReferralPatch>('referrals', clientId, {
    create: createReferral,
    update: updateReferral,
    remove: deleteReferral,
  });
export const useMembershipMutations = (clientId: number) => {
  const queryClient = useQueryClient();
  const base = useClientChildMutations<MembershipInput, MembershipPatch>('memberships', clientId, {
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
  transitionsOptions(
    clientKeys.membershipTransitions(id),
    () => getMembershipPossibleTransitions(id),
    enabled,
  );

// The clientAttachmentType enum; the form offers only its values.
type AttachmentType = NonNullable<ClientAttachmentPatchType>;
const attachmentTypes: readonly string[] = Object.values(ClientAttachmentPatchType);
const isAttachmentType = (type: string | null | undefined): type is AttachmentType =>
  attachmentTypes.includes(type ?? '');
const typeOf = (type: string | null | undefined) => (isAttachmentType(type) ? type : null);
const withType = (type: string | null) => (isAttachmentType(type) ? { type } : {});

// calls.md 7.5: client_attachments (type from the clientAttachmentType enum).
export const clientAttachmentCalls = (client: Owner): AttachmentCalls => ({
  upload: (file, type) => createClientAttachment({ file, client: client['@id'], ...withType(type) }),
  update: (id, body) => updateClientAttachment(id, { name: body.name, type: typeOf(body.type) }),
  remove: (id) => deleteClientAttachment(id),
  refresh: [clientKeys.children('attachments', client.id), clientKeys.item(client.id)],
});

// client_guest_attachments: the guest list embeds them.
export const guestAttachmentCalls = (guest: Owner, clientId: number): AttachmentCalls => ({
  upload: (file, type) => createClientGuestAttachment({ file, clientGuest: guest['@id'], ...withType(type) }),
  update: (id, body) => updateClientGuestAttachment(id, { name: body.name, type: typeOf(body.type) }),
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
