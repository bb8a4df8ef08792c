// What the stateful mocks know about a resource, read from openapi/openapi.json at load time: its
// JSON-LD type, the fields and required properties of its write schemas, its list filters and order
// fields, its verbs. Nothing here is declared per resource.
import spec from '../../../../openapi/openapi.json' with { type: 'json' };
import type { Violation } from '../generated/model/index.ts';

export interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

type Parameter = { name: string; in: string; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
};
type Spec = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
};
const contract = spec as unknown as Spec;

export type FilterKind = 'search' | 'partial' | 'exact' | 'boolean' | 'exists' | 'date';
export interface Filter {
  /** Query key, e.g. `status`, `vendor.name`, `exists[group]`, `startDate[before]`. */
  name: string;
  kind: FilterKind;
  /** Dotted property path the filter reads (`vendor.name`, `group.id`). */
  field: string;
}

export interface ResourceContract {
  /** Collection path, e.g. `/api/vendors`. */
  path: string;
  /** JSON-LD type, e.g. `Vendor` (the item schema's name). */
  type: string;
  /** The item as the API answers it. */
  output: JsonSchema;
  create?: JsonSchema;
  patch?: JsonSchema;
  replace?: JsonSchema;
  /** True when the create is multipart (an upload). */
  upload: boolean;
  filters: Filter[];
  /** Fields of `order[field]`. */
  order: string[];
  /** The list takes `tree=true`: roots with their subtree under `__children` (by `parent`). */
  tree: boolean;
  deletable: boolean;
  /** Extra POST routes that behave as the merge patch (`/api/users/{id}/update`). */
  postPatch: string[];
}

export const schemaNamed = (ref: string | undefined) =>
  ref ? contract.components.schemas[ref.replace('#/components/schemas/', '')] : undefined;

export const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined =>
  schema?.$ref ? resolve(schemaNamed(schema.$ref)) : schema;

const bodySchema = (op: Operation | undefined) => {
  const content = op?.requestBody?.content ?? {};
  const first = Object.values(content)[0];
  return resolve(first?.schema);
};

const itemRef = (op: Operation | undefined) => {
  const ok = op?.responses?.['200'] ?? op?.responses?.['201'];
  const ref = Object.values(ok?.content ?? {})[0]?.schema?.$ref;
  return ref?.replace('#/components/schemas/', '');
};

/** The property a query key reads: `vendor.id` → `vendor`, `locations.city` → `locations.city`. */
const fieldOf = (name: string) => name.replace(/\.id$/, '');

const filtersOf = (params: Parameter[], output: JsonSchema) => {
  const names = new Set(params.filter((p) => p.in === 'query').map((p) => p.name));
  const filters: Filter[] = [];
  const order: string[] = [];
  for (const name of names) {
    if (['page', 'itemsPerPage', 'pagination', 'tree'].includes(name) || name.endsWith('[]')) continue;
    const bracket = /^(\w+)\[(\w+)\]$/.exec(name);
    if (bracket?.[1] === 'order') order.push(bracket[2]!);
    else if (bracket?.[1] === 'exists') filters.push({ name, kind: 'exists', field: bracket[2]! });
    else if (bracket) filters.push({ name, kind: 'date', field: bracket[1]! });
    else if (name === 'search' || name.endsWith('_search')) filters.push({ name, kind: 'search', field: '' });
    else if (typeOf(resolve(output.properties?.[name])).includes('boolean'))
      filters.push({ name, kind: 'boolean', field: name });
    // API Platform's exact filters also take a list (`status[]`); partial ones do not.
    else filters.push({ name, kind: names.has(`${name}[]`) ? 'exact' : 'partial', field: fieldOf(name) });
  }
  return { filters, order };
};

const cache = new Map<string, ResourceContract>();

/** The contract of one collection resource, e.g. `resourceContract('/api/vendors')`. */
export const resourceContract = (path: string): ResourceContract => {
  const known = cache.get(path);
  if (known) return known;
  const list = contract.paths[path];
  const item = contract.paths[`${path}/{id}`];
  const type = itemRef(item?.get) ?? itemRef(list?.post);
  const output = resolve(schemaNamed(type && `#/components/schemas/${type}`));
  if (!list || !type || !output) throw new Error(`No collection resource ${path} in openapi/openapi.json.`);
  const postPatch = Object.keys(contract.paths).filter((p) =>
    new RegExp(`^${path.replace(/s$/, '')}s?/\\{id\\}/update$`).test(p),
  );
  const resource: ResourceContract = {
    path,
    type,
    output,
    create: bodySchema(list.post),
    patch: bodySchema(item?.patch),
    replace: bodySchema(item?.put),
    upload: Object.keys(list.post?.requestBody?.content ?? {}).includes('multipart/form-data'),
    ...filtersOf(list.get?.parameters ?? [], output),
    tree: (list.get?.parameters ?? []).some((p) => p.name === 'tree'),
    deletable: item?.delete !== undefined,
    postPatch: postPatch.map((p) => p.replace('{id}', ':id')),
  };
  cache.set(path, resource);
  return resource;
};

