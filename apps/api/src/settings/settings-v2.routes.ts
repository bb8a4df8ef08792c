import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { requireAccess } from '../engine/access.ts';
import { listHandler } from '../engine/handlers/list.ts';
import type { AppEnv } from '../http/app-env.ts';
import { errorResponses, jsonBody, jsonContent, pick } from '../openapi/components.ts';
import { settingsResource } from './settings.resource.ts';
import { updateWebsite, websiteUpdateOnRobotsTxt } from './website-update.ts';

const WebsiteUpdateResult = v.pipe(
  v.object({ message: v.string() }),
  v.metadata({ ref: 'WebsiteUpdateResult' }),
);

// calls.md 7.9: the settings screen reads GET /api/v2/settings (the same collection, its query
// parameters passed through) and the update-website action is GET /api/v2/update-website.
export const mountSettingsV2Routes = (app: Hono<AppEnv>) => {
  // Before the settings resource is mounted: wraps its create and update (robots.txt). The
  // pattern also matches /api/settings itself.
  app.use('/api/settings/*', websiteUpdateOnRobotsTxt);
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
      responses: {
        200: { description: 'A page of settings', content: jsonContent('SettingCollection') },
        ...pick(400, 401, 403),
      },
    }),
    listHandler(settingsResource),
  );
  app.get(
    '/api/v2/update-website',
    describeRoute({
      operationId: 'updateWebsite',
      summary: 'Trigger the website rebuild webhook',
      tags: ['Settings'],
      responses: {
        200: { description: 'The webhook answered 2xx', content: jsonBody(WebsiteUpdateResult) },
        ...pick(401, 403),
        502: { ...errorResponses[502], description: 'The webhook failed or timed out' },
        503: { ...errorResponses[503], description: 'No WEBSITE_UPDATE_URL is configured' },
      },
    }),
    async (c) => {
      requireAccess(c, 'settings', 'write');
      const result = await updateWebsite(c.get('deps').config, 'requested from the admin');
      return c.json(result);
    },
  );
};
