import { listEmailLogs } from '@backoffice/sdk';
import { useCollectionQuery } from '../../lib/records/collection-query.ts';
import { eachFilter, listQueryOf, type QueryPairs, searchFilter } from '../../lib/records/list-query.ts';

export const emailLogKeys = {
  all: ['email-logs'] as const,
  list: (query: QueryPairs) => ['email-logs', 'list', query] as const,
};

// GET /api/email_logs: searched by recipient, filtered by status and scope (the e-mails screen), or
// narrowed to one client's or vendor's e-mails (their pages add client.id or vendor.id).
export const emailLogList = listQueryOf({
  filters: { recipient: searchFilter('recipient'), status: eachFilter('status'), scope: eachFilter('scope') },
  sortable: ['recipient', 'subject', 'status', 'sentAt'],
});

const emailLogs = { key: emailLogKeys.list, list: listEmailLogs };

// While a message on the page is still queued or sending (a mail.send job of the server sends it,
// retrying with backoff when the SMTP server fails), the page is read again every 2 s until it says
// sent or failed.
export const useEmailLogsQuery = (query: QueryPairs, paging: { page: number; pageSize: number }) =>
  useCollectionQuery(emailLogs, query, paging, {
    every: 2000,
    moving: (page) => page['hydra:member'].some((l) => l.status === 'queued' || l.status === 'sending'),
  });
