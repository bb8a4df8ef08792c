import type { Vendor, VendorInput, VendorLocation, VendorLocationInput } from '@backoffice/sdk';
import * as v from 'valibot';
import { optional } from '../../shared/forms/form-rules.ts';
import { type VendorStatus, vendorStatuses } from './vendor-status.ts';

const REQUIRED = 'Please input value';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// A link typed without its scheme ('aman.com') is taken as https.
const website = v.pipe(
  optional(255),
  v.transform((s) => (s === '' || /^[a-z][a-z\d+.-]*:\/\//i.test(s) ? s : `https://${s}`)),
  v.check((s) => s === '' || /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(s), 'Please enter a valid link'),
  v.maxLength(255, 'At most 255 characters'),
);

export const vendorSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED), v.maxLength(255, 'At most 255 characters')),
  status: v.picklist(vendorStatuses as [VendorStatus, ...VendorStatus[]], REQUIRED),
  group: v.nullable(v.string()),
  email: v.pipe(
    optional(255),
    v.check((s) => s === '' || EMAIL.test(s), 'Please enter a valid e-mail address'),
  ),
  phone: optional(64),
  website,
  description: v.pipe(v.string(), v.maxLength(65535, 'Too long')),
});

export type VendorValues = v.InferOutput<typeof vendorSchema>;
export const vendorFieldNames = Object.keys(vendorSchema.entries);

export const toVendorValues = (vendor: Vendor | undefined): VendorValues => ({
  name: vendor?.name ?? '',
  status: (vendor?.status as VendorStatus | undefined) ?? 'active',
  group: vendor?.group ?? null,
  email: vendor?.email ?? '',
  phone: vendor?.phone ?? '',
  website: vendor?.website ?? '',
  description: vendor?.description ?? '',
});

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

export const toVendorBody = (values: VendorValues): VendorInput => ({
  name: values.name,
  status: values.status,
  group: values.group,
  email: orNull(values.email),
  phone: orNull(values.phone),
  website: orNull(values.website),
  description: orNull(values.description),
});

const coordinate = (limit: number, label: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((s) => s.replace(',', '.')),
    v.check(
      (s) => s === '' || (/^-?\d{1,3}(\.\d+)?$/.test(s) && Math.abs(Number(s)) <= limit),
      `${label}: a number between -${limit} and ${limit}`,
    ),
  );

export const locationSchema = v.pipe(
  v.object({
    address: optional(255),
    city: optional(255),
    country: optional(255),
    destination: v.nullable(v.string()),
    latitude: coordinate(90, 'Latitude'),
    longitude: coordinate(180, 'Longitude'),
  }),
  // A point needs both coordinates.
  v.forward(
    v.check((l) => (l.latitude === '') === (l.longitude === ''), 'Enter both latitude and longitude'),
    ['longitude'],
  ),
);

export type LocationValues = v.InferOutput<typeof locationSchema>;
export const locationFieldNames = ['address', 'city', 'country', 'destination', 'latitude', 'longitude'];

export const emptyLocation: LocationValues = {
  address: '',
  city: '',
  country: '',
  destination: null,
  latitude: '',
  longitude: '',
};

// The API stores coordinates as numeric(10,7) and answers '48.8676000': shown without the padding.
export const trimCoordinate = (value: string | null) =>
  value === null ? '' : value.includes('.') ? value.replace(/\.?0+$/, '') : value;

export const toLocationValues = (location: VendorLocation | undefined): LocationValues =>
  location
    ? {
        address: location.address ?? '',
        city: location.city ?? '',
        country: location.country ?? '',
        destination: location.destination,
        latitude: trimCoordinate(location.latitude),
        longitude: trimCoordinate(location.longitude),
      }
    : emptyLocation;

export const isEmptyLocation = (values: LocationValues) =>
  values.destination === null &&
  [values.address, values.city, values.country, values.latitude, values.longitude].every(
    (s) => s.trim() === '',
  );

export const toLocationBody = (values: LocationValues): Omit<VendorLocationInput, 'vendor'> => ({
  address: orNull(values.address),
  city: orNull(values.city),
  country: orNull(values.country),
  destination: values.destination,
  latitude: orNull(values.latitude),
  longitude: orNull(values.longitude),
});
