import { sql } from 'drizzle-orm';
import { pendingVendorStatus } from '../../emails/booking-request.ts';
import { tripItemsResource } from '../../trips/trip-items.resource.ts';

// When the item `alias` last became "Pending vendor booking" (a booking request sent to its
// supplier: emails/request-booking.routes.ts), read from its audited changes (`sent`: one row, null
// when never). For a lateral join; the audit_log_entity_idx index finds the item's rows.
export const requestSentSql = (alias: string) => {
  const entities = [tripItemsResource, ...(tripItemsResource.variants?.byValue.values() ?? [])].map(
    (r) => r.type,
  );
  const item = sql.raw(`${alias}.id`);
  return sql`select max(a.at) as sent from audit_log a
    where a.entity = any(${`{${entities.join(',')}}`}::text[]) and a.entity_id = ${item}
      and 'status' = any(a.changed_fields) and a.after->>'status' = ${pendingVendorStatus}`;
};
