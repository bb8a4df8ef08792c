import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../engine/records.ts';
import { jobSchema } from '../jobs/job-queue.ts';
import { adminAppForFile } from '../test/admin-app.ts';
import { pdf } from '../test/file-bytes.ts';
import { json } from '../test/harness.ts';
import { deleteFilesLater } from './delete-file-later.ts';
import { fileStoreOf, readStoredFile } from './file-store.ts';

const t = adminAppForFile();

type Job = { state: string; retry_count: number; output: { message?: string } | null };
const deleteJobs = async () =>
  (
    await t.db.execute<Job>(
      sql.raw(
        `select state, retry_count, output from ${jobSchema}.job where name = 'files.delete' order by created_on`,
      ),
    )
  ).rows;
// The retry's backoff (10 s, then 20 s) passed at once.
const skipBackoff = () =>
  t.db.execute(
    sql.raw(
      `update ${jobSchema}.job set start_after = now() where name = 'files.delete' and state = 'retry'`,
    ),
  );

describe('files.delete', () => {
  it('removes the file only once the delete commits, retried with backoff until the store confirms', async () => {
    const destination = (
      await json<{ '@id': string }>(
        await t.request('POST', '/api/destinations.json', { token: t.admin, body: { name: 'Orphans' } }),
      )
    )['@id'];
    const body = new FormData();
    body.append('file', new Blob([pdf]), 'plan.pdf');
    body.append('destination', destination);
    const att = await json<{ '@id': string; filePath: string }>(
      await t.request('POST', '/api/destination_attachments', { token: t.admin, body }),
    );
    const store = fileStoreOf(t.config);
    expect(await readStoredFile(store, att.filePath)).toBeDefined();

    // The store fails twice (S3 unreachable), then works.
    const remove = store.remove.bind(store);
    let failures = 0;
    store.remove = async (path) => {
      if (failures < 2) {
        failures++;
        throw new Error(`store unreachable (${failures})`);
      }
      await remove(path);
    };
    try {
      expect((await t.request('DELETE', att['@id'], { token: t.admin })).status).toBe(204);
      // Committed: the row is gone, the file waits for its job.
      expect(await readStoredFile(store, att.filePath)).toBeDefined();
      await t.drainJobs();
      expect(await deleteJobs()).toMatchObject([
        { state: 'retry', output: { message: 'store unreachable (1)' } },
      ]);
      expect(await readStoredFile(store, att.filePath)).toBeDefined();
      await skipBackoff();
      await t.drainJobs();
      expect(await deleteJobs()).toMatchObject([
        { state: 'retry', output: { message: 'store unreachable (2)' } },
      ]);
      await skipBackoff();
      await t.drainJobs();
      expect(failures).toBe(2);
      expect(await deleteJobs()).toMatchObject([{ state: 'completed', retry_count: 2 }]);
      expect(await readStoredFile(store, att.filePath)).toBeUndefined();
    } finally {
      store.remove = remove;
    }
  });

  it('enqueues nothing when the deleting write rolls back: the file stays with its row', async () => {
    const before = (await deleteJobs()).length;
    const refused = inTransaction(t.deps, { id: 1, email: 'x', roles: [], isActive: true }, async (ctx) => {
      await deleteFilesLater(ctx, ['2026/01/00000000-0000-0000-0000-000000000000.pdf']);
      throw new Error('refused after the files were listed');
    });
    await expect(refused).rejects.toThrow('refused');
    await t.drainJobs();
    expect((await deleteJobs()).length).toBe(before);
  });
});
