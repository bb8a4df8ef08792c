import type { VendorContact, VendorContactInput } from '@backoffice/sdk';
import * as v from 'valibot';
import { optional, required } from '../../forms/form-rules.ts';
import { type ContactPlaceKey, contactPlaceKinds } from './contact-places.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const places = v.array(v.string());
// One list of IRIs per kind a contact may look after (contact-places.ts).
const placeEntries = Object.fromEntries(contactPlaceKinds.map((kind) => [kind.key, places])) as Record<
  ContactPlaceKey,
  typeof places
>;

export const contactSchema = v.object({
  title: required(255),
  jobTitle: optional(255),
  email: v.pipe(
    optional(255),
    v.check((s) => s === '' || EMAIL.test(s), 'Please enter a valid e-mail address'),
  ),
  phone: optional(64),
  position: v.nullable(v.pipe(v.number(), v.integer('A whole number'), v.minValue(0), v.maxValue(32767))),
  notes: v.pipe(v.string(), v.maxLength(65535, 'Too long')),
  ...placeEntries,
});

export type ContactValues = v.InferOutput<typeof contactSchema>;
export const contactFieldNames = Object.keys(contactSchema.entries);

// product.md §5: a list may arrive as a single link; it is always a list in the form.
const asList = (value: string[] | string | null | undefined) =>
  value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];

export const toContactValues = (contact: VendorContact | undefined): ContactValues => ({
  title: contact?.title ?? '',
  jobTitle: contact?.jobTitle ?? '',
  email: contact?.email ?? '',
  phone: contact?.phone ?? '',
  position: contact?.position ?? null,
  notes: contact?.notes ?? '',
  ...(Object.fromEntries(contactPlaceKinds.map((kind) => [kind.key, asList(contact?.[kind.key])])) as Record<
    ContactPlaceKey,
    string[]
  >),
});

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

// product.md §5: the position is an integer, 0 when empty.
export const toContactBody = (values: ContactValues, vendorIri: string): VendorContactInput => ({
  vendor: vendorIri,
  title: values.title,
  jobTitle: orNull(values.jobTitle),
  email: orNull(values.email),
  phone: orNull(values.phone),
  position: values.position ?? 0,
  notes: orNull(values.notes),
  ...(Object.fromEntries(contactPlaceKinds.map((kind) => [kind.key, values[kind.key]])) as Record<
    ContactPlaceKey,
    string[]
  >),
});
