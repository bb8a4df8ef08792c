import type { Tx, WriteOp } from '../engine/types.ts';
import type { JobDeps } from './define-job.ts';

// One change of the feed: an audit row (engine/audit.ts), `seq` being its place in the feed.
export type Change = {
  seq: number;
  resource: string;
  recordId: number;
  action: WriteOp;
  actorId: number | null;
  changedFields: string[];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: Date;
};

// A handler runs inside the dispatcher's transaction: what it enqueues (enqueue(ctx, ...)) commits
// with the cursor's move past the change. On PGlite it must use ctx.tx, never deps.db (one
// connection: a second transaction would wait for this one).
export type ChangeContext = { tx: Tx; deps: JobDeps; afterCommit: (task: () => unknown) => void };
export type ChangeHandler = (change: Change, ctx: ChangeContext) => Promise<void>;

export type Subscriber = {
  // The cursor's key: keep it stable, or the subscriber starts again from the head of the feed.
  name: string;
  resources: string[];
  actions: WriteOp[];
  handler: ChangeHandler;
};

const declared = new Map<string, Subscriber>();

// Declares a subscriber to the changes of a resource (its type name: 'TripItem'), delivered at
// least once (a handler that throws gets the change again), in the feed's order, which is the order
// of the changes of each record. Handlers are idempotent and quick: slow work is a job they enqueue.
export const onChange = (
  resource: string | string[],
  actions: WriteOp[],
  handler: ChangeHandler,
  opts: { name?: string } = {},
): Subscriber => {
  const resources = Array.isArray(resource) ? resource : [resource];
  const name = opts.name ?? (handler.name ? `${resources.join('+')}.${handler.name}` : undefined);
  if (!name) throw new Error(`onChange(${resources.join(', ')}): name the handler or pass { name }`);
  const subscriber: Subscriber = { name, resources, actions, handler };
  // The last declaration of a name wins (a test module reloaded by vitest declares it again).
  declared.set(name, subscriber);
  return subscriber;
};

export const declaredSubscribers = (): Subscriber[] => [...declared.values()];
