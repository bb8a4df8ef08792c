import { allResources, getResource } from '../engine/define-resource.ts';
import { columnSchema } from '../engine/json-schema.ts';
import type { Relation, Resource } from '../engine/types.ts';
import { schemaOf } from './components.ts';
import { apiTitle } from './document.ts';

// The Hydra API documentation, entrypoint and contexts in the shape API Platform serves, so that
// @api-platform/api-doc-parser (and the admin built on it) reads them like an API Platform API.
// The parser expands every document with jsonld and matches IRIs exactly: the entrypoint's @type
// must expand to the @id of the Entrypoint class, each entrypoint key to the @id of a property of
// that class, and each range to the @id of a supported class. So every vocabulary is absolute,
// built from the request origin, and class and property ids are fragments of the docs URL.

const hydraNs = 'http://www.w3.org/ns/hydra/core#';
type JsonSchema = Record<string, unknown>;

const docsPath = '/api/docs.jsonld';
const vocab = (origin: string) => `${origin}${docsPath}#`;

const docsContext = (origin: string) => ({
  '@vocab': vocab(origin),
  hydra: hydraNs,
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  xmls: 'http://www.w3.org/2001/XMLSchema#',
  owl: 'http://www.w3.org/2002/07/owl#',
  schema: 'https://schema.org/',
  domain: { '@id': 'rdfs:domain', '@type': '@id' },
  range: { '@id': 'rdfs:range', '@type': '@id' },
  subClassOf: { '@id': 'rdfs:subClassOf', '@type': '@id' },
  expects: { '@id': 'hydra:expects', '@type': '@id' },
  returns: { '@id': 'hydra:returns', '@type': '@id' },
});

// XML Schema range of a JSON schema, as API Platform maps PHP types (arrays by their items);
// undefined for objects, which API Platform leaves without a range.
const xsdOf = (schema: JsonSchema): string | undefined => {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t !== 'null');
  if (type === 'array') return schema.items ? xsdOf(schema.items as JsonSchema) : undefined;
  if (type === 'integer') return 'xmls:integer';
  if (type === 'number') return 'xmls:decimal';
  if (type === 'boolean') return 'xmls:boolean';
  if (type === 'object') return undefined;
  if (type === undefined && !Array.isArray(schema.enum)) return undefined;
  if (schema.format === 'date-time') return 'xmls:dateTime';
  if (schema.format === 'date') return 'xmls:date';
  if (schema.format === 'decimal') return 'xmls:decimal';
  return 'xmls:string';
};

const entryKey = (r: Resource) => r.type.charAt(0).toLowerCase() + r.type.slice(1);
const operationsOf = (r: Resource) => new Set(r.operations ?? ['list', 'get', 'create', 'update', 'delete']);

// The parser skips an operation without hydra:returns and names it by rdfs:label or hydra:title;
// it types it by method (GET on the collection is list, POST create, PUT/PATCH edit...).
const operation = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  types: string[],
  title: string,
  returns: string,
  expects?: string,
) => ({
  '@type': types.length === 1 ? types[0] : types,
  'hydra:method': method,
  'hydra:title': title,
  'rdfs:label': title,
  returns,
  ...(expects ? { expects } : {}),
});

const collectionOperations = (r: Resource) => {
  const ops = operationsOf(r);
  const cls = `#${r.type}`;
  return [
    ...(ops.has('list')
      ? [
          operation(
            'GET',
            ['hydra:Operation', 'schema:FindAction'],
            `Retrieves the collection of ${r.type} resources.`,
            'hydra:Collection',
          ),
        ]
      : []),
    ...(ops.has('create')
      ? [
          operation(
            'POST',
            ['hydra:Operation', 'schema:CreateAction'],
            `Creates a ${r.type} resource.`,
            cls,
            cls,
          ),
        ]
      : []),
  ];
};

