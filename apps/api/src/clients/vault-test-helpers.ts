import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

// Where a secret could have leaked to: every row of every table of the database (each row cast to
// text, so every column of every type, JSON and bytea included) and every file under a folder.

export const tablesHolding = async (db: Db, needle: string) => {
  const { rows: tables } = await db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const found: string[] = [];
  for (const { table_name } of tables) {
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} as t where strpos(t::text, ${needle}) > 0`,
    );
    if ((rows[0]?.n ?? 0) > 0) found.push(table_name);
  }
  return { found, searched: tables.length };
};

export const filesHolding = (dir: string, needle: Uint8Array) => {
  const found: string[] = [];
  let searched = 0;
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      const info = statSync(full);
      if (info.isDirectory()) walk(full);
      else if (info.isFile()) {
        searched++;
        if (Buffer.from(readFileSync(full)).indexOf(Buffer.from(needle)) >= 0) found.push(full);
      }
    }
  };
  walk(dir);
  return { found, searched };
};

// A fresh number that passes the Luhn check, so a match can only come from this test.
export const testCardNumber = (prefix = '4') => {
  let digits = prefix;
  while (digits.length < 15) digits += String(Math.floor(Math.random() * 10));
  for (let check = 0; check < 10; check++) {
    const candidate = digits + check;
    let sum = 0;
    for (let i = 0; i < candidate.length; i++) {
      let d = Number(candidate[candidate.length - 1 - i]);
      if (i % 2 === 1) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    if (sum % 10 === 0) return candidate;
  }
  throw new Error('unreachable');
};
