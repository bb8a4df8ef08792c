import type { PgColumn } from 'drizzle-orm/pg-core';
import { schemaOf } from '../openapi/components.ts';
import { getResource } from './define-resource.ts';
import { isItemOnly } from './serialize.ts';
import type { Resource } from './types.ts';

type JsonSchema = Record<string, unknown>;

const nullable = (schema: JsonSchema, isNullable: boolean): JsonSchema =>
  isNullable ? { ...schema, type: [schema.type, 'null'] } : schema;

const columnType = (column: PgColumn) => {
  const type = columnSchema(column).type;
  return Array.isArray(type) ? type.filter((t) => t !== 'null')[0] : type;
};

// The output type of a column, read from the Drizzle table: types flow from the database.
export const columnSchema = (column: PgColumn): JsonSchema => {
  const c = column as PgColumn & { length?: number; baseColumn?: PgColumn };
  let schema: JsonSchema;
  switch (column.columnType) {
    case 'PgInteger':
    case 'PgSmallInt':
    case 'PgBigInt53':
    case 'PgSerial':
      schema = { type: 'integer' };
      break;
    case 'PgDoublePrecision':
    case 'PgReal':
      schema = { type: 'number' };
      break;
    case 'PgBoolean':
      schema = { type: 'boolean' };
      break;
    case 'PgTimestamp':
    case 'PgTimestampString':
      schema = { type: 'string', format: 'date-time' };
      break;
    case 'PgDateString':
    case 'PgDate':
      schema = { type: 'string', format: 'date' };
      break;
    case 'PgNumeric':
      schema = { type: 'string', format: 'decimal' };
      break;
    case 'PgArray':
      // A Postgres array's elements carry no NOT NULL of their own; ours never hold nulls.
      schema = {
        type: 'array',
        items: c.baseColumn ? { ...columnSchema(c.baseColumn), type: columnType(c.baseColumn) } : {},
      };
      break;
    case 'PgJsonb':
    case 'PgJson':
      schema = { type: 'object', additionalProperties: true };
      break;
    default:
      schema = c.length ? { type: 'string', maxLength: c.length } : { type: 'string' };
  }
  return nullable(schema, !column.notNull);
};

const iri = { type: 'string', format: 'iri-reference' };

const schemaRef = (name: string) => `#/components/schemas/${name}`;

// A variant table's answer is one of its types', told apart by the discriminator (orval: a union
// that narrows on it).
const variantsSchema = (resource: Resource, schemaOfType: (type: Resource) => JsonSchema): JsonSchema => {
  const { key, byValue } = resource.variants!;
  return {
    oneOf: [...byValue.values()].map(schemaOfType),
    discriminator: {
      propertyName: key,
      mapping: Object.fromEntries([...byValue].map(([value, type]) => [value, schemaRef(type.type)])),
    },
  };
};

export const outputSchema = (resource: Resource, embedded = false): JsonSchema => {
  if (resource.variants) {
    return variantsSchema(resource, (type) => ({
      $ref: schemaRef(embedded ? `${type.type}Embedded` : type.type),
    }));
  }
  const properties: Record<string, JsonSchema> = {
    '@id': { type: 'string' },
    '@type': { type: 'string' },
  };
  if (!embedded) properties['@context'] = { type: 'string' };
  for (const key of resource.readable) properties[key] = columnSchema(resource.columns[key]!);
  // A type of a variant table says which, with one value: what lets the union narrow.
  if (resource.scope) properties[resource.scope.key] = { type: 'string', enum: [resource.scope.value] };
  // An embedded copy carries the target's columns and to-one links as IRIs (serialize.ts `plain`),
  // never its lists.
  const shown = Object.entries(resource.relations ?? {}).filter(([, r]) => !embedded || r.kind === 'one');
  for (const [name, relation] of shown) {
    const target = getResource(relation.target);
    const one = relation.embed && !embedded ? { $ref: `#/components/schemas/${target.type}Embedded` } : iri;
    properties[name] =
      relation.kind === 'one'
        ? { anyOf: [one, { type: 'null' }] }
        : { type: 'array', items: relation.embed && !embedded ? one : iri };
  }
  // Properties added by hooks are present only in some answers (destinations' __children).
  if (!embedded)
    for (const [name, schema] of Object.entries(resource.extraOutput ?? {})) properties[name] = schema;
  // Every readable column and relation is always present (null when empty), so all are required.
  // ...except item-only lists, absent from list pages.
  const relations = embedded
    ? []
    : Object.entries(resource.relations ?? {}).filter(([, r]) => !isItemOnly(r));
  const required = ['@id', '@type', ...resource.readable, ...relations.map(([name]) => name)];
  return { type: 'object', properties, required };
};

const fixedDescription = 'Set at creation: a patch may repeat the current value, another one is a 422.';

export const inputSchema = (resource: Resource, mode: 'create' | 'patch'): JsonSchema => {
  if (resource.variants) {
    const { key } = resource.variants;
    // Created through the table's own collection, a row names its type; a patch keeps it.
    if (mode === 'patch')
      return { anyOf: [...resource.variants.byValue.values()].map((t) => inputSchema(t, 'patch')) };
    return variantsSchema(resource, (type) => {
      const schema = inputSchema(type, 'create');
      const required = (schema.required as string[] | undefined) ?? [];
      return {
        ...schema,
        properties: {
          ...(schema.properties as JsonSchema),
          [key]: { type: 'string', enum: [type.scope!.value] },
        },
        required: [key, ...required],
      };
    });
  }
  const properties: Record<string, JsonSchema> = {};
  for (const [key, schema] of Object.entries(resource.writable)) {
    properties[key] = schemaOf(schema);
  }
  for (const [name, relation] of Object.entries(resource.relations ?? {})) {
    if (relation.kind === 'one' && !relation.readOnly) properties[name] = { anyOf: [iri, { type: 'null' }] };
    if (relation.kind === 'manyThrough' && !relation.readOnly)
      properties[name] = { type: 'array', items: iri };
  }
  if (mode === 'patch') {
    for (const name of resource.fixedAfterCreate ?? []) {
      if (properties[name]) properties[name] = { ...properties[name], description: fixedDescription };
    }
  }
  const required = mode === 'create' ? (resource.required ?? []) : [];
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
};
