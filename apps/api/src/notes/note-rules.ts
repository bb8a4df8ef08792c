import type { notes } from '../db/schema/index.ts';
import type { ResourceHooks } from '../engine/types.ts';
import { forbidden, unprocessable } from '../http/problem.ts';
import { noteOwners } from './note-access.ts';

const admins = new Set(['ROLE_SUPER_ADMIN', 'ROLE_ADMIN']);
export const oneRecordMessage = 'A note belongs to one record: a trip, a client, a vendor or an invoice.';

const isAdmin = (roles: readonly string[]) => roles.some((role) => admins.has(role));

// A note is written on one record the author may read; its author (created_by, stamped by the record
// service) edits it; the author or an admin deletes it.
export const noteHooks: ResourceHooks<typeof notes> = {
  beforeWrite: (values, ctx) => {
    const { existing, actor } = ctx;
    if (existing) {
      if (existing.createdBy !== actor.id) throw forbidden('Only the author may edit this note.');
      return values;
    }
    const owners = noteOwners.filter((owner) => values[owner.fk] != null);
    if (owners.length !== 1) {
      throw unprocessable([{ propertyPath: owners[0]?.field ?? 'trip', message: oneRecordMessage }]);
    }
    if (!owners[0]!.readable(actor.roles)) throw forbidden('You may not write notes on this record.');
    return values;
  },
  beforeDelete: (row, ctx) => {
    if (row.createdBy !== ctx.actor.id && !isAdmin(ctx.actor.roles)) {
      throw forbidden('Only the author or an admin may delete this note.');
    }
  },
};
