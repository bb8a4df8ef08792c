import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AuthUser } from '../auth/roles.ts';
import { ApiError, badRequest, type Violation } from '../http/problem.ts';
import { inlineValues } from './binder.ts';
import { getResource } from './define-resource.ts';
import type { Resource, Row, Tx } from './types.ts';

const jsonTypes = ['application/json', 'application/ld+json', 'application/merge-patch+json'];

// Reads a JSON object body: 415 for another content type, 400 for malformed JSON.
export const readJsonObject = async (c: Context): Promise<Row> => {
  const type = (c.req.header('content-type') ?? 'application/json').split(';')[0]!.trim().toLowerCase();
  if (!jsonTypes.includes(type) && !type.endsWith('+json')) {
    throw new ApiError(415, `The content-type "${type}" is not supported.`);
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('Syntax error: the request body is not valid JSON.');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object.');
  }
  return body as Row;
};

export const blankMessage = 'This value should not be blank.';

const iriId = (value: unknown, target: Resource): number | null | undefined => {
  if (value === null) return null;
  const raw = typeof value === 'object' && value !== null ? (value as Row)['@id'] : value;
  if (typeof raw === 'number' && Number.isInteger(raw)) return raw;
  if (typeof raw !== 'string') return undefined;
  const prefix = `${target.collectionIri}/`;
  if (!raw.startsWith(prefix)) return undefined;
  const id = raw.slice(prefix.length);
  return /^\d{1,10}$/.test(id) ? Number(id) : undefined;
};

// Join-table relations to write after the row: relation name -> target ids (the whole new set).
export type Links = Record<string, number[]>;
export type ParsedInput = { values: Row; input: Row; links: Links };
// Targets a body points at, still to be checked for existence (by parseInput, or in bulk by imports).
export type Reference = { name: string; target: Resource; ids: number[] };

// Validates writable fields (all optional on PATCH, required ones enforced on create and PUT) and
// turns relation IRIs into foreign keys, without touching the database.
export const validateInput = (resource: Resource, body: Row, mode: 'create' | 'replace' | 'patch') => {
  const violations: Violation[] = [];
  const values: Row = {};
  const input: Row = {};
  const links: Links = {};
  const references: Reference[] = [];
  for (const [key, schema] of Object.entries(resource.writable)) {
    if (!(key in body)) continue;
    const result = v.safeParse(schema, body[key]);
    if (result.success) {
      values[key] = result.output;
      input[key] = result.output;
    } else {
      for (const issue of result.issues) {
        const sub = v.getDotPath(issue);
        violations.push({ propertyPath: sub ? `${key}.${sub}` : key, message: issue.message });
      }
    }
  }
  for (const [name, relation] of Object.entries(resource.relations ?? {})) {
    if (relation.kind !== 'manyThrough' || relation.readOnly || !(name in body)) continue;
    const target = getResource(relation.target);
    // A single IRI is taken as a list of one (calls.md: vendor contact lists).
    const raw = typeof body[name] === 'string' ? [body[name]] : (body[name] ?? []);
    if (!Array.isArray(raw)) {
      violations.push({ propertyPath: name, message: 'This value should be of type array.' });
      continue;
    }
    const ids: number[] = [];
    raw.forEach((value, i) => {
      const id = iriId(value, target);
      if (id == null) {
        violations.push({
          propertyPath: `${name}[${i}]`,
          message: `Expected an IRI of ${target.collectionIri}.`,
        });
      } else if (!ids.includes(id)) ids.push(id);
    });
    if (ids.length) references.push({ name, target, ids });
    links[name] = ids;
    input[name] = ids;
  }
  for (const [name, relation] of Object.entries(resource.relations ?? {})) {
    if (relation.kind !== 'one' || relation.readOnly || !(name in body)) continue;
    const target = getResource(relation.target);
    const id = iriId(body[name], target);
    if (id === undefined) {
      violations.push({ propertyPath: name, message: `Expected an IRI of ${target.collectionIri}.` });
      continue;
    }
    if (id !== null) references.push({ name, target, ids: [id] });
    delete values[name];
    values[relation.fk] = id;
    input[name] = id;
  }
  if (mode !== 'patch') {
    for (const key of resource.required ?? []) {
      const value = body[key];
      const already = violations.some((vi) => vi.propertyPath === key);
      if (!already && (value === undefined || value === null || value === '')) {
        violations.push({ propertyPath: key, message: blankMessage });
      }
    }
  }
  return { values, input, links, references, violations };
};

export const notFoundViolation = (name: string, target: Resource, id: number): Violation => ({
  propertyPath: name,
  message: `Item not found for "${target.iri(id)}".`,
});

// validateInput, then checks that every target exists; 422 with all violations at once. `actor`:
// a target of a resource with per-row access that the actor may not see does not exist for them.
export const parseInput = async (
  tx: Tx,
  resource: Resource,
  body: Row,
  mode: 'create' | 'replace' | 'patch',
  actor?: AuthUser,
): Promise<ParsedInput> => {
  const { values, input, links, references, violations } = validateInput(resource, body, mode);
  for (const { name, target, ids } of references) {
    const found = await tx
      .select({ id: target.idColumn })
      .from(target.table)
      .where(
        and(
          ids.length === 1 ? eq(target.idColumn, ids[0]!) : inArray(target.idColumn, ids),
          target.rowAccess && actor ? target.rowAccess(actor, inlineValues) : undefined,
        ),
      );
    const known = new Set(found.map((f) => f.id));
    for (const id of ids.filter((x) => !known.has(x))) violations.push(notFoundViolation(name, target, id));
  }
  if (violations.length) {
    throw new ApiError(422, violations.map((vi) => `${vi.propertyPath}: ${vi.message}`).join('\n'), {
      violations,
    });
  }
  return { values, input, links };
};
