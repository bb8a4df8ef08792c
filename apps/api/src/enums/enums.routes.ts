import type { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import type { AppEnv } from '../http/app-env.ts';
import { unauthorized } from '../http/problem.ts';
import { pick } from '../openapi/components.ts';
import { enums } from './enums.ts';

// An option may carry more than its value and label (a status's colour).
const EnumOption = v.pipe(
  v.looseObject({ value: v.string(), label: v.string() }),
  v.metadata({ ref: 'EnumOption' }),
);
const Enums = v.pipe(
  v.object(Object.fromEntries(Object.keys(enums).map((k) => [k, v.array(EnumOption)]))),
  v.metadata({ ref: 'Enums' }),
);

const body = JSON.stringify(enums);

export const mountEnumRoutes = (app: Hono<AppEnv>) => {
  app.get(
    '/api/enums',
    describeRoute({
      operationId: 'getEnums',
      summary: 'Every enumeration the admin uses',
      tags: ['Reference'],
      responses: {
        200: { description: 'Enumerations', content: { 'application/json': { schema: resolver(Enums) } } },
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
