export const clientStatuses = ['prospect', 'active', 'vip', 'inactive', 'archived'] as const;
export type ClientStatus = (typeof clientStatuses)[number];

export const membershipStatuses = ['pending', 'active', 'suspended', 'expired', 'cancelled'] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

export const invoiceStatuses = ['draft', 'issued', 'paid', 'overdue', 'cancelled'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const clientAttachmentTypes = [
  'passport',
  'visa',
  'id_card',
  'driver_license',
  'credit_card',
  'insurance',
  'covid_certificate',
  'contract',
  'invoice',
  'other',
] as const;
