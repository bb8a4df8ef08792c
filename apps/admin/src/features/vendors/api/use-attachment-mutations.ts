import {
  createVendorAttachment,
  createVendorContractAttachment,
  deleteVendorAttachment,
  deleteVendorContractAttachment,
  updateVendorAttachment,
  updateVendorContractAttachment,
} from '@backoffice/sdk';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorKeys } from './vendor-keys.ts';

export type AttachmentOwner =
  | { kind: 'vendor'; iri: string; id: number }
  | { kind: 'contract'; iri: string; id: number; vendorId: number };

type Upload = { file: File; type: string | null };
type Edit = { id: number; name: string; type: string | null };

type OwnerCalls = {
  upload: (iri: string, upload: Upload) => Promise<unknown>;
  edit: (id: number, body: { name: string; type: string | null }) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
};

const api: Record<AttachmentOwner['kind'], OwnerCalls> = {
  vendor: {
    upload: (iri: string, { file, type }: Upload) =>
      createVendorAttachment({ file, vendor: iri, ...(type ? { type } : {}) }),
    edit: (id: number, body: { name: string; type: string | null }) => updateVendorAttachment(id, body),
    remove: (id: number) => deleteVendorAttachment(id),
  },
  contract: {
    upload: (iri: string, { file, type }: Upload) =>
      createVendorContractAttachment({ file, vendorContract: iri, ...(type ? { type } : {}) }),
    edit: (id: number, body: { name: string; type: string | null }) =>
      updateVendorContractAttachment(id, body),
    remove: (id: number) => deleteVendorContractAttachment(id),
  },
};

const keysOf = (owner: AttachmentOwner): QueryKey[] =>
  owner.kind === 'vendor'
    ? [vendorKeys.item(owner.id)]
    : [vendorKeys.contract(owner.id), vendorKeys.contracts(owner.vendorId)];

// Attachments of a vendor or of a contract (calls.md 7.2): multipart upload with the owner's IRI and
// a type; an edit PATCHes the name joined with its extension (name.extension) and the type.
export const useAttachmentMutations = (owner: AttachmentOwner) => {
  const queryClient = useQueryClient();
  const calls = api[owner.kind];
  const refresh = () =>
    Promise.all(keysOf(owner).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const upload = useMutation({
    mutationFn: (upload: Upload) => calls.upload(owner.iri, upload),
    onSuccess: refresh,
  });
  const edit = useMutation({
    mutationFn: ({ id, name, type }: Edit) => calls.edit(id, { name, type }),
    onSuccess: refresh,
    // The edit modal shows failures on its fields.
    meta: { successMessage: 'Updated successfully', silent: true },
  });
  const remove = useMutation({
    mutationFn: (id: number) => calls.remove(id),
    onSuccess: refresh,
    meta: { successMessage: 'Deleted successfully' },
  });
  return { upload, edit, remove };
};
