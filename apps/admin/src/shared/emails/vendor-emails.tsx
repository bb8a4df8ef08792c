import type { EmailLog } from '@backoffice/sdk';
import { DataTable } from '@backoffice/ui/data-table/data-table';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import { createTableState, tableStateToQuery } from '@backoffice/ui/data-table/data-table-state';
import { FormSection } from '@backoffice/ui/form-section';
import { formatDateTime, truncateSubject } from '@backoffice/ui/format';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { sessionAtom } from '../../lib/session.ts';
import { useEmailLogsQuery } from './email-api.ts';
import { EmailStatusBadge } from './email-status-badge.tsx';

const column = createDataTableColumnHelper<EmailLog>();
const columns = [
  column.accessor('recipient', { header: 'To' }),
  column.accessor('subject', {
    header: 'Subject',
    cell: (c) => <span title={c.getValue()}>{truncateSubject(c.getValue())}</span>,
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (c) => <EmailStatusBadge status={c.getValue()} error={c.row.original.error} />,
  }),
  column.accessor('sentAt', { header: 'Date', cell: (c) => formatDateTime(c.getValue()) }),
];

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
  const session = useAtomValue(sessionAtom);
  const canRead = Boolean(session?.user.roles.some((role) => readers.has(role)));
  return canRead ? <VendorEmailsTable vendorId={vendorId} /> : null;
};

const VendorEmailsTable = ({ vendorId }: { vendorId: number }) => {
  const [state, setState] = useState(() => createTableState({ sort: { id: 'sentAt', desc: true } }));
  const logs = useEmailLogsQuery({ ...tableStateToQuery(state), 'vendor.id': String(vendorId) });
  return (
    <FormSection title="Booking requests">
      <DataTable
        label="Vendor e-mails"
        columns={columns}
        data={logs.data?.['hydra:member'] ?? []}
        total={logs.data?.['hydra:totalItems'] ?? 0}
        state={state}
        onStateChange={setState}
        getRowId={(log) => String(log.id)}
        isLoading={logs.isFetching}
        emptyText="No booking request sent to this vendor yet."
      />
    </FormSection>
  );
};
