import { and, eq, isNull, sql } from 'drizzle-orm';
import { menuItems, menus } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { exactFilters } from '../engine/exact-filters.ts';
import { integer, optionalText, requiredText, url } from '../engine/fields.ts';
import { toOne } from '../engine/relations.ts';
import type { HookContext, Resource, Row, ValuesOf } from '../engine/types.ts';
import { unprocessable } from '../http/problem.ts';
import { siblingOrder } from './sibling-order.ts';

// calls.md 7.9: POST /api/menus; PATCH, DELETE /api/menus/{id} (the website reads /api/v2/menus).
export const menusResource = defineResource({
  type: 'Menu',
  path: 'menus',
  table: menus,
  access: 'menus',
  updateVerbs: ['PATCH'],
  writable: { name: requiredText(255), code: optionalText(64) },
  required: ['name'],
  filters: { name: { kind: 'partial', path: 'name' }, code: { kind: 'exact', path: 'code' } },
  order: ['name', 'id', 'updatedAt'],
  defaultOrder: { name: 'asc' },
  clientPagination: true,
});

type ItemRow = typeof menuItems.$inferSelect;
type ItemCtx = HookContext & { existing: ItemRow | undefined; input: Row };

const violation = (propertyPath: string, message: string) => unprocessable([{ propertyPath, message }]);

// The item's parent must be an item of the same menu, and not the item itself nor one of its
// descendants (a move under its own child would cut the branch from the tree): 422 on `parent`.
const checkParent = async (values: Row, ctx: ItemCtx) => {
  const menuId = (values.menuId ?? ctx.existing?.menuId) as number;
  const parentId = (values.parentId === undefined ? ctx.existing?.parentId : values.parentId) as
    | number
    | null;
  if (parentId == null) return;
  const [parent] = await ctx.tx
    .select({ menuId: menuItems.menuId })
    .from(menuItems)
    .where(eq(menuItems.id, parentId));
  if (!parent || parent.menuId !== menuId)
    throw violation('parent', 'The parent must be an item of the same menu.');
  if (!ctx.existing) return;
  if (parentId === ctx.existing.id) throw violation('parent', 'An item cannot be its own parent.');
  const rows = (await ctx.tx.execute(sql`
    with recursive sub(id) as (
      select id from menu_items where parent_id = ${ctx.existing.id}
      union all
      select m.id from menu_items m join sub on m.parent_id = sub.id
    )
    select 1 as found from sub where id = ${parentId} limit 1`)) as unknown as
    | { rows?: unknown[] }
    | unknown[];
  const found = Array.isArray(rows) ? rows.length : (rows.rows?.length ?? 0);
  if (found) throw violation('parent', 'An item cannot be moved under one of its own descendants.');
};

// An item links at most one of a page, an article or an http(s) URL.
const checkTarget = (values: Row, existing: ItemRow | undefined) => {
  const pick = (k: 'pageId' | 'articleId' | 'url') => (k in values ? values[k] : existing?.[k]);
  const targets = (['pageId', 'articleId', 'url'] as const).filter((k) => pick(k) != null && pick(k) !== '');
  if (targets.length > 1)
    throw violation(
      targets.includes('url') ? 'url' : 'article',
      'A menu item links one of a page, an article or a URL.',
    );
};

// A move or a new position: the item's siblings (same menu, same parent) numbered 0.. around it.
const keepOrder = siblingOrder<ItemRow>({
  resource: (): Resource => menuItemsResource as never,
  table: menuItems,
  id: menuItems.id,
  position: menuItems.position,
  sameParent: (row) =>
    and(
      eq(menuItems.menuId, row.menuId),
      row.parentId == null ? isNull(menuItems.parentId) : eq(menuItems.parentId, row.parentId),
    ),
  parentChanged: (before, after) => before.parentId !== after.parentId,
});

export const menuItemsResource = defineResource({
  type: 'MenuItem',
  path: 'menu_items',
  table: menuItems,
  access: 'menus',
  updateVerbs: ['PATCH'],
  writable: {
    label: requiredText(255),
    url: url(),
    position: integer({ min: 0, max: 100_000, empty: 0 }),
  },
  required: ['label', 'menu'],
  defaults: { position: 0 },
  fixedAfterCreate: ['menu'],
  relations: {
    ...toOne({ menu: 'Menu', parent: 'MenuItem', page: 'Page', article: 'Article' }),
  },
  filters: {
    ...exactFilters('menu.id', 'parent.id'),
    label: { kind: 'partial', path: 'label' },
  },
  exists: ['parent'],
  order: ['position', 'id', 'label'],
  defaultOrder: { position: 'asc', id: 'asc' },
  clientPagination: true,
  hooks: {
    beforeWrite: async (values: ValuesOf<typeof menuItems>, ctx: ItemCtx) => {
      if (values.url === '') values.url = null;
      checkTarget(values, ctx.existing);
      if ('parentId' in values || !ctx.existing) await checkParent(values, ctx);
      // A new item without a position goes last among its siblings.
      if (!ctx.existing && !('position' in ctx.input)) values.position = 1_000_000;
      return values;
    },
    afterWrite: keepOrder,
  },
});
