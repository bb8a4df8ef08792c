import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { SearchableKind } from './searchable.ts';

// The search behind one interface: index(kind, ids) and remove(kind, ids) run in the writer's
// transaction (search/module.ts's reactions), query(...) answers global search. The PostgreSQL
// implementation below (unaccent, pg_trgm, tsvector, fuzzystrmatch) runs on PGlite and on a server
// alike; an external engine would implement the same interface and callers would not change.
export type SearchCategory = 'name' | 'address' | 'location' | 'description';
export const searchCategories: readonly SearchCategory[] = ['name', 'address', 'location', 'description'];

// A query as typed, parsed: words (folded by the database) and quoted phrases; all must match.
export type ParsedQuery = { words: string[]; phrases: string[]; full: string };

export type HitRow = {
  kind: string;
  recordId: number;
  title: string;
  text: string;
  count: number;
};

export type GlobalQuery = {
  category: SearchCategory;
  query: ParsedQuery;
  areas: readonly string[];
  kinds: readonly string[];
  offset: number;
  limit: number;
};

export type AdvancedQuery = {
  query: ParsedQuery | undefined;
  areas: readonly string[];
  kinds: readonly string[];
  // Conditions on the documents (alias d), one per filter, combined with AND.
  where: SQL[];
  sort: 'relevance' | 'title' | 'updated';
  offset: number;
  limit: number;
};

export interface SearchIndex {
  // 'stale': the records with no document or a document older than the record (the backfill).
  index(tx: Db, kind: SearchableKind, ids: readonly number[] | 'stale'): Promise<void>;
  remove(tx: Db, kind: string, ids: readonly number[]): Promise<void>;
  // Hits of each kind (`count` is the kind's total) for one page per kind.
  query(db: Db, q: GlobalQuery): Promise<HitRow[]>;
  // One page of matching documents with the total, and the same documents' condition for facets.
  advanced(db: Db, q: AdvancedQuery): Promise<{ rows: HitRow[]; total: number; match: SQL }>;
}

// Splits what was typed: "quoted phrases" and words of letters and digits (punctuation, operators,
// SQL and regex syntax are separators, never syntax); the database folds them.
export const parseQuery = (raw: string): ParsedQuery => {
  const text = raw.replaceAll('\u0000', ' ').normalize('NFC');
  const phrases: string[] = [];
  const rest = text.replace(/"([^"]*)"/g, (_, inner: string) => {
    const words = wordsOf(inner);
    if (words.length > 1) phrases.push(words.join(' '));
    else if (words.length === 1) return ` ${words[0]} `;
    return ' ';
  });
  const words = [...new Set(wordsOf(rest))].slice(0, 12);
  return { words, phrases: phrases.slice(0, 4), full: wordsOf(text).join(' ') };
};

const wordsOf = (text: string) =>
  text.match(/[\p{L}\p{N}]+/gu)?.map((w) => w.toLowerCase().slice(0, 64)) ?? [];

export const isEmptyQuery = (q: ParsedQuery) => q.words.length === 0 && q.phrases.length === 0;

const columns = {
  name: { text: sql.raw('d.name_text'), tsv: sql.raw('d.name_tsv') },
  address: { text: sql.raw('d.address_text'), tsv: sql.raw('d.address_tsv') },
  description: { text: sql.raw('d.description_text'), tsv: sql.raw('d.description_tsv') },
};
type TextCategory = keyof typeof columns;

// One word: a prefix of a word of the text, or (five letters or more) one edit away from a word or
// from the start of one while typing. The trigram test narrows before the edit distance is counted.
const wordMatch = (c: TextCategory, word: string): SQL => {
  const { text, tsv } = columns[c];
  const prefix = sql`${tsv} @@ to_tsquery('simple', quote_literal(search_fold(${word})) || ':*')`;
  if ([...word].length < 5) return prefix;
  return sql`(${prefix} OR (word_similarity(search_fold(${word}), search_fold(${text})) >= 0.3 AND EXISTS (
    SELECT 1 FROM unnest(tsvector_to_array(${tsv})) x
    WHERE levenshtein(x, search_fold(${word})) <= 1
      OR (length(x) > length(search_fold(${word})) AND levenshtein(left(x, length(search_fold(${word}))), search_fold(${word})) <= 1))))`;
};

