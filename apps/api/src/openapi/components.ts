import { toJsonSchema } from '@valibot/to-json-schema';
import { resolver } from 'hono-openapi';
import type { GenericSchema } from 'valibot';
import * as v from 'valibot';

// JSON Schema properties that are plain strings (the JSON-LD keys, Hydra links), in this order.
export const stringProperties = (...names: string[]) =>
  Object.fromEntries(names.map((name) => [name, { type: 'string' }]));

// Named schemas shared by the whole document; resources add theirs as they are mounted.
const schemas: Record<string, unknown> = {
  HydraView: {
    type: 'object',
    properties: stringProperties('@id', '@type', 'hydra:first', 'hydra:last', 'hydra:previous', 'hydra:next'),
  },
  HydraSearch: {
    type: 'object',
    properties: {
      ...stringProperties('@type', 'hydra:template', 'hydra:variableRepresentation'),
      'hydra:mapping': {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            '@type': { type: 'string' },
            variable: { type: 'string' },
            property: { type: ['string', 'null'] },
            required: { type: 'boolean' },
          },
        },
      },
    },
  },
  Violation: {
    type: 'object',
    properties: { propertyPath: { type: 'string' }, message: { type: 'string' }, code: { type: 'string' } },
    required: ['propertyPath', 'message'],
  },
  Problem: {
    type: 'object',
    properties: {
      '@type': { type: 'string' },
      type: { type: 'string' },
      title: { type: 'string' },
      status: { type: 'integer' },
      detail: { type: 'string' },
      'hydra:title': { type: 'string' },
      'hydra:description': { type: 'string' },
      violations: { type: 'array', items: { $ref: '#/components/schemas/Violation' } },
      // A 409 for a record that looks like one on file (POST /api/clients): the match and why.
      duplicate: { type: 'string', description: 'IRI of the existing record this one duplicates' },
      duplicateBy: { type: 'string', enum: ['email', 'nameAndBirthday'] },
      // The X-Request-Id of the answer: the key to the request's log line.
      requestId: { type: 'string', description: 'Id of the request in the server logs (X-Request-Id)' },
    },
    required: ['title', 'status', 'detail'],
  },
};

export const addSchema = (name: string, schema: unknown) => {
  schemas[name] = schema;
};

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export const componentSchemas = () => schemas;

const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: ref('Problem') } },
});

// The error answers every protected operation can give.
export const errorResponses = {
  400: problem('Bad request'),
  401: problem('Missing, invalid or expired token'),
  403: problem('The role may not do this'),
  404: problem('Not found'),
  409: problem('Conflict'),
  412: problem('Stale If-Match'),
  413: problem('The upload is too large'),
  415: problem('The upload type is not accepted'),
  422: problem('Validation failed'),
  429: problem('Too many requests'),
  502: problem('An upstream service failed'),
  503: problem('A service is unavailable or not configured'),
};

type ErrorCode = keyof typeof errorResponses;

export const pick = <K extends ErrorCode>(...codes: K[]) =>
  Object.fromEntries(codes.map((code) => [code, errorResponses[code]]));

// An operation's `responses` in the common case: one success answer (with its body when it has
// one) and the error answers it can give.
export const answers = (
  status: number,
  description: string,
  content: object | null,
  errors: ErrorCode[],
) => ({
  [status]: content ? { description, content } : { description },
  ...pick(...errors),
});

// The path parameter that names a record by its integer id (`id` unless told).
export const pathId = (name = 'id') => ({
  name,
  in: 'path' as const,
  required: true,
  schema: { type: 'integer' as const },
});

export const jsonContent = (schemaName: string) => ({
  'application/ld+json': { schema: ref(schemaName) },
  'application/json': { schema: ref(schemaName) },
});

// A special route's required request body in one media type (application/json,
// multipart/form-data, application/merge-patch+json).
export const requestBody = (mediaType: string, schema: object) => ({
  required: true,
  content: { [mediaType]: { schema } },
});

// A response body declared by its valibot schema (a component when the schema carries
// v.metadata({ ref })), in both media types the API answers.
export const jsonBody = (schema: GenericSchema) => ({
  'application/ld+json': { schema: resolver(schema) },
  'application/json': { schema: resolver(schema) },
});

// Pieces of the valibot schemas that special routes declare their answers with.
export const int = () => v.pipe(v.number(), v.integer());

// A special route's Hydra collection: its members (with their IRI, class and id) and their count.
export const hydraCollection = <E extends v.ObjectEntries>(ref: string, member: E) =>
  v.pipe(
    v.object({
      'hydra:totalItems': int(),
      'hydra:member': v.array(v.object({ '@id': v.string(), '@type': v.string(), id: int(), ...member })),
    }),
    v.metadata({ ref }),
  );

// A valibot schema as JSON Schema; transformations (trim, lower-case) have no JSON Schema form.
export const schemaOf = (schema: GenericSchema) => {
  const { $schema: _, ...rest } = toJsonSchema(schema, { errorMode: 'ignore' }) as Record<string, unknown>;
  return rest;
};
