// Roles of product.md §6; the server-side permission table is in permissions.ts.
export const userRoles = [
  'ROLE_SUPER_ADMIN',
  'ROLE_ADMIN',
  'ROLE_MANAGER',
  'ROLE_TRAVEL_DIRECTOR',
  'ROLE_VENDOR',
  'ROLE_CONTENT_MANAGER',
  'ROLE_JOURNAL_MANAGER',
  'ROLE_MARKETING_DIRECTOR',
  'ROLE_ACCOUNTANT',
] as const;

export type UserRole = (typeof userRoles)[number];

export const roleLabels: Record<UserRole, string> = {
  ROLE_SUPER_ADMIN: 'Super admin',
  ROLE_ADMIN: 'Admin',
  ROLE_MANAGER: 'Manager',
  ROLE_TRAVEL_DIRECTOR: 'Travel team (director)',
  ROLE_VENDOR: 'Vendor',
  ROLE_CONTENT_MANAGER: 'Content team (content manager)',
  ROLE_JOURNAL_MANAGER: 'Journal manager',
  ROLE_MARKETING_DIRECTOR: 'Marketing team (director)',
  ROLE_ACCOUNTANT: 'Accountant',
};

// sessionId: the refresh-token family the access token was issued for (absent for tokens of the
// second API, which have no refresh token); a password change keeps that one session alive.
export type AuthUser = { id: number; email: string; roles: string[]; isActive: boolean; sessionId?: string };
