import { and, eq, like, ne, or, sql } from 'drizzle-orm';
import { contentItems, contentSlugs } from '../db/schema/index.ts';
import type { Tx } from '../engine/types.ts';

// "Élan & Café — Paris!" -> "elan-cafe-paris": accents folded, lower case, dashes between words.
export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/ø/gi, 'o')
    .replace(/œ/gi, 'oe')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/g, '') || 'item';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// A slug free for `kind`: `base`, else base-2, base-3... Slugs of other records, current or old
// (content_slugs), are taken; the record's own old slugs are free for it again. Writers of the
// same base take turns (a transaction-scoped advisory lock), so concurrent creates of one title
// get distinct slugs instead of a unique violation.
export const freeSlug = async (tx: Tx, kind: string, base: string, ownId?: number): Promise<string> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content-slug:${kind}:${base}`}))`);
  const pattern = `${escapeLike(base)}-%`;
  const current = await tx
    .select({ slug: contentItems.slug })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.kind, kind),
        or(eq(contentItems.slug, base), like(contentItems.slug, pattern)),
        ownId ? ne(contentItems.id, ownId) : undefined,
      ),
    );
  const old = await tx
    .select({ slug: contentSlugs.slug })
    .from(contentSlugs)
    .where(
      and(
        eq(contentSlugs.kind, kind),
        or(eq(contentSlugs.slug, base), like(contentSlugs.slug, pattern)),
        ownId ? ne(contentSlugs.contentItemId, ownId) : undefined,
      ),
    );
  const taken = new Set([...current, ...old].map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
};
