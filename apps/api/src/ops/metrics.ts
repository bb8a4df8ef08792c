import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { logger } from './logger.ts';

// What GET /metrics answers (ops/ops-routes.ts), in Prometheus text format: per process, so each
// API process and each worker is scraped on its own (its pod or host), never summed in-process.
const registry = new Registry();
// Process metrics: CPU, memory, heap, event-loop lag, handles, GC.
collectDefaultMetrics({ register: registry });

// Per route template (`/api/trips/:id`), never the raw path: ids would make a series per record.
export const httpRequestDuration = new Histogram({
  name: 'backoffice_http_request_duration_seconds',
  help: 'API request durations by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export type PoolStats = { total: number; idle: number; waiting: number };

const poolGauge = new Gauge({
  name: 'backoffice_db_pool_connections',
  help: 'Database connections: total open, idle, and requests waiting for one (PGlite: its one connection; waiting = write transactions waiting for it)',
  labelNames: ['state'] as const,
  registers: [registry],
});

export type QueueStats = { name: string; queued: number; active: number; failed: number };

const queueGauges = {
  queued: new Gauge({
    name: 'backoffice_jobs_queued',
    help: 'Jobs waiting to run (created or retrying), per job kind',
    labelNames: ['name'] as const,
    registers: [registry],
  }),
  active: new Gauge({
    name: 'backoffice_jobs_active',
    help: 'Jobs running now, per job kind',
    labelNames: ['name'] as const,
    registers: [registry],
  }),
  failed: new Gauge({
    name: 'backoffice_jobs_failed',
    help: 'Jobs that failed for good (kept with their error), per job kind',
    labelNames: ['name'] as const,
    registers: [registry],
  }),
};

let poolStats: (() => PoolStats) | undefined;
let queueStats: (() => Promise<QueueStats[]>) | undefined;

// The database handle of this process (server.ts); the last one registered counts.
export const registerPoolMetrics = (stats: () => PoolStats) => {
  poolStats = stats;
};

// Called by the job worker (jobs/) with a function that reads the queue: it runs once per scrape.
// Not registered: the job metrics are absent from /metrics.
export const registerQueueMetrics = (collect: () => Promise<QueueStats[]>) => {
  queueStats = collect;
};

const refresh = async () => {
  if (poolStats) {
    const s = poolStats();
    poolGauge.set({ state: 'total' }, s.total);
    poolGauge.set({ state: 'idle' }, s.idle);
    poolGauge.set({ state: 'waiting' }, s.waiting);
  }
  if (queueStats) {
    try {
      const kinds = await queueStats();
      // A kind with nothing left disappears from the series instead of keeping its last value.
      for (const g of Object.values(queueGauges)) g.reset();
      for (const k of kinds) {
        queueGauges.queued.set({ name: k.name }, k.queued);
        queueGauges.active.set({ name: k.name }, k.active);
        queueGauges.failed.set({ name: k.name }, k.failed);
      }
    } catch (err) {
      // The database is away: the rest of the metrics still answer (readyz says what is wrong).
      logger.warn({ err: (err as Error).message }, 'queue metrics unavailable');
    }
  }
};

export const metricsContentType = registry.contentType;

export const metricsText = async () => {
  await refresh();
  return registry.metrics();
};
