import { inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { AuthUser } from '../auth/roles.ts';
import { notFoundViolation, type ParsedInput, validateInput } from '../engine/input.ts';
import { applyUpdates, insertRecords, inTransaction, lockRecords } from '../engine/records.ts';
import type { Resource, Row, Tx, WriteContext } from '../engine/types.ts';
import type { AppDeps } from '../http/app-env.ts';
import { ApiError, badRequest, type Violation } from '../http/problem.ts';
import { type ExchangeColumn, exchangeColumns, isLabelHeader } from './exchange-columns.ts';
import { unneutralise } from './xlsx-export.ts';

type Parsed = { line: number; id: number | undefined; parsed: ParsedInput };

const chunk = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

// A cell as a plain value: formulas give their cached result, links and rich text their text.
const plain = (value: ExcelJS.CellValue): unknown => {
  if (value == null) return null;
  if (value instanceof Date || typeof value !== 'object') {
    if (typeof value !== 'string') return value;
    const text = unneutralise(value.trim());
    return text === '' ? null : text;
  }
  if ('result' in value) return plain(value.result as ExcelJS.CellValue);
  if ('richText' in value) return plain(value.richText.map((t) => t.text).join(''));
  if ('text' in value) return plain(value.text as ExcelJS.CellValue);
  return null;
};

const truthy = new Set(['true', 'yes', 'y', '1', 'oui', 'x']);
const falsy = new Set(['false', 'no', 'n', '0', 'non']);

const iriOf = (target: Resource, value: unknown) => {
  if (typeof value === 'number') return `${target.collectionIri}/${value}`;
  const text = String(value).trim();
  return /^\d+$/.test(text) ? `${target.collectionIri}/${text}` : text;
};

// Turns a cell into what the JSON API would receive for that property.
const toInput = (col: ExchangeColumn, value: unknown, required: boolean) => {
  if (col.kind === 'one') return value == null ? null : iriOf(col.target, value);
  if (col.kind === 'many') {
    if (value == null) return [];
    return String(value)
      .split(/[,;\s]+/)
      .filter(Boolean)
      .map((v) => iriOf(col.target, v));
  }
  if (col.kind !== 'field') return undefined;
  if (value == null) return required ? '' : null;
  switch (col.column.columnType) {
    case 'PgBoolean': {
      if (typeof value === 'boolean') return value;
      const text = String(value).toLowerCase();
      return truthy.has(text) ? true : falsy.has(text) ? false : value;
    }
    case 'PgDateString':
    case 'PgDate':
      return value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
    case 'PgTime':
      return value instanceof Date ? value.toISOString().slice(11, 16) : String(value);
    case 'PgVarchar':
    case 'PgText':
      return value instanceof Date ? value.toISOString() : String(value);
    default:
      return value;
  }
};

// The first sheet's rows as plain values (index 0 = column A). The workbook is loaded whole (the
// upload is capped at 20 MB): ExcelJS's streaming WorkbookReader races on Node 18+ and intermittently
// loses the workbook or the shared strings of ExcelJS-written files (exceljs#3064, #683), which made
// a re-imported export fail now and then.
const readSheetRows = async function* (bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.slice().buffer);
  } catch {
    throw badRequest('The file is not a readable xlsx workbook.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return;
  const rows: { line: number; values: unknown[] }[] = [];
  sheet.eachRow((row) => {
    rows.push({ line: row.number, values: (row.values as ExcelJS.CellValue[]).slice(1).map(plain) });
  });
  yield* rows;
};

type Reference = { line: number; name: string; target: Resource; id: number };
type Batch = { rows: Parsed[]; references: Reference[] };

// Reads the rows and validates each like the JSON API would, adding every problem with its row
// number to `violations`, and hands them on in batches of `size`: only one batch is held at a time.
const parseBatches = async function* (
  resource: Resource,
  bytes: Uint8Array,
  violations: Violation[],
  size: number,
): AsyncGenerator<Batch> {
  const byHeader = new Map(exchangeColumns(resource).map((c) => [c.header, c]));
  const columns = new Map<number, ExchangeColumn>();
  const required = new Set(resource.required ?? []);
  let batch: Batch = { rows: [], references: [] };
  let headerSeen = false;
  let idIndex: number | undefined;
  for await (const { line, values } of readSheetRows(bytes)) {
    if (!headerSeen) {
      headerSeen = true;
      const unknown: string[] = [];
      values.forEach((raw, index) => {
        const header = String(raw ?? '').trim();
        if (!header || isLabelHeader(header)) return;
        const col = byHeader.get(header);
        if (col) columns.set(index, col);
        else unknown.push(header);
      });
      if (unknown.length) {
        throw badRequest(
          `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Export the list to get the expected columns.`,
        );
      }
      if (columns.size === 0) throw badRequest('The first row must hold the column names of an export.');
      idIndex = [...columns].find(([, c]) => c.kind === 'id')?.[0];
      continue;
    }
    const body: Row = {};
    let id: number | undefined;
    let empty = true;
    if (idIndex !== undefined && values[idIndex] != null) {
      const n = Number(values[idIndex]);
      empty = false;
      if (Number.isInteger(n) && n > 0) id = n;
      else
        violations.push({ propertyPath: `rows[${line}].id`, message: 'This value should be of type int.' });
    }
    for (const [index, col] of columns) {
      if (col.kind === 'id') continue;
      const value = values[index] ?? null;
      if (value != null) empty = false;
      // A new record leaves empty cells out (defaults apply); an existing one is cleared by them.
      if (value == null && id === undefined) continue;
      body[col.header] = toInput(col, value, required.has(col.header));
    }
    if (empty) continue;
    const checked = validateInput(resource, body, id === undefined ? 'create' : 'patch');
    for (const v of checked.violations) {
      violations.push({ propertyPath: `rows[${line}].${v.propertyPath}`, message: v.message });
    }
    for (const ref of checked.references) {
      for (const refId of ref.ids)
        batch.references.push({ line, name: ref.name, target: ref.target, id: refId });
    }
    batch.rows.push({
      line,
      id,
      parsed: { values: checked.values, input: checked.input, links: checked.links },
    });
    if (batch.rows.length === size) {
      yield batch;
      batch = { rows: [], references: [] };
    }
  }
  if (!headerSeen) throw badRequest('The workbook has no rows.');
  if (batch.rows.length) yield batch;
};

const existingIds = async (tx: Tx, target: Resource, ids: number[]) => {
  const found = new Set<number>();
  for (const part of chunk(ids, 5000)) {
    const rows = await tx
      .select({ id: target.idColumn })
      .from(target.table)
      .where(inArray(target.idColumn, part));
    for (const r of rows) found.add(r.id as number);
  }
  return found;
};

const describe = (violations: Violation[]) => {
  const shown = violations.slice(0, 50).map((v) => {
    const [, line, path] = /^rows\[(\d+)\]\.(.*)$/.exec(v.propertyPath) ?? [];
    return line ? `Row ${line}: ${path}: ${v.message}` : `${v.propertyPath}: ${v.message}`;
  });
  if (violations.length > 50) shown.push(`… and ${violations.length - 50} more.`);
  return shown.join('\n');
};

// POST /api/<collection>/import: all rows are created (no id) or updated (id) in one transaction,
// with an audit row each, or none is. The sheet is read in batches of 500 inside the transaction:
// each batch is checked (fields, references, ids) and written while no row so far has a problem;
// after the first problem the rest is only checked, and the 422 that lists every bad row rolls the
// transaction back. Only one batch is ever held in memory.
export const importXlsx = async (deps: AppDeps, user: AuthUser, resource: Resource, bytes: Uint8Array) =>
  inTransaction(deps, user, async (ctx) => {
    const violations: Violation[] = [];
    const seen = new Set<number>();
    const results: { id: unknown; name: unknown }[] = [];
    let created = 0;
    let updated = 0;
    for await (const batch of parseBatches(resource, bytes, violations, BATCH)) {
      await checkBatch(ctx.tx, resource, batch, seen, violations);
      if (violations.length) continue;
      const written = await writeBatch(ctx, resource, batch.rows);
      created += written.created;
      updated += written.updated;
      results.push(...written.results);
    }
    if (violations.length) {
      violations.sort((a, b) => lineOf(a) - lineOf(b));
      throw new ApiError(422, describe(violations), { violations });
    }
    return {
      '@context': `/api/contexts/${resource.type}`,
      '@type': 'hydra:Collection',
      'hydra:totalItems': results.length,
      created,
      updated,
      'hydra:member': results.map((row) => ({
        '@id': resource.iri(row.id),
        '@type': resource.type,
        id: row.id,
        name: row.name ?? null,
      })),
    };
  });

const BATCH = 500;

// Every referenced record must exist (one query per target), and a row with an id updates that
// record: it must exist and appear once in the whole sheet.
const checkBatch = async (
  tx: Tx,
  resource: Resource,
  batch: Batch,
  seen: Set<number>,
  violations: Violation[],
) => {
  const byTarget = new Map<Resource, Set<number>>();
  for (const ref of batch.references) {
    const set = byTarget.get(ref.target) ?? new Set<number>();
    set.add(ref.id);
    byTarget.set(ref.target, set);
  }
  const known = new Map<Resource, Set<number>>();
  for (const [target, ids] of byTarget) known.set(target, await existingIds(tx, target, [...ids]));
  for (const ref of batch.references) {
    if (known.get(ref.target)?.has(ref.id)) continue;
    const v = notFoundViolation(ref.name, ref.target, ref.id);
    violations.push({ propertyPath: `rows[${ref.line}].${v.propertyPath}`, message: v.message });
  }
  const updates = batch.rows.filter((r) => r.id !== undefined);
  const present = await existingIds(
    tx,
    resource,
    updates.map((r) => r.id!),
  );
  for (const r of updates) {
    const message = !present.has(r.id!)
      ? `Item not found for "${resource.iri(r.id)}".`
      : seen.has(r.id!)
        ? 'This id appears on more than one row.'
        : undefined;
    if (message) violations.push({ propertyPath: `rows[${r.line}].id`, message });
    seen.add(r.id!);
  }
};

// Writes one checked batch through the record service: new rows in one INSERT, changed rows
// locked and updated in one UPDATE per column set, with their hooks, links and audit rows.
const writeBatch = async (ctx: WriteContext, resource: Resource, rows: Parsed[]) => {
  const creates = rows.filter((r) => r.id === undefined);
  const updates = rows.filter((r) => r.id !== undefined);
  const inserted = await insertRecords(
    ctx,
    resource,
    creates.map((r) => r.parsed),
  );
  const locked = await lockRecords(
    ctx,
    resource,
    updates.map((r) => r.id!),
  );
  const changed = await applyUpdates(
    ctx,
    resource,
    updates.map((r) => ({ existing: locked.get(r.id!)!, parsed: r.parsed })),
  );
  const results = [...inserted, ...changed].map((row) => ({ id: row.id, name: row.name ?? null }));
  return { created: inserted.length, updated: changed.length, results };
};

const lineOf = (v: Violation) => Number(/^rows\[(\d+)\]/.exec(v.propertyPath)?.[1] ?? 0);
