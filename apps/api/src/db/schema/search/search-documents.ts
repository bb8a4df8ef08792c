import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { day, entityTable, instant, ownerId } from '../columns.ts';

const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

// One row per searchable record (search/search-index.ts keeps it in the writer's transaction):
// per category its text and the folded (lower-case, accents removed) tsvector for word, prefix and
// phrase matching (a trigram index on the folded name is made by the hand-written migration, as
// search_fold is defined there); the destinations along the tree for "location".
export const searchDocuments = pgTable(
  'search_documents',
  {
    kind: varchar('kind', { length: 64 }).notNull(),
    recordId: integer('record_id').notNull(),
    // The access area (auth/permissions.ts) whose readers may find it.
    area: varchar('area', { length: 32 }).notNull(),
    title: text('title').notNull(),
    // The folded title, for the exact and prefix ranks.
    titleText: text('title_text').notNull(),
    // Per category the text as written (snippets are cut from it); the tsvectors hold it folded.
    nameText: text('name_text').notNull().default(''),
    addressText: text('address_text').notNull().default(''),
    descriptionText: text('description_text').notNull().default(''),
    nameTsv: tsvector('name_tsv').notNull(),
    addressTsv: tsvector('address_tsv').notNull(),
    descriptionTsv: tsvector('description_tsv').notNull(),
    // The record's destinations with all their ancestors (Florence → Tuscany → Italy).
    locationIds: integer('location_ids').array().notNull().default(sql`'{}'::integer[]`),
    // Values the advanced search filters and facets on (status, vendor services, type ids...).
    facets: jsonb('facets').notNull().default(sql`'{}'::jsonb`),
    // The facets advanced search narrows by most, as columns of their own (copies of the
    // facets' values): covering indexes on them answer a page's ids and the facet counts without
    // reading the documents (made by the hand-written migration 0059: drizzle has no INCLUDE).
    status: varchar('status', { length: 64 }),
    startDate: day('start_date'),
    // The vendor kinds (services) of a vendor's or a vendor kind's document.
    vendorKinds: text('vendor_kinds').array(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.recordId] }),
    index('search_documents_name_tsv').using('gin', t.nameTsv),
    index('search_documents_address_tsv').using('gin', t.addressTsv),
    index('search_documents_description_tsv').using('gin', t.descriptionTsv),
    index('search_documents_location_ids').using('gin', t.locationIds),
    index('search_documents_facets').using('gin', t.facets),
    index('search_documents_area_updated').on(t.area, t.updatedAt),
    // A kind's most recent documents first: a broad query's page walks it and stops early.
    index('search_documents_kind_updated').on(t.kind, t.updatedAt.desc(), t.recordId.desc()),
  ],
);

// A narrow copy of each document (kept by a trigger on search_documents, migration 0060): what
// advanced search matches a word in, filters, counts facets of and ranks by. A common word's
// matches (25,000 trips for "amalfi") are read from it once per search: ~220 bytes a row that stay
// in shared buffers, where the documents' rows (~400 bytes, 156 MB of trips) were read from disk.
// Partitioned by kind as search_documents (the hand-written part of migration 0060).
export const searchFacetRows = pgTable(
  'search_facet_rows',
  {
    kind: varchar('kind', { length: 64 }).notNull(),
    recordId: integer('record_id').notNull(),
    area: varchar('area', { length: 32 }).notNull(),
    titleText: text('title_text').notNull(),
    nameTsv: tsvector('name_tsv').notNull(),
    locationIds: integer('location_ids').array().notNull().default(sql`'{}'::integer[]`),
    status: varchar('status', { length: 64 }),
    startDate: day('start_date'),
    vendorKinds: text('vendor_kinds').array(),
    // The document's other facets (types, amenities, cuisines...); null when it has none.
    facets: jsonb('facets'),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.recordId] }),
    index('search_facet_rows_name_tsv').using('gin', t.nameTsv),
  ],
);

// The folded words of every document (4 letters or more, letters only: no e-mails, addresses or numbers), kept by the index with the
// documents: a typed word's one-typo neighbours are looked up here (trigram index, made by the
// hand-written migration) and added to its tsquery, so a typo costs an index lookup, not a scan.
// Words are never removed: one no document holds any more only widens a query by a term that
// matches nothing.
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});

// A user's saved advanced search: a name and the request body it replays.
export const savedSearches = entityTable(
  'saved_searches',
  {
    userId: ownerId('user_id', () => users.id),
    name: varchar('name', { length: 255 }).notNull(),
    body: jsonb('body').notNull(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.name)],
);

export type SearchDocument = typeof searchDocuments.$inferSelect;
