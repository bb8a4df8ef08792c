// The list filters and order of the contract applied to serialised records.
import type { Filter } from './contract.ts';
import { text, trailingId } from './reader.ts';
import { fail } from './responses.ts';

type Row = Record<string, unknown>;
export type Direction = 'asc' | 'desc' | 'desc nulls last';

const dateBounds: Record<string, (value: string, bound: string) => boolean> = {
  before: (value, bound) => value <= bound,
  strictly_before: (value, bound) => value < bound,
  after: (value, bound) => value >= bound,
  strictly_after: (value, bound) => value > bound,
};

export const matches = (
  row: Row,
  filter: Filter,
  values: string[],
  valuesAt: (row: Row, field: string) => unknown[],
) => {
  switch (filter.kind) {
    case 'search': {
      const haystack = Object.entries(row)
        .filter(([key, value]) => !key.startsWith('@') && typeof value === 'string')
        .map(([, value]) => text(value))
        .join(' ');
      return values
        .join(' ')
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean)
        .every((word) => haystack.includes(word));
    }
    case 'partial':
      return valuesAt(row, filter.field).some((v) => text(v).includes(values[0]!.toLowerCase()));
    case 'exact': {
      const stored = valuesAt(row, filter.field);
      return values.some((v) =>
        stored.some(
          (s) =>
            text(s) === v.toLowerCase() || (trailingId(v) !== undefined && trailingId(s) === trailingId(v)),
        ),
      );
    }
    case 'boolean':
      return row[filter.field] === (values[0] === 'true' || values[0] === '1');
    case 'exists': {
      const value = row[filter.field];
      const present = value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0);
      return present === (values[0] === 'true' || values[0] === '1');
    }
    case 'date': {
      const bound = /\[(\w+)\]$/.exec(filter.name)![1]!;
      const value = values[0]!;
      if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(Date.parse(value)))
        fail(400, `${filter.name} must be a date (YYYY-MM-DD).`);
      const date = row[filter.field];
      return typeof date === 'string' && (dateBounds[bound]?.(date, value) ?? true);
    }
  }
};

// PostgreSQL's order: nulls last when ascending, first when descending.
export const compareBy = (criteria: [string, Direction][]) => (a: Row, b: Row) => {
  for (const [field, dir] of criteria) {
    const x = a[field];
    const y = b[field];
    if (x === y) continue;
    const sign = dir === 'asc' ? 1 : -1;
    const nullSign = dir === 'desc' ? -1 : 1;
    if (x === null || x === undefined) return nullSign;
    if (y === null || y === undefined) return -nullSign;
    return (
      (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * sign
    );
  }
  return 0;
};
