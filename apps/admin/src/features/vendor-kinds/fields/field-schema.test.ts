import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../types.ts';
import { formSchema, toFormValues, toRequestBody } from './field-schema.ts';

const fields: FieldDef[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true },
  { name: 'website', label: 'Website', kind: 'url' },
  { name: 'checkIn', label: 'Check-in', kind: 'time' },
  { name: 'stars', label: 'Stars', kind: 'integer', min: 1, max: 7 },
  { name: 'duration', label: 'Duration', kind: 'integer', required: true },
  { name: 'price', label: 'Price', kind: 'price' },
  { name: 'boutique', label: 'Boutique', kind: 'switch' },
  { name: 'type', label: 'Type', kind: 'reference', source: 'accommodationTypes' },
  {
    name: 'amenities',
    label: 'Amenities',
    kind: 'reference',
    source: 'accommodationAmenities',
    multiple: true,
  },
];

const messages = (values: Record<string, unknown>) => {
  const result = v.safeParse(formSchema(fields), values);
  return result.success ? {} : v.flatten(result.issues).nested;
};

describe('declared form fields', () => {
  it('reads a record into form values (times as HH:MM, prices as numbers, empty lists)', () => {
    expect(
      toFormValues(fields, {
        name: 'Aman',
        checkIn: '15:00:00',
        price: '2500.50',
        stars: null,
        boutique: true,
      }),
    ).toEqual({
      name: 'Aman',
      website: '',
      checkIn: '15:00',
      stars: null,
      duration: null,
      price: 2500.5,
      boutique: true,
      type: null,
      amenities: [],
    });
  });

  it('checks the values with the messages of product.md §5', () => {
    const empty = toFormValues(fields, undefined);
    expect(messages(empty)).toEqual({ name: ['Please input value'], duration: ['Please input value'] });
    expect(
      messages({
        ...empty,
        name: 'A',
        duration: 60,
        website: 'javascript:alert(1)',
        checkIn: '25:00',
        stars: 9,
      }),
    ).toEqual({
      website: ['Please enter a link starting with http:// or https://'],
      checkIn: ['Use the 24-hour HH:MM format'],
      stars: ['At most 7'],
    });
  });

  it('sends empty texts as null and prices as strings', () => {
    const values = v.parse(formSchema(fields), {
      ...toFormValues(fields, undefined),
      name: '  Palazzo  ',
      duration: 90,
      price: 320,
    });
    expect(toRequestBody(fields, values)).toEqual({
      name: 'Palazzo',
      website: null,
      checkIn: null,
      stars: null,
      duration: 90,
      price: '320',
      boutique: false,
      type: null,
      amenities: [],
    });
  });
});
