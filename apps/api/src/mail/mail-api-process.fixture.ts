// Tests only (mail/send-mail.processes.test.ts): one API process on DATABASE_URL that serves the
// app in-process, works the mail.send jobs, and queues QUEUE_COUNT e-mails through
// POST /api/send-transac-email. Prints `queued` when its requests are answered, then works until
// it is killed or sent SIGTERM.
import { randomBytes } from 'node:crypto';
import { createApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import type { Job } from '../jobs/define-job.ts';
import { openJobQueue } from '../jobs/job-queue.ts';
import { startWorker } from '../jobs/worker.ts';
import { demoPassword } from '../seed/demo-users.ts';
import { createMailer } from './mailer.ts';
import { sendMailJob } from './send-mail.job.ts';

const env = process.env;
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 6 });
await openJobQueue(handle, [sendMailJob as Job<unknown>]);
const config = { ...loadConfig({}), dataDir: env.DATA_DIR!, smtpUrl: env.SMTP_URL, trustProxy: 1 };
const mailer = createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR! });
const deps = {
  db: handle.db,
  driver: handle.driver,
  config,
  jwtKey: new TextEncoder().encode(randomBytes(32).toString('hex')),
  mailer,
};
const app = createApp(deps);
const worker = await startWorker(deps, [sendMailJob], {
  pollingIntervalSeconds: 0.5,
  superviseIntervalSeconds: 1,
});

const count = Number(env.QUEUE_COUNT ?? 0);
if (count > 0) {
  const login = await app.request('/api-auth/admin/auth_token', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${env.TAG}` },
    body: JSON.stringify({ email: 'admin@demo.travel', password: demoPassword }),
  });
  const { token } = (await login.json()) as { token: string };
  // A few requests at a time, as a busy API process would take them.
  let next = 0;
  const sendOne = async () => {
    for (let i = next++; i < count; i = next++) {
      const res = await app.request('/api/send-transac-email', {
        method: 'POST',
        headers: { 'content-type': 'application/ld+json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          to: `p${env.TAG}-${i}@example.com`,
          subject: `Mail ${env.TAG}-${i}`,
          html: '<p>Hello</p>',
        }),
      });
      if (res.status !== 202) throw new Error(`send ${i}: ${res.status} ${await res.text()}`);
    }
  };
  await Promise.all([sendOne(), sendOne(), sendOne(), sendOne()]);
}
console.log('queued');

process.on('SIGTERM', async () => {
  await worker.stop(5_000);
  await handle.close();
  process.exit(0);
});
