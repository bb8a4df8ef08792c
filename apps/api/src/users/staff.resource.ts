import { ilike, or } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { defineReadOnlyResource } from '../engine/define-resource.ts';

// The staff a task may be assigned to (product.md §1: any staff user), readable by every role that
// works on tasks, unlike /api/users (super admins manage users; most roles may not read them).
// Read-only and without roles or secrets: names and e-mail for a picker. A task's assignee is still
// written as the user's IRI (/api/users/{id}).
export const staffResource = defineReadOnlyResource({
  type: 'StaffMember',
  plural: 'StaffMembers',
  path: 'staff',
  table: users,
  access: 'tasks',
  hidden: ['passwordHash', 'sessionVersion', 'roles', 'createdBy', 'updatedBy'],
  filters: {
    isActive: { kind: 'boolean', path: 'isActive' },
    search: {
      kind: 'custom',
      type: 'string',
      description: 'Part of the first name, last name or e-mail',
      where: ([value]) => {
        const like = `%${(value ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        return value
          ? or(ilike(users.firstName, like), ilike(users.lastName, like), ilike(users.email, like))
          : undefined;
      },
    },
  },
  order: ['lastName', 'firstName', 'id'],
  defaultOrder: { lastName: 'asc', firstName: 'asc', id: 'asc' },
  itemsPerPage: 100,
});
