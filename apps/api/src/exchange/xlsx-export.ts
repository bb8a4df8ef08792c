import { PassThrough, Readable } from 'node:stream';
import { and, asc, gt, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../db/client.ts';
import type { Resource, Row } from '../engine/types.ts';
import { type ExchangeColumn, exchangeColumns, loadPageExtras } from './exchange-columns.ts';

const pageSize = 1000;

// A text cell that a spreadsheet would run as a formula (= + - @, and the tab/CR variants) is
// written with a leading apostrophe; imports take it off again (OWASP CSV injection).
const formulaStart = /^[=+\-@\t\r]/;
export const neutralise = (text: string) => (formulaStart.test(text) ? `'${text}` : text);
export const unneutralise = (text: string) =>
  text.startsWith("'") && formulaStart.test(text.slice(1)) ? text.slice(1) : text;

const cell = (col: ExchangeColumn, row: Row, extras: Awaited<ReturnType<typeof loadPageExtras>>) => {
  switch (col.kind) {
    case 'id':
      return row.id as number;
    case 'one':
      return (row[col.fk] as number | null) ?? null;
    case 'many':
      return (extras.links.get(col.header)?.get(row.id as number) ?? []).join(', ') || null;
    case 'label': {
      const id = row[col.fk] as number | null;
      return id == null ? null : neutralise(extras.labels.get(col.header)?.get(id) ?? '');
    }
    case 'field': {
      const value = row[col.header];
      if (value == null) return null;
      if (col.column.columnType === 'PgNumeric') {
        const n = Number(value);
        return Number.isFinite(n) ? n : String(value);
      }
      if (typeof value === 'string') return neutralise(value);
      return value as number | boolean | Date;
    }
  }
};

// Streams the rows matching `where` as an xlsx workbook, a page of rows at a time (keyset on id),
// so memory stays flat whatever the table size.
export const xlsxExportStream = (db: Db, resource: Resource, where: SQL | undefined) => {
  const columns = exchangeColumns(resource);
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(resource.plural);
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.header, width: c.kind === 'id' ? 8 : 20 }));
  const write = async () => {
    let last = 0;
    for (;;) {
      const rows = (await db
        .select()
        .from(resource.table)
        .where(and(where, gt(resource.idColumn, last)))
        .orderBy(asc(resource.idColumn))
        .limit(pageSize)) as Row[];
      if (rows.length === 0) break;
      const extras = await loadPageExtras(db, columns, rows);
      for (const row of rows) sheet.addRow(columns.map((c) => cell(c, row, extras))).commit();
      last = rows.at(-1)!.id as number;
      if (rows.length < pageSize) break;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => out.destroy(err as Error));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
};
