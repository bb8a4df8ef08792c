import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, emailTemplates, settings } from '../db/schema/index.ts';
import { emailScopes } from '../enums/email-values.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { seedDemoClients } from './demo-clients.ts';
import { seedDemoEmails } from './demo-emails.ts';

let t: TestApp;
beforeAll(async () => {
  // The demo seed writes its data in bulk as fixtures, with no audit rows by design.
  t = await createTestApp({ auditCheck: false });
});
afterAll(() => t.close());

describe('demo e-mails seed', () => {
  it('adds one template per scope, the agency settings and a history for the demo clients, once', async () => {
    await t.db.insert(settings).values({ code: 'agency.name', value: 'Kept as set' });
    await t.db.transaction((tx) => seedDemoClients(tx));
    expect(await t.db.transaction((tx) => seedDemoEmails(tx))).toBe(6);
    expect(await t.db.transaction((tx) => seedDemoEmails(tx))).toBe(0);
    const templates = await t.db.select().from(emailTemplates);
    expect(templates.map((x) => x.scope).sort()).toEqual([...emailScopes].sort());
    const [name] = await t.db.select().from(settings).where(eq(settings.code, 'agency.name'));
    expect(name!.value).toBe('Kept as set');
    const logs = await t.db.select().from(emailLogs);
    expect(logs.length).toBeGreaterThan(10);
    expect(logs.every((l) => l.clientId !== null && l.templateId !== null)).toBe(true);
    expect(logs.some((l) => l.status === 'failed' && l.error)).toBe(true);
    expect(logs.every((l) => !l.subject.includes('{{'))).toBe(true);
  });
});
