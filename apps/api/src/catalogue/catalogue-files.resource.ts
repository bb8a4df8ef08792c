import * as s from '../db/schema/index.ts';
import { defineOwnerFiles } from '../files/define-file-resource.ts';

// calls.md 7.2: the attachments of a vendor and of its contracts. Each vendor kind declares its
// own attachments (and images) with the kind (define-vendor-kind.ts).
export const catalogueFileResources = [
  ...defineOwnerFiles('Vendor', 'catalogue', { attachments: s.vendorAttachments }),
  ...defineOwnerFiles('VendorContract', 'catalogue', { attachments: s.vendorContractAttachments }),
];
