import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { markPureRead } from '../auth/pure-reads.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError, unauthorized } from '../http/problem.ts';
import {
  addSchema,
  answers,
  jsonContent,
  pathId,
  pick,
  ref,
  stringProperties,
} from '../openapi/components.ts';
import { createHandler } from './handlers/create.ts';
import { deleteHandler } from './handlers/delete.ts';
import { getHandler } from './handlers/get.ts';
import { listHandler } from './handlers/list.ts';
import { updateHandler } from './handlers/update.ts';
import { searchVariables } from './hydra.ts';
import { inputSchema, outputSchema } from './json-schema.ts';
import type { Resource } from './types.ts';

const ifMatch = {
  name: 'If-Match',
  in: 'header' as const,
  required: false,
  schema: { type: 'string' as const },
  description: 'ETag of the version being edited; a stale one answers 412.',
};

export const listParameters = (resource: Resource) => [
  { name: 'page', in: 'query' as const, required: false, schema: { type: 'integer' as const, minimum: 1 } },
  {
    name: 'itemsPerPage',
    in: 'query' as const,
    required: false,
    schema: { type: 'integer' as const, minimum: 0 },
  },
  ...(resource.clientPagination
    ? [{ name: 'pagination', in: 'query' as const, required: false, schema: { type: 'boolean' as const } }]
    : []),
  // An exact filter also takes a list (status[]=a&status[]=b), sent as repeated keys.
  ...Object.entries(resource.filters ?? {})
    .filter(([, filter]) => filter.kind === 'exact')
    .map(([name]) => ({
      name: `${name}[]`,
      in: 'query' as const,
      required: false,
      style: 'form' as const,
      explode: true,
      schema: { type: 'array' as const, items: { type: 'string' as const } },
    })),
  ...searchVariables(resource).map((name) => {
    const filter = resource.filters?.[name];
    const custom = filter?.kind === 'custom' ? filter : undefined;
    return {
      name,
      in: 'query' as const,
      required: false,
      ...(custom?.description ? { description: custom.description } : {}),
      schema: name.startsWith('order[')
        ? { type: 'string' as const, enum: ['asc', 'desc'] }
        : name.startsWith('exists[') || custom?.type === 'boolean'
          ? { type: 'boolean' as const }
          : { type: 'string' as const },
    };
  }),
];

// The 204 of a write whose rule deletes the record it saved (respond.ts deletedAnswer): declared
// where a hook says it may (for a variant table, where one of its types' may).
type DeletedResponse = {
  description: string;
  headers: Record<string, { description: string; schema: { type: 'string' } }>;
};
const deletedOnWrite = (resource: Resource): Record<number, DeletedResponse> => {
  const rule =
    resource.hooks?.deletesOnWrite ??
    [...(resource.variants?.byValue.values() ?? [])].find((variant) => variant.hooks?.deletesOnWrite)?.hooks
      ?.deletesOnWrite;
  if (!rule) return {};
  const header = { description: 'The IRI of the record deleted', schema: { type: 'string' as const } };
  return {
    204: { description: `Saved, then deleted by its rule: ${rule}`, headers: { 'X-Record-Deleted': header } },
  };
};

// Mounts list/get/create/update/delete for a resource and registers its OpenAPI entries. The list
// is marked a pure read (auth/pure-reads.ts): its count statement checks the caller's session.
export const mountResource = (app: Hono<AppEnv>, resource: Resource) => {
  const t = resource.type;
  const ops = new Set(resource.operations ?? ['list', 'get', 'create', 'update', 'delete']);
  const tags = [resource.plural];
  addSchema(t, outputSchema(resource));
  addSchema(`${t}Embedded`, outputSchema(resource, true));
  addSchema(`${t}Collection`, {
    type: 'object',
    properties: {
      ...stringProperties('@context', '@id', '@type'),
      'hydra:totalItems': { type: 'integer' },
      'hydra:member': { type: 'array', items: ref(t) },
      'hydra:view': ref('HydraView'),
      'hydra:search': ref('HydraSearch'),
    },
    required: ['hydra:member', 'hydra:totalItems'],
  });
  const collection = `/api/${resource.path}`;
  const item = `${collection}/:id{[0-9]+}`;
  if (ops.has('list')) {
    app.get(
      collection,
      markPureRead(
        describeRoute({
          operationId: `list${resource.plural}`,
          summary: `List ${resource.plural}`,
          tags,
          parameters: listParameters(resource),
          responses: answers(200, 'A page of items', jsonContent(`${t}Collection`), [400, 401, 403]),
        }),
      ),
      markPureRead(listHandler(resource)),
    );
  }
  if (ops.has('get')) {
    app.get(
      item,
      describeRoute({
        operationId: `get${t}`,
        summary: `Get one ${t}`,
        tags,
        parameters: [pathId()],
        responses: answers(200, 'The item', jsonContent(t), [401, 403, 404]),
      }),
      getHandler(resource),
    );
  }
  if (ops.has('create')) {
    addSchema(`${t}Input`, inputSchema(resource, 'create'));
    app.post(
      collection,
      describeRoute({
        operationId: `create${t}`,
        summary: `Create a ${t}`,
        tags,
        requestBody: { required: true, content: jsonContent(`${t}Input`) },
        responses: {
          201: { description: 'Created', content: jsonContent(t) },
          ...deletedOnWrite(resource),
          ...pick(400, 401, 403, 409, 422),
        },
      }),
      createHandler(resource),
    );
  }
  if (ops.has('update')) {
    addSchema(`${t}Patch`, inputSchema(resource, 'patch'));
    for (const verb of resource.updateVerbs) {
      const isPut = verb === 'PUT';
      const spec = describeRoute({
        operationId: isPut ? `replace${t}` : `update${t}`,
        summary: isPut ? `Replace a ${t}` : `Update a ${t} (merge patch)`,
        tags,
        parameters: [pathId(), ifMatch],
        requestBody: {
          required: true,
          content: isPut
            ? jsonContent(`${t}Input`)
            : { 'application/merge-patch+json': { schema: ref(`${t}Patch`) } },
        },
        responses: {
          200: { description: 'Updated', content: jsonContent(t) },
          ...deletedOnWrite(resource),
          ...pick(400, 401, 403, 404, 409, 412, 422),
        },
      });
      const handler = updateHandler(resource, isPut ? 'replace' : 'patch');
      if (isPut) app.put(item, spec, handler);
      else app.patch(item, spec, handler);
    }
  }
  // calls.md 7.1 gives each collection its update verb: the other one answers 405 with Allow
  // (after the usual 401), rather than a 404 that reads as a missing record.
  const allowed = ops.has('update') ? resource.updateVerbs : [];
  const allow = [
    ...(ops.has('get') ? ['GET'] : []),
    ...allowed,
    ...(ops.has('delete') ? ['DELETE'] : []),
  ].join(', ');
  for (const verb of (['PUT', 'PATCH'] as const).filter((v) => !allowed.includes(v))) {
    app.on(verb, item, (c) => {
      if (!c.get('user')) throw unauthorized('JWT Token not found');
      const use = allowed.length ? ` Use ${allowed.join(' or ')} to edit this record.` : '';
      throw new ApiError(405, `${verb} is not allowed here.${use}`, { headers: { Allow: allow } });
    });
  }
  if (ops.has('delete')) {
    app.delete(
      item,
      describeRoute({
        operationId: `delete${t}`,
        summary: `Delete a ${t}`,
        tags,
        parameters: [pathId(), ifMatch],
        responses: answers(204, 'Deleted', null, [401, 403, 404, 409, 412]),
      }),
      deleteHandler(resource),
    );
  }
};
