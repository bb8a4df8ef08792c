import { and, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { hashPassword } from '../auth/password.ts';
import { revokeUserTokens } from '../auth/refresh-tokens.queries.ts';
import { userRoles } from '../auth/roles.ts';
import { users } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { bool, email, optionalText } from '../engine/fields.ts';
import { ApiError } from '../http/problem.ts';

const noRole = 'Please select at least one role.';

// What ends a user's sessions at once: deactivation, another password, other roles.
const endsSessions = (values: Record<string, unknown>, existing: Record<string, unknown>) => {
  if (values.isActive === false && existing.isActive === true) return true;
  if (typeof values.passwordHash === 'string') return true;
  if (!Array.isArray(values.roles)) return false;
  const before = new Set(existing.roles as string[]);
  return values.roles.length !== before.size || values.roles.some((r) => !before.has(r as string));
};

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
  hidden: ['passwordHash', 'sessionVersion'],
  writable: {
    email: email(),
    firstName: optionalText(),
    lastName: optionalText(),
    roles: v.pipe(
      v.array(
        v.picklist(userRoles, 'The value you selected is not a valid choice.'),
        'This value should be of type array.',
      ),
      // A user without a role can sign in to nothing but a 403 page.
      v.minLength(1, noRole),
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
    beforeWrite: async (values, { tx, existing, actor }) => {
      const { password: plain, ...rest } = values;
      if (typeof rest.email === 'string') {
        const clash = await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              sql`lower(${users.email}) = ${rest.email.toLowerCase()}`,
              existing ? ne(users.id, existing.id) : undefined,
            ),
          )
          .limit(1);
        if (clash.length) {
          const violations = [{ propertyPath: 'email', message: 'This email is already used.' }];
          throw new ApiError(422, 'email: This email is already used.', { violations });
        }
      }
      if (!existing && !(Array.isArray(rest.roles) && rest.roles.length)) {
        const violations = [{ propertyPath: 'roles', message: noRole }];
        throw new ApiError(422, `roles: ${noRole}`, { violations });
      }
      if (typeof plain === 'string' && plain !== '') rest.passwordHash = await hashPassword(plain);
      else if (!existing) {
        const violations = [{ propertyPath: 'password', message: 'This value should not be blank.' }];
        throw new ApiError(422, 'password: This value should not be blank.', { violations });
      }
      if (existing && endsSessions(rest, existing)) {
        // The row is locked (FOR UPDATE) by the engine: access tokens carrying the old version are
        // refused from now on (auth/session-state.ts) and refresh tokens revoked. A user changing
        // their own password or roles keeps the session they did it from (it refreshes into the
        // new version); deactivation keeps none.
        rest.sessionVersion = existing.sessionVersion + 1;
        const self = actor.id === existing.id && rest.isActive !== false;
        const keep = self ? actor.sessionId : undefined;
        await revokeUserTokens(tx, existing.id, keep);
      }
      return rest;
    },
  },
});