const itemOperations = (r: Resource) => {
  const ops = operationsOf(r);
  const cls = `#${r.type}`;
  const list = [];
  if (ops.has('get'))
    list.push(
      operation('GET', ['hydra:Operation', 'schema:FindAction'], `Retrieves a ${r.type} resource.`, cls),
    );
  if (ops.has('update')) {
    for (const verb of r.updateVerbs) {
      list.push(
        verb === 'PUT'
          ? operation(
              'PUT',
              ['hydra:Operation', 'schema:ReplaceAction'],
              `Replaces the ${r.type} resource.`,
              cls,
              cls,
            )
          : operation('PATCH', ['hydra:Operation'], `Updates the ${r.type} resource.`, cls, cls),
      );
    }
  }
  if (ops.has('delete'))
    list.push(
      operation(
        'DELETE',
        ['hydra:Operation', 'schema:DeleteAction'],
        `Deletes the ${r.type} resource.`,
        'owl:Nothing',
      ),
    );
  return list;
};

type PropertyOptions = {
  range: string | undefined;
  readable: boolean;
  writable: boolean;
  required: boolean;
  // A relation serialized as an IRI: hydra:Link makes the parser set `reference`; an embedded one
  // stays rdf:Property, which the parser reports as `embedded`.
  link?: boolean;
  single?: boolean;
};

const supportedProperty = (domain: string, name: string, o: PropertyOptions) => ({
  '@type': 'hydra:SupportedProperty',
  'hydra:property': {
    '@id': `#${domain}/${name}`,
    '@type': o.link ? 'hydra:Link' : 'rdf:Property',
    'rdfs:label': name,
    domain: `#${domain}`,
    ...(o.single ? { 'owl:maxCardinality': 1 } : {}),
    ...(o.range ? { range: o.range } : {}),
  },
  'hydra:title': name,
  'hydra:required': o.required,
  'hydra:readable': o.readable,
  'hydra:writeable': o.writable,
});

// Mirrors the engine: to-one and join-table relations are written as IRIs unless readOnly;
// to-many relations owned by the target's foreign key are read-only.
const isWritableRelation = (relation: Relation) => relation.kind !== 'many' && !relation.readOnly;

const supportedProperties = (r: Resource) => {
  const required = new Set(r.required ?? []);
  const writable = (name: string) => name in r.writable;
  // The identifier is read-only: API Platform leaves it out (it is the @id in JSON-LD).
  const columns = r.readable
    .filter((k) => k !== 'id')
    .map((k) =>
      supportedProperty(r.type, k, {
        range: xsdOf(columnSchema(r.columns[k]!)),
        readable: true,
        writable: writable(k),
        required: required.has(k),
      }),
    );
  const relations = Object.entries(r.relations ?? {}).map(([name, relation]) =>
    supportedProperty(r.type, name, {
      range: `#${getResource(relation.target).type}`,
      readable: true,
      writable: isWritableRelation(relation),
      required: required.has(name),
      link: !relation.embed,
      single: relation.kind === 'one',
    }),
  );
  // Virtual inputs (a user's password) are write-only.
  const virtual = Object.entries(r.writable)
    .filter(([k]) => !r.readable.includes(k) && !r.relations?.[k])
    .map(([k, schema]) =>
      supportedProperty(r.type, k, {
        range: xsdOf(r.columns[k] ? columnSchema(r.columns[k]) : schemaOf(schema)),
        readable: false,
        writable: true,
        required: required.has(k),
      }),
    );
  return [...columns, ...relations, ...virtual];
};

const supportedClass = (r: Resource) => ({
  '@id': `#${r.type}`,
  '@type': 'hydra:Class',
  'rdfs:label': r.type,
  'hydra:title': r.type,
  ...(r.description ? { 'hydra:description': r.description } : {}),
  'hydra:supportedProperty': supportedProperties(r),
  'hydra:supportedOperation': itemOperations(r),
});

// One hydra:Link per resource with collection operations; the parser finds the resource class through
// the owl:equivalentClass restriction on hydra:member, and its collection operations here.
const entrypointProperty = (r: Resource) => ({
  '@type': 'hydra:SupportedProperty',
  'hydra:property': {
    '@id': `#Entrypoint/${entryKey(r)}`,
    '@type': 'hydra:Link',
    domain: '#Entrypoint',
    'rdfs:label': `The collection of ${r.type} resources`,
    'rdfs:range': [
      { '@id': 'hydra:Collection' },
      {
        'owl:equivalentClass': {
          'owl:onProperty': { '@id': 'hydra:member' },
          'owl:allValuesFrom': { '@id': `#${r.type}` },
        },
      },
    ],
    'hydra:supportedOperation': collectionOperations(r),
  },
  'hydra:title': `The collection of ${r.type} resources`,
  'hydra:readable': true,
  'hydra:writeable': false,
});

