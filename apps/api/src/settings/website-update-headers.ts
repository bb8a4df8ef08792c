import { and, desc, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { websiteUpdates } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { robotsTxtCode } from './settings.resource.ts';
import { noWebsiteUpdateUrl, websiteUpdateRequestedMessage } from './website-update.ts';

// Headers of a robots.txt save, so that the screen can tell the user about the website update:
// 202 with the request to follow (GET Website-Update-Location until it is done or failed), or 503
// when no webhook is configured (the save itself succeeded either way).
export const websiteUpdateStatusHeader = 'Website-Update-Status';
export const websiteUpdateMessageHeader = 'Website-Update-Message';
export const websiteUpdateLocationHeader = 'Website-Update-Location';

export const websiteUpdateLocation = (id: number) => `/api/v2/website-updates/${id}`;

export const websiteUpdateHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!['POST', 'PUT', 'PATCH'].includes(c.req.method) || !c.res.ok) return;
  const saved = (await c.res
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  if (saved?.code !== robotsTxtCode) return;
  const { config, db } = c.get('deps');
  if (!config.websiteUpdateUrl) {
    c.header(websiteUpdateStatusHeader, '503');
    c.header(websiteUpdateMessageHeader, noWebsiteUpdateUrl().message);
    return;
  }
  // The request the save's hook wrote (settings.resource.ts), the latest of this user.
  const user = c.get('user');
  const [request] = await db
    .select({ id: websiteUpdates.id })
    .from(websiteUpdates)
    .where(
      and(
        eq(websiteUpdates.requestedBy, user?.id ?? -1),
        eq(websiteUpdates.reason, `setting ${robotsTxtCode} saved`),
      ),
    )
    .orderBy(desc(websiteUpdates.id))
    .limit(1);
  if (!request) return;
  c.header(websiteUpdateStatusHeader, '202');
  c.header(websiteUpdateMessageHeader, websiteUpdateRequestedMessage);
  c.header(websiteUpdateLocationHeader, websiteUpdateLocation(request.id));
};
