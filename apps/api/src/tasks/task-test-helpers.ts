import type { AdminTestApp, AnyItem, AnyPage } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';

// The demo users' IRIs by e-mail, as the staff list answers them (/api/users/{id}).
export const staffIris = async (t: AdminTestApp) => {
  const res = await t.request('GET', '/api/staff?itemsPerPage=100', { token: t.admin });
  const page = await json<AnyPage>(res);
  return new Map(page['hydra:member'].map((m) => [m.email as string, `/api/users/${m.id}`]));
};

export const form = (fields: Record<string, string | Blob>, fileName = 'upload.bin') => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v instanceof Blob) f.append(k, v, fileName);
    else f.append(k, v);
  }
  return f;
};

// A task the caller (admin by default) creates; the test stops at a refusal.
export const makeTask = async (t: AdminTestApp, body: Record<string, unknown>, token = t.admin) => {
  const res = await t.request('POST', '/api/tasks', { token, body });
  if (res.status !== 201) throw new Error(`task: ${res.status} ${await res.text()}`);
  return json<AnyItem>(res);
};
