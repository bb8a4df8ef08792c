import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idsPlaceholder, intArray, namedStatement } from '../engine/statements.ts';
import { searchKinds } from './search-kinds.ts';
import type { SearchableKind } from './searchable.ts';

// The search behind one interface: index(kind, ids) and remove(kind, ids) run in the writer's
// transaction (search/module.ts's reactions), query(...) answers global search. The PostgreSQL
// implementation below (unaccent, pg_trgm, tsvector, fuzzystrmatch) runs on PGlite and on a server
// alike; an external engine would implement the same interface and callers would not change.
export type SearchCategory = 'name' | 'address' | 'location' | 'description';
export const searchCategories: readonly SearchCategory[] = ['name', 'address', 'location', 'description'];

// A query as typed, parsed: words (folded by the database) and quoted phrases; all must match.
// `typos`: per word of five letters or more, its tsquery with the lexicon's one-typo neighbours
// (withTypos fills it before the query is matched).
export type ParsedQuery = {
  words: string[];
  phrases: string[];
  full: string;
  typos?: Record<string, string>;
};

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
  // The chosen filters: each a condition on the documents (alias d), combined with AND.
  filters: { name: string; where: SQL }[];
  // The facets to count: per facet its values in a row (a FROM item `f(value)` over the alias
  // given), counted under every chosen filter but its own (choosing an option within a filter
  // widens it, across filters narrows).
  facets: { name: string; values: (row: string) => SQL }[];
  sort: 'relevance' | 'title' | 'updated';
  offset: number;
  limit: number;
};

export type AdvancedAnswer = {
  rows: HitRow[];
  total: number;
  facets: Record<string, Record<string, number>>;
};

export interface SearchIndex {
  // 'stale': the records with no document or a document older than the record (the backfill).
  index(tx: Db, kind: SearchableKind, ids: readonly number[] | 'stale'): Promise<void>;
  remove(tx: Db, kind: string, ids: readonly number[]): Promise<void>;
  // Hits of each kind (`count` is the kind's total) for one page per kind.
  query(db: Db, q: GlobalQuery): Promise<HitRow[]>;
  // One page of matching documents with the total and the facet counts.
  advanced(db: Db, q: AdvancedQuery): Promise<AdvancedAnswer>;
  // What a query needs looked up before it is matched (the typos' neighbours), once per request.
  prepare(db: Db, q: ParsedQuery): Promise<ParsedQuery>;
}

