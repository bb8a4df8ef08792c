import { type ChildProcess, fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiError } from '../http/problem.ts';
import { FairQueue } from './pdf-render-queue.ts';
import type { TripEventPdfProps } from './trip-event-pdf-document.ts';
import type { TripPdfProps } from './trip-pdf-document.ts';

// PDFs are drawn in child processes (pdf-renderer-process.ts) that load react-pdf and the fonts
// and nothing else: their memory is their own, capped by their heap limit, and a render that runs
// away or crashes one costs that render, not the API. This side sends the document's props (the
// data and the print-size images, already loaded) and gets the bytes back. A small pool of children
// (started on demand, kept up, started again when one dies) draws one PDF each at a time; the
// renders waiting for one are served fairly between users (pdf-render-queue.ts), and a heavy render
// (a long trip) never takes the last free child, so a short PDF never waits behind long ones.
export type RenderJob =
  | { id: number; document: 'trip'; props: TripPdfProps }
  | { id: number; document: 'trip-event'; props: TripEventPdfProps };
export type RenderReply =
  | { type: 'ready' }
  | { type: 'done'; id: number; bytes: Uint8Array; maxRss: number }
  | { type: 'failed'; id: number; error: string; maxRss: number };
// Who asked (a user, or a trip for a signed link: the fair share) and how big the document is (the
// printed days and items, pdf-limits.ts): a heavy job's time limit grows with it.
export type JobInput = (RenderJob extends infer J ? (J extends RenderJob ? Omit<J, 'id'> : never) : never) & {
  owner?: string;
  weight?: number;
};

export const rendererOptions = {
  // Children drawing at once. Each is a CPU-bound Node process of at most ~350 MB (a 366-day
  // trip), ~230 MB for a usual trip: two keep a 14-day proposal quick while a year-long trip is
  // drawn, within ~600 MB (PDF_RENDERERS).
  children: Math.max(1, Number(process.env.PDF_RENDERERS) || 2),
  // A child's V8 heap: a 14-day trip with 40 photos needs well under 100 MB (the photos are
  // Buffers, outside the heap); a 366-day trip fits in 192 MB, a 731-day one does not (pdf-limits.ts
  // refuses it): 256 MB leaves room to the largest trip printed.
  heapMb: 256,
  // The young generation is most of a render's garbage (layout nodes): V8's default semi-spaces
  // (16 MB and more, three of them) took the child to ~300 MB RSS; at 4 MB it stays under ~200 MB
  // for the same render time on the 14-day trip (bench/pdf.ts).
  semiSpaceMb: 4,
  // From the job's turn to its bytes, the child's start included (about 1 s on a busy machine),
  // plus `timeoutMsPerWeight` per printed day or item: a 366-day trip draws in about 5 s of CPU.
  timeoutMs: 30_000,
  timeoutMsPerWeight: 40,
  // A job of this weight and more (a trip of about three months) is heavy: heavy jobs use at most
  // `children - 1` children at once, the last one is kept for the others.
  heavyWeight: 250,
};

// The child's file on disk. Not `new URL('./…', import.meta.url)`: Vite rewrites that pattern into
// an asset URL (http:) when the admin tests run the API in process.
const entry = join(dirname(fileURLToPath(import.meta.url)), 'pdf-renderer-process.ts');

type Pending = {
  job: RenderJob;
  owner: string;
  heavy: boolean;
  timeoutMs: number;
  resolve: (bytes: Uint8Array) => void;
  reject: (err: Error) => void;
};
type Child = {
  proc: ChildProcess;
  ready: Promise<void>;
  current: (Pending & { timer: NodeJS.Timeout }) | undefined;
  maxRss: number;
};

const children: Child[] = [];
const queue = new FairQueue<Pending>();
let nextId = 1;
// For the bench and the tests: the last child started, how many were started, the highest peak
// RSS any child reported, the highest sum of the live children's peaks (all renderers' memory),
// and the order jobs started in (their ids, the last 100).
export const rendererStats = {
  pid: undefined as number | undefined,
  starts: 0,
  maxRss: 0,
  maxTotalRss: 0,
  started: [] as number[],
};

// Whether a renderer can start (ops/readiness.ts): set by each child's start, cleared by the next
// child that gets ready. A child that dies after its start (a crash while drawing) is not counted.
export const rendererStartState = { hasStarted: false, failure: undefined as string | undefined };

const unavailable = (why: string) =>
  new ApiError(503, `The PDF could not be drawn: ${why}. Please try again.`, {
    headers: { 'Retry-After': '2' },
  });

// An idle child keeps neither the API nor a test process alive.
const hold = (proc: ChildProcess, busy: boolean) => {
  if (busy) {
    proc.ref();
    proc.channel?.ref();
  } else {
    proc.unref();
    proc.channel?.unref();
  }
};

