// The product's own entry point (apps/api/src/main.ts, as `npm start` runs it without the admin
// build) as a child process, for benchmarks that measure the real server end to end: the API
// tests' spawnServer with the heap flags `npm start` gives the server.
import type { ChildProcess } from 'node:child_process';
import { spawnServer, stopChild } from '../../apps/api/src/test/spawn-server.ts';
import { serverNodeFlags } from './server-flags.ts';

export type Started = { child: ChildProcess; port: number; readyMs: number; seedLine: string };

export const startServer = async (extraEnv: Record<string, string>): Promise<Started> => {
  const started = performance.now();
  // A first start on an empty database migrates and seeds before it answers.
  const server = await spawnServer({ ACCESS_TOKEN_TTL: '3600', ...extraEnv }, 600_000, serverNodeFlags);
  return {
    child: server.child,
    port: server.port,
    readyMs: Math.round(performance.now() - started),
    seedLine: /^.*seeded in .*$/m.exec(server.output())?.[0] ?? '',
  };
};

export const stopServer = (child: ChildProcess) => stopChild(child, 10_000);

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