const phraseMatch = (c: TextCategory, phrase: string): SQL =>
  sql`${columns[c].tsv} @@ phraseto_tsquery('simple', search_fold(${phrase}))`;

export const textMatch = (c: TextCategory, q: ParsedQuery): SQL =>
  sql.join([...q.words.map((w) => wordMatch(c, w)), ...q.phrases.map((p) => phraseMatch(c, p))], sql` AND `);

// Whole words only (no prefix, no typo): the "word" rank.
const wholeWords = (c: TextCategory, q: ParsedQuery): SQL =>
  sql.join(
    [
      ...q.words.map((w) => sql`${columns[c].tsv} @@ to_tsquery('simple', quote_literal(search_fold(${w})))`),
      ...q.phrases.map((p) => phraseMatch(c, p)),
    ],
    sql` AND `,
  );

const prefixOnly = (c: TextCategory, q: ParsedQuery): SQL =>
  sql.join(
    [
      ...q.words.map(
        (w) => sql`${columns[c].tsv} @@ to_tsquery('simple', quote_literal(search_fold(${w})) || ':*')`,
      ),
      ...q.phrases.map((p) => phraseMatch(c, p)),
    ],
    sql` AND `,
  );

// Exact name, then a name starting with the query, then whole words, then prefixes, then typos.
const rank = (c: TextCategory, q: ParsedQuery): SQL => sql`CASE
    WHEN d.title_text = search_fold(${q.full}) THEN 5
    WHEN starts_with(d.title_text, search_fold(${q.full})) THEN 4
    WHEN ${wholeWords(c, q)} THEN 3
    WHEN ${prefixOnly(c, q)} THEN 2
    ELSE 1 END`;

// The documents whose destinations lie under a destination the query names ("Italy": Florence's
// hotel), the destinations themselves included.
const locationMatch = (q: ParsedQuery): SQL => sql`d.location_ids && ARRAY(
    SELECT d.record_id FROM search_documents d WHERE d.kind = 'destinations' AND ${textMatch('name', q)})`;

const categoryCondition = (category: SearchCategory, q: ParsedQuery) =>
  category === 'location' ? locationMatch(q) : textMatch(category, q);

const categoryText = (category: SearchCategory): SQL =>
  category === 'location' ? sql.raw('d.title') : columns[category].text;

const areaKindFilter = (areas: readonly string[], kinds: readonly string[]) =>
  sql`d.area = ANY(${sql.raw(pgArray(areas))}::text[]) AND d.kind = ANY(${sql.raw(pgArray(kinds))}::text[])`;

// Areas and kinds come from declarations (never from the request): quoted as literals.
const pgArray = (values: readonly string[]) =>
  `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',') || "''"}]`;

