import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../../test/test-app.ts';

const t = testAppForFile();

// The catalogue links and the alternative link are null on most items: their indexes leave those
// rows out (a reorder of 120 items then writes four index entries a row, not ten), and a lookup by a
// value, like the foreign keys' checks when a catalogue record is deleted, still finds them.
const links = [
  ['trip_items_alternative_idx', 'alternative_of_id'],
  ['trip_items_accommodation_idx', 'accommodation_id'],
  ['trip_items_activity_idx', 'activity_id'],
  ['trip_items_transfer_idx', 'transfer_id'],
  ['trip_items_spa_idx', 'spa_id'],
  ['trip_items_restaurant_idx', 'restaurant_id'],
  ['trip_items_conciergerie_service_idx', 'conciergerie_service_id'],
] as const;

describe('trip item link indexes', () => {
  it('leave out the rows whose link is null', async () => {
    const { rows } = (await t.db.execute(
      sql`select indexname, indexdef from pg_indexes where tablename = 'trip_items'`,
    )) as unknown as { rows: { indexname: string; indexdef: string }[] };
    const defs = new Map(rows.map((r) => [r.indexname, r.indexdef]));
    for (const [index, column] of links) expect(defs.get(index)).toMatch(`WHERE (${column} IS NOT NULL)`);
  });

  it('still serve a lookup by a value', async () => {
    for (const [index, column] of links) {
      const plan = await t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const { rows } = (await tx.execute(
          sql`explain select id from trip_items where ${sql.identifier(column)} = ${1}`,
        )) as unknown as { rows: { 'QUERY PLAN': string }[] };
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain(index);
    }
  });
});
