import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { updateHandler } from '../engine/handlers/update.ts';
import type { AppEnv } from '../http/app-env.ts';
import { answers, jsonContent, pathId, ref, requestBody } from '../openapi/components.ts';
import { usersResource } from './users.resource.ts';

// calls.md 7.8: the admin saves a user with POST /api/users/{id}/update (a merge patch).
export const mountUserUpdate = (app: Hono<AppEnv>) => {
  app.post(
    '/api/users/:id{[0-9]+}/update',
    describeRoute({
      operationId: 'postUserUpdate',
      summary: 'Update a user (POST form of the merge patch)',
      tags: ['Users'],
      parameters: [pathId()],
      requestBody: requestBody('application/json', ref('UserPatch')),
      responses: answers(200, 'Updated', jsonContent('User'), [400, 401, 403, 404, 412, 422]),
    }),
    updateHandler(usersResource, 'patch'),
  );
};
