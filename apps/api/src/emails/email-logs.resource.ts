import { emailLogs } from '../db/schema/index.ts';
import { defineReadOnlyResource } from '../engine/define-resource.ts';
import { exactFilters } from '../engine/exact-filters.ts';
import { toOne } from '../engine/relations.ts';

// calls.md 7.5: GET /api/email_logs, /api/email_logs/{id}, read-only: every message the server
// sent or tried to send (status queued, sent or failed, with the error), newest first. A client's
// e-mail history is `?client.id=`, a vendor's (booking requests) `?vendor.id=`, a trip's
// `?trip.id=`; readable by the roles that read clients.
export const emailLogsResource = defineReadOnlyResource({
  type: 'EmailLog',
  path: 'email_logs',
  table: emailLogs,
  access: 'clients',
  relations: {
    ...toOne({ client: 'Client', template: 'EmailTemplate' }, { readOnly: true }),
    // A booking request's supplier, the trip a message is about, the PDF version it carried.
    ...toOne({ vendor: 'Vendor', trip: 'Trip', tripPdf: 'TripPdf' }, { readOnly: true }),
  },
  filters: {
    ...exactFilters('client.id', 'template.id', 'vendor.id', 'trip.id', 'tripPdf.id', 'status', 'scope'),
    recipient: { kind: 'partial', path: 'recipient' },
    subject: { kind: 'partial', path: 'subject' },
    sentAt: { kind: 'date', path: 'sentAt' },
  },
  order: ['sentAt', 'recipient', 'subject', 'status', 'id'],
  defaultOrder: { sentAt: 'desc', id: 'desc' },
});
