import * as s from '../db/schema/index.ts';
import { defineFileResource } from '../files/define-file-resource.ts';

// calls.md 7.2: the attachments of a vendor and of its contracts. Each vendor kind declares its
// own attachments (and images) with the kind (define-vendor-kind.ts).
export const catalogueFileResources = [
  defineFileResource({
    kind: 'attachment',
    type: 'VendorAttachment',
    path: 'vendor_attachments',
    table: s.vendorAttachments,
    owner: { type: 'Vendor', property: 'vendor' },
    access: 'catalogue',
  }),
  defineFileResource({
    kind: 'attachment',
    type: 'VendorContractAttachment',
    path: 'vendor_contract_attachments',
    table: s.vendorContractAttachments,
    owner: { type: 'VendorContract', property: 'vendorContract' },
    access: 'catalogue',
  }),
];
