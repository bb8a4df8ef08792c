import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { getResource } from '../engine/define-resource.ts';
import { kindItems, vendorKinds } from './define-vendor-kind.ts';

// What can be associated with a trip or a client: the places of every vendor kind (found through
// their vendor location's destination) and the sub-records that declare themselves associable
// (activities, transfers, concierge services: found through their own destination).
type Source = { type: string; from: SQL; destination: SQL; vendor: SQL };
// Built on first use, once every kind and item is declared.
let built: Source[] | undefined;
export const sources = (): Source[] =>
  (built ??= [
    ...vendorKinds().map(({ resource }) => ({
      type: resource.type,
      // The record's own location, else its vendor's first one (as the map places it).
      from: sql`${resource.table} as k left join ${s.vendorLocations} as kl on kl.id = k.location_id
      left join lateral (select destination_id from ${s.vendorLocations} as vl
        where k.location_id is null and vl.vendor_id = k.vendor_id order by vl.id limit 1) as kv on true`,
      destination: sql`coalesce(kl.destination_id, kv.destination_id)`,
      vendor: sql`k.vendor_id`,
    })),
    ...kindItems()
      .filter((item) => item.associable)
      .map(({ resource, parent }) => {
        const fk = resource.columns[parent.fk]!.name;
        return {
          type: resource.type,
          from: sql`${resource.table} as k join ${getResource(parent.type).table} as kp on kp.id = k.${sql.identifier(fk)}`,
          destination: sql`k.destination_id`,
          vendor: sql`kp.vendor_id`,
        };
      }),
  ]);

// Records in the given destinations (and the places below them in the tree) whose name holds the
// keyword: 50 at most, by name.
export const findAssociableItems = async (db: Db, o: { destinationIds: number[]; keyword: string }) => {
  const conditions = (source: Source): SQL => {
    const parts: SQL[] = [];
    if (o.keyword)
      parts.push(sql`lower(k.name) like ${`%${o.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}`);
    if (o.destinationIds.length) parts.push(sql`${source.destination} in (select id from tree)`);
    return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
  };
  const tree = o.destinationIds.length
    ? sql`with recursive tree(id) as (
        select id from ${s.destinations} where id in (${sql.join(
          o.destinationIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        union select d.id from ${s.destinations} as d join tree on d.parent_id = tree.id
      ) `
    : sql``;
  const union = sql.join(
    sources().map(
      (source) => sql`(select ${source.type}::text as type, k.id, k.name, ${source.vendor} as vendor_id,
        ${source.destination} as destination_id from ${source.from} ${conditions(source)}
        order by k.name, k.id limit 50)`,
    ),
    sql` union all `,
  );
  const { rows } = await db.execute<{
    type: string;
    id: number;
    name: string;
    vendor_id: number;
    vendor_name: string;
    destination_id: number | null;
  }>(sql`${tree}select u.*, v.name as vendor_name from (${union}) as u
    join ${s.vendors} as v on v.id = u.vendor_id order by u.name, u.type, u.id limit 50`);
  return rows;
};
