import { FormSection } from '@backoffice/ui/form-section';
import { useSession } from '../../lib/session.ts';
import { OwnerEmailTable } from './owner-email-table.tsx';

// E-mail logs are read by the roles that read clients (the API checks; the vendor role does not).
const readers = new Set([
  'ROLE_SUPER_ADMIN',
  'ROLE_ADMIN',
  'ROLE_MANAGER',
  'ROLE_TRAVEL_DIRECTOR',
  'ROLE_ACCOUNTANT',
]);

// A vendor's e-mail log: the booking requests sent to its contacts (GET /api/email_logs?vendor.id=),
// newest first, 10 a page.
export const VendorEmails = ({ vendorId }: { vendorId: number }) => {
  const session = useSession();
  const canRead = Boolean(session?.user.roles.some((role) => readers.has(role)));
  return canRead ? <VendorEmailsTable vendorId={vendorId} /> : null;
};

const VendorEmailsTable = ({ vendorId }: { vendorId: number }) => (
  <FormSection title="Booking requests">
    <OwnerEmailTable
      owner={['vendor.id', String(vendorId)]}
      label="Vendor e-mails"
      emptyText="No booking request sent to this vendor yet."
    />
  </FormSection>
);
