import { and, asc, gt, type SQL, sql } from 'drizzle-orm';
import { vendorServices } from '../catalogue/vendors.resource.ts';
import type { Db } from '../db/client.ts';
import { vendorGroups, vendorLocations, vendors } from '../db/schema/index.ts';
import { getResource } from '../engine/define-resource.ts';

const pageSize = 2000;

// A spreadsheet splits a line on its locale's separator (',' here, ';' or a tab elsewhere) and runs
// a piece that starts with = + - @ (or a tab/CR before one) as a formula: `x;=1+1` opened with ';'
// is two cells. So every piece start gets the apostrophe, not only the cell's first character,
// and any cell with a separator, a quote or a line break is quoted.
const pieceStart = /(?<=^|[,;\t\r\n] *)(?=[=+\-@\t\r])/g;
const needsQuotes = /[",;\t\r\n]/;

export const csvCell = (value: unknown) => {
  if (value == null) return '';
  const text = typeof value === 'string' ? value.replace(pieceStart, "'") : String(value);
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};
const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

// GET /next/vendors/export: one CSV line per vendor with its group, cities and services, a page at
// a time (keyset on id); a UTF-8 byte order mark so spreadsheet programs read accents right.
export const vendorsCsvStream = (db: Db, where: SQL | undefined) => {
  const services = vendorServices.map(([name, type]) => {
    const table = getResource(type).table;
    return [
      name,
      sql<boolean>`exists (select 1 from ${table} where ${sql.identifier('vendor_id')} = ${vendors.id})`,
    ] as const;
  });
  const encoder = new TextEncoder();
  let last = 0;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        const header = ['id', 'name', 'status', 'group', 'email', 'phone', 'website', 'cities', 'services'];
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}`));
      }
      const rows = await db
        .select({
          id: vendors.id,
          name: vendors.name,
          status: vendors.status,
          group: sql<
            string | null
          >`(select ${vendorGroups.name} from ${vendorGroups} where ${vendorGroups.id} = ${vendors.groupId})`,
          email: vendors.email,
          phone: vendors.phone,
          website: vendors.website,
          cities: sql<
            string | null
          >`(select string_agg(distinct ${vendorLocations.city}, ', ') from ${vendorLocations} where ${vendorLocations.vendorId} = ${vendors.id})`,
          ...Object.fromEntries(services),
        })
        .from(vendors)
        .where(and(where, gt(vendors.id, last)))
        .orderBy(asc(vendors.id))
        .limit(pageSize);
      if (rows.length === 0) {
        controller.close();
        return;
      }
      let text = '';
      for (const row of rows) {
        const r = row as Record<string, unknown>;
        const offered = vendorServices.filter(([name]) => r[name] === true).map(([name]) => name);
        text += csvLine([
          r.id,
          r.name,
          r.status,
          r.group,
          r.email,
          r.phone,
          r.website,
          r.cities,
          offered.join(', '),
        ]);
      }
      controller.enqueue(encoder.encode(text));
      last = rows.at(-1)!.id;
      if (rows.length < pageSize) controller.close();
    },
  });
};