export const postgresSearchIndex: SearchIndex = {
  async index(tx, kind, ids) {
    if (ids !== 'stale' && ids.length === 0) return;
    const only =
      ids === 'stale'
        ? sql`NOT EXISTS (SELECT 1 FROM search_documents x
            WHERE x.kind = ${kind.kind} AND x.record_id = s.id AND x.updated_at >= s.updated_at)`
        : sql`s.id = ANY(${sql.raw(`ARRAY[${ids.map(Number).join(',')}]`)}::integer[])`;
    const strip = (col: string) => sql.raw(`regexp_replace(coalesce(${col}, ''), '<[^>]*>', ' ', 'g')`);
    await tx.execute(sql`
      INSERT INTO search_documents AS t (kind, record_id, area, title, title_text, name_text, address_text,
        description_text, name_tsv, address_tsv, description_tsv, location_ids, facets, updated_at)
      SELECT ${kind.kind}, s.id, ${kind.area}, coalesce(s.title, ''), search_fold(s.title),
        coalesce(s.name, ''), coalesce(s.address, ''), ${strip('s.description')},
        to_tsvector('simple', search_fold(s.name)), to_tsvector('simple', search_fold(s.address)),
        to_tsvector('simple', search_fold(${strip('s.description')})),
        search_destination_path(s.locs), coalesce(s.facets, '{}'::jsonb), s.updated_at
      FROM (${sql.raw(kind.source)}) s WHERE ${only}
      ON CONFLICT (kind, record_id) DO UPDATE SET area = excluded.area, title = excluded.title,
        title_text = excluded.title_text, name_text = excluded.name_text, address_text = excluded.address_text,
        description_text = excluded.description_text, name_tsv = excluded.name_tsv,
        address_tsv = excluded.address_tsv, description_tsv = excluded.description_tsv,
        location_ids = excluded.location_ids, facets = excluded.facets, updated_at = excluded.updated_at`);
  },

  async remove(tx, kind, ids) {
    if (ids.length === 0) return;
    await tx.execute(
      sql`DELETE FROM search_documents WHERE kind = ${kind} AND record_id = ANY(${sql.raw(`ARRAY[${ids.map(Number).join(',')}]`)}::integer[])`,
    );
  },

  async query(db, q) {
    if (isEmptyQuery(q.query) || q.kinds.length === 0 || q.areas.length === 0) return [];
    const rankBy =
      q.category === 'location'
        ? sql`CASE WHEN ${textMatch('name', q.query)} THEN 2 ELSE 1 END`
        : rank(q.category, q.query);
    const result = await db.execute(sql`
      WITH hits AS (
        SELECT d.kind, d.record_id, d.title, ${categoryText(q.category)} AS text,
          count(*) OVER (PARTITION BY d.kind) AS count,
          row_number() OVER (PARTITION BY d.kind ORDER BY ${rankBy} DESC, d.updated_at DESC, d.record_id DESC) AS n
        FROM search_documents d
        WHERE ${areaKindFilter(q.areas, q.kinds)} AND ${categoryCondition(q.category, q.query)}
      )
      SELECT kind, record_id, title, text, count FROM hits
      WHERE n > ${q.offset} AND n <= ${q.offset + q.limit} ORDER BY kind, n`);
    return rowsOf(result).map(toHit);
  },

  async advanced(db, q) {
    const conditions = [areaKindFilter(q.areas, q.kinds), ...q.where];
    if (q.query && !isEmptyQuery(q.query)) conditions.push(textMatch('name', q.query));
    const match = sql.join(conditions, sql` AND `);
    const order =
      q.sort === 'title'
        ? sql`d.title_text ASC, d.record_id`
        : q.sort === 'updated' || !q.query || isEmptyQuery(q.query)
          ? sql`d.updated_at DESC, d.record_id DESC`
          : sql`${rank('name', q.query)} DESC, d.updated_at DESC, d.record_id DESC`;
    const result = await db.execute(sql`
      SELECT d.kind, d.record_id, d.title, d.name_text AS text, count(*) OVER () AS count
      FROM search_documents d WHERE ${match} ORDER BY ${order} LIMIT ${q.limit} OFFSET ${q.offset}`);
    const rows = rowsOf(result).map(toHit);
    let total = rows[0]?.count ?? 0;
    if (rows.length === 0 && q.offset > 0) {
      const counted = rowsOf(
        await db.execute(sql`SELECT count(*) AS count FROM search_documents d WHERE ${match}`),
      );
      total = Number(counted[0]?.count ?? 0);
    }
    return { rows, total, match };
  },
};

export const rowsOf = (result: unknown): Record<string, unknown>[] =>
  Array.isArray(result) ? result : ((result as { rows: Record<string, unknown>[] }).rows ?? []);

const toHit = (r: Record<string, unknown>): HitRow => ({
  kind: String(r.kind),
  recordId: Number(r.record_id),
  title: String(r.title ?? ''),
  text: String(r.text ?? ''),
  count: Number(r.count),
});

// The implementation in use: one place to swap the engine.
export const searchIndex: SearchIndex = postgresSearchIndex;
