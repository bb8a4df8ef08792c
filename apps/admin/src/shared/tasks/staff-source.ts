import { getStaffMember, listStaffMembers, type StaffMember } from '@backoffice/sdk';
import type { PickedRecord, RecordSource } from '../forms/record-source.ts';
import { idOfIri } from '../forms/record-source.ts';

/** A staff member's name as lists show it: first and last name, else the e-mail. */
export const staffName = (member: Pick<StaffMember, 'firstName' | 'lastName' | 'email'>) =>
  [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;

/** The user a task is assigned to is written as a user IRI (/api/users/{id}), not the staff row's. */
export const userIri = (id: number) => `/api/users/${id}`;

const picked = (member: StaffMember): PickedRecord => ({
  '@id': userIri(member.id),
  id: member.id,
  name: staffName(member),
});

// The assignee picker: active staff users found by name or e-mail (GET /api/staff?isActive=true
// &search=…); the chosen one is read back by its user id.
export const staffSource: RecordSource = {
  key: 'staff',
  search: async (text) => {
    const { data } = await listStaffMembers({
      isActive: 'true',
      itemsPerPage: 20,
      'order[lastName]': 'asc',
      ...(text ? { search: text } : {}),
    });
    return data['hydra:member'].map(picked);
  },
  get: async (iri) => picked((await getStaffMember(idOfIri(iri))).data),
};
