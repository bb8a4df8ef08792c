import { desc, eq, inArray } from 'drizzle-orm';
import type { AppConfig } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { websiteUpdates } from '../db/schema/index.ts';
import { ApiError } from '../http/problem.ts';

export const websiteUpdateTimeoutMs = 10_000;
// product.md §8, the outcome in the screen's words.
export const websiteUpdatedMessage = 'Website successfully updated';
export const websiteConnectionError = 'Connection error. Please try again.';
export const websiteUpdateRequestedMessage = 'Website update requested';

export const noWebsiteUpdateUrl = () =>
  new ApiError(503, 'No website update URL is configured (set WEBSITE_UPDATE_URL).');

// Calls the website's rebuild webhook (WEBSITE_UPDATE_URL) once; throws when it cannot be reached,
// answers non-2xx or takes longer than 10 s.
export const callWebsiteWebhook = async (config: AppConfig, reason: string) => {
  const url = config.websiteUpdateUrl;
  if (!url) throw noWebsiteUpdateUrl();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ event: 'website.update', reason, at: new Date().toISOString() }),
    signal: AbortSignal.timeout(websiteUpdateTimeoutMs),
  });
  // The body is not used; read it so that the connection is released.
  await res.arrayBuffer().catch(() => undefined);
  if (!res.ok) throw new Error(`the webhook answered ${res.status}`);
};

// The job: the requests waiting (and any left running by a worker that died mid-call: the job is
// a singleton, so no other call is in flight) are served by one webhook call and get its outcome.
// A failed call is an outcome, not a job failure: the screen says to try again.
export const runWebsiteUpdate = async (deps: { db: Db; config: AppConfig }) => {
  const waiting = await deps.db
    .update(websiteUpdates)
    .set({ status: 'running' })
    .where(inArray(websiteUpdates.status, ['queued', 'running']))
    .returning({ id: websiteUpdates.id, reason: websiteUpdates.reason });
  if (waiting.length === 0) return;
  let message = websiteUpdatedMessage;
  try {
    await callWebsiteWebhook(deps.config, [...new Set(waiting.map((w) => w.reason))].join('; '));
  } catch (err) {
    message = websiteConnectionError;
    console.error(`Website update failed: ${(err as Error).message}`);
  }
  await deps.db
    .update(websiteUpdates)
    .set({ status: message === websiteUpdatedMessage ? 'done' : 'failed', message, finishedAt: new Date() })
    .where(
      inArray(
        websiteUpdates.id,
        waiting.map((w) => w.id),
      ),
    );
};

export const websiteUpdateById = async (db: Db, id: number) => {
  const [row] = await db.select().from(websiteUpdates).where(eq(websiteUpdates.id, id));
  return row;
};

export const latestWebsiteUpdate = async (db: Db) => {
  const [row] = await db.select().from(websiteUpdates).orderBy(desc(websiteUpdates.id)).limit(1);
  return row;
};
