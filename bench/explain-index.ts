// Prints EXPLAIN ANALYZE of the index statement one record's write runs (a debugging aid), in a
// transaction that is rolled back:
//   node bench/explain-index.ts <database url> <kind> <id>
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { modules as domainModules } from '../apps/api/src/modules.ts';
import { searchIndex } from '../apps/api/src/search/search-index.ts';
import { searchKinds, useSearchKinds } from '../apps/api/src/search/search-kinds.ts';

const [url, kindName, id] = process.argv.slice(2);
useSearchKinds(domainModules);
const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
const dialect = (
  handle.db as unknown as { dialect: { sqlToQuery: (s: unknown) => { sql: string; params: unknown[] } } }
).dialect;
const statements: { text: string; values: unknown[] }[] = [];
const spy = {
  execute: async (q: unknown) => {
    const { sql: text, params } = dialect.sqlToQuery(q);
    statements.push({ text, values: params });
    return { rows: [] };
  },
};
const kind = searchKinds().find((k) => k.kind === kindName)!;
await searchIndex.index(spy as never, kind, [Number(id)]);
const client = new pg.Client({ connectionString: url });
await client.connect();
for (const s of statements) {
  for (let i = 0; i < 3; i++) {
    await client.query('begin');
    const r = await client.query(`explain (analyze, buffers) ${s.text}`, s.values);
    await client.query('rollback');
    if (i === 2) console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
  }
  console.log('-----');
}
await client.end();
await handle.close();
