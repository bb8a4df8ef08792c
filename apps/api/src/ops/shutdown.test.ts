import { mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { demoPassword } from '../seed/demo-users.ts';
import { startServer } from '../server.ts';
import { freePort, type Spawned, spawnServer } from '../test/spawn-server.ts';

// Issue 24.6: SIGTERM stops accepting, lets the requests (and jobs) in flight finish within
// SHUTDOWN_TIMEOUT_MS, closes the renderer and the pool and exits 0; a second signal ends at once.
// main.ts as a child process on PGlite; the data folder is seeded by the first start and reused.
const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-shutdown-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
const started: Spawned[] = [];
const spawnMain = async (extra: Record<string, string> = {}) => {
  const s = await spawnServer({ ...env, ...extra });
  started.push(s);
  return s;
};
afterAll(async () => {
  for (const s of started) await s.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// A sign-in whose body arrives in two parts: between them the request is in flight on the server.
const slowSignIn = (port: number) => {
  const body = JSON.stringify({ email: 'admin@demo.travel', password: demoPassword });
  const half = Math.floor(body.length / 2);
  let answer: (r: { status: number; body: string }) => void;
  let failure: (e: Error) => void;
  const done = new Promise<{ status: number; body: string }>((resolve, reject) => {
    answer = resolve;
    failure = reject;
  });
  const req = httpRequest(
    {
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api-auth/admin/auth_token',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    },
    (res) => {
      let text = '';
      res.on('data', (d: Buffer) => {
        text += d.toString();
      });
      res.on('end', () => answer({ status: res.statusCode!, body: text }));
      res.on('error', failure);
    },
  );
  req.on('error', (e) => failure(e));
  req.write(body.slice(0, half));
  return { done, finish: () => req.end(body.slice(half)) };
};

const connectionRefused = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
  });

describe('SIGTERM (main.ts in a child process)', () => {
  it('finishes the request in flight with 200, refuses new connections, exits 0', async () => {
    const server = await spawnMain();
    const slow = slowSignIn(server.port);
    await sleep(500); // the server has the request's head and waits for its body
    server.child.kill('SIGTERM');
    await sleep(500);
    expect(await connectionRefused(server.port)).toBe('ECONNREFUSED');
    // Still running: the request in flight holds it.
    expect(server.child.exitCode).toBeNull();
    slow.finish();
    const answer = await slow.done;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).token).toEqual(expect.any(String));
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(/"signal":"SIGTERM".*"msg":"stopping/);
    expect(server.output()).toMatch(/"clean":true,"msg":"stopped"/);
  }, 180_000);

  it('a second SIGTERM ends the process at once', async () => {
    // A minute's grace for the first signal: "at once" is then anything well under it (a process
    // on a busy 2-core machine may take a second or two just to be scheduled and exit).
    const server = await spawnMain({ SHUTDOWN_TIMEOUT_MS: '60000' });
    const slow = slowSignIn(server.port);
    slow.done.catch(() => {});
    await sleep(500);
    server.child.kill('SIGTERM');
    await sleep(300);
    expect(server.child.exitCode).toBeNull();
    const second = Date.now();
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(1);
    expect(Date.now() - second).toBeLessThan(10_000);
    await expect(slow.done).rejects.toThrow();
  }, 180_000);

  it('past SHUTDOWN_TIMEOUT_MS the request in flight is cut and the exit code is 1', async () => {
    const server = await spawnMain({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const slow = slowSignIn(server.port);
    slow.done.catch(() => {});
    await sleep(500);
    const sent = Date.now();
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(1);
    expect(Date.now() - sent).toBeGreaterThanOrEqual(900);
    await expect(slow.done).rejects.toThrow();
    expect(server.output()).toMatch(/"clean":false,"msg":"stopped"/);
  }, 180_000);
});

describe('the job worker seam (startServer startWork)', () => {
  it('starts the worker with the deps, and stop waits for its jobs within the deadline', async () => {
    const events: string[] = [];
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: '4000' }),
      port: await freePort(),
    };
    const server = await startServer(config, {
      quiet: true,
      startWork: async (deps) => {
        events.push(`start ${deps.driver}`);
        return {
          stop: async (deadlineMs) => {
            events.push(`stop ${deadlineMs}`);
            await sleep(300); // a job in flight finishing
            // The pool is still open while jobs finish.
            await deps.db.execute('select 1' as never).then(() => events.push('db open'));
            events.push('jobs done');
          },
        };
      },
    });
    expect(events).toEqual(['start pglite']);
    expect(await server.stop()).toBe(true);
    expect(events).toEqual(['start pglite', 'stop 4000', 'db open', 'jobs done']);
  }, 120_000);

  it('ROLE=api starts no worker; ROLE=worker or api without DATABASE_URL is refused clearly', async () => {
    for (const role of ['api', 'worker']) {
      const config = { ...loadConfig({ DATA_DIR: dataDir, ROLE: role }), port: await freePort() };
      await expect(startServer(config, { quiet: true })).rejects.toThrow(
        new RegExp(`ROLE=${role} needs DATABASE_URL`),
      );
    }
    expect(() => loadConfig({ ROLE: 'workers' })).toThrow(/ROLE must be one of all, api, worker/);
  });
});
