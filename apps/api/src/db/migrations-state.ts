import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { migrationsFolder } from './client.ts';

type Journal = { entries: { tag: string; when: number }[] };

let journal: Journal | undefined;
// The migrations this code expects (drizzle-kit's journal, shipped with the code; read once).
const expected = () => {
  journal ??= JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
  return journal.entries;
};

// How many of the code's migrations the database lacks (ops/readiness.ts). drizzle's migrator
// records each applied one with its journal time (`created_at` = `when`) and applies those newer
// than the last recorded: the same comparison here. A database that never ran them lacks them all.
export const missingMigrations = async (db: Db): Promise<number> => {
  const { rows } = await db
    .execute<{ last: string | number | null }>(
      sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
    )
    .catch((err: unknown) => {
      // 42P01/3F000: no migrations table or schema yet.
      if (
        /^(42P01|3F000)$/.test(
          String((err as { cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code),
        )
      )
        return { rows: [{ last: null }] };
      throw err;
    });
  const last = rows[0]?.last == null ? -1 : Number(rows[0].last);
  return expected().filter((m) => m.when > last).length;
};
