import type { MiddlewareHandler } from 'hono';
import type { AppConfig } from '../config/env.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError } from '../http/problem.ts';
import { robotsTxtCode } from './settings.resource.ts';

export const websiteUpdateTimeoutMs = 10_000;
export const websiteUpdatedMessage = 'Website successfully updated';

// Calls the website's rebuild webhook (WEBSITE_UPDATE_URL): 503 when none is configured, 502 when
// it cannot be reached, answers non-2xx or takes longer than 10 s.
export const updateWebsite = async (config: AppConfig, reason: string) => {
  const url = config.websiteUpdateUrl;
  if (!url) {
    throw new ApiError(503, 'No website update URL is configured (set WEBSITE_UPDATE_URL).');
  }
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ event: 'website.update', reason, at: new Date().toISOString() }),
      signal: AbortSignal.timeout(websiteUpdateTimeoutMs),
    });
    // The body is not used; read it so that the connection is released.
    await res.arrayBuffer().catch(() => undefined);
  } catch {
    throw new ApiError(502, 'Connection error. Please try again.');
  }
  if (!res.ok) throw new ApiError(502, 'Connection error. Please try again.');
  return { message: websiteUpdatedMessage };
};

// Headers of a settings save that updated the website: the update's HTTP status (200, 502 or 503)
// and its message, so that the screen can tell the user how it went.
export const websiteUpdateStatusHeader = 'Website-Update-Status';
export const websiteUpdateMessageHeader = 'Website-Update-Message';

// product.md §4.5: saving the robots.txt setting triggers a website update. It runs once the save
// is committed (the website must read the new value), before the answer so that its outcome can
// be reported in the headers above; its failure never fails the save and is logged.
export const websiteUpdateOnRobotsTxt: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!['POST', 'PUT', 'PATCH'].includes(c.req.method) || !c.res.ok) return;
  const saved = (await c.res
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  if (saved?.code !== robotsTxtCode) return;
  let status = 200;
  let message: string;
  try {
    message = (await updateWebsite(c.get('deps').config, `setting ${robotsTxtCode} saved`)).message;
  } catch (err) {
    status = err instanceof ApiError ? err.status : 502;
    message = (err as Error).message;
    console.error(`Website update after saving ${robotsTxtCode} failed: ${message}`);
  }
  c.header(websiteUpdateStatusHeader, String(status));
  c.header(websiteUpdateMessageHeader, message);
};
