import { and, eq, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../auth/roles.ts';
import { type Binder, inlineValues } from './binder.ts';
import type { Resource, Row } from './types.ts';

// The condition that keeps a per-type resource to its own rows (undefined for other resources).
export const scopeCondition = (resource: Resource): SQL | undefined =>
  resource.scope ? eq(resource.columns[resource.scope.key]!, resource.scope.value) : undefined;

// The resource a row of a variant table is answered and written as: its type's, else itself.
export const variantOf = (resource: Resource, row: Row): Resource =>
  (resource.variants && resource.variants.byValue.get(String(row[resource.variants.key]))) ?? resource;

// The rows of a resource `user` may read and write: its scope and its per-row access (types.ts
// rowAccess). No user: the server's own reads, every row of the scope. `bind` is the statement's
// binder when the statement is cached (list-statements.ts, respond.ts findRow); one-off queries
// (the record service's locks) take the values inline.
export const visibleCondition = (
  resource: Resource,
  user: AuthUser | undefined,
  bind: Binder = inlineValues,
): SQL | undefined => {
  const rows = user && resource.rowAccess ? resource.rowAccess(user, bind) : undefined;
  // Whether the rule applied is part of the statement's shape, whatever the rule names itself.
  if (resource.rowAccess) bind.add(rows ? 'rows' : 'all rows');
  return rows ? and(scopeCondition(resource), rows) : scopeCondition(resource);
};
