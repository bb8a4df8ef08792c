import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test/harness.ts';

type Operation = { operationId?: string; responses?: Record<string, unknown> };
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

let t: TestApp;
let doc: Document;
let operations: [string, Operation][];

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.request('GET', '/api/docs.json', { headers: { accept: 'application/json' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/json');
  doc = await json<Document>(res);
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.has(method))
      .map(([method, op]): [string, Operation] => [`${method.toUpperCase()} ${path}`, op]),
  );
});
afterAll(() => t.close());

// Every $ref in the document, to check that each one points at a declared component.
const refs = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(refs);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => (k === '$ref' && typeof v === 'string' ? [v] : refs(v)));
};

describe('GET /api/docs.json', () => {
  it('answers an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBe('Travel back office API');
    expect(typeof doc.info.version).toBe('string');
    expect(operations.length).toBeGreaterThan(0);
    for (const path of Object.keys(doc.paths)) {
      // OpenAPI templates ({id}), not Hono patterns (:id{[0-9]+}).
      expect(path).toMatch(/^\/[^:]*$/);
    }
    for (const [name, op] of operations) {
      expect(Object.keys(op.responses ?? {}), name).not.toHaveLength(0);
    }
    expect(refs(doc).length).toBeGreaterThan(0);
    for (const ref of refs(doc)) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas, ref).toHaveProperty([ref.slice('#/components/schemas/'.length)]);
    }
  });

  it('names the operations the SDK calls', () => {
    const ids = operations.map(([, op]) => op.operationId);
    expect(ids).toEqual(
      expect.arrayContaining([
        'listVendors',
        'getVendor',
        'createVendor',
        'updateVendor',
        'deleteVendor',
        'replaceVendorGroup',
        'login',
        'refreshToken',
        'getEnums',
      ]),
    );
  });

  it('gives every operation a unique operationId', () => {
    const missing = operations.filter(([, op]) => !op.operationId).map(([name]) => name);
    expect(missing).toEqual([]);
    const seen = new Map<string, string[]>();
    for (const [name, op] of operations)
      seen.set(op.operationId!, [...(seen.get(op.operationId!) ?? []), name]);
    const duplicates = [...seen].filter(([, names]) => names.length > 1);
    expect(duplicates).toEqual([]);
  });
});
