import type { EmailLog } from '@backoffice/sdk';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import { createTableState } from '@backoffice/ui/data-table/data-table-state';
import { truncateSubject } from '@backoffice/ui/format';
import { useMemo, useState } from 'react';
import { CollectionTable } from '../../lib/records/collection-table.tsx';
import { dateTimeCell } from '../../lib/records/record-columns.tsx';
import { emailLogList, useEmailLogsQuery } from './email-log-list.ts';
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
  column.accessor('sentAt', { header: 'Date', cell: dateTimeCell }),
];

type Props = {
  /** The filter that narrows the logs to one record's e-mails (client.id, vendor.id). */
  owner: [string, string];
  label: string;
  emptyText: string;
};

// One client's or vendor's e-mails on its page: newest first, 10 a page, the paging held here.
export const OwnerEmailTable = ({ owner, label, emptyText }: Props) => {
  const [state, setState] = useState(() => createTableState({ sort: { id: 'sentAt', desc: true } }));
  const [ownerKey, ownerId] = owner;
  const query = useMemo(
    () => [...emailLogList.toQuery(state), [ownerKey, ownerId] satisfies [string, string]],
    [state, ownerKey, ownerId],
  );
  const logs = useEmailLogsQuery(query, state);
  return (
    <CollectionTable
      title={label}
      page={logs}
      urlState={[state, setState]}
      columns={columns}
      emptyText={emptyText}
    />
  );
};
