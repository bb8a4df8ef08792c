import type { Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { AuthUser } from '../auth/roles.ts';
import { jsonLd } from '../engine/handlers/respond.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError, conflict, forbidden, notFound, unauthorized } from '../http/problem.ts';
import { validQuery } from '../http/validate.ts';
import { answers, int, jsonBody } from '../openapi/components.ts';
import { definedJobs } from './define-job.ts';
import { jobQueueOf } from './job-queue.ts';
import { findJob, findJobPage, type JobRow, queueCounts } from './jobs.queries.ts';
import { summarizePayload } from './payload-summary.ts';

// The super admin's jobs screen (Settings → Jobs): each queue's depth and failures, failed jobs
// with their error, retry and cancel. Super admins only: payloads name clients and trips.
const requireSuperAdmin = (c: Context<AppEnv>): AuthUser => {
  const user = c.get('user');
  if (!user) throw unauthorized('JWT Token not found');
  if (!user.roles.includes('ROLE_SUPER_ADMIN')) throw forbidden('Access Denied.');
  return user;
};

const states = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
// One named schema for the filter and the answer: the SDK gets one JobState, not one per use.
const JobState = v.pipe(v.picklist(states), v.metadata({ ref: 'JobState' }));
const digits = v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'Expected a whole number.'));
const JobQuery = v.object({
  state: v.optional(JobState),
  name: v.optional(v.pipe(v.string(), v.maxLength(200))),
  page: v.optional(digits),
  itemsPerPage: v.optional(digits),
});
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idParam = {
  name: 'id',
  in: 'path' as const,
  required: true,
  schema: { type: 'string' as const, format: 'uuid' },
};

const QueueCount = v.object({
  name: v.string(),
  queued: int(),
  deferred: int(),
  active: int(),
  retrying: int(),
  failed: int(),
  completed: int(),
  cancelled: int(),
});
const JobQueues = v.pipe(
  v.object({
    '@id': v.string(),
    '@type': v.string(),
    'hydra:totalItems': int(),
    'hydra:member': v.array(QueueCount),
  }),
  v.metadata({ ref: 'JobQueueCollection' }),
);
const JobEntry = v.pipe(
  v.object({
    '@id': v.string(),
    '@type': v.string(),
    id: v.string(),
    name: v.string(),
    state: JobState,
    attempts: int(),
    maxAttempts: int(),
    error: v.nullable(v.string()),
    payload: v.unknown(),
    createdOn: v.string(),
    startedOn: v.nullable(v.string()),
    completedOn: v.nullable(v.string()),
  }),
  v.metadata({ ref: 'Job' }),
);
const JobCollection = v.pipe(
  v.object({
    '@id': v.string(),
    '@type': v.string(),
    'hydra:totalItems': int(),
    totalItems: int(),
    'hydra:member': v.array(JobEntry),
  }),
  v.metadata({ ref: 'JobCollection' }),
);

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const errorOf = (row: JobRow) => {
  if (row.state !== 'failed' && row.state !== 'retry') return null;
  const out = row.output as { message?: unknown } | null;
  return typeof out?.message === 'string' ? out.message : out ? JSON.stringify(out).slice(0, 2000) : null;
};

const entry = (row: JobRow) => {
  const job = definedJobs().find((j) => j.name === row.name);
  const summary = job?.summary ? job.summary(row.data as never) : row.data;
  return {
    '@id': `/api/jobs/${row.id}`,
    '@type': 'Job',
    id: row.id,
    name: row.name,
    state: row.state,
    // A job that ran: its runs so far; one waiting for its first run: none.
    attempts: row.retry_count + (row.started_on || row.state === 'failed' ? 1 : 0),
    maxAttempts: row.retry_limit + 1,
    error: errorOf(row),
    payload: summarizePayload(summary),
    createdOn: iso(row.created_on) as string,
    startedOn: iso(row.started_on),
    completedOn: iso(row.completed_on),
  };
};

