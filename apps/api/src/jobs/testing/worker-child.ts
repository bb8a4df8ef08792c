// A worker process of the multi-process tests: `node worker-child.ts <database url> <job names>`.
// Prints "ready" once it works, and stops on SIGTERM.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../config/env.ts';
import { openDatabase } from '../../db/client.ts';
import { createMailer } from '../../mail/mailer.ts';
import { openJobQueue } from '../job-queue.ts';
import { startWorker } from '../worker.ts';
import { processJobs } from './process-jobs.ts';

const [url, names = ''] = process.argv.slice(2);
const handle = await openDatabase({ databaseUrl: url, poolSize: 4 });
const config = { ...loadConfig({}), databaseUrl: url, dataDir: mkdtempSync(join(tmpdir(), 'worker-child-')) };
const deps = {
  db: handle.db,
  driver: handle.driver,
  config,
  mailer: createMailer({ dataDir: config.dataDir }),
};
const jobs = processJobs.filter((j) => names.split(',').includes(j.name));
const queue = await openJobQueue(handle, jobs);
const worker = await startWorker(deps, jobs, {
  pollingIntervalSeconds: 0.5,
  superviseIntervalSeconds: 1,
  cronIntervalSeconds: 1,
  subscribers: [],
});
process.stdout.write('ready\n');
process.once('SIGTERM', async () => {
  await worker.stop(5000);
  await queue.close();
  await handle.close();
  process.exit(0);
});
