import type { UserRole } from '../auth/roles.ts';

export const demoPassword = 'demo-password';

// One demo account per role, plus an inactive one (README lists them).
export const demoUsers: {
  email: string;
  firstName: string;
  lastName: string;
  roles: UserRole[];
  isActive: boolean;
}[] = [
  {
    email: 'admin@demo.travel',
    firstName: 'Ava',
    lastName: 'Sinclair',
    roles: ['ROLE_SUPER_ADMIN'],
    isActive: true,
  },
  {
    email: 'travel@demo.travel',
    firstName: 'Theo',
    lastName: 'Marchetti',
    roles: ['ROLE_TRAVEL_DIRECTOR'],
    isActive: true,
  },
  {
    email: 'vendor@demo.travel',
    firstName: 'Valentina',
    lastName: 'Ortiz',
    roles: ['ROLE_VENDOR'],
    isActive: true,
  },
  {
    email: 'content@demo.travel',
    firstName: 'Camille',
    lastName: 'Durand',
    roles: ['ROLE_CONTENT_MANAGER'],
    isActive: true,
  },
  {
    email: 'marketing@demo.travel',
    firstName: 'Marcus',
    lastName: 'Bell',
    roles: ['ROLE_MARKETING_DIRECTOR'],
    isActive: true,
  },
  {
    email: 'accountant@demo.travel',
    firstName: 'Aiko',
    lastName: 'Tanaka',
    roles: ['ROLE_ACCOUNTANT'],
    isActive: true,
  },
  {
    email: 'journal@demo.travel',
    firstName: 'Jonas',
    lastName: 'Weber',
    roles: ['ROLE_JOURNAL_MANAGER'],
    isActive: true,
  },
  {
    email: 'manager@demo.travel',
    firstName: 'Maya',
    lastName: 'Okafor',
    roles: ['ROLE_MANAGER'],
    isActive: true,
  },
  {
    email: 'inactive@demo.travel',
    firstName: 'Ivan',
    lastName: 'Petrov',
    roles: ['ROLE_TRAVEL_DIRECTOR'],
    isActive: false,
  },
];
