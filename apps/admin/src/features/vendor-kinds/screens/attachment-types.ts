// Suggested attachment types (the API takes any short text): offered in a datalist.
export const ATTACHMENT_TYPES = [
  'Contract',
  'Brochure',
  'Fact sheet',
  'Rate sheet',
  'Menu',
  'Floor plan',
  'Photo',
  'Other',
];
export const ATTACHMENT_TYPES_LIST = 'vendor-kind-attachment-types';