/** Every collection path with an item path (`/api/x` and `/api/x/{id}`). */
let paths: string[] | undefined;
export const collectionPaths = () => {
  paths ??= Object.keys(contract.paths).filter((p) => contract.paths[`${p}/{id}`] && !p.includes('{'));
  return paths;
};

/** The collection path whose items have this JSON-LD type (`VendorLocation` → `/api/vendor_locations`). */
let byType: Map<string, string> | undefined;
export const pathOfType = (type: string) => {
  byType ??= new Map(collectionPaths().map((p) => [itemRef(contract.paths[`${p}/{id}`]?.get) ?? '', p]));
  return byType.get(type);
};

export const typeOf = (schema: JsonSchema | undefined): string[] => {
  if (!schema) return [];
  const own = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return [...own, ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((s) => typeOf(resolve(s)))];
};

// The API's messages (Symfony's wording, as apps/api answers them).
export const messages = {
  blank: 'This value should not be blank.',
  choice: 'The value you selected is not a valid choice.',
  email: 'This value is not a valid email address.',
  type: (type: string) => `This value should be of type ${type === 'boolean' ? 'bool' : type}.`,
  tooLong: (max: number) => `This value is too long. It should have ${max} characters or less.`,
  tooShort: (min: number) => `This value is too short. It should have ${min} characters or more.`,
};

const matchesType = (type: string, value: unknown) =>
  type === 'null'
    ? value === null
    : type === 'array'
      ? Array.isArray(value)
      : type === 'integer'
        ? Number.isInteger(value)
        : type === 'object'
          ? typeof value === 'object' && value !== null && !Array.isArray(value)
          : typeof value === type;

/** The first violation of one value against its schema, or undefined. */
export const checkValue = (schema: JsonSchema | undefined, value: unknown): string | undefined => {
  const s = resolve(schema);
  if (!s) return undefined;
  const branches = [...(s.anyOf ?? []), ...(s.oneOf ?? [])];
  if (branches.length) {
    const results = branches.map((b) => checkValue(b, value));
    if (results.some((r) => r === undefined)) return undefined;
    if (value === null || value === '') return value === '' ? undefined : results[0];
    return (
      results.find((r) => r !== messages.type('null') && !r?.startsWith('This value should be of type')) ??
      results[0]
    );
  }
  if ('const' in s) return value === s.const ? undefined : messages.choice;
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length && !types.some((t) => matchesType(t, value))) {
    return s.enum ? messages.choice : messages.type(types.find((t) => t !== 'null') ?? types[0]!);
  }
  if (s.enum && !s.enum.includes(value)) return messages.choice;
  if (typeof value === 'string') {
    if (s.minLength && value.trim().length < s.minLength)
      return s.minLength === 1 ? messages.blank : messages.tooShort(s.minLength);
    if (s.maxLength !== undefined && value.length > s.maxLength) return messages.tooLong(s.maxLength);
    if (s.format === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return messages.email;
  }
  if (Array.isArray(value) && s.items) return value.map((v) => checkValue(s.items, v)).find(Boolean);
  return undefined;
};

/** The violations of a write body against the contract's schema; `partial` for a merge patch. */
export const violationsOf = (
  schema: JsonSchema | undefined,
  body: Record<string, unknown>,
  partial: boolean,
) => {
  const violations: Violation[] = [];
  for (const [key, value] of Object.entries(body)) {
    const message = schema?.properties?.[key] ? checkValue(schema.properties[key], value) : undefined;
    if (message) violations.push({ propertyPath: key, message });
  }
  if (!partial) {
    for (const key of schema?.required ?? []) {
      const value = body[key];
      if (
        !violations.some((v) => v.propertyPath === key) &&
        (value === undefined || value === null || value === '')
      )
        violations.push({ propertyPath: key, message: messages.blank });
    }
  }
  return violations;
};
