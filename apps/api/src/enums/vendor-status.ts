export const vendorStatuses = ['active', 'inactive', 'pending', 'blacklisted', 'archived'] as const;
