import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { menuItems, menus } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { exactFilters } from '../engine/exact-filters.ts';
import { integer, optionalText, requiredText, url } from '../engine/fields.ts';
import { applyUpdates, serverValues } from '../engine/records.ts';
import type { HookContext, Row, ValuesOf } from '../engine/types.ts';
import { unprocessable } from '../http/problem.ts';

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

// After a move or a new position: the item's siblings are numbered 0.. around it, in the same
// transaction (through the record service: audited, versioned).
const renumber = async (row: ItemRow, ctx: HookContext) => {
  const siblings = await ctx.tx
    .select()
    .from(menuItems)
    .where(
      and(
        eq(menuItems.menuId, row.menuId),
        row.parentId == null ? isNull(menuItems.parentId) : eq(menuItems.parentId, row.parentId),
        ne(menuItems.id, row.id),
      ),
    )
    .orderBy(menuItems.position, menuItems.id)
    .for('update');
  const at = Math.max(0, Math.min(row.position, siblings.length));
  const ordered = [...siblings.slice(0, at), row, ...siblings.slice(at)];
  const changes = ordered.flatMap((item, position) =>
    item.id !== row.id && item.position !== position
      ? [{ existing: item, parsed: serverValues({ position }) }]
      : [],
  );
  if (row.position !== at) changes.push({ existing: row, parsed: serverValues({ position: at }) });
  if (changes.length) await applyUpdates(ctx, menuItemsResource, changes);
};

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
    menu: { kind: 'one', target: 'Menu', fk: 'menuId' },
    parent: { kind: 'one', target: 'MenuItem', fk: 'parentId' },
    page: { kind: 'one', target: 'Page', fk: 'pageId' },
    article: { kind: 'one', target: 'Article', fk: 'articleId' },
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
    afterWrite: async (row, ctx) => {
      const moved =
        !ctx.existing || ctx.existing.parentId !== row.parentId || ctx.existing.position !== row.position;
      // Writes of the renumbering itself carry no input position: they do not renumber again.
      if (moved) {
        if (ctx.existing && ctx.existing.parentId !== row.parentId) await closeGap(ctx.existing, ctx);
        if (renumbering.has(ctx.tx)) return;
        renumbering.add(ctx.tx);
        try {
          await renumber(row, ctx);
        } finally {
          renumbering.delete(ctx.tx);
        }
      }
    },
  },
});

// Transactions whose renumbering is in progress (its own writes must not renumber again).
const renumbering = new WeakSet<object>();

// The siblings an item left, numbered again without the gap.
const closeGap = async (left: ItemRow, ctx: HookContext) => {
  if (renumbering.has(ctx.tx)) return;
  const siblings = await ctx.tx
    .select()
    .from(menuItems)
    .where(
      and(
        eq(menuItems.menuId, left.menuId),
        left.parentId == null ? isNull(menuItems.parentId) : eq(menuItems.parentId, left.parentId),
        ne(menuItems.id, left.id),
      ),
    )
    .orderBy(menuItems.position, menuItems.id)
    .for('update');
  const changes = siblings.flatMap((item, position) =>
    item.position !== position ? [{ existing: item, parsed: serverValues({ position }) }] : [],
  );
  if (!changes.length) return;
  renumbering.add(ctx.tx);
  try {
    await applyUpdates(ctx, menuItemsResource, changes);
  } finally {
    renumbering.delete(ctx.tx);
  }
};
