import { type ChildProcess, fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiError } from '../http/problem.ts';
import type { TripEventPdfProps } from './trip-event-pdf-document.ts';
import type { TripPdfProps } from './trip-pdf-document.ts';

// PDFs are drawn in one child process (pdf-renderer-process.ts) that loads react-pdf and the fonts
// and nothing else: its memory is its own, capped by its heap limit, and a render that runs away
// or crashes it costs that render, not the API. This side sends the document's props (the data and
// the print-size images, already loaded) and gets the bytes back. The child starts on first use,
// stays up, draws one PDF at a time (the others wait in order) and is started again when it dies.
export type RenderJob =
  | { id: number; document: 'trip'; props: TripPdfProps }
  | { id: number; document: 'trip-event'; props: TripEventPdfProps };
export type RenderReply =
  | { type: 'ready' }
  | { type: 'done'; id: number; bytes: Uint8Array; maxRss: number }
  | { type: 'failed'; id: number; error: string; maxRss: number };
type JobInput = RenderJob extends infer J ? (J extends RenderJob ? Omit<J, 'id'> : never) : never;

export const rendererOptions = {
  // The child's V8 heap: a 14-day trip with 40 photos needs well under 100 MB (the photos are
  // Buffers, outside the heap).
  heapMb: 192,
  // The young generation is most of a render's garbage (layout nodes): V8's default semi-spaces
  // (16 MB and more, three of them) took the child to ~300 MB RSS; at 4 MB it stays under ~200 MB
  // for the same render time on the 14-day trip (bench/pdf.ts).
  semiSpaceMb: 4,
  // From the job's turn to its bytes, the child's start included (about 1 s on a busy machine).
  timeoutMs: 30_000,
};

// The child's file on disk. Not `new URL('./…', import.meta.url)`: Vite rewrites that pattern into
// an asset URL (http:) when the admin tests run the API in process.
const entry = join(dirname(fileURLToPath(import.meta.url)), 'pdf-renderer-process.ts');

type Pending = {
  job: RenderJob;
  resolve: (bytes: Uint8Array) => void;
  reject: (err: Error) => void;
};
type Child = { proc: ChildProcess; ready: Promise<void> };

let child: Child | undefined;
let current: (Pending & { timer: NodeJS.Timeout }) | undefined;
const queue: Pending[] = [];
let nextId = 1;
// For the bench and the tests: which process draws, how many were started, its peak RSS (the
// highest any of its children reported).
export const rendererStats = { pid: undefined as number | undefined, starts: 0, maxRss: 0 };

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
  // Always a plain Node running the .ts file (type stripping), with only the heap cap: never the
  // parent's flags or loaders (a test runner's).
  const proc = fork(entry, [], {
    execPath: process.execPath,
    execArgv: [
      `--max-old-space-size=${rendererOptions.heapMb}`,
      `--max-semi-space-size=${rendererOptions.semiSpaceMb}`,
    ],
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
  const self: Child = { proc, ready };
  proc.on('message', (m: RenderReply) => {
    if (m.type === 'ready') return readyNow();
    rendererStats.maxRss = Math.max(rendererStats.maxRss, m.maxRss);
    if (current?.job.id !== m.id) return;
    if (m.type === 'done') settle(undefined, m.bytes);
    else settle(new Error(`PDF rendering failed: ${m.error}`));
  });
  const gone = (why: string) => {
    if (child !== self) return;
    child = undefined;
    notReady(unavailable(why));
    settle(unavailable(why));
  };
  proc.once('exit', (code, signal) =>
    gone(`the PDF renderer stopped (${signal ?? `exit code ${code}`}) while drawing it`),
  );
  proc.once('error', (err) => gone(`the PDF renderer could not run (${err.message})`));
  return self;
};

const settle = (err: Error | undefined, bytes?: Uint8Array) => {
  const job = current;
  if (!job) return;
  current = undefined;
  clearTimeout(job.timer);
  if (err) job.reject(err);
  else job.resolve(bytes!);
  pump();
};

const pump = () => {
  if (current) return;
  const next = queue.shift();
  if (!next) {
    if (child) hold(child.proc, false);
    return;
  }
  child ??= start();
  const mine = child;
  hold(mine.proc, true);
  const timer = setTimeout(() => {
    // A render that does not finish holds the only renderer: it is killed and started afresh.
    settle(unavailable(`drawing it took longer than ${rendererOptions.timeoutMs / 1000} s`));
    if (child === mine) child = undefined;
    mine.proc.kill('SIGKILL');
  }, rendererOptions.timeoutMs);
  current = { ...next, timer };
  mine.ready.then(
    () => {
      if (current?.job === next.job && child === mine) mine.proc.send(next.job);
    },
    () => {},
  );
};

// The bytes of one PDF; an ApiError 503 when the renderer died, hung or could not start.
export const renderInChild = (input: JobInput) =>
  new Promise<Uint8Array>((resolve, reject) => {
    queue.push({ job: { ...input, id: nextId++ } as RenderJob, resolve, reject });
    pump();
  });

// Starts the child ahead of its first job (a render loads its data meanwhile).
export const warmPdfRenderer = () => {
  child ??= start();
  if (!current) hold(child.proc, false);
};

// Server shutdown and tests: the child is stopped, waiting jobs fail.
export const stopPdfRenderer = async () => {
  for (const p of queue.splice(0)) p.reject(unavailable('the server is shutting down'));
  const stopping = child;
  if (!stopping) return;
  if (stopping.proc.exitCode !== null || stopping.proc.signalCode !== null) {
    child = undefined;
    return;
  }
  const exited = new Promise<void>((resolve) => stopping.proc.once('exit', () => resolve()));
  stopping.proc.kill('SIGTERM');
  await exited;
};

process.once('exit', () => child?.proc.kill('SIGKILL'));
