import {
  createVendorAttachment,
  createVendorContractAttachment,
  deleteVendorAttachment,
  deleteVendorContractAttachment,
  updateVendorAttachment,
  updateVendorContractAttachment,
} from '@backoffice/sdk';
import type { AttachmentCalls } from '../../files/use-attachment-mutations.ts';
import { vendorKeys } from './vendor-keys.ts';

const withType = (type: string | null) => (type ? { type } : {});

// calls.md 7.2: a vendor's attachments; the vendor embeds them.
export const vendorAttachmentCalls = (vendor: { '@id': string; id: number }): AttachmentCalls => ({
  upload: (file, type) => createVendorAttachment({ file, vendor: vendor['@id'], ...withType(type) }),
  update: (id, body) => updateVendorAttachment(id, body),
  remove: (id) => deleteVendorAttachment(id),
  refresh: [vendorKeys.item(vendor.id)],
});

// A contract's attachments; the contract and its vendor's contract list embed them.
export const contractAttachmentCalls = (
  contract: { '@id': string; id: number },
  vendorId: number,
): AttachmentCalls => ({
  upload: (file, type) =>
    createVendorContractAttachment({ file, vendorContract: contract['@id'], ...withType(type) }),
  update: (id, body) => updateVendorContractAttachment(id, body),
  remove: (id) => deleteVendorContractAttachment(id),
  refresh: [vendorKeys.contract(contract.id), vendorKeys.contracts(vendorId)],
});