const start = (): Child => {
  // Always a plain Node running the .ts file (type stripping), with only the heap caps: never the
  // parent's flags or loaders (a test runner's). React's production build: no development checks.
  const proc = fork(entry, [], {
    execPath: process.execPath,
    execArgv: [
      `--max-old-space-size=${rendererOptions.heapMb}`,
      `--max-semi-space-size=${rendererOptions.semiSpaceMb}`,
    ],
    env: { ...process.env, NODE_ENV: 'production' },
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  rendererStats.pid = proc.pid;
  rendererStats.starts++;
  let readyNow: () => void;
  let notReady: (err: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    readyNow = resolve;
    notReady = reject;
  });
  ready.catch(() => {}); // the job waiting on it fails through `settle`
  const self: Child = { proc, ready, current: undefined, maxRss: 0 };
  children.push(self);
  hold(proc, false);
  let isReady = false;
  proc.on('message', (m: RenderReply) => {
    if (m.type === 'ready') {
      isReady = true;
      rendererStartState.hasStarted = true;
      rendererStartState.failure = undefined;
      return readyNow();
    }
    self.maxRss = Math.max(self.maxRss, m.maxRss);
    rendererStats.maxRss = Math.max(rendererStats.maxRss, m.maxRss);
    rendererStats.maxTotalRss = Math.max(
      rendererStats.maxTotalRss,
      children.reduce((sum, c) => sum + c.maxRss, 0),
    );
    if (self.current?.job.id !== m.id) return;
    if (m.type === 'done') settle(self, undefined, m.bytes);
    else settle(self, new Error(`PDF rendering failed: ${m.error}`));
  });
  const gone = (why: string) => {
    if (!isReady) rendererStartState.failure = why;
    const at = children.indexOf(self);
    if (at < 0) return;
    children.splice(at, 1);
    notReady(unavailable(why));
    settle(self, unavailable(why));
  };
  proc.once('exit', (code, signal) =>
    gone(`the PDF renderer stopped (${signal ?? `exit code ${code}`}) while drawing it`),
  );
  proc.once('error', (err) => gone(`the PDF renderer could not run (${err.message})`));
  return self;
};

const settle = (child: Child, err: Error | undefined, bytes?: Uint8Array) => {
  const job = child.current;
  if (!job) return;
  child.current = undefined;
  clearTimeout(job.timer);
  queue.finished(job.owner);
  if (err) job.reject(err);
  else job.resolve(bytes!);
  pump();
};

const run = (child: Child, next: Pending) => {
  hold(child.proc, true);
  const timer = setTimeout(() => {
    // A render that does not finish holds its child: the child is killed and started afresh.
    settle(child, unavailable(`drawing it took longer than ${Math.round(next.timeoutMs / 1000)} s`));
    const at = children.indexOf(child);
    if (at >= 0) children.splice(at, 1);
    child.proc.kill('SIGKILL');
  }, next.timeoutMs);
  child.current = { ...next, timer };
  rendererStats.started = [...rendererStats.started.slice(-99), next.job.id];
  child.ready.then(
    () => {
      if (child.current?.job === next.job && children.includes(child)) child.proc.send(next.job);
    },
    () => {},
  );
};

const pump = () => {
  for (;;) {
    if (queue.size === 0) break;
    let idle = children.find((c) => !c.current);
    if (!idle && children.length < rendererOptions.children) idle = start();
    if (!idle) break;
    const heavyRunning = children.filter((c) => c.current?.heavy).length;
    const heavyMax = Math.max(1, rendererOptions.children - 1);
    const next = queue.take((p) => !p.heavy || heavyRunning < heavyMax);
    if (!next) break;
    run(idle, next.job);
  }
  for (const c of children) if (!c.current) hold(c.proc, false);
};

// The bytes of one PDF; an ApiError 503 when its renderer died, hung or could not start.
export const renderInChild = ({ owner = 'anonymous', weight = 0, ...input }: JobInput) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const id = nextId++;
    queue.push(owner, {
      job: { ...input, id } as RenderJob,
      owner,
      heavy: weight >= rendererOptions.heavyWeight,
      timeoutMs: rendererOptions.timeoutMs + weight * rendererOptions.timeoutMsPerWeight,
      resolve,
      reject,
    });
    pump();
  });

// The id the next job will get (tests follow the order jobs start in through rendererStats.started).
export const nextRenderId = () => nextId;

// Starts a child ahead of the first job (a render loads its data meanwhile).
export const warmPdfRenderer = () => {
  if (children.length === 0) start();
};

// Readiness: undefined when a renderer child started (now or before), else why it could not. With
// none started yet, one is started and kept (the first PDF would start it anyway).
export const probePdfRenderer = async (timeoutMs: number): Promise<string | undefined> => {
  if (rendererStartState.hasStarted && !rendererStartState.failure) return undefined;
  const child = children.find((c) => !c.current) ?? (children.length ? children[0]! : start());
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`did not start within ${Math.round(timeoutMs / 1000)} s`), timeoutMs);
  });
  try {
    return await Promise.race([
      child.ready.then(
        () => undefined,
        () => rendererStartState.failure ?? 'could not start',
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
};

// Server shutdown and tests: the children are stopped, waiting jobs fail.
export const stopPdfRenderer = async () => {
  for (const p of queue.drain()) p.reject(unavailable('the server is shutting down'));
  await Promise.all(
    children.splice(0).map(async (child) => {
      settle(child, unavailable('the server is shutting down'));
      const { proc } = child;
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
      hold(proc, true); // an idle child is unreferenced: its exit is awaited all the same
      proc.kill('SIGTERM');
      await exited;
    }),
  );
};

process.once('exit', () => {
  for (const c of children) c.proc.kill('SIGKILL');
});
