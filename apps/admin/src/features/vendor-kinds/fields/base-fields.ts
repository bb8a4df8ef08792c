import type { FieldDef } from '../types.ts';

// Every vendor kind has a name, a website and a description (calls.md 3).
export const kindBaseFields: FieldDef[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true },
  { name: 'website', label: 'Website', kind: 'url' },
];
export const descriptionField: FieldDef = { name: 'description', label: 'Description', kind: 'textarea' };

// Every item has a name.
export const itemNameField: FieldDef = { name: 'name', label: 'Name', kind: 'text', required: true };
