import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { updateHandler } from '../engine/handlers/update.ts';
import type { AppEnv } from '../http/app-env.ts';
import { answers, jsonContent, pathId, ref, requestBody } from '../openapi/components.ts';
import { destinationsResource } from './destinations.resource.ts';

// calls.md 7.4: the admin saves a destination with POST /api/destination/{id}/update (a merge patch).
export const mountDestinationUpdate = (app: Hono<AppEnv>) => {
  app.post(
    '/api/destination/:id{[0-9]+}/update',
    describeRoute({
      operationId: 'postDestinationUpdate',
      summary: 'Update a destination (POST form of the merge patch)',
      tags: ['Destinations'],
      parameters: [pathId(), { name: 'If-Match', in: 'header', required: false, schema: { type: 'string' } }],
      requestBody: requestBody('application/json', ref('DestinationPatch')),
      responses: answers(200, 'Updated', jsonContent('Destination'), [400, 401, 403, 404, 409, 412, 422]),
    }),
    updateHandler(destinationsResource, 'patch'),
  );
};
