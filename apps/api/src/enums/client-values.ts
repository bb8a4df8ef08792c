export const clientStatuses = ['prospect', 'active', 'vip', 'inactive', 'archived'] as const;
export type ClientStatus = (typeof clientStatuses)[number];

export const membershipStatuses = ['pending', 'active', 'suspended', 'expired', 'cancelled'] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];
