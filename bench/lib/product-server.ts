// The product's own entry point (apps/api/src/main.ts, as `npm start` runs it without the admin
// build) as a child process, for benchmarks that measure the real server end to end.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from './server-flags.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export type Started = { child: ChildProcess; port: number; readyMs: number; seedLine: string };

const live = new Set<ChildProcess>();
process.on('exit', () => {
  for (const c of live) c.kill('SIGKILL');
});

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export const startServer = async (extraEnv: Record<string, string>): Promise<Started> => {
  const port = await freePort();
  const started = performance.now();
  // With the heap flags `npm start` gives the server: the process measured is the one that runs.
  const child = spawn(process.execPath, [...serverNodeFlags, 'apps/api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), ACCESS_TOKEN_TTL: '3600', ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  live.add(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let seedLine = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      seedLine = /^.*seeded in .*$/m.exec(out)?.[0] ?? seedLine;
      // The demo logins are printed last, after the listening and seeding lines.
      if (out.includes('Demo logins')) {
        resolve({ child, port, readyMs: Math.round(performance.now() - started), seedLine });
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`server exited with ${code} before it was ready:\n${out}`)),
    );
  });
};

export const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      live.delete(child);
      resolve();
    });
    child.kill('SIGTERM');
  });

/** A bearer token for the demo super admin. */
export const login = async (port: number) => {
  const res = await fetch(`http://127.0.0.1:${port}/api-auth/admin/auth_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.travel', password: 'demo-password' }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
};
