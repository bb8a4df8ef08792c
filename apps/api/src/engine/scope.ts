import { eq, type SQL } from 'drizzle-orm';
import type { Resource, Row } from './types.ts';

// The condition that keeps a per-type resource to its own rows (undefined for other resources).
export const scopeCondition = (resource: Resource): SQL | undefined =>
  resource.scope ? eq(resource.columns[resource.scope.key]!, resource.scope.value) : undefined;

// The resource a row of a variant table is answered and written as: its type's, else itself.
export const variantOf = (resource: Resource, row: Row): Resource =>
  (resource.variants && resource.variants.byValue.get(String(row[resource.variants.key]))) ?? resource;
