import { and, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { hashPassword } from '../auth/password.ts';
import { userRoles } from '../auth/roles.ts';
import { users } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { bool, email, optionalText } from '../engine/fields.ts';
import { ApiError } from '../http/problem.ts';

const password = v.pipe(
  v.string('This value should be of type string.'),
  v.check((s) => s === '' || s.length >= 8, 'This value is too short. It should have 8 characters or more.'),
  v.maxLength(4096, 'This value is too long.'),
);

export const usersResource = defineResource({
  type: 'User',
  path: 'users',
  table: users,
  access: 'users',
  updateVerbs: ['PATCH'],
  hidden: ['passwordHash'],
  writable: {
    email: email(),
    firstName: optionalText(),
    lastName: optionalText(),
    roles: v.pipe(
      v.array(
        v.picklist(userRoles, 'The value you selected is not a valid choice.'),
        'This value should be of type array.',
      ),
      v.transform((roles) => [...new Set(roles)]),
    ),
    isActive: bool(),
    // Virtual: hashed into passwordHash by the hook; an empty password is dropped.
    password,
  },
  required: ['email', 'password'],
  defaults: { roles: [], isActive: true },
  filters: {
    email: { kind: 'partial', path: 'email' },
    lastName: { kind: 'partial', path: 'lastName' },
    isActive: { kind: 'boolean', path: 'isActive' },
  },
  order: ['id', 'email', 'lastName', 'firstName', 'createdAt'],
  hooks: {
    beforeWrite: async (values, { tx, existing }) => {
      const { password: plain, ...rest } = values as { password?: string } & Record<string, unknown>;
      if (typeof rest.email === 'string') {
        const clash = await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              sql`lower(${users.email}) = ${rest.email.toLowerCase()}`,
              existing ? ne(users.id, existing.id as number) : undefined,
            ),
          )
          .limit(1);
        if (clash.length) {
          const violations = [{ propertyPath: 'email', message: 'This email is already used.' }];
          throw new ApiError(422, 'email: This email is already used.', { violations });
        }
      }
      if (typeof plain === 'string' && plain !== '') rest.passwordHash = await hashPassword(plain);
      else if (!existing) {
        const violations = [{ propertyPath: 'password', message: 'This value should not be blank.' }];
        throw new ApiError(422, 'password: This value should not be blank.', { violations });
      }
      return rest;
    },
  },
});
