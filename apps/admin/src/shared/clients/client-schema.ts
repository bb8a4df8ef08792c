import type { Client, ClientInput } from '@backoffice/sdk';
import * as v from 'valibot';
import { optional } from '../forms/form-rules.ts';

const REQUIRED = 'Please input value';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const name = v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED), v.maxLength(120, 'At most 120 characters'));
const isoDate = v.pipe(
  v.string(),
  v.check((s) => s === '' || /^\d{4}-\d{2}-\d{2}$/.test(s), 'Please enter a valid date'),
);

// The client's own fields (decision 61: `name` is the server's, from first and last name).
export const clientSchema = v.object({
  firstName: name,
  lastName: name,
  status: v.string(),
  email: v.pipe(
    optional(180),
    v.check((s) => s === '' || EMAIL.test(s), 'Please enter a valid e-mail address'),
  ),
  phone: optional(64),
  mobilePhone: optional(64),
  birthday: isoDate,
  nationality: optional(120),
  language: optional(16),
  currency: v.pipe(
    optional(3),
    v.transform((s) => s.toUpperCase()),
    v.check((s) => s === '' || /^[A-Z]{3}$/.test(s), 'A three-letter currency code (EUR, USD…)'),
  ),
  address: optional(255),
  addressLine2: optional(255),
  postalCode: optional(32),
  city: optional(120),
  region: optional(120),
  country: optional(120),
  notes: v.pipe(v.string(), v.maxLength(20000, 'Too long')),
});

export type ClientValues = v.InferOutput<typeof clientSchema>;
export const clientFieldNames = Object.keys(clientSchema.entries);

export const toClientValues = (client: Client | undefined): ClientValues => ({
  firstName: client?.firstName ?? '',
  lastName: client?.lastName ?? '',
  status: client?.status ?? 'prospect',
  email: client?.email ?? '',
  phone: client?.phone ?? '',
  mobilePhone: client?.mobilePhone ?? '',
  birthday: client?.birthday ?? '',
  nationality: client?.nationality ?? '',
  language: client?.language ?? '',
  currency: client?.currency ?? '',
  address: client?.address ?? '',
  addressLine2: client?.addressLine2 ?? '',
  postalCode: client?.postalCode ?? '',
  city: client?.city ?? '',
  region: client?.region ?? '',
  country: client?.country ?? '',
  notes: client?.notes ?? '',
});

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

export const toClientBody = (values: ClientValues): ClientInput => ({
  firstName: values.firstName,
  lastName: values.lastName,
  status: values.status as ClientInput['status'],
  email: orNull(values.email),
  phone: orNull(values.phone),
  mobilePhone: orNull(values.mobilePhone),
  birthday: orNull(values.birthday),
  nationality: orNull(values.nationality),
  language: orNull(values.language),
  currency: orNull(values.currency),
  address: orNull(values.address),
  addressLine2: orNull(values.addressLine2),
  postalCode: orNull(values.postalCode),
  city: orNull(values.city),
  region: orNull(values.region),
  country: orNull(values.country),
  notes: orNull(values.notes),
});
