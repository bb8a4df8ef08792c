import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startXeroStandIn } from '../apps/api/src/accounting/sync/testing/xero-stand-in.ts';

const freePort = () =>
  new Promise<number>((done) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
  });

// A stand-in for the website's rebuild webhook (WEBSITE_UPDATE_URL): counts the POSTs it receives
// and tells tests through GET /count.
const startWebhookReceiver = async () => {
  let count = 0;
  let last: unknown = null;
  const server: Server = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      if (req.method === 'GET' && req.url === '/count') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ count, last }));
        return;
      }
      if (req.method === 'POST' && req.url === '/rebuild') {
        count++;
        last = body ? JSON.parse(body) : null;
        res.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) };
};

// `npm start` on a fresh data folder, exactly as a user runs it.
export default async function setup(project: TestProject) {
  const port = await freePort();
  const webhook = await startWebhookReceiver();
  // The accounting system's stand-in (accounting/sync): the product sends its outbox there.
  const xero = await startXeroStandIn();
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-e2e-'));
  const root = resolve(import.meta.dirname, '..');
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEBSITE_UPDATE_URL: `${webhook.url}/rebuild`,
      ACCOUNTING_SYNC_URL: xero.url,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${output}`)), 150_000);
    child.stdout!.on('data', (d) => {
      output += String(d);
      if (output.includes('Back office running at')) {
        clearTimeout(timer);
        ok();
      }
    });
    child.on('exit', (code) => fail(new Error(`server exited with ${code}:\n${output}`)));
  });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('dataDir', dataDir);
  project.provide('websiteHookUrl', webhook.url);
  project.provide('accountingSyncUrl', xero.url);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    await webhook.close();
    await xero.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    // The webhook receiver; GET {websiteHookUrl}/count answers { count, last }.
    websiteHookUrl: string;
    // The accounting system's stand-in; GET {accountingSyncUrl}/Invoices?IDs=… reads what it holds.
    accountingSyncUrl: string;
  }
}
