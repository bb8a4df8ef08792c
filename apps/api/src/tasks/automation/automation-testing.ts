import { asc, eq, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { tasks, users } from '../../db/schema/index.ts';
import { type AdminTestApp, callAs } from '../../test/admin-app.ts';

// What the automation tests share: users by e-mail, templates made through the API, the tasks a
// template made.

export const userIri = async (t: AdminTestApp, email: string) => {
  const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return `/api/users/${u!.id}`;
};
export const idOf = (iri: string) => Number(iri.split('/').pop());

export const dayMs = 86_400_000;
// A calendar date `n` days from today (UTC).
export const dayFromToday = (n: number) => new Date(Date.now() + n * dayMs).toISOString().slice(0, 10);

export const makeTemplate = async (t: AdminTestApp, body: Record<string, unknown>) => {
  const res = await callAs(t, 'POST', '/api/task_templates', { name: 'Template', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};

export const tasksOfTemplate = (t: AdminTestApp, templateId: number) =>
  t.db.select().from(tasks).where(eq(tasks.taskTemplateId, templateId)).orderBy(asc(tasks.id));

export const templateTasks = (t: AdminTestApp) =>
  t.db.select().from(tasks).where(isNotNull(tasks.taskTemplateId)).orderBy(asc(tasks.id));

export const changeStatus = async (t: AdminTestApp, tripIri: string, ...statuses: string[]) => {
  for (const status of statuses) {
    const res = await callAs(t, 'PATCH', `${tripIri}/status-change`, { status });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
};
