import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from '../db/client.ts';
import { emailLogs } from '../db/schema/index.ts';
import type { Job } from '../jobs/define-job.ts';
import { jobSchema, openJobQueue } from '../jobs/job-queue.ts';
import { seedUsers } from '../seed/seed.ts';
import { sendMailJob } from './send-mail.job.ts';

// Several API processes on one PostgreSQL database, each a child process (mail-api-process.fixture.ts),
// sending to a local SMTP stand-in that counts what it accepted by Message-ID.
const serverUrl = process.env.TEST_DATABASE_URL;

let handle: DbHandle;
let databaseUrl: string;
let dbName: string;
const accepted: string[] = [];
// While set, the stand-in takes the DATA of a message and never answers it (a slow SMTP server).
let stall: ((messageId: string) => void) | undefined;
let smtp: SMTPServer;
let smtpUrl: string;
const children: ChildProcess[] = [];

const messageIdOf = (raw: string) => /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? '(none)';

beforeAll(async () => {
  if (!serverUrl) return;
  dbName = `t_mail_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const u = new URL(serverUrl);
  u.pathname = `/${dbName}`;
  databaseUrl = u.toString();
  // Migrated, seeded and its queues made once, before the processes start.
  handle = await openDatabase({ databaseUrl, poolSize: 4 });
  await openJobQueue(handle, [sendMailJob as Job<unknown>]);
  await seedUsers(handle.db);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const id = messageIdOf(raw);
        if (stall) return stall(id);
        accepted.push(id);
        callback();
      });
    },
  });
  smtp.on('error', () => {});
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  if (!serverUrl) return;
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await handle.close();
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  await c.query(`drop database if exists ${dbName} with (force)`);
  await c.end();
});

const startProcess = (tag: number, count: number, env: Record<string, string> = {}) => {
  const child = spawn(
    process.execPath,
    [new URL('./mail-api-process.fixture.ts', import.meta.url).pathname],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        SMTP_URL: smtpUrl,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'mail-process-')),
        QUEUE_COUNT: String(count),
        TAG: String(tag),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  let errors = '';
  child.stderr!.on('data', (d) => {
    errors += String(d);
  });
  const queued = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('queued') && resolve());
    child.once('exit', (code) => reject(new Error(`process ${tag} exited ${code}: ${errors}`)));
  });
  return { child, queued };
};

const stopProcess = async (child: ChildProcess) => {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
};

const statuses = async () =>
  (
    await handle.db.execute<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from ${emailLogs} group by status`,
    )
  ).rows;

const waitFor = async (what: string, check: () => Promise<boolean>, ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
};

const countsById = () => {
  const counts = new Map<string, number>();
  for (const id of accepted) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
};

// E-mails each process queues: enough for both processes' workers to compete for the same queue
// all along (the proof of "exactly once"); a thousand took some 80 s and proved nothing more.
const perProcess = 150;

describe.skipIf(!serverUrl)('e-mails from several API processes on one PostgreSQL', () => {
  it('e-mails queued from two API processes reach the SMTP server exactly once each', async () => {
    const one = startProcess(1, perProcess);
    const two = startProcess(2, perProcess);
    await Promise.all([one.queued, two.queued]);
    await waitFor(
      'every e-mail sent',
      async () => (await statuses()).every((s) => s.status === 'sent'),
      120_000,
    );
    // A little longer, for a duplicate that would still be on its way.
    await new Promise((r) => setTimeout(r, 1_500));
    const rows = await handle.db.select({ messageId: emailLogs.messageId }).from(emailLogs);
    expect(rows).toHaveLength(2 * perProcess);
    const counts = countsById();
    expect(accepted).toHaveLength(2 * perProcess);
    expect(counts.size).toBe(2 * perProcess);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(new Set(rows.map((r) => r.messageId))).toEqual(new Set(counts.keys()));
    await Promise.all([stopProcess(one.child), stopProcess(two.child)]);
  }, 240_000);

  it('an e-mail a killed process was sending, and those it had queued, are sent once by the next start', async () => {
    await handle.db.delete(emailLogs);
    accepted.length = 0;
    // The stand-in holds the first message's DATA: the process is killed while it waits.
    let held!: (id: string) => void;
    const talking = new Promise<string>((resolve) => {
      held = resolve;
    });
    stall = (id) => held(id);
    // A short claim, so that the next start may take the message again within the test.
    const env = { MAIL_CLAIM_SECONDS: '2' };
    const first = startProcess(3, 3, env);
    await first.queued;
    const inFlight = await talking;
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    const left = await statuses();
    expect(left.find((s) => s.status === 'sending')?.n).toBe(1);
    expect(left.some((s) => s.status === 'sent')).toBe(false);
    expect(accepted).toEqual([]);

    stall = undefined;
    // The restart: its worker turns the dead process's expired jobs into retries; their backoff
    // (30 s for mail) is skipped here.
    const next = startProcess(4, 0, env);
    await next.queued;
    await waitFor(
      'every e-mail sent',
      async () => {
        await handle.db.execute(
          sql.raw(
            `update ${jobSchema}.job set start_after = now() where name = 'mail.send' and state = 'retry'`,
          ),
        );
        return (await statuses()).every((s) => s.status === 'sent');
      },
      60_000,
    );
    await new Promise((r) => setTimeout(r, 1_500));
    const counts = countsById();
    expect(counts.size).toBe(3);
    expect([...counts.values()]).toEqual([1, 1, 1]);
    // The one in flight when the process died went out once, with the Message-ID fixed at queueing.
    expect(counts.get(inFlight)).toBe(1);
    await stopProcess(next.child);
  }, 120_000);
});
