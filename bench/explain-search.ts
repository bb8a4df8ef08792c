// Prints EXPLAIN ANALYZE of the statements global search sends for one query (a debugging aid):
//   node bench/explain-search.ts <database url> <category> <query>
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { modules as domainModules } from '../apps/api/src/modules.ts';
import { parseQuery, searchIndex } from '../apps/api/src/search/search-index.ts';
import { searchKinds, useSearchKinds } from '../apps/api/src/search/search-kinds.ts';

const [url, category, query] = process.argv.slice(2);
useSearchKinds(domainModules);
const handle = await openDatabase({ databaseUrl: url, poolSize: 3 });
const client = new pg.Client({ connectionString: url });
await client.connect();
const statements: { text: string; values: unknown[] }[] = [];
const spy = {
  execute: async (q: Parameters<typeof handle.db.execute>[0]) => {
    const { sql: text, params } = (
      handle.db as unknown as { dialect: { sqlToQuery: (s: unknown) => { sql: string; params: unknown[] } } }
    ).dialect.sqlToQuery(q);
    statements.push({ text, values: params });
    return handle.db.execute(q);
  },
};
const kinds = searchKinds();
await searchIndex.query(spy as never, {
  category: category as never,
  query: parseQuery(query!),
  areas: [...new Set(kinds.map((k) => k.area))],
  kinds: kinds.map((k) => k.kind),
  offset: 0,
  limit: 5,
});
for (const s of statements) {
  if (process.env.SHOW_SQL) console.log(s.text, JSON.stringify(s.values));
  const r = await client.query(`explain (analyze, buffers) ${s.text}`, s.values);
  console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
  console.log('-----');
}
await client.end();
await handle.close();
