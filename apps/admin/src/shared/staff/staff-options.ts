import { listStaffMembers, type StaffMember } from '@backoffice/sdk';
import { useQuery } from '@tanstack/react-query';

// The active staff (GET /api/staff?isActive=true, product.md §1: a task may go to any staff user),
// for the assignee pickers and filters. A task's assignee and a trip's travel director are written
// as the user's IRI (/api/users/{id}), not the staff list's own (/api/staff/{id}).
export type StaffOption = { value: string; id: number; label: string };

export const staffKeys = { active: ['staff', 'active'] as const };

export const userIri = (id: number) => `/api/users/${id}`;

/** "First Last", or the e-mail when the user has no name. */
export const staffName = (member: Pick<StaffMember, 'firstName' | 'lastName' | 'email'>) =>
  [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;

const fetchActiveStaff = async (): Promise<StaffOption[]> => {
  const options: StaffOption[] = [];
  // 100 a page (the resource's size): an agency's staff is a page or two.
  for (let page = 1; ; page++) {
    const data = (await listStaffMembers({ isActive: 'true', page, itemsPerPage: 100 })).data;
    const members = data['hydra:member'];
    options.push(...members.map((m) => ({ value: userIri(m.id), id: m.id, label: staffName(m) })));
    if (members.length === 0 || options.length >= data['hydra:totalItems']) return options;
  }
};

export const useStaffOptions = () =>
  useQuery({ queryKey: staffKeys.active, queryFn: fetchActiveStaff, staleTime: 300_000 });
