// Prints EXPLAIN ANALYZE of the statements one advanced search sends (a debugging aid), through the
// real route (the app's db is wrapped to note each statement):
//   node bench/explain-advanced.ts <database url> '<request body as JSON>'
import pg from 'pg';
import { createApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { createMailer } from '../apps/api/src/mail/mailer.ts';

const [url, body] = process.argv.slice(2);
const handle = await openDatabase({ databaseUrl: url, poolSize: 3 });
const statements: { text: string; values: unknown[] }[] = [];
let noting = false;
const dialect = (
  handle.db as unknown as { dialect: { sqlToQuery: (s: unknown) => { sql: string; params: unknown[] } } }
).dialect;
const db = new Proxy(handle.db, {
  get(target, prop, receiver) {
    if (prop === 'execute' && noting)
      return (q: Parameters<typeof handle.db.execute>[0]) => {
        const { sql: text, params } = dialect.sqlToQuery(q);
        statements.push({ text, values: params });
        return target.execute(q);
      };
    return Reflect.get(target, prop, receiver);
  },
});
const config = { ...loadConfig({}), publicUrl: 'http://bench.test' };
const app = createApp({
  db,
  driver: handle.driver,
  config,
  jwtKey: new TextEncoder().encode('bench-search-secret-bench-search-secret'),
  mailer: createMailer({ dataDir: config.dataDir }),
});
const login = await app.request('/api-auth/admin/auth_token', {
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json' },
  body: JSON.stringify({ email: 'admin@demo.travel', password: 'demo-password' }),
});
const { token } = (await login.json()) as { token: string };
noting = true;
const res = await app.request('/api/advanced-search', {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    accept: 'application/json',
    authorization: `Bearer ${token}`,
  },
  body: body!,
});
noting = false;
console.log(res.status, (await res.text()).slice(0, 600));
const client = new pg.Client({ connectionString: url });
await client.connect();
for (const s of statements) {
  console.log(s.text.replace(/\s+/g, ' ').slice(0, 400), JSON.stringify(s.values).slice(0, 200));
  const r = await client.query(`explain (analyze, buffers) ${s.text}`, s.values);
  console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
  console.log('-----');
}
await client.end();
await handle.close();
