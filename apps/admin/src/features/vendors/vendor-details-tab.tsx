import type { Vendor } from '@backoffice/sdk';
import { FormSection } from '@backoffice/ui/form-section';
import { useVendorPlacesQuery } from './api/use-vendor-places-query.ts';
import { AttachmentList } from './attachment-list.tsx';
import { VendorContacts } from './vendor-contacts.tsx';
import { VendorContracts } from './vendor-contracts.tsx';

// The Details tab: contacts, contracts and the vendor's own attachments.
export const VendorDetailsTab = ({ vendor }: { vendor: Vendor }) => {
  const places = useVendorPlacesQuery(vendor);
  return (
    <div className="grid max-w-5xl gap-4">
      <VendorContacts vendor={vendor} places={places.data} />
      <VendorContracts vendor={vendor} />
      <FormSection title="Attachments">
        <AttachmentList
          label="Vendor attachments"
          owner={{ kind: 'vendor', iri: vendor['@id'], id: vendor.id }}
          attachments={vendor.attachments ?? []}
        />
      </FormSection>
    </div>
  );
};
