// A thin server for one recorded request: node:http + plain pg + JSON.stringify, sending the very
// statements (text, values, row mode) the API sent for that request, and answering their rows as
// one JSON document. The first statement runs alone (the API reads the record before anything
// else, to answer 404), the others all at once: no framework, no ORM, no auth, no JSON-LD mapping,
// and more parallelism than the API has, so it is the floor the API is compared with.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';
import { args, serveChild } from './child-protocol.ts';

export type Recorded = { text: string; values?: unknown[]; rowMode?: 'array' };

const a = args();
const statements = JSON.parse(readFileSync(a.statements!, 'utf8')) as Recorded[];
if (statements.length === 0) throw new Error('no statements recorded');
pg.types.setTypeParser(20, (v: string) => Number.parseInt(v, 10));
const pool = new pg.Pool({ connectionString: a['database-url'], max: Number(a['pool-size'] ?? 10) });
const send = async (s: Recorded): Promise<unknown[]> =>
  s.rowMode === 'array'
    ? (await pool.query({ text: s.text, values: s.values, rowMode: 'array' })).rows
    : (await pool.query({ text: s.text, values: s.values })).rows;

const [first, ...rest] = statements;
const server = createServer(async (_req, res) => {
  try {
    const head = await send(first!);
    const others = await Promise.all(rest.map(send));
    const body = JSON.stringify({ head, others });
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  } catch (e) {
    console.error(e);
    res.writeHead(500).end();
  }
});

await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
serveChild(server, () => pool.end());