const jobOf = async (c: Context<AppEnv>) => {
  const id = c.req.param('id') ?? '';
  if (!uuid.test(id)) throw notFound('No job with this id.');
  const row = await findJob(c.get('deps').db, id);
  if (!row) throw notFound('No job with this id.');
  return row;
};

export const mountJobRoutes = (app: Hono<AppEnv>) => {
  app.get(
    '/api/jobs/queues',
    describeRoute({
      operationId: 'listJobQueues',
      summary:
        'Each job queue with its counts: queued, deferred, active, retrying, failed, completed, cancelled',
      tags: ['Jobs'],
      responses: answers(200, 'Queues', jsonBody(JobQueues), [401, 403]),
    }),
    async (c) => {
      requireSuperAdmin(c);
      const names = definedJobs().map((j) => j.name);
      const member = await queueCounts(c.get('deps').db, names);
      return jsonLd(c, {
        '@id': '/api/jobs/queues',
        '@type': 'hydra:Collection',
        'hydra:totalItems': member.length,
        'hydra:member': member,
      });
    },
  );

  app.get(
    '/api/jobs',
    describeRoute({
      operationId: 'listJobs',
      summary: 'Jobs, newest first, by state and queue name (failed ones carry their error)',
      tags: ['Jobs'],
      responses: answers(200, 'A page of jobs', jsonBody(JobCollection), [400, 401, 403]),
    }),
    async (c, next) => {
      requireSuperAdmin(c);
      await next();
    },
    validQuery(JobQuery),
    async (c) => {
      const q = c.req.valid('query');
      const page = Math.max(1, Number(q.page ?? 1));
      const perPage = Math.min(100, Math.max(1, Number(q.itemsPerPage ?? 30)));
      const { rows, total } = await findJobPage(
        c.get('deps').db,
        { state: q.state, name: q.name },
        perPage,
        (page - 1) * perPage,
      );
      return jsonLd(c, {
        '@id': '/api/jobs',
        '@type': 'hydra:Collection',
        'hydra:totalItems': total,
        totalItems: total,
        'hydra:member': rows.map(entry),
      });
    },
  );

  app.post(
    '/api/jobs/:id/retry',
    describeRoute({
      operationId: 'retryJob',
      summary: 'Run a failed (or cancelled) job again',
      tags: ['Jobs'],
      parameters: [idParam],
      responses: answers(204, 'Queued again', null, [401, 403, 404, 409]),
    }),
    async (c) => {
      requireSuperAdmin(c);
      const row = await jobOf(c);
      const { boss } = jobQueueOf(c.get('deps').db);
      if (row.state !== 'failed' && row.state !== 'cancelled')
        throw conflict(`Only a failed or cancelled job can be retried; this one is ${row.state}.`);
      const result =
        row.state === 'failed' ? await boss.retry(row.name, row.id) : await boss.resume(row.name, row.id);
      // Changed in between (retried by someone else, deleted by retention).
      if ((result as { affected?: number }).affected === 0)
        throw new ApiError(409, 'The job changed meanwhile; reload the list.');
      return c.body(null, 204);
    },
  );

  app.post(
    '/api/jobs/:id/cancel',
    describeRoute({
      operationId: 'cancelJob',
      summary: 'Cancel a job that is waiting, retrying or running (a running one is not interrupted)',
      tags: ['Jobs'],
      parameters: [idParam],
      responses: answers(204, 'Cancelled', null, [401, 403, 404, 409]),
    }),
    async (c) => {
      requireSuperAdmin(c);
      const row = await jobOf(c);
      if (row.state !== 'created' && row.state !== 'retry' && row.state !== 'active')
        throw conflict(`Only a waiting, retrying or running job can be cancelled; this one is ${row.state}.`);
      const result = await jobQueueOf(c.get('deps').db).boss.cancel(row.name, row.id);
      if ((result as { affected?: number }).affected === 0)
        throw new ApiError(409, 'The job changed meanwhile; reload the list.');
      return c.body(null, 204);
    },
  );
};
