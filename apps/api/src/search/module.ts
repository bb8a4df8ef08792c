import { sql } from 'drizzle-orm';
import type { DomainModule } from '../engine/domain-module.ts';
import type { Reaction } from '../engine/reactions.ts';
import { savedSearchesResource } from './saved-searches.resource.ts';
import { mountSearchRoutes } from './search.routes.ts';
import { searchBackfillJob } from './search-backfill.job.ts';
import { rowsOf, searchIndex } from './search-index.ts';
import type { SearchableKind } from './searchable.ts';

// Every searchable kind's reactions: its documents written in the transaction of the record's
// write (a record is found right after the write that made or renamed it), and those of the
// records a related write changes (a vendor's location: its address). Deletes are removed by the
// delete triggers of migration search_documents_sql (cascades included).
export const searchReactions = (kinds: readonly SearchableKind[]): Reaction[] =>
  kinds.flatMap((kind) => [
    {
      table: kind.table,
      run: async (ctx, batch) => {
        await searchIndex.index(
          ctx.tx,
          kind,
          batch.rows.map((r) => r.after.id as number),
        );
      },
    },
    ...(kind.related ?? []).map(
      (rel): Reaction => ({
        table: rel.table,
        run: async (ctx, batch) => {
          const { ids: read, fk } = rel;
          let ids: unknown[] = [];
          if (read) ids = batch.rows.flatMap((r) => [read(r.after), r.before ? read(r.before) : undefined]);
          else if (fk) {
            const written = batch.rows.map((r) => Number(r.after.id));
            const result = await ctx.tx.execute(
              sql`SELECT id FROM ${kind.table} WHERE ${sql.identifier(fk)} = ANY(${sql.raw(`ARRAY[${written.join(',')}]`)}::integer[])`,
            );
            ids = rowsOf(result).map((r) => r.id);
          }
          await searchIndex.index(ctx.tx, kind, [
            ...new Set(ids.filter((id): id is number => typeof id === 'number')),
          ]);
        },
      }),
    ),
  ]);

// Search everywhere (issue 28): global search, filters, advanced search, saved searches.
export const searchModule: DomainModule = {
  name: 'search',
  resources: [savedSearchesResource],
  routes: [mountSearchRoutes],
  subscribers: [],
  jobs: [searchBackfillJob],
  reactions: [],
  searchable: [],
};
