import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLogs, clients, emailLogs, mailMessages, settings } from '../db/schema/index.ts';
import { createMailer } from '../mail/mailer.ts';
import { sendQueuedMail } from '../mail/send-queued-mail.ts';
import { createTestApp, json, type TestApp } from '../test/harness.ts';
import { invitationDigest } from './portal.ts';

let t: TestApp;
let admin: string;
let travel: string;
let clientIri: string;
let clientId: number;
let noEmailIri: string;
let templateIri: string;

type Log = {
  '@id': string;
  id: number;
  recipient: string;
  subject: string;
  status: string;
  error: string | null;
  client: string | null;
  template: string | null;
  scope: string | null;
  sentAt: string;
};
type Collection<T> = { 'hydra:member': T[]; 'hydra:totalItems': number };
type Problem = { violations?: { propertyPath: string; message: string }[] };
type Preview = { subject: string; html: string; text: string; placeholdersLeft: string[] };

beforeAll(async () => {
  t = await createTestApp({ config: { clientPortalUrl: 'https://portal.example/' } });
  admin = await t.login('admin@demo.travel');
  travel = await t.login('travel@demo.travel');
  await t.db.insert(settings).values([
    { code: 'agency.name', value: 'Maison Voyage' },
    { code: 'agency.phone', value: '+33 1 00 00 00 00' },
  ]);
  const client = await json<{ '@id': string; id: number }>(
    await t.request('POST', '/api/clients', {
      token: admin,
      body: { firstName: 'Ann <b>&</b>', lastName: "O'Neil", email: 'ann@example.com' },
    }),
  );
  clientIri = client['@id'];
  clientId = client.id;
  noEmailIri = (
    await json<{ '@id': string }>(
      await t.request('POST', '/api/clients', { token: admin, body: { firstName: 'No', lastName: 'Mail' } }),
    )
  )['@id'];
  const template = await json<{ '@id': string; id: number }>(
    await t.request('POST', '/api/email_templates', {
      token: admin,
      body: {
        name: 'Follow-up',
        scope: 'client',
        subject: 'A note for {{client.firstName}} from {{agency.name}}',
        body: '<p>Dear {{client.firstName}} {{client.lastName}},</p><p>{{trip.name}} {{nothing.here}}</p><p>{{agency.phone}} {{sender.name}}</p>',
      },
    }),
  );
  templateIri = template['@id'];
});
afterAll(() => t.close());

// The send is a mail.send job enqueued with the write: work the jobs, then read the log row.
const settled = async (iri: string, token = admin): Promise<Log> => {
  await t.drainJobs();
  return json<Log>(await t.request('GET', iri, { token }));
};