const stringProperty = (domain: string, name: string, description: string) => ({
  ...supportedProperty(domain, name, {
    range: 'xmls:string',
    readable: true,
    writable: false,
    required: false,
  }),
  'hydra:description': description,
});

// The 422 body is typed ConstraintViolationList, as API Platform documents it.
const violationClasses = [
  {
    '@id': '#ConstraintViolation',
    '@type': 'hydra:Class',
    'hydra:title': 'A constraint violation',
    'hydra:supportedProperty': [
      stringProperty('ConstraintViolation', 'propertyPath', 'The property path of the violation'),
      stringProperty('ConstraintViolation', 'message', 'The message associated with the violation'),
    ],
  },
  {
    '@id': '#ConstraintViolationList',
    '@type': 'hydra:Class',
    subClassOf: 'hydra:Error',
    'hydra:title': 'A constraint violation list',
    'hydra:supportedProperty': [
      {
        ...supportedProperty('ConstraintViolationList', 'violations', {
          range: '#ConstraintViolation',
          readable: true,
          writable: false,
          required: false,
        }),
        'hydra:description': 'The violations',
      },
    ],
  },
];

export const hydraDocumentation = (origin: string) => {
  const resources = allResources();
  const entrypointClass = {
    '@id': '#Entrypoint',
    '@type': 'hydra:Class',
    'hydra:title': 'The API entrypoint',
    'hydra:supportedProperty': resources
      .filter((r) => collectionOperations(r).length)
      .map(entrypointProperty),
    'hydra:supportedOperation': {
      '@type': 'hydra:Operation',
      'hydra:method': 'GET',
      'rdfs:label': 'The API entrypoint.',
      returns: '#Entrypoint',
    },
  };
  return {
    '@context': docsContext(origin),
    '@id': docsPath,
    '@type': 'hydra:ApiDocumentation',
    'hydra:title': apiTitle,
    'hydra:description': 'JSON-LD/Hydra API of the back office.',
    'hydra:entrypoint': '/api',
    'hydra:supportedClass': [...resources.map(supportedClass), entrypointClass, ...violationClasses],
  };
};

// The parser reads each collection URL from the entrypoint, so only listable resources appear.
const listable = () => allResources().filter((r) => operationsOf(r).has('list'));

const entrypointContext = (origin: string) => ({
  '@vocab': vocab(origin),
  hydra: hydraNs,
  ...Object.fromEntries(
    listable().map((r) => [entryKey(r), { '@id': `Entrypoint/${entryKey(r)}`, '@type': '@id' }]),
  ),
});

export const entrypoint = (origin: string) => ({
  '@context': entrypointContext(origin),
  '@id': '/api',
  '@type': 'Entrypoint',
  ...Object.fromEntries(listable().map((r) => [entryKey(r), r.collectionIri])),
});

const errorContext = (origin: string) => ({
  '@vocab': vocab(origin),
  hydra: hydraNs,
  violations: 'ConstraintViolationList/violations',
  propertyPath: 'ConstraintViolation/propertyPath',
  message: 'ConstraintViolation/message',
});

// The context each item and collection names (/api/contexts/Vendor), mapping its keys to the
// property ids of the documentation; relations hold IRIs.
export const contextFor = (type: string, origin: string) => {
  if (type === 'Entrypoint') return { '@context': entrypointContext(origin) };
  if (type === 'Error') return { '@context': errorContext(origin) };
  const r = allResources().find((x) => x.type === type);
  if (!r) return undefined;
  return {
    '@context': {
      '@vocab': vocab(origin),
      hydra: hydraNs,
      ...Object.fromEntries(r.readable.filter((k) => k !== 'id').map((k) => [k, `${r.type}/${k}`])),
      ...Object.fromEntries(
        Object.keys(r.relations ?? {}).map((k) => [k, { '@id': `${r.type}/${k}`, '@type': '@id' }]),
      ),
    },
  };
};
