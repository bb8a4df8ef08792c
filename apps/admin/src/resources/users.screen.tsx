import {
  createUser,
  deleteUser,
  getUser,
  listUsers,
  postUserUpdate,
  type User,
  UserInputRolesItem,
} from '@backoffice/sdk';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import * as v from 'valibot';
import { logout } from '../lib/session.ts';
import { email, optional } from '../shared/forms/form-rules.ts';
import type { ResourceScreen } from './types.ts';

// The roles in the API's order (its enum, through the SDK).
export const roleOptions = Object.values(UserInputRolesItem).map((value) => ({
  value,
  label: roleLabel(value),
}));

// product.md §3: roles are displayed without the ROLE_ prefix.
export function roleLabel(role: string) {
  return role.replace(/^ROLE_/, '').replace(/_/g, ' ');
}

// calls.md 7.8 / product.md §5: an empty password is removed from the payload before sending.
export const withoutEmptyPassword = (body: Record<string, unknown>) => {
  const { password, ...rest } = body;
  return typeof password === 'string' && password !== '' ? { ...rest, password } : rest;
};

// A new user's form values, once the schema below has checked them, read as the API's input.
const newUserShape = v.object({
  email: v.string(),
  firstName: v.nullish(v.string()),
  lastName: v.nullish(v.string()),
  roles: v.array(v.picklist(Object.values(UserInputRolesItem))),
  password: v.string(),
  isActive: v.boolean(),
});

const column = createDataTableColumnHelper<User>();

export const usersScreen: ResourceScreen<User> = {
  key: 'users',
  title: 'Users',
  singular: 'user',
  list: (params) => listUsers(params),
  get: (id) => getUser(id),
  create: (body) => createUser(v.parse(newUserShape, body)),
  update: (id, body, options) => postUserUpdate(id, withoutEmptyPassword(body), options),
  remove: (id) => deleteUser(id),
  columns: [
    column.accessor('email', { header: 'E-mail', enableSorting: true }),
    column.accessor((u) => [u.firstName, u.lastName].filter(Boolean).join(' '), {
      id: 'lastName',
      header: 'Name',
      enableSorting: true,
    }),
    column.accessor('roles', {
      header: 'Roles',
      cell: (c) => c.getValue().map(roleLabel).join(', '),
    }),
    column.accessor('isActive', {
      header: 'Status',
      cell: (c) => (
        <span className={c.getValue() ? 'text-green-700' : 'text-stone-400'}>
          {c.getValue() ? 'Active' : 'Inactive'}
        </span>
      ),
    }),
  ],
  fields: [
    { name: 'email', label: 'E-mail', kind: 'email' },
    { name: 'firstName', label: 'First name', kind: 'text' },
    { name: 'lastName', label: 'Last name', kind: 'text' },
    { name: 'roles', label: 'Roles', kind: 'multiselect', options: roleOptions },
    {
      name: 'password',
      label: 'Password',
      kind: 'password',
      editHelp: 'Leave empty to keep the current password.',
    },
    { name: 'isActive', label: 'Active', kind: 'switch' },
  ],
  schema: (isNew) =>
    v.object({
      email: email(),
      firstName: optional(),
      lastName: optional(),
      // The API's message too (a user without a role reaches nothing but a 403 page).
      roles: v.pipe(v.array(v.string()), v.minLength(1, 'Please select at least one role.')),
      password: isNew
        ? v.pipe(v.string(), v.minLength(8, 'At least 8 characters'))
        : v.pipe(
            v.string(),
            v.check((s) => s === '' || s.length >= 8, 'At least 8 characters'),
          ),
      isActive: v.boolean(),
    }),
  toForm: (u) => ({
    email: u?.email ?? '',
    firstName: u?.firstName ?? '',
    lastName: u?.lastName ?? '',
    roles: u?.roles ?? [],
    password: '',
    isActive: u?.isActive ?? true,
  }),
  searchParam: 'email',
  defaultSort: { id: 'email', desc: false },
  rowActions: (patch) => [
    { label: 'Deactivate', onSelect: (u) => patch(u, { isActive: false }), hidden: (u) => !u.isActive },
    { label: 'Activate', onSelect: (u) => patch(u, { isActive: true }), hidden: (u) => u.isActive },
  ],
  // product.md §6: if the edited user's role count changes, the current session is logged out.
  afterSave: (before, after) => {
    if (before && before.roles.length !== after.roles.length) logout();
  },
};
