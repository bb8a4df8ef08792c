// The contract as the mocks read it (src/generated/contract.ts, written by scripts/generate.ts):
// JSON Schemas to sample answers from and to validate requests against. Nothing here knows a
// resource: every rule comes from openapi/openapi.json.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import type { Violation } from '../generated/model/index.ts';

export type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  format?: string;
  minimum?: number;
  minLength?: number;
};

export type MockOperation = {
  method: 'get' | 'put' | 'post' | 'delete' | 'patch' | 'options' | 'head';
  path: string;
  status: number;
  type?: string;
  response?: Schema;
  request?: Schema;
  multiSegment?: string[];
  query?: string[];
};

export type MockContract = { operations: Record<string, MockOperation>; schemas: Record<string, Schema> };

const refPrefix = '#/components/schemas/';

export const schemaName = (schema: Schema | undefined) =>
  schema?.$ref?.startsWith(refPrefix) ? schema.$ref.slice(refPrefix.length) : undefined;

/** Follows `$ref`s to the schema they name. */
export const resolve = (contract: MockContract, schema: Schema | undefined): Schema => {
  let current = schema ?? {};
  for (let hops = 0; current.$ref && hops < 16; hops += 1) {
    current = contract.schemas[schemaName(current) ?? ''] ?? {};
  }
  return current;
};

const branches = (schema: Schema) => schema.anyOf ?? schema.oneOf ?? [];
const isNull = (schema: Schema) =>
  schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null'));

/** Whether a schema accepts null (a nullable field is sampled as null). */
export const allowsNull = (contract: MockContract, schema: Schema | undefined): boolean => {
  const resolved = resolve(contract, schema);
  return isNull(resolved) || branches(resolved).some((branch) => allowsNull(contract, branch));
};

/** Whether a schema describes an object (an embedded record), ignoring a null branch. */
export const objectSchemaOf = (contract: MockContract, schema: Schema | undefined): Schema | undefined => {
  const resolved = resolve(contract, schema);
  if (resolved.type === 'object' || resolved.properties) return resolved;
  for (const branch of branches(resolved)) {
    const found = objectSchemaOf(contract, branch);
    if (found) return found;
  }
  return undefined;
};

export const acceptsString = (contract: MockContract, schema: Schema | undefined): boolean => {
  const resolved = resolve(contract, schema);
  const type = resolved.type;
  return (
    type === 'string' ||
    (Array.isArray(type) && type.includes('string')) ||
    branches(resolved).some((b) => acceptsString(contract, b))
  );
};

const sampleDate = '2026-01-01T00:00:00+00:00';
const stringFormats: Record<string, string> = {
  'date-time': sampleDate,
  date: sampleDate.slice(0, 10),
  time: '00:00:00',
  email: 'someone@example.com',
  uri: 'https://example.com/',
  'iri-reference': '/api',
  uuid: '00000000-0000-4000-8000-000000000000',
};

/**
 * A value of the schema, deterministic: its example, default, constant or first enum value, null when
 * nullable, else the simplest value of its type (an object with its required properties only).
 */
export const sample = (contract: MockContract, schema: Schema | undefined, depth = 0): unknown => {
  const resolved = resolve(contract, schema);
  if (resolved.example !== undefined) return resolved.example;
  if (resolved.examples?.length) return resolved.examples[0];
  if (resolved.default !== undefined) return resolved.default;
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum?.length) return resolved.enum[0];
  if (allowsNull(contract, resolved) || depth > 8) return null;
  if (resolved.allOf) {
    return Object.assign({}, ...resolved.allOf.map((part) => sample(contract, part, depth + 1)));
  }
  const first = branches(resolved)[0];
  if (first) return sample(contract, first, depth + 1);
  const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
  if (type === 'object' || resolved.properties) {
    return Object.fromEntries(
      (resolved.required ?? []).map((name) => [
        name,
        sample(contract, resolved.properties?.[name], depth + 1),
      ]),
    );
  }
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number') return resolved.minimum ?? 0;
  if (type === 'boolean') return false;
  if (type === 'string') {
    return stringFormats[resolved.format ?? ''] ?? 'x'.repeat(resolved.minLength ?? 0);
  }
  return null;
};

// One validator per contract and schema name. Formats are not checked: the mocks accept what the
// server may still refuse, never the other way round.
const validators = new WeakMap<MockContract, { ajv: Ajv2020; compiled: Map<string, ValidateFunction> }>();

const validatorOf = (contract: MockContract, name: string) => {
  let entry = validators.get(contract);
  if (!entry) {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false, logger: false });
    ajv.addSchema({ $id: 'contract', components: { schemas: contract.schemas } });
    entry = { ajv, compiled: new Map() };
    validators.set(contract, entry);
  }
  let validate = entry.compiled.get(name);
  if (!validate) {
    validate = entry.ajv.compile({ $ref: `contract${refPrefix}${name}` });
    entry.compiled.set(name, validate);
  }
  return validate;
};

// API Platform's property paths: `name`, `address.city`, `prices[0].amount`.
const propertyPath = (error: ErrorObject) => {
  const segments = error.instancePath.split('/').slice(1);
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
  return segments.map((s, i) => (/^\d+$/.test(s) ? `[${s}]` : `${i ? '.' : ''}${s}`)).join('');
};

/** The violations of a value against a schema of the contract (empty when valid). */
export const violationsOf = (
  contract: MockContract,
  schema: Schema | undefined,
  value: unknown,
): Violation[] => {
  const name = schemaName(schema);
  if (!name) return [];
  const validate = validatorOf(contract, name);
  if (validate(value)) return [];
  // anyOf reports every branch; one violation per path and keyword is enough to tell what is wrong.
  const seen = new Set<string>();
  const violations: Violation[] = [];
  for (const error of validate.errors ?? []) {
    const path = propertyPath(error);
    if (seen.has(path)) continue;
    seen.add(path);
    violations.push({
      propertyPath: path,
      message: error.message ?? 'This value is not valid.',
      code: error.keyword,
    });
  }
  return violations;
};
