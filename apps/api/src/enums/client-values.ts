export const clientStatuses = ['prospect', 'active', 'vip', 'inactive', 'archived'] as const;
export type ClientStatus = (typeof clientStatuses)[number];

export const membershipStatuses = ['pending', 'active', 'suspended', 'expired', 'cancelled'] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

export const invoiceStatuses = ['draft', 'issued', 'partly_paid', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

// A vendor's bill (issue 29.2): a draft, approved (posted), partly or fully paid, or void.
export const supplierBillStatuses = ['draft', 'approved', 'partly_paid', 'paid', 'void'] as const;
export type SupplierBillStatus = (typeof supplierBillStatuses)[number];

export const clientAttachmentTypes = [
  'passport',
  'visa',
  'id_card',
  'driver_license',
  'credit_card',
  'insurance',
  'covid_certificate',
  'medical',
  'contract',
  'invoice',
  'other',
] as const;

// The attachment types that hold identity, payment or health data (a passport, a driving licence,
// a card image, a visa, a medical record): stored encrypted by the vault and opened, logged, only
// by those who write clients, whatever route brings them (clients/sealed-attachments.ts).
export const sensitiveAttachmentTypes: readonly (typeof clientAttachmentTypes)[number][] = [
  'passport',
  'visa',
  'id_card',
  'driver_license',
  'credit_card',
  'covid_certificate',
  'medical',
];
