// Messages between the load generator (parent) and a server child over the fork IPC channel.
import { writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { Session } from 'node:inspector/promises';

export type ToChild =
  | { type: 'usage' }
  | { type: 'profile-start' }
  | { type: 'profile-stop'; file: string }
  | { type: 'sql'; record: boolean }
  | { type: 'stop' };

export type FromChild =
  | { type: 'ready'; port: number; pid: number }
  | { type: 'usage'; cpuMicros: number; rss: number }
  | { type: 'profile-stopped'; file: string }
  | { type: 'sql'; texts: string[] }
  | { type: 'error'; message: string };

const send = (m: FromChild) => process.send?.(m);

// Answers the parent's requests: CPU used so far, a CPU profile of a window, a clean stop.
export const serveChild = (
  server: Server,
  close: () => Promise<void>,
  sql?: { record: (on: boolean) => string[] },
) => {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  let session: Session | undefined;
  process.on('message', async (m: ToChild) => {
    try {
      if (m.type === 'usage') {
        const u = process.cpuUsage();
        send({ type: 'usage', cpuMicros: u.user + u.system, rss: process.memoryUsage().rss });
      } else if (m.type === 'sql') {
        send({ type: 'sql', texts: sql?.record(m.record) ?? [] });
      } else if (m.type === 'profile-start') {
        session = new Session();
        session.connect();
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval: 200 });
        await session.post('Profiler.start');
      } else if (m.type === 'profile-stop' && session) {
        const { profile } = await session.post('Profiler.stop');
        writeFileSync(m.file, JSON.stringify(profile));
        session.disconnect();
        session = undefined;
        send({ type: 'profile-stopped', file: m.file });
      } else if (m.type === 'stop') {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await close();
        process.exit(0);
      }
    } catch (e) {
      send({ type: 'error', message: String((e as Error).stack ?? e) });
    }
  });
  // The parent going away (crash, Ctrl-C) takes the child with it.
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready', port: address.port, pid: process.pid });
};

export const args = () => {
  const out: Record<string, string> = {};
  for (const a of process.argv.slice(2)) {
    const m = /^--([^=]+)=(.*)$/.exec(a);
    if (m) out[m[1]!] = m[2]!;
  }
  return out;
};
