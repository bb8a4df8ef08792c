import { eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { AuthUser } from '../auth/roles.ts';
import { auditLog } from '../db/schema/index.ts';
import { auditValues } from '../engine/audit.ts';
import { notFoundViolation, validateInput } from '../engine/input.ts';
import { writeLinks } from '../engine/links.ts';
import type { Resource, Row, Tx } from '../engine/types.ts';
import type { AppDeps } from '../http/app-env.ts';
import { ApiError, badRequest, type Violation } from '../http/problem.ts';
import { type ExchangeColumn, exchangeColumns, isLabelHeader } from './exchange-columns.ts';
import { unneutralise } from './xlsx-export.ts';

type Parsed = {
  line: number;
  id: number | undefined;
  values: Row;
  links: Record<string, number[]>;
};

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

const readSheet = async (bytes: Uint8Array) => {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest('The file is not a readable xlsx workbook.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('The workbook has no sheet.');
  return sheet;
};

// Reads every row and validates it like the JSON API would, collecting every problem with its
// row number; nothing is written here.
const parseRows = (resource: Resource, sheet: ExcelJS.Worksheet) => {
  const byHeader = new Map(exchangeColumns(resource).map((c) => [c.header, c]));
  const headerRow = sheet.getRow(1);
  const columns = new Map<number, ExchangeColumn>();
  const unknown: string[] = [];
  headerRow.eachCell((c, index) => {
    const header = String(plain(c.value) ?? '').trim();
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
  const required = new Set(resource.required ?? []);
  const rows: Parsed[] = [];
  const violations: Violation[] = [];
  const references: { line: number; name: string; target: Resource; id: number }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    if (line === 1) return;
    const body: Row = {};
    let id: number | undefined;
    let empty = true;
    for (const [index, col] of columns) {
      const value = plain(row.getCell(index).value);
      if (value != null) empty = false;
      if (col.kind === 'id') {
        if (value == null) continue;
        const n = Number(value);
        if (Number.isInteger(n) && n > 0) id = n;
        else
          violations.push({ propertyPath: `rows[${line}].id`, message: 'This value should be of type int.' });
        continue;
      }
      // A new record leaves empty cells out (defaults apply); an existing one is cleared by them.
      if (value == null && id === undefined && col.kind !== 'field') continue;
      body[col.header] = toInput(col, value, required.has(col.header));
    }
    if (empty) return;
    if (id === undefined) {
      for (const key of Object.keys(body)) if (body[key] === null || body[key] === '') delete body[key];
    }
    const checked = validateInput(resource, body, id === undefined ? 'create' : 'patch');
    for (const v of checked.violations) {
      violations.push({ propertyPath: `rows[${line}].${v.propertyPath}`, message: v.message });
    }
    for (const ref of checked.references) {
      for (const refId of ref.ids) references.push({ line, name: ref.name, target: ref.target, id: refId });
    }
    rows.push({ line, id, values: checked.values, links: checked.links });
  });
  return { rows, violations, references };
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

// POST /api/<collection>/import: every row is checked first (fields, references, ids); any problem
// answers 422 listing the rows, and nothing is written. Otherwise all rows are created (no id) or
// updated (id) in one transaction, with an audit row each.
export const importXlsx = async (deps: AppDeps, user: AuthUser, resource: Resource, bytes: Uint8Array) => {
  const sheet = await readSheet(bytes);
  const parsed = parseRows(resource, sheet);
  return deps.db.transaction(async (tx) => {
    const { rows, violations } = parsed;
    // Every referenced record must exist: one query per target, not per row.
    const byTarget = new Map<Resource, Set<number>>();
    for (const ref of parsed.references) {
      const set = byTarget.get(ref.target) ?? new Set<number>();
      set.add(ref.id);
      byTarget.set(ref.target, set);
    }
    const known = new Map<Resource, Set<number>>();
    for (const [target, ids] of byTarget) known.set(target, await existingIds(tx, target, [...ids]));
    for (const ref of parsed.references) {
      if (known.get(ref.target)?.has(ref.id)) continue;
      const v = notFoundViolation(ref.name, ref.target, ref.id);
      violations.push({ propertyPath: `rows[${ref.line}].${v.propertyPath}`, message: v.message });
    }
    // Rows with an id update that record: it must exist and appear once.
    const updates = rows.filter((r) => r.id !== undefined);
    const before = new Map<number, Row>();
    for (const part of chunk(
      updates.map((r) => r.id!),
      5000,
    )) {
      const found = (await tx.select().from(resource.table).where(inArray(resource.idColumn, part))) as Row[];
      for (const f of found) before.set(f.id as number, f);
    }
    const seen = new Set<number>();
    for (const r of updates) {
      const message = !before.has(r.id!)
        ? `Item not found for "${resource.iri(r.id)}".`
        : seen.has(r.id!)
          ? 'This id appears on more than one row.'
          : undefined;
      if (message) violations.push({ propertyPath: `rows[${r.line}].id`, message });
      seen.add(r.id!);
    }
    if (violations.length) {
      violations.sort((a, b) => lineOf(a) - lineOf(b));
      throw new ApiError(422, describe(violations), { violations });
    }

    const audits: ReturnType<typeof auditValues>[] = [];
    const results: Row[] = [];
    const base = { tx, user, deps, afterCommit: () => {} };
    const creates = rows.filter((r) => r.id === undefined);
    for (const part of chunk(creates, 500)) {
      const values = await Promise.all(
        part.map(async (r) => {
          const withDefaults = { ...(resource.defaults ?? {}), ...r.values };
          const prepared = resource.hooks?.beforeWrite
            ? await resource.hooks.beforeWrite(withDefaults, {
                ...base,
                op: 'create',
                existing: undefined,
                input: r.values,
              })
            : withDefaults;
          return { ...prepared, createdBy: user.id, updatedBy: user.id };
        }),
      );
      const inserted = (await tx.insert(resource.table).values(values).returning()) as Row[];
      for (const [i, row] of inserted.entries()) {
        const r = part[i]!;
        if (Object.keys(r.links).length) await writeLinks(tx, resource, row.id as number, r.links);
        audits.push(
          auditValues(resource, 'create', row.id as number, user.id, undefined, { ...row, ...r.links }),
        );
        results.push(row);
      }
    }
    for (const r of updates) {
      const existing = before.get(r.id!)!;
      const prepared = resource.hooks?.beforeWrite
        ? await resource.hooks.beforeWrite(r.values, { ...base, op: 'update', existing, input: r.values })
        : r.values;
      const [row] = (await tx
        .update(resource.table)
        .set({
          ...prepared,
          updatedBy: user.id,
          updatedAt: new Date(),
          version: sql`${resource.versionColumn} + 1`,
        })
        .where(eq(resource.idColumn, r.id!))
        .returning()) as Row[];
      if (Object.keys(r.links).length) await writeLinks(tx, resource, r.id!, r.links);
      audits.push(auditValues(resource, 'update', r.id!, user.id, existing, { ...row, ...r.links }));
      results.push(row!);
    }
    for (const part of chunk(audits, 1000)) await tx.insert(auditLog).values(part);
    return {
      '@context': `/api/contexts/${resource.type}`,
      '@type': 'hydra:Collection',
      'hydra:totalItems': results.length,
      created: creates.length,
      updated: updates.length,
      'hydra:member': results.map((row) => ({
        '@id': resource.iri(row.id),
        '@type': resource.type,
        id: row.id,
        name: row.name ?? null,
      })),
    };
  });
};

const lineOf = (v: Violation) => Number(/^rows\[(\d+)\]/.exec(v.propertyPath)?.[1] ?? 0);
