import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { tripTemplateDays, tripTemplateItems } from '../db/schema/index.ts';
import { insertAudits } from '../engine/audit.ts';
import type { Row, Tx, WriteContext } from '../engine/types.ts';
import { ApiError } from '../http/problem.ts';
import type { RemovedDayItems } from '../trips/trip-days.ts';
import { referenceDay } from './template-dates.ts';

export const templateItemIri = (id: number) => `/api/trip_template_items/${id}`;

// Days 1..n of a new template.
export const createTemplateDays = async (tx: Tx, templateId: number, n: number, actorId: number) => {
  if (n < 1) return;
  await tx.insert(tripTemplateDays).values(
    Array.from({ length: n }, (_, i) => ({
      tripTemplateId: templateId,
      dayNumber: i + 1,
      createdBy: actorId,
      updatedBy: actorId,
    })),
  );
};

const itemAudit = (action: 'update' | 'delete', actorId: number, before: Row, after: Row | null) => ({
  entity: 'TripTemplateItem',
  entityId: before.id as number,
  action,
  actorId,
  changedFields: after ? ['startDate', 'endDate'].filter((k) => before[k] !== after[k]) : Object.keys(before),
  before,
  after,
});

// Keeps a template's days in step with a new nbDays, as trip days follow a trip's dates
// (trips/trip-days.ts): days past the new length removed, new ones appended. Items on removed days
// are refused (409 listing them) unless `removed` says to move them to the last day or delete them.
export const syncTemplateDays = async (
  ctx: WriteContext,
  templateId: number,
  before: number,
  after: number,
  removed: RemovedDayItems | undefined,
) => {
  if (before === after) return;
  const { tx, actor } = ctx;
  if (after < before) {
    const lastDay = referenceDay(after);
    const items = (await tx
      .select()
      .from(tripTemplateItems)
      .where(eq(tripTemplateItems.tripTemplateId, templateId))
      .orderBy(asc(tripTemplateItems.id))
      .for('update')) as Row[];
    const late = (d: unknown) => d !== null && d !== undefined && String(d).slice(0, 10) > lastDay;
    const outside = items.filter((i) => late(i.startDate) || late(i.endDate));
    if (outside.length && !removed) {
      const iris = outside.map((i) => templateItemIri(i.id as number));
      throw new ApiError(
        409,
        `The new length removes days that hold ${outside.length} item(s): ${iris.join(', ')}. ` +
          'Send removedDayItems: "move" (to the last day) or "delete" to go ahead.',
        { extra: { items: iris } },
      );
    }
    const audits: ReturnType<typeof itemAudit>[] = [];
    if (outside.length && removed === 'delete') {
      await tx.delete(tripTemplateItems).where(
        inArray(
          tripTemplateItems.id,
          outside.map((i) => i.id as number),
        ),
      );
      for (const i of outside) audits.push(itemAudit('delete', actor.id, i, null));
    } else if (outside.length) {
      const onLast = (d: unknown) => (late(d) ? `${lastDay}${String(d).slice(10)}` : (d as string | null));
      const moved = outside.map((i) => {
        const s = onLast(i.startDate);
        let e = onLast(i.endDate);
        if (s && e && e < s) e = s;
        return { before: i, s, e };
      });
      const rows = JSON.stringify(moved.map((m) => ({ id: m.before.id, s: m.s, e: m.e })));
      await tx.execute(sql`
        update ${tripTemplateItems} set start_date = x.s, end_date = x.e,
          version = ${tripTemplateItems.version} + 1, updated_at = now(), updated_by = ${actor.id}
        from json_to_recordset(${rows}::json) as x(id int, s timestamp, e timestamp)
        where ${tripTemplateItems.id} = x.id`);
      for (const m of moved)
        audits.push(itemAudit('update', actor.id, m.before, { ...m.before, startDate: m.s, endDate: m.e }));
    }
    await insertAudits(tx, audits);
    await tx
      .delete(tripTemplateDays)
      .where(and(eq(tripTemplateDays.tripTemplateId, templateId), gt(tripTemplateDays.dayNumber, after)));
    return;
  }
  await tx
    .insert(tripTemplateDays)
    .values(
      Array.from({ length: after - before }, (_, i) => ({
        tripTemplateId: templateId,
        dayNumber: before + i + 1,
        createdBy: actor.id,
        updatedBy: actor.id,
      })),
    )
    .onConflictDoNothing();
};
