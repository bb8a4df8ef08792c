import { isHttpUrl } from '@backoffice/ui/link-field';
import * as v from 'valibot';
import type { Body, FieldDef } from '../types.ts';

const REQUIRED = 'Please input value';
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const text = (max: number, required: boolean) =>
  required
    ? v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED), v.maxLength(max, `At most ${max} characters`))
    : v.pipe(v.string(), v.trim(), v.maxLength(max, `At most ${max} characters`));

const chosen = <T extends v.GenericSchema<unknown, string | number | null>>(schema: T, required: boolean) =>
  required
    ? v.pipe(
        schema,
        v.check((x) => x !== null && x !== '', REQUIRED),
      )
    : schema;

const rule = (field: FieldDef): v.GenericSchema => {
  const required = field.required === true;
  switch (field.kind) {
    case 'text':
      return text(field.max ?? 255, required);
    case 'textarea':
      return text(65535, required);
    case 'url':
      return v.pipe(
        text(255, required),
        v.check((x) => x === '' || isHttpUrl(x), 'Please enter a link starting with http:// or https://'),
      );
    case 'time':
      return v.pipe(
        text(5, required),
        v.check((x) => x === '' || TIME.test(x), 'Use the 24-hour HH:MM format'),
      );
    case 'integer': {
      const min = field.min ?? 0;
      const max = field.max ?? 999_999_999;
      return chosen(
        v.nullable(
          v.pipe(
            v.number(),
            v.integer('Whole numbers only'),
            v.minValue(min, `At least ${min}`),
            v.maxValue(max, `At most ${max}`),
          ),
        ),
        required,
      );
    }
    case 'price':
      return chosen(v.nullable(v.pipe(v.number(), v.minValue(0, 'At least 0'))), required);
    case 'switch':
      return v.boolean();
    case 'reference':
      return field.multiple ? v.array(v.string()) : chosen(v.nullable(v.string()), required);
    case 'enum':
    case 'destination':
      return chosen(v.nullable(v.string()), required);
  }
};

/** The rules of these fields, to build a form's object schema with extra entries. */
export const fieldEntries = (fields: readonly FieldDef[]): Record<string, v.GenericSchema> =>
  Object.fromEntries(fields.map((field) => [field.name, rule(field)]));

/** The valibot schema of a form made of these fields (messages of product.md §5). */
export const formSchema = (
  fields: readonly FieldDef[],
  extra: Record<string, v.GenericSchema> = {},
): v.GenericSchema<Body, Body> => v.object({ ...fieldEntries(fields), ...extra });

/** A required link to a record chosen in a picker (vendor, owner). */
export const requiredLink = () =>
  v.pipe(
    v.nullable(v.string()),
    v.check((x) => typeof x === 'string' && x !== '', REQUIRED),
  );

const formValue = (field: FieldDef, value: unknown): unknown => {
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'url':
      return typeof value === 'string' ? value : '';
    case 'time':
      // The API answers HH:MM:SS; the form edits HH:MM.
      return typeof value === 'string' ? value.slice(0, 5) : '';
    case 'integer':
      return typeof value === 'number' ? value : null;
    case 'price':
      return value === null || value === undefined || value === '' ? null : Number(value);
    case 'switch':
      return value === true;
    case 'reference':
      if (field.multiple) return Array.isArray(value) ? value : [];
      return typeof value === 'string' ? value : null;
    default:
      return typeof value === 'string' ? value : null;
  }
};

/** Form values from a record (or the empty values of a new one). */
export const toFormValues = (fields: readonly FieldDef[], record: Body | undefined): Body =>
  Object.fromEntries(fields.map((field) => [field.name, formValue(field, record?.[field.name])]));

/** The API body from validated form values: empty texts become null, prices strings (product.md §3). */
export const toRequestBody = (fields: readonly FieldDef[], values: Body): Body =>
  Object.fromEntries(
    fields.map((field) => {
      const value = values[field.name];
      switch (field.kind) {
        case 'text':
        case 'textarea':
        case 'url':
        case 'time':
          return [field.name, field.required ? value : value === '' ? null : value];
        case 'price':
          return [field.name, typeof value === 'number' ? String(value) : null];
        default:
          return [field.name, value];
      }
    }),
  );
