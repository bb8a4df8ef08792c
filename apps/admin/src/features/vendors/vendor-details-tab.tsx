import type { Vendor } from '@backoffice/sdk';
import { FormSection } from '@backoffice/ui/form-section';
import { VendorEmails } from '../../shared/emails/vendor-emails.tsx';
import { Attachments } from '../../shared/files/attachments.tsx';
import { vendorAttachmentCalls } from '../../shared/vendors/api/attachment-calls.ts';
import { useVendorPlacesQuery } from '../../shared/vendors/api/use-vendor-places-query.ts';
import { VendorContacts } from './vendor-contacts.tsx';
import { VendorContracts } from './vendor-contracts.tsx';

// The Details tab: contacts, contracts, the booking requests sent and the vendor's own attachments.
export const VendorDetailsTab = ({ vendor }: { vendor: Vendor }) => {
  const places = useVendorPlacesQuery(vendor);
  return (
    <div className="grid max-w-5xl gap-4">
      <VendorContacts vendor={vendor} places={places.data} />
      <VendorContracts vendor={vendor} />
      <VendorEmails vendorId={vendor.id} />
      <FormSection title="Attachments">
        <Attachments
          label="Vendor attachments"
          uploadLabel="Upload vendor attachments"
          canChooseType
          calls={vendorAttachmentCalls(vendor)}
          attachments={vendor.attachments ?? []}
        />
      </FormSection>
    </div>
  );
};