const outboxFiles = () => {
  try {
    // Quoted-printable bodies: soft line breaks joined, =XX decoded.
    return readdirSync(join(t.dataDir, 'outbox')).map((f) =>
      readFileSync(join(t.dataDir, 'outbox', f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    );
  } catch {
    return [];
  }
};

describe('POST /api/get-email-preview', () => {
  it('renders a template with the client, the agency settings and the sender; values are escaped', async () => {
    const res = await t.request('POST', '/api/get-email-preview', {
      token: travel,
      body: { template: templateIri, client: clientIri },
    });
    expect(res.status).toBe(200);
    const preview = await json<Preview>(res);
    expect(preview.subject).toBe('A note for Ann <b>&</b> from Maison Voyage');
    expect(preview.html).toContain("<p>Dear Ann &lt;b&gt;&amp;&lt;/b&gt; O'Neil,</p>");
    expect(preview.html).not.toContain('<b>');
    // Unknown placeholders and trip ones (no trips yet) stay as written.
    expect(preview.html).toContain('{{trip.name}} {{nothing.here}}');
    expect(preview.placeholdersLeft.sort()).toEqual(['nothing.here', 'trip.name']);
    expect(preview.html).toContain('+33 1 00 00 00 00');
    expect(preview.text).toContain("Dear Ann <b>&</b> O'Neil,");
  });

  it('leaves client placeholders visible without a client, and renders a subject and body given inline', async () => {
    const bare = await json<Preview>(
      await t.request('POST', '/api/get-email-preview', { token: admin, body: { template: templateIri } }),
    );
    expect(bare.subject).toBe('A note for {{client.firstName}} from Maison Voyage');
    expect(bare.placeholdersLeft).toContain('client.firstName');
    const inline = await json<Preview>(
      await t.request('POST', '/api/get-email-preview', {
        token: admin,
        body: {
          subject: 'Hi {{client.lastName}}',
          html: '<p>x</p><script>alert(1)</script><a href="javascript:x()">y</a>',
          client: clientIri,
        },
      }),
    );
    expect(inline.subject).toBe("Hi O'Neil");
    expect(inline.html).toBe('<p>x</p><a>y</a>');
  });

  it('answers 422 for an unknown template or client, and for nothing to render', async () => {
    const unknown = await t.request('POST', '/api/get-email-preview', {
      token: admin,
      body: { template: '/api/email_templates/999999', client: '/api/clients/999999' },
    });
    expect(unknown.status).toBe(422);
    expect((await json<Problem>(unknown)).violations!.map((v) => v.propertyPath).sort()).toEqual([
      'client',
      'template',
    ]);
    const empty = await t.request('POST', '/api/get-email-preview', { token: admin, body: {} });
    expect(empty.status).toBe(422);
    expect((await json<Problem>(empty)).violations!.map((v) => v.propertyPath).sort()).toEqual([
      'html',
      'subject',
    ]);
  });

  it('is closed to roles that do not read clients', async () => {
    const token = await t.login('content@demo.travel');
    const res = await t.request('POST', '/api/get-email-preview', { token, body: { template: templateIri } });
    expect(res.status).toBe(403);
  });
});

describe('POST /api/send-transac-email', () => {
  it('queues the message, sends it after the commit and logs it for the client', async () => {
    const res = await t.request('POST', '/api/send-transac-email', {
      token: travel,
      body: { template: templateIri, client: clientIri },
    });
    expect(res.status).toBe(202);
    const queued = await json<Log>(res);
    expect(res.headers.get('location')).toBe(queued['@id']);
    expect(queued).toMatchObject({
      recipient: 'ann@example.com',
      subject: 'A note for Ann <b>&</b> from Maison Voyage',
      client: clientIri,
      template: templateIri,
      scope: 'client',
    });
    const log = await settled(queued['@id']);
    expect(log.status).toBe('sent');
    expect(log.error).toBeNull();
    const eml = outboxFiles().find((f) => f.includes('ann@example.com'));
    expect(eml).toBeDefined();
    expect(eml).toContain("Dear Ann &lt;b&gt;&amp;&lt;/b&gt; O'Neil");
    // The client's log shows the e-mail once (from its email_logs row), with who sent it.
    const clientLog = await json<{ 'hydra:member': { kind: string; message: string; actor: unknown }[] }>(
      await t.request('GET', `/api/client_logs?client.id=${clientId}`, { token: admin }),
    );
    const emails = clientLog['hydra:member'].filter((e) => e.kind === 'email');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.message).toContain('A note for Ann');
    expect(emails[0]!.actor).not.toBeNull();
  });

  it('sends a hand-written message to an address, with or without a client', async () => {
    const res = await t.request('POST', '/api/send-transac-email', {
      token: admin,
      body: { to: 'Secretary@Example.com', subject: 'Plain', html: '<p>Hello</p>', client: clientIri },
    });
    expect(res.status).toBe(202);
    const log = await settled((await json<Log>(res))['@id']);
    expect(log).toMatchObject({
      recipient: 'Secretary@Example.com',
      status: 'sent',
      client: clientIri,
      template: null,
    });
    const alone = await t.request('POST', '/api/send-transac-email', {
      token: admin,
      body: { to: 'someone@example.org', subject: 'Alone', html: '<p>x</p>' },
    });
    expect(alone.status).toBe(202);
    expect((await json<Log>(alone)).client).toBeNull();
  });

  it('answers 422 for a missing recipient, a bad address, an unknown template or a client without e-mail', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ template: templateIri }, 'to'],
      [{ template: templateIri, to: 'not-an-address' }, 'to'],
      [{ template: '/api/email_templates/424242', client: clientIri }, 'template'],
      [{ template: 'garbage', client: clientIri }, 'template'],
      [{ template: templateIri, client: noEmailIri }, 'client'],
      [{ template: templateIri, client: '/api/clients/424242' }, 'client'],
      [{ client: clientIri, subject: 'Only a subject' }, 'html'],
    ];
    const before = (await t.db.select().from(emailLogs)).length;
    for (const [body, path] of cases) {
      const res = await t.request('POST', '/api/send-transac-email', { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((await json<Problem>(res)).violations!.map((v) => v.propertyPath)).toContain(path);
    }
    expect((await t.db.select().from(emailLogs)).length).toBe(before);
  });

  it('never fails the request when the mail server fails: the log keeps the error, a retry is due, the last try says failed', async () => {
    const working = t.deps.mailer;
    t.deps.mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:9', dataDir: t.dataDir });
    try {
      const res = await t.request('POST', '/api/send-transac-email', {
        token: admin,
        body: { template: templateIri, client: clientIri },
      });
      expect(res.status).toBe(202);
      const iri = (await json<Log>(res))['@id'];
      const log = await settled(iri);
      // Back in the queue with the error: the mail.send job retries after its backoff.
      expect(log.status).toBe('queued');
      expect(log.error).toMatch(/ECONNREFUSED|connect/i);
      const id = Number(iri.split('/').pop());
      const [kept] = await t.db.select().from(mailMessages).where(eq(mailMessages.emailLogId, id));
      expect(kept).toMatchObject({ attempts: 1, claimedUntil: null });
      // The last try gives up: failed with the error, and the kept message is deleted.
      await sendQueuedMail(t.deps, id, { isLastTry: true });
      expect(await json<Log>(await t.request('GET', iri, { token: admin }))).toMatchObject({
        status: 'failed',
      });
      expect(await t.db.select().from(mailMessages).where(eq(mailMessages.emailLogId, id))).toEqual([]);
    } finally {
      t.deps.mailer = working;
    }
  });

  it('is written by the travel team only: the accountant reads clients but may not send', async () => {
    const token = await t.login('accountant@demo.travel');
    const res = await t.request('POST', '/api/send-transac-email', {
      token,
      body: { template: templateIri, client: clientIri },
    });
    expect(res.status).toBe(403);
  });
});

