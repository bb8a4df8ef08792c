import { isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { can } from '../auth/permissions.ts';
import type { AuthUser } from '../auth/roles.ts';
import { notes } from '../db/schema/index.ts';
import type { Binder } from '../engine/binder.ts';

// The records a note may belong to, each with who may read (and so note) it: a note follows its
// record (a vendor-role user never sees a trip's notes). Invoices are read by whoever reads clients
// (calls.md 7.5) or accounting.
export const noteOwners = [
  {
    field: 'trip',
    fk: 'tripId',
    column: notes.tripId,
    readable: (roles: readonly string[]) => can(roles, 'trips', 'read'),
  },
  {
    field: 'client',
    fk: 'clientId',
    column: notes.clientId,
    readable: (roles: readonly string[]) => can(roles, 'clients', 'read'),
  },
  {
    field: 'vendor',
    fk: 'vendorId',
    column: notes.vendorId,
    readable: (roles: readonly string[]) => can(roles, 'catalogue', 'read'),
  },
  {
    field: 'clientInvoice',
    fk: 'clientInvoiceId',
    column: notes.clientInvoiceId,
    readable: (roles: readonly string[]) => can(roles, 'clients', 'read') || can(roles, 'accounting', 'read'),
  },
] as const;

// The condition on `notes` for this user: the kinds of record they may read (undefined: all).
export const noteVisible = (user: AuthUser, bind: Binder): SQL | undefined => {
  const kinds = noteOwners.filter((owner) => owner.readable(user.roles));
  if (user.id == null || kinds.length === noteOwners.length) {
    bind.add('every note');
    return undefined;
  }
  bind.add(`notes of ${kinds.map((k) => k.field).join(',') || 'nothing'}`);
  return kinds.length ? or(...kinds.map((k) => isNotNull(k.column))) : sql`false`;
};
