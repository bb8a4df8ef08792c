import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The product's entry point (main.ts) as a child process, for tests of what only a real process
// shows (signals, exit codes, ports, several processes on one database) and for the benchmarks
// that measure the real server end to end (bench/lib/product-server.ts).
const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export type Spawned = {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop: () => Promise<void>;
};

const live = new Set<ChildProcess>();
process.on('exit', () => {
  for (const c of live) c.kill('SIGKILL');
});

// Ends the process (SIGTERM, SIGKILL after `graceMs`) and resolves once it is gone.
export const stopChild = async (child: ChildProcess, graceMs = 30_000) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  child.kill('SIGTERM');
  await exited;
  clearTimeout(timer);
};

// Starts main.ts with `env` on a free PORT and resolves once /healthz answers (seeding done).
// `nodeFlags`: the heap flags `npm start` gives the server, for a benchmark.
export const spawnServer = async (
  env: Record<string, string>,
  readyTimeoutMs = 120_000,
  nodeFlags: string[] = [],
): Promise<Spawned> => {
  const port = Number(env.PORT) || (await freePort());
  // Not the test runner's environment: vitest's variables would silence the logger.
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(VITEST|TEST_|NODE_ENV$)/.test(k)),
  );
  const child = spawn(process.execPath, [...nodeFlags, 'src/main.ts'], {
    cwd: apiDir,
    env: { ...base, LOG_LEVEL: 'info', PDF_RENDERERS: '1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr!.on('data', (d: Buffer) => {
    out += d.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      live.delete(child);
      resolve({ code, signal });
    }),
  );
  const spawned: Spawned = {
    child,
    port,
    output: () => out,
    exited,
    stop: () => stopChild(child),
  };
  const until = Date.now() + readyTimeoutMs;
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  while (Date.now() < until && !gone) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return spawned;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`main.ts did not get ready (${gone ? 'it exited' : 'timeout'}):\n${out}`);
};