describe('GET /api/email_logs', () => {
  it("lists a client's e-mails newest first, paged, and reads one; read-only", async () => {
    const page = await json<Collection<Log>>(
      await t.request('GET', `/api/email_logs?client.id=${clientId}&itemsPerPage=2`, { token: travel }),
    );
    expect(page['hydra:totalItems']).toBeGreaterThanOrEqual(3);
    expect(page['hydra:member']).toHaveLength(2);
    expect(page['hydra:member'].every((l) => l.client === clientIri)).toBe(true);
    const all = await json<Collection<Log>>(
      await t.request('GET', `/api/email_logs?client.id=${clientId}&itemsPerPage=50`, { token: travel }),
    );
    const times = all['hydra:member'].map((l) => Date.parse(l.sentAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const other = await json<Collection<Log>>(
      await t.request('GET', '/api/email_logs?recipient=someone@example.org', { token: travel }),
    );
    expect(other['hydra:member'].map((l) => l.subject)).toEqual(['Alone']);
    const failed = await json<Collection<Log>>(
      await t.request('GET', '/api/email_logs?status=failed', { token: travel }),
    );
    expect(failed['hydra:totalItems']).toBe(1);
    const one = await t.request('GET', all['hydra:member'][0]!['@id'], {
      token: await t.login('accountant@demo.travel'),
    });
    expect(one.status).toBe(200);
    // No write route is mounted.
    const item = all['hydra:member'][0]!['@id'];
    for (const [method, path] of [
      ['POST', '/api/email_logs'],
      ['PATCH', item],
      ['PUT', item],
      ['DELETE', item],
    ] as const) {
      const res = await t.request(method, path, { token: admin, body: method === 'DELETE' ? undefined : {} });
      expect([404, 405], `${method} ${path}`).toContain(res.status);
    }
    const closed = await t.login('marketing@demo.travel');
    expect((await t.request('GET', '/api/email_logs', { token: closed })).status).toBe(403);
  });
});

describe('POST /api/send-invitation', () => {
  it("sets a new invitation hash, mails the portal link and writes the client's log", async () => {
    const res = await t.request('POST', '/api/send-invitation', {
      token: travel,
      body: { client: clientIri },
    });
    expect(res.status).toBe(202);
    const sent = await json<{
      link: string;
      emailLog: string;
      portalConfigured: boolean;
      warning?: string;
    }>(res);
    expect(sent).not.toHaveProperty('invitationHash');
    const secret = /^https:\/\/portal\.example\/sign-up\/([A-Za-z0-9_-]{43})$/.exec(sent.link)![1]!;
    expect(sent.portalConfigured).toBe(true);
    expect(sent.warning).toBeUndefined();
    // Only the digest of the secret is kept (issue 23 point 2).
    const [row] = await t.db.select().from(clients).where(eq(clients.id, clientId));
    expect(row!.invitationHash).toBe(invitationDigest(secret));
    const log = await settled(sent.emailLog);
    expect(log).toMatchObject({
      status: 'sent',
      scope: 'invitation',
      client: clientIri,
      recipient: 'ann@example.com',
    });
    expect(outboxFiles().some((f) => f.includes(sent.link))).toBe(true);
    const entries = await t.db
      .select()
      .from(clientLogs)
      .where(and(eq(clientLogs.clientId, clientId), eq(clientLogs.kind, 'invitation')));
    expect(entries).toHaveLength(1);

    const again = await json<{ link: string }>(
      await t.request('POST', '/api/send-invitation', { token: travel, body: { client: clientId } }),
    );
    expect(again.link).not.toBe(sent.link);
  });

  it('uses the first invitation template when there is one', async () => {
    await t.request('POST', '/api/email_templates', {
      token: admin,
      body: {
        name: 'Portal',
        scope: 'invitation',
        subject: 'Join us, {{client.lastName}}',
        body: '<p><a href="{{link.invitation}}">Your private portal</a></p>',
      },
    });
    const sent = await json<{ emailLog: string; link: string }>(
      await t.request('POST', '/api/send-invitation', { token: admin, body: { client: clientIri } }),
    );
    const log = await settled(sent.emailLog);
    expect(log.subject).toBe("Join us, O'Neil");
    expect(log.template).not.toBeNull();
    expect(outboxFiles().some((f) => f.includes(`<a href="${sent.link}">Your private portal</a>`))).toBe(
      true,
    );
  });

  it('answers 422 for a client without e-mail or none at all, and 403 to the accountant', async () => {
    const noMail = await t.request('POST', '/api/send-invitation', {
      token: admin,
      body: { client: noEmailIri },
    });
    expect(noMail.status).toBe(422);
    expect((await json<Problem>(noMail)).violations![0]!.propertyPath).toBe('client');
    const none = await t.request('POST', '/api/send-invitation', { token: admin, body: {} });
    expect(none.status).toBe(422);
    const [row] = await t.db.select().from(clients).where(eq(clients.name, 'No Mail'));
    expect(row!.invitationHash).toBeNull();
    const accountant = await t.login('accountant@demo.travel');
    expect(
      (await t.request('POST', '/api/send-invitation', { token: accountant, body: { client: clientIri } }))
        .status,
    ).toBe(403);
  });
});

describe('without CLIENT_PORTAL_URL', () => {
  it('points the link to this server and says so', async () => {
    const bare = await createTestApp();
    try {
      const token = await bare.login('admin@demo.travel');
      const client = await json<{ '@id': string }>(
        await bare.request('POST', '/api/clients', {
          token,
          body: { firstName: 'Port', lastName: 'Less', email: 'portless@example.com' },
        }),
      );
      const sent = await json<{
        link: string;
        portalConfigured: boolean;
        warning?: string;
        emailLog: string;
      }>(await bare.request('POST', '/api/send-invitation', { token, body: { client: client['@id'] } }));
      await bare.drainJobs();
      expect(
        await json<{ status: string }>(await bare.request('GET', sent.emailLog, { token })),
      ).toMatchObject({
        status: 'sent',
      });
      expect(sent.portalConfigured).toBe(false);
      expect(sent.link).toMatch(/^http:\/\/admin\.test\/client-portal\/sign-up\/[A-Za-z0-9_-]{43}$/);
      expect(sent.warning).toContain('CLIENT_PORTAL_URL');
    } finally {
      await bare.close();
    }
  });
});