// Splits what was typed: "quoted phrases" and words of letters and digits (punctuation, operators,
// SQL and regex syntax are separators, never syntax); the database folds them.
export const parseQuery = (raw: string): ParsedQuery => {
  const text = raw.replaceAll('\u0000', ' ').normalize('NFC');
  // A number in international form ("+39 055 2"): its digits as one word, the start of a phone's
  // digit run (searchable.ts indexes each phone's digits as one word). As separate words, '39' and
  // '055' are prefixes of every Italian number, and the index unions half a million of them.
  if (internationalPhone.test(text.trim())) {
    const digits = text.replace(/\D/g, '').slice(0, 64);
    return { words: [digits], phrases: [], full: digits };
  }
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

const internationalPhone = /^\+[\d\s().-]*\d[\d\s().-]*$/;

const wordsOf = (text: string) =>
  text.match(/[\p{L}\p{N}]+/gu)?.map((w) => w.toLowerCase().slice(0, 64)) ?? [];

export const isEmptyQuery = (q: ParsedQuery) => q.words.length === 0 && q.phrases.length === 0;

const columns = {
  name: { text: sql.raw('d.name_text'), tsv: sql.raw('d.name_tsv') },
  address: { text: sql.raw('d.address_text'), tsv: sql.raw('d.address_tsv') },
  description: { text: sql.raw('d.description_text'), tsv: sql.raw('d.description_tsv') },
};
type TextCategory = keyof typeof columns;

// One word: a prefix of a word of the text, or (five letters or more) one edit away from a word of
// the lexicon (search_words) or from the start of one while typing. withTypos looks the neighbours up
// once per request (the lexicon's trigram index) and keeps each long word's tsquery, so every match
// after that is a GIN lookup on the documents' tsvector.
export const withTypos = async (db: Db, q: ParsedQuery): Promise<ParsedQuery> => {
  // Numbers have no typo neighbours: the lexicon holds words of letters only.
  const long = q.words.filter((w) => [...w].length >= 5 && !/^\d+$/.test(w));
  if (long.length === 0 || q.typos) return q;
  const rows = rowsOf(
    // Folded once (MATERIALIZED: inlined, the fold would run again for every candidate word).
    // The edit distance, bounded at 1 (it gives up early), comes first: a small lexicon is read
    // whole, and the trigram similarity cost three times as much per word; a large one is read
    // through the trigram index either way.
    await db.execute(sql`
      WITH x AS MATERIALIZED (
        SELECT w, search_fold(w) AS f FROM unnest(${`{${long.map((w) => `"${w}"`).join(',')}}`}::text[]) w)
      SELECT x.w AS word, to_tsquery('simple', quote_literal(x.f) || ':*' || coalesce((
        SELECT string_agg(' | ' || quote_literal(c.word), '') FROM (
          SELECT s.word FROM search_words s
          WHERE (levenshtein_less_equal(s.word, x.f, 1) <= 1
              OR (length(s.word) > length(x.f) AND levenshtein_less_equal(left(s.word, length(x.f)), x.f, 1) <= 1))
            AND (s.word % x.f OR x.f <% s.word)
          LIMIT 64) c), ''))::text AS tsq
      FROM x`),
  );
  return { ...q, typos: Object.fromEntries(rows.map((r) => [String(r.word), String(r.tsq)])) };
};

const wordMatch = (c: TextCategory, word: string, q: ParsedQuery): SQL => {
  const expanded = q.typos?.[word];
  return expanded === undefined
    ? sql`${columns[c].tsv} @@ to_tsquery('simple', quote_literal(search_fold(${word})) || ':*')`
    : sql`${columns[c].tsv} @@ ${expanded}::tsquery`;
};

const phraseMatch = (c: TextCategory, phrase: string): SQL =>
  sql`${columns[c].tsv} @@ phraseto_tsquery('simple', search_fold(${phrase}))`;

export const textMatch = (c: TextCategory, q: ParsedQuery): SQL =>
  sql.join(
    [...q.words.map((w) => wordMatch(c, w, q)), ...q.phrases.map((p) => phraseMatch(c, p))],
    sql` AND `,
  );

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

// The destinations the query names, looked up first: their ids go into the documents' condition as
// a literal array, so the planner weighs `location_ids && {…}` from the column's statistics ("Italy":
// 290,000 documents, read with a scan that stops at the cap) instead of guessing for a sub-select
// (it guessed 4,000 and built a bitmap of every match).
const namedDestinations = async (db: Db, q: ParsedQuery): Promise<number[]> =>
  rowsOf(
    await db.execute(sql`SELECT d.record_id FROM search_documents d
      WHERE d.kind = 'destinations' AND ${textMatch('name', q)} ORDER BY d.record_id`),
  ).map((r) => Number(r.record_id));

// The documents whose destinations lie under one of these (location_ids holds the ancestors:
// "Italy" finds Florence's hotel), the destinations themselves included.
const locationMatch = (ids: readonly number[]): SQL =>
  sql`d.location_ids && ${sql.raw(`'{${ids.map(Number).join(',')}}'`)}::integer[]`;

const categoryText = (category: SearchCategory): SQL =>
  category === 'location' ? sql.raw('d.title') : columns[category].text;

// Each declared kind's access area (search-kinds.ts).
const declaredAreas = () => new Map(searchKinds().map((k) => [k.kind, k.area as string]));

// Declared kinds carry their area, and callers pass only kinds whose area the user may read: the
// area test is then left out (it is not in the covering indexes: a page would read every row).
const areaKindFilter = (areas: readonly string[], kinds: readonly string[]) => {
  const declared = declaredAreas();
  const kindTest = sql`d.kind = ANY(${sql.raw(pgArray(kinds))}::text[])`;
  return kinds.every((k) => declared.has(k) && areas.includes(declared.get(k)!))
    ? kindTest
    : sql`d.area = ANY(${sql.raw(pgArray(areas))}::text[]) AND ${kindTest}`;
};

// Areas and kinds come from declarations (never from the request): quoted as literals.
const pgArray = (values: readonly string[]) =>
  `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',') || "''"}]`;

// A kind with more matches than this answers "more than" (countCapped) and its page is not ranked
// over every match (see query()).
export const countCap = 1000;

// How many stale records the backfill indexes per statement.
const staleBatch = 5000;

// The shared (default) partition's kinds are counted together, up to this many matches.
const sharedLimit = 20 * countCap;

// The kinds with a partition of their own (search_documents_<kind>, migration 0038), read from the
// catalogue once per database.
const partitions = new WeakMap<Db, Promise<Set<string>>>();
const ownPartitions = (db: Db) => {
  let found = partitions.get(db);
  if (!found) {
    found = db
      .execute(sql`SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = 'search_documents'::regclass AND pg_get_expr(c.relpartbound, c.oid) <> 'DEFAULT'`)
      .then((r) => new Set(rowsOf(r).map((x) => String(x.relname).replace(/^search_documents_/, ''))));
    found.catch(() => partitions.delete(db));
    partitions.set(db, found);
  }
  return found;
};

// One character ("a", "山"): the names starting with it, not every word of every text.
const isSingleCharacter = (q: ParsedQuery) =>
  q.phrases.length === 0 && q.words.length === 1 && [...(q.words[0] ?? '')].length === 1;

// The folded title starts with the folded text: a range on the byte-ordered title index.
const titleStarts = (full: string): SQL => sql`(d.title_text COLLATE "C" >= search_fold(${full}) COLLATE "C"
    AND d.title_text COLLATE "C" < (search_fold(${full}) || chr(1114111)) COLLATE "C")`;

const strip = (col: string) => sql.raw(`regexp_replace(coalesce(${col}, ''), '<[^>]*>', ' ', 'g')`);

// The documents of some records of a kind (their ids: the `ids` placeholder), then their new words
// into the lexicon, in one statement. Words go in sorted, so two writers adding the same new words
// take their locks in one order (no deadlock). The destination path (a recursive SQL function) is
// asked only for records that have destinations: for the kinds without (clients, airlines) the
// CASE folds away when the statement is planned. One named statement per kind (statements.ts):
// planning it was half of a write's indexing time.
const indexStatement = (kind: SearchableKind) => sql`
      WITH written AS (
      INSERT INTO search_documents AS t (kind, record_id, area, title, title_text, name_text, address_text,
        description_text, name_tsv, address_tsv, description_tsv, location_ids, facets, status, start_date,
        vendor_kinds, updated_at)
      SELECT ${sql.raw(literal(kind.kind))}, s.id, ${sql.raw(literal(kind.area))}, coalesce(s.title, ''), search_fold(s.title),
        coalesce(s.name, ''), coalesce(s.address, ''), ${strip('s.description')},
        search_tsv(s.name), search_tsv(s.address), search_tsv(${strip('s.description')}),
        CASE WHEN cardinality(s.locs) > 0 THEN search_destination_path(s.locs) ELSE '{}'::integer[] END,
        coalesce(s.facets, '{}'::jsonb), s.facets->'status'->>0, (s.facets->>'startDate')::date,
        CASE WHEN jsonb_typeof(s.facets->'vendorKind') = 'array'
          THEN ARRAY(SELECT jsonb_array_elements_text(s.facets->'vendorKind')) END, s.updated_at
      FROM (${sql.raw(kind.source)}) s WHERE s.id = ANY(${idsPlaceholder})
      ON CONFLICT (kind, record_id) DO UPDATE SET area = excluded.area, title = excluded.title,
        title_text = excluded.title_text, name_text = excluded.name_text, address_text = excluded.address_text,
        description_text = excluded.description_text, name_tsv = excluded.name_tsv,
        address_tsv = excluded.address_tsv, description_tsv = excluded.description_tsv,
        location_ids = excluded.location_ids, facets = excluded.facets, status = excluded.status,
        start_date = excluded.start_date, vendor_kinds = excluded.vendor_kinds, updated_at = excluded.updated_at
      RETURNING t.name_tsv, t.address_tsv, t.description_tsv)
      INSERT INTO search_words (word)
      SELECT DISTINCT w FROM written,
        unnest(tsvector_to_array(written.name_tsv) || tsvector_to_array(written.address_tsv)
          || tsvector_to_array(written.description_tsv)) w
      WHERE length(w) >= 4 AND w ~ '^[[:alpha:]]+$' AND NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = w)
      ORDER BY w
      ON CONFLICT DO NOTHING`;

// A declared name (never from a request) as an SQL string literal.
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

export const postgresSearchIndex: SearchIndex = {
  async index(tx, kind, ids) {
    if (ids === 'stale') {
      // The stale records' ids first (the source's computed columns are not read for that), then
      // their documents in batches: one statement over a hundred thousand records at once took
      // minutes where batches of 5,000 take seconds (bench/search.ts; docs/performance.md, Search).
      // One pass in id order (a record that stays stale, say with no updated_at, is not read twice).
      for (let after = 0; ; ) {
        const stale = rowsOf(
          await tx.execute(sql`SELECT s.id FROM (${sql.raw(kind.source)}) s WHERE s.id > ${after} AND NOT EXISTS (
            SELECT 1 FROM search_documents x
            WHERE x.kind = ${kind.kind} AND x.record_id = s.id AND x.updated_at >= s.updated_at)
            ORDER BY s.id LIMIT ${staleBatch}`),
        ).map((r) => Number(r.id));
        if (stale.length > 0) await postgresSearchIndex.index(tx, kind, stale);
        if (stale.length < staleBatch) return;
        after = stale.at(-1)!;
      }
    }
    if (ids.length === 0) return;
    await namedStatement(tx, `search_index_${kind.kind}`, () => indexStatement(kind)).execute({
      ids: intArray(ids),
    });
  },

  async remove(tx, kind, ids) {
    if (ids.length === 0) return;
    await tx.execute(
      sql`DELETE FROM search_documents WHERE kind = ${kind} AND record_id = ANY(${sql.raw(`ARRAY[${ids.map(Number).join(',')}]`)}::integer[])`,
    );
  },

  async query(db, input) {
    if (isEmptyQuery(input.query) || input.kinds.length === 0 || input.areas.length === 0) return [];
    const q = { ...input, query: await withTypos(db, input.query) };
    const single = isSingleCharacter(q.query);
    let condition: SQL;
    if (single) condition = titleStarts(q.query.full);
    else if (q.category === 'location') {
      const places = await namedDestinations(db, q.query);
      if (places.length === 0) return [];
      condition = locationMatch(places);
    } else condition = textMatch(q.category, q.query);
    // A kind's documents carry its declared area, and the caller passes the kinds of the areas the
    // user may read: a kind read alone needs no area test (kinds not declared here keep it). The
    // test cost the planner's estimate of a scan a comparison per area and row (twelve for an
    // administrator), which made the scan that stops at the cap look dearer than a bitmap of
    // every match: "Italy" read 240,000 trips' index entries to count 1,001.
    const areaOf = declaredAreas();
    const scope = (kind: SQL, name: string) =>
      areaOf.has(name)
        ? sql`d.kind = ${kind}`
        : sql`d.kind = ${kind} AND d.area = ANY(${sql.raw(pgArray(q.areas))}::text[])`;
    const text = categoryText(q.category);
    const rankBy =
      q.category === 'location'
        ? sql`CASE WHEN ${textMatch('name', q.query)} THEN 2 ELSE 1 END`
        : rank(q.category, q.query);
    const window = q.offset + q.limit;
    // 1. How many documents of each kind match, counted up to the cap, and the page of each kind
    // below it, in one statement. A kind with a partition of its own is read alone (a literal: that
    // partition's indexes only): its first 1,001 matches are taken once, counted, and ranked (exact
    // name, name prefix, whole words, prefixes, typos, then recent; a single character: by name),
    // so the text index is read once for both. The kinds sharing the default partition, all small,
    // are counted in one grouped count and paged in step 2. A single character's first matches
    // are taken in the title index's order (a range read that stops at 1,001, not a bitmap of
    // the 50,000 clients whose name starts with "a").
    const own = await ownPartitions(db);
    const readable = (k: string) => !areaOf.has(k) || q.areas.includes(areaOf.get(k)!);
    const alone = q.kinds.filter((k) => own.has(k) && readable(k));
    const shared = q.kinds.filter((k) => !own.has(k));
    const order = single
      ? sql`x.title_text COLLATE "C", x.record_id`
      : sql`x.rank DESC, x.updated_at DESC, x.record_id DESC`;
    const firsts = [
      ...alone.map(
        (kind) => sql`(SELECT m.kind, m.record_id, m.title, m.text, m.count, m.n FROM (
          SELECT x.kind, x.record_id, x.title, x.text, count(*) OVER () AS count,
            row_number() OVER (ORDER BY ${order}) AS n
          FROM (SELECT d.kind, d.record_id, d.title, d.title_text, ${text} AS text, d.updated_at,
              ${single ? sql`0` : rankBy} AS rank
            FROM search_documents d WHERE ${scope(sql`${kind}`, kind)} AND ${condition}
            ${single ? sql`ORDER BY d.title_text COLLATE "C"` : sql``} LIMIT ${countCap + 1}) x) m
          WHERE m.n <= ${window})`,
      ),
      ...(shared.length
        ? [
            sql`(SELECT x.kind, NULL::integer AS record_id, NULL::text AS title, NULL::text AS text,
                count(*) AS count, 0::bigint AS n
              FROM (SELECT d.kind FROM search_documents d
              WHERE d.kind = ANY(${sql.raw(pgArray(shared))}::text[])
                AND d.area = ANY(${sql.raw(pgArray(q.areas))}::text[]) AND ${condition}
              LIMIT ${sharedLimit}) x GROUP BY x.kind)`,
          ]
        : []),
    ];
    const firstRows = rowsOf(await db.execute(sql.join(firsts, sql` UNION ALL `)));
    const pages = new Map<string, HitRow[]>();
    const counted = new Map<string, number>();
    for (const r of firstRows.sort((a, b) => Number(a.n) - Number(b.n))) {
      const kind = String(r.kind);
      const count = Number(r.count);
      counted.set(kind, count);
      if (r.record_id === null || count > countCap) continue;
      pages.set(kind, [...(pages.get(kind) ?? []), toHit(r)]);
    }
    // 2. The pages still missing, in one statement: the shared partition's kinds (ranked as above),
    // and the kinds past the cap, whose names starting with the query come first, then the most
    // recent matches: a walk down the kind's (kind, updated_at) index that stops at the page's end.
    // Over a thousand matches make that walk short (one in 400 documents of the largest kind
    // matches at least), so the condition is written so that no index can take it (`IS TRUE`): the
    // planner, misled by words that go together ("honeymoon mald"), otherwise read every match
    // through the text index and sorted them.
    const missing = [...counted].filter(([kind, count]) => count > 0 && !pages.has(kind));
    const parts = missing.map(([kind, count]) => {
      const where = sql`${scope(sql`${kind}`, kind)} AND ${condition}`;
      const cols = sql`d.kind, d.record_id, d.title, ${text} AS text, ${count} AS count`;
      if (single)
        return sql`(SELECT ${cols}, 0 AS tier FROM search_documents d WHERE ${where}
          ORDER BY d.title_text COLLATE "C", d.record_id LIMIT ${window})`;
      if (count <= countCap)
        return sql`(SELECT ${cols}, 0 AS tier FROM search_documents d WHERE ${where}
          ORDER BY ${rankBy} DESC, d.updated_at DESC, d.record_id DESC LIMIT ${window})`;
      return sql`(SELECT ${cols}, 0 AS tier FROM search_documents d WHERE ${where} AND ${titleStarts(q.query.full)}
          ORDER BY (d.title_text = search_fold(${q.query.full})) DESC, d.updated_at DESC, d.record_id DESC LIMIT ${window})
        UNION ALL (SELECT ${cols}, 1 AS tier FROM search_documents d
          WHERE ${scope(sql`${kind}`, kind)} AND (${condition}) IS TRUE
          ORDER BY d.updated_at DESC NULLS LAST, d.record_id DESC NULLS LAST LIMIT ${window * 2})`;
    });
    const rows = parts.length
      ? rowsOf(
          await db.execute(
            sql`SELECT *, row_number() OVER () AS n FROM (${sql.join(parts, sql` UNION ALL `)}) p`,
          ),
        )
      : [];
    // In statement order (each part's own order), one hit per record, the page of each kind.
    const seen = new Set<string>();
    for (const r of rows.sort((a, b) => Number(a.n) - Number(b.n))) {
      const key = `${r.kind}/${r.record_id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const hits = pages.get(String(r.kind)) ?? [];
      hits.push(toHit(r));
      pages.set(String(r.kind), hits);
    }
    return [...pages.values()].flatMap((hits) => hits.slice(q.offset, window));
  },

  prepare: withTypos,

  advanced(db, q) {
    const query = q.query && !isEmptyQuery(q.query) ? q.query : undefined;
    return query ? advancedByWord(db, { ...q, query }) : advancedByFilters(db, { ...q, query });
  },
};

// The documents (alias d) of the query's kinds and areas, with its word when it has one, under the
// chosen filters but `except` (a facet's own filter).
const advancedMatch = (q: AdvancedQuery, except?: string): SQL =>
  sql.join(
    [
      areaKindFilter(q.areas, q.kinds),
      ...q.filters.filter((f) => f.name !== except).map((f) => f.where),
      ...(q.query ? [textMatch('name', q.query)] : []),
    ],
    sql` AND `,
  );

const countsOf = (rows: Record<string, unknown>[]) =>
  Object.fromEntries(rows.map((r) => [String(r.value), Number(r.n)]));

// No word: the filters narrow by status, dates and destinations, which covering indexes answer
// (migration 0059). Newest first: the matches' keys and dates alone, counted and cut to the page,
// then that page's rows; each facet counted by a statement of its own, at once.
const advancedByFilters = async (db: Db, q: AdvancedQuery): Promise<AdvancedAnswer> => {
  const match = advancedMatch(q);
  const order =
    q.sort === 'title' ? sql`d.title_text ASC, d.record_id` : sql`d.updated_at DESC, d.record_id DESC`;
  const [result, ...counts] = await Promise.all([
    q.sort === 'title'
      ? db.execute(sql`
      SELECT d.kind, d.record_id, d.title, d.name_text AS text, count(*) OVER () AS count
      FROM search_documents d WHERE ${match} ORDER BY ${order} LIMIT ${q.limit} OFFSET ${q.offset}`)
      : db.execute(sql`
      WITH m AS MATERIALIZED (SELECT d.kind, d.record_id, d.updated_at FROM search_documents d WHERE ${match})
      SELECT d.kind, d.record_id, d.title, d.name_text AS text, (SELECT count(*) FROM m) AS count
      FROM (SELECT m.kind, m.record_id, m.updated_at FROM m ORDER BY m.updated_at DESC, m.record_id DESC
        LIMIT ${q.limit} OFFSET ${q.offset}) p
      JOIN search_documents d ON d.kind = p.kind AND d.record_id = p.record_id
      ORDER BY p.updated_at DESC, p.record_id DESC`),
    ...q.facets.map((f) =>
      db.execute(sql`SELECT f.value::text AS value, count(*) AS n FROM search_documents d, ${f.values('d')}
        WHERE ${advancedMatch(q, f.name)} AND f.value IS NOT NULL GROUP BY 1`),
    ),
  ]);
  const rows = rowsOf(result).map(toHit);
  let total = rows[0]?.count ?? 0;
  if (rows.length === 0 && q.offset > 0) {
    const counted = rowsOf(
      await db.execute(sql`SELECT count(*) AS count FROM search_documents d WHERE ${match}`),
    );
    total = Number(counted[0]?.count ?? 0);
  }
  return {
    rows,
    total,
    facets: Object.fromEntries(q.facets.map((f, i) => [f.name, countsOf(rowsOf(counts[i]))])),
  };
};

// A word: its matches under the filters, but one, are read once from the documents' narrow copies
// (search_facet_rows, migration 0060), each filter a flag, and the page, the total and every facet
// are counted from them in one statement. Read per statement from the documents, a common word's
// matches ("amalfi": 25,000 trips) cost ~90 ms each for the page and every facet.
const advancedByWord = async (db: Db, q: AdvancedQuery & { query: ParsedQuery }): Promise<AdvancedAnswer> => {
  const n = q.filters.length;
  const flag = (i: number) => sql.raw(`m.f${i}`);
  const flags = (except?: string) => {
    const kept = q.filters.flatMap((f, i) => (f.name === except ? [] : [flag(i)]));
    return kept.length ? sql.join(kept, sql` AND `) : sql`true`;
  };
  const held = q.filters.map((f) => sql`(${f.where}) IS TRUE`);
  const all = n ? sql.join(held, sql` AND `) : sql`true`;
  // The rows a count needs: under every filter, or under all but one when a facet is a chosen filter.
  const spared = q.facets.some((f) => q.filters.some((c) => c.name === f.name)) ? 1 : 0;
  const enough = n
    ? sql` AND ${sql.join(
        held.map((h) => sql`(${h})::int`),
        sql` + `,
      )} >= ${n - spared}`
    : sql``;
  const order =
    q.sort === 'title'
      ? sql`m.title_text ASC, m.record_id`
      : q.sort === 'updated'
        ? sql`m.updated_at DESC, m.record_id DESC`
        : sql`m.rank DESC, m.updated_at DESC, m.record_id DESC`;
  const facetParts = q.facets.map(
    (f) => sql`SELECT 'facet' AS part, ${f.name}::text AS facet, f.value::text AS value, count(*) AS n,
      NULL::text AS kind, NULL::integer AS record_id, NULL::text AS title, NULL::text AS text
      FROM m, ${f.values('m')} WHERE ${flags(f.name)} AND f.value IS NOT NULL GROUP BY f.value`,
  );
  // Planned without parallel workers: the kinds' partitions are a parallel append whose workers
  // take longer to start on a busy small server than the statement takes (p99 62–77 ms without,
  // 101–107 ms with; bench/search.ts, docs/performance.md). The partitions' parallel_workers = 0
  // (migration 0053) does not reach an append over them, and the setting lasts this transaction.
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL max_parallel_workers_per_gather = 0`);
    return tx.execute(sql`
    WITH m AS MATERIALIZED (
      SELECT d.kind, d.record_id, d.updated_at, d.location_ids, d.status, d.vendor_kinds, d.facets,
        ${
          n
            ? sql.join(
                held.map((h, i) => sql`${h} AS ${sql.raw(`f${i}`)}`),
                sql`, `,
              )
            : sql`true AS f`
        },
        CASE WHEN ${all} THEN ${rank('name', q.query)} END AS rank,
        CASE WHEN ${all} THEN d.title_text END AS title_text
      FROM search_facet_rows d WHERE ${areaKindFilter(q.areas, q.kinds)} AND ${textMatch('name', q.query)}${enough}),
    p AS (SELECT m.kind, m.record_id, row_number() OVER (ORDER BY ${order}) AS n FROM m WHERE ${flags()}
      ORDER BY ${order} LIMIT ${q.limit} OFFSET ${q.offset})
    SELECT 'page' AS part, NULL::text AS facet, NULL::text AS value, p.n, d.kind::text, d.record_id, d.title,
      d.name_text AS text
    FROM p JOIN search_documents d ON d.kind = p.kind AND d.record_id = p.record_id
    UNION ALL SELECT 'total', NULL, NULL, (SELECT count(*) FROM m WHERE ${flags()}), NULL, NULL, NULL, NULL
    ${sql.join(
      facetParts.map((part) => sql` UNION ALL (${part})`),
      sql``,
    )}`);
  });
  const rows = rowsOf(result);
  const total = Number(rows.find((r) => r.part === 'total')?.n ?? 0);
  const page = rows
    .filter((r) => r.part === 'page')
    .sort((a, b) => Number(a.n) - Number(b.n))
    .map((r) => toHit({ ...r, count: total }));
  const facets: Record<string, Record<string, number>> = Object.fromEntries(
    q.facets.map((f) => [f.name, {}]),
  );
  for (const r of rows) if (r.part === 'facet') facets[String(r.facet)]![String(r.value)] = Number(r.n);
  return { rows: page, total, facets };
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
