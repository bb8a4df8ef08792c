import { unprocessable, type Violation } from '../http/problem.ts';
import type { ParsedInput } from './input.ts';
import type { Resource, Row } from './types.ts';

export const fixedMessage = 'This value is set when the record is created and cannot be changed.';

// The resource's fixedAfterCreate properties that an update would change (an item moved to
// another trip): 422 naming each. Sending the value the row already has is accepted, so a PUT or
// a client echoing the whole record back still passes.
export const refuseFixedChanges = (resource: Resource, existing: Row, parsed: ParsedInput) => {
  const violations: Violation[] = [];
  for (const name of resource.fixedAfterCreate ?? []) {
    if (!(name in parsed.input)) continue;
    const relation = resource.relations?.[name];
    const column = relation?.kind === 'one' ? relation.fk : name;
    const before = existing[column] ?? null;
    const after = parsed.values[column] ?? null;
    if (before === after || (before !== null && after !== null && String(before) === String(after))) continue;
    violations.push({ propertyPath: name, message: fixedMessage });
  }
  if (violations.length) throw unprocessable(violations);
};
