import { contentItems } from '../db/schema/index.ts';
import type { SearchableKind } from '../search/searchable.ts';
import { contentKinds } from './content-kinds.ts';

// Issue 28 "and content when it exists": each content kind is a kind of the search, over its rows
// of content_items, found by title, slug and SEO keywords (name), its excerpt, body and SEO
// description (description), and its destinations (location). A kind is read by the roles of its
// access area (a journal manager finds journal entries, never a client). Deleted records leave the
// index by the trigger of migration content_search_forget.
export const contentSearchKinds: SearchableKind[] = contentKinds.map((def) => ({
  kind: def.path,
  label: def.label,
  area: def.access,
  table: contentItems,
  iriBase: `/api/${def.path}`,
  adminPath: def.adminPath,
  source: `SELECT r.id, r.title AS title,
      concat_ws(' ', r.title, r.slug, r.seo_keywords) AS name,
      '' AS address, concat_ws(' ', r.excerpt, r.body_html, r.seo_description) AS description,
      coalesce((SELECT array_agg(a.destination_id) FROM content_item_destinations a WHERE a.content_item_id = r.id), '{}'::integer[]) AS locs,
      '{}'::jsonb AS facets, r.updated_at
    FROM content_items r WHERE r.kind = '${def.kind}'`,
  filters: ['destination'],
}));
