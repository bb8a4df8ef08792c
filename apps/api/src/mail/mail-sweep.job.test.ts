import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, mailMessages } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { gaveUpMessage, sweepStuckMails } from './mail-sweep.job.ts';
import { newMessageId } from './mailer.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A message whose job ended without a record: queued (or sending, claim passed) hours ago.
const stuck = async (to: string, status: string, attempts: number) => {
  const [log] = await t.db
    .insert(emailLogs)
    .values({
      recipient: to,
      subject: `Stuck ${to}`,
      transport: 'outbox',
      status,
      messageId: newMessageId(to.replace(/\W/g, '')),
      sentAt: new Date(Date.now() - 7 * 3600_000),
    })
    .returning();
  await t.db.insert(mailMessages).values({
    emailLogId: log!.id,
    text: 'Hello',
    attempts,
    claimedUntil: status === 'sending' ? new Date(Date.now() - 60_000) : null,
  });
  return log!.id;
};
const statusOf = async (id: number) => (await t.db.select().from(emailLogs).where(eq(emailLogs.id, id)))[0]!;

describe('mail.sweep', () => {
  it('gives a message left without its job a new mail.send job, and gives up after its share of tries', async () => {
    const queued = await stuck('lost@example.com', 'queued', 3);
    const sending = await stuck('killed@example.com', 'sending', 9);
    const exhausted = await stuck('hopeless@example.com', 'queued', 18);
    // A message queued a minute ago belongs to its own job still.
    const [fresh] = await t.db
      .insert(emailLogs)
      .values({ recipient: 'fresh@example.com', subject: 'Fresh', transport: 'outbox', status: 'queued' })
      .returning();
    await t.db.insert(mailMessages).values({ emailLogId: fresh!.id, text: 'x' });

    expect(await sweepStuckMails(t.deps)).toBe(3);
    expect(await statusOf(exhausted)).toMatchObject({ status: 'failed', error: gaveUpMessage });
    await t.drainJobs();
    expect((await statusOf(queued)).status).toBe('sent');
    expect((await statusOf(sending)).status).toBe('sent');
    expect((await statusOf(fresh!.id)).status).toBe('queued');
    // Sent or given up: nothing of the messages is kept.
    const kept = await t.db.select({ id: mailMessages.emailLogId }).from(mailMessages);
    expect(kept.map((k) => k.id)).toEqual([fresh!.id]);
    expect(await sweepStuckMails(t.deps)).toBe(0);
  });
});
