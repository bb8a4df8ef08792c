import * as s from '../db/schema/index.ts';
import { defineFileResource } from '../files/define-file-resource.ts';

// calls.md 7.2: the attachments of a vendor and of its contracts. Each vendor kind declares its
// own attachments (and images) with the kind (define-vendor-kind.ts).
export const catalogueFileResources = [
  defineFileResource({
    kind: 'attachment',
    owner: 'Vendor',
    table: s.vendorAttachments,
    access: 'catalogue',
  }),
  defineFileResource({
    kind: 'attachment',
    owner: 'VendorContract',
    table: s.vendorContractAttachments,
    access: 'catalogue',
  }),
];
