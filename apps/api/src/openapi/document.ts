import type { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import type { AppEnv } from '../http/app-env.ts';
import { componentSchemas } from './components.ts';

export const apiTitle = 'Travel back office API';
export const apiVersion = '0.2.0';

// The OpenAPI 3.1 document, built from the route definitions alone (no server, no database).
export const buildOpenApiDocument = async (routes: Hono<AppEnv>) => {
  const spec = await generateSpecs(routes, {
    documentation: {
      openapi: '3.1.0',
      info: {
        title: apiTitle,
        version: apiVersion,
        description: 'JSON-LD/Hydra API of the back office (API Platform conventions).',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: componentSchemas() as never,
      },
      security: [{ bearerAuth: [] }],
    },
    exclude: ['/api/docs.json', '/api/docs.jsonld', '/api', '/api/contexts/{type}'],
  });
  return sortKeys(spec) as typeof spec;
};

// Stable key order so that the committed document only changes when the contract does.
const sortKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
};
