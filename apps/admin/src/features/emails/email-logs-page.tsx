import type { EmailLog } from '@backoffice/sdk';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import { truncateSubject } from '@backoffice/ui/format';
import { useMemo } from 'react';
import { ListPage } from '../../lib/records/collection-table.tsx';
import { dateTimeCell } from '../../lib/records/record-columns.tsx';
import { useTableUrlState } from '../../lib/use-table-url-state.ts';
import { useEmailEnums } from '../../shared/emails/email-api.ts';
import { emailLogList, useEmailLogsQuery } from '../../shared/emails/email-log-list.ts';
import { EmailStatusBadge } from '../../shared/emails/email-status-badge.tsx';

const column = createDataTableColumnHelper<EmailLog>();

const columns = [
  column.accessor('recipient', { header: 'To', enableSorting: true }),
  column.accessor('subject', {
    header: 'Subject',
    enableSorting: true,
    // product.md: the subject cut at 56 characters; the whole of it on hover.
    cell: (c) => <span title={c.getValue()}>{truncateSubject(c.getValue())}</span>,
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: true,
    cell: (c) => <EmailStatusBadge status={c.getValue()} error={c.row.original.error} />,
  }),
  column.accessor('scope', { header: 'Scope', cell: (c) => c.getValue() ?? '—' }),
  column.accessor('sentAt', {
    header: 'Date',
    enableSorting: true,
    cell: dateTimeCell,
  }),
];

const searchKey = 'recipient';

// /admin/emails: every e-mail the server sent or tried to send, newest first, 10 a page (§2.12),
// searched by recipient and filtered by status and scope; the state lives in the URL.
export const EmailLogsPage = () => {
  const [state, setState] = useTableUrlState({
    sort: { id: 'sentAt', desc: true },
    filterKeys: [searchKey, 'status', 'scope'],
  });
  const query = useMemo(() => emailLogList.toQuery(state), [state]);
  const logs = useEmailLogsQuery(query, state);
  const enums = useEmailEnums();
  const filterFields = useMemo(
    () => [
      { id: 'status', title: 'Status', options: enums.data?.statuses ?? [] },
      { id: 'scope', title: 'Scope', options: enums.data?.scopes ?? [] },
    ],
    [enums.data],
  );
  return (
    <ListPage
      title="E-mail logs"
      page={logs}
      urlState={[state, setState]}
      heading="E-mails"
      columns={columns}
      emptyText="No e-mail sent yet."
      toolbar={{ searchKey, searchPlaceholder: 'Search by recipient', filterFields }}
    />
  );
};
