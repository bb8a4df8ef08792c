import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { etagOf } from '../engine/etag.ts';
import { findRow, jsonLd, respondItem } from '../engine/handlers/respond.ts';
import { updateRecord } from '../engine/handlers/update.ts';
import { readJsonObject } from '../engine/input.ts';
import type { AppEnv } from '../http/app-env.ts';
import { notFound, unauthorized } from '../http/problem.ts';
import { addSchema, jsonContent, pick, ref } from '../openapi/components.ts';
import { usersResource } from './users.resource.ts';

const profileFields = ['firstName', 'lastName', 'password'];

addSchema('ProfilePatch', {
  type: 'object',
  properties: {
    firstName: { type: ['string', 'null'], maxLength: 255 },
    lastName: { type: ['string', 'null'], maxLength: 255 },
    password: {
      type: 'string',
      description: 'New password (8 characters or more); empty keeps the current one',
    },
  },
});

// The signed-in user's own profile (header profile modal): any role may read and edit its names
// and password, but not its e-mail, roles or active flag.
export const mountMeRoutes = (app: Hono<AppEnv>) => {
  app.get(
    '/api/me',
    describeRoute({
      operationId: 'getMe',
      summary: 'The signed-in user',
      tags: ['Users'],
      responses: { 200: { description: 'The user', content: jsonContent('User') }, ...pick(401) },
    }),
    async (c) => {
      const user = c.get('user');
      if (!user) throw unauthorized('JWT Token not found');
      const { db } = c.get('deps');
      const row = await findRow(db, usersResource, user.id);
      if (!row) throw notFound();
      return respondItem(c, db, usersResource, row);
    },
  );
  app.patch(
    '/api/me',
    describeRoute({
      operationId: 'updateMe',
      summary: 'Edit the signed-in user (names and password)',
      tags: ['Users'],
      parameters: [{ name: 'If-Match', in: 'header', required: false, schema: { type: 'string' } }],
      requestBody: {
        required: true,
        content: { 'application/merge-patch+json': { schema: ref('ProfilePatch') } },
      },
      responses: {
        200: { description: 'Updated', content: jsonContent('User') },
        ...pick(400, 401, 412, 422),
      },
    }),
    async (c) => {
      const user = c.get('user');
      if (!user) throw unauthorized('JWT Token not found');
      const body = await readJsonObject(c);
      const updated = await updateRecord(c, usersResource, user.id, body, 'patch', {
        user,
        only: profileFields,
      });
      c.header('ETag', etagOf(updated.row.version));
      return jsonLd(c, updated.body);
    },
  );
};
