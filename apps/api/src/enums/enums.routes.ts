import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../http/app-env.ts';
import { unauthorized } from '../http/problem.ts';
import { addSchema, pick, ref } from '../openapi/components.ts';
import { enums } from './enums.ts';

const option = {
  type: 'object',
  properties: { value: { type: 'string' }, label: { type: 'string' } },
  required: ['value', 'label'],
  additionalProperties: true,
};
addSchema('EnumOption', option);
addSchema('Enums', {
  type: 'object',
  properties: Object.fromEntries(
    Object.keys(enums).map((k) => [k, { type: 'array', items: ref('EnumOption') }]),
  ),
  required: Object.keys(enums),
});

const body = JSON.stringify(enums);

export const mountEnumRoutes = (app: Hono<AppEnv>) => {
  app.get(
    '/api/enums',
    describeRoute({
      operationId: 'getEnums',
      summary: 'Every enumeration the admin uses',
      tags: ['Reference'],
      responses: {
        200: { description: 'Enumerations', content: { 'application/json': { schema: ref('Enums') } } },
        ...pick(401),
      },
    }),
    (c) => {
      if (!c.get('user')) throw unauthorized('JWT Token not found');
      c.header('Content-Type', 'application/json; charset=utf-8');
      c.header('Cache-Control', 'private, max-age=300');
      return c.body(body);
    },
  );
};
