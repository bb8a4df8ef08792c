import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { requireAccess } from '../engine/access.ts';
import { listHandler } from '../engine/handlers/list.ts';
import { parseId } from '../engine/handlers/respond.ts';
import { inTransaction } from '../engine/records.ts';
import type { AppEnv } from '../http/app-env.ts';
import { notFound } from '../http/problem.ts';
import { answers, errorResponses, jsonBody, jsonContent, pathId, pick } from '../openapi/components.ts';
import { requestWebsiteUpdate } from './request-website-update.ts';
import { settingsResource } from './settings.resource.ts';
import { websiteUpdateById, websiteUpdateRequestedMessage } from './website-update.ts';
import { websiteUpdateHeaders, websiteUpdateLocation } from './website-update-headers.ts';

// A website update request and how it went: queued and running until the webhook has answered,
// then done ('Website successfully updated') or failed ('Connection error. Please try again.').
const WebsiteUpdateResult = v.pipe(
  v.object({
    id: v.number(),
    status: v.picklist(['queued', 'running', 'done', 'failed']),
    message: v.string(),
    requestedAt: v.string(),
    finishedAt: v.nullable(v.string()),
  }),
  v.metadata({ ref: 'WebsiteUpdateResult' }),
);

type WebsiteUpdateRow = NonNullable<Awaited<ReturnType<typeof websiteUpdateById>>>;
const resultOf = (row: WebsiteUpdateRow) => ({
  id: row.id,
  status: row.status,
  message: row.message ?? websiteUpdateRequestedMessage,
  requestedAt: row.requestedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

// calls.md 7.9: the settings screen reads GET /api/v2/settings (the same collection, its query
// parameters passed through) and the update-website action is GET /api/v2/update-website.
export const mountSettingsV2Routes = (app: Hono<AppEnv>) => {
  // Before the settings resource is mounted: wraps its create and update (robots.txt). The
  // pattern also matches /api/settings itself.
  app.use('/api/settings/*', websiteUpdateHeaders);
  app.get(
    '/api/v2/settings',
    describeRoute({
      operationId: 'listSettingsV2',
      summary: 'List settings (second path of the same collection)',
      tags: ['Settings'],
      parameters: [
        { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1 } },
        { name: 'itemsPerPage', in: 'query', required: false, schema: { type: 'integer', minimum: 0 } },
        { name: 'pagination', in: 'query', required: false, schema: { type: 'boolean' } },
        { name: 'code', in: 'query', required: false, schema: { type: 'string' } },
        {
          name: 'order[code]',
          in: 'query',
          required: false,
          schema: { type: 'string', enum: ['asc', 'desc'] },
        },
      ],
      responses: answers(200, 'A page of settings', jsonContent('SettingCollection'), [400, 401, 403]),
    }),
    listHandler(settingsResource),
  );
  // Answers at once: the webhook is called by the website.update job (settings/website-update.ts);
  // the screen follows the request at its Location until it is done or failed.
  app.get(
    '/api/v2/update-website',
    describeRoute({
      operationId: 'updateWebsite',
      summary: 'Request a website rebuild (the webhook is called by a job)',
      tags: ['Settings'],
      responses: {
        202: {
          description: 'Requested; follow it at the Location (GET /api/v2/website-updates/{id})',
          content: jsonBody(WebsiteUpdateResult),
        },
        ...pick(401, 403),
        503: { ...errorResponses[503], description: 'No WEBSITE_UPDATE_URL is configured' },
      },
    }),
    async (c) => {
      const user = requireAccess(c, 'settings', 'write');
      const row = await inTransaction(c.get('deps'), user, (ctx) =>
        requestWebsiteUpdate(ctx, 'requested from the admin'),
      );
      c.header('Location', websiteUpdateLocation(row.id));
      return c.json(resultOf(row), 202);
    },
  );
  app.get(
    '/api/v2/website-updates/:id{[0-9]+}',
    describeRoute({
      operationId: 'getWebsiteUpdate',
      summary: 'How a website update request went',
      tags: ['Settings'],
      parameters: [pathId()],
      responses: answers(200, 'The request and its outcome', jsonBody(WebsiteUpdateResult), [401, 403, 404]),
    }),
    async (c) => {
      requireAccess(c, 'settings', 'read');
      const row = await websiteUpdateById(c.get('deps').db, parseId(c.req.param('id')));
      if (!row) throw notFound();
      return c.json(resultOf(row));
    },
  );
};
