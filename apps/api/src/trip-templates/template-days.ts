import { and, asc, eq, gt } from 'drizzle-orm';
import { tripTemplateDays, tripTemplateItems } from '../db/schema/index.ts';
import { deleteWhere } from '../engine/record-sets.ts';
import { applyUpdates, insertRecords, removeRows, serverValues } from '../engine/records.ts';
import type { WriteContext } from '../engine/types.ts';
import { ApiError } from '../http/problem.ts';
import type { RemovedDayItems } from '../trips/trip-days.ts';
import { referenceDay } from './template-dates.ts';
import { tripTemplateDaysResource, tripTemplateItemsResource } from './trip-templates.resource.ts';

export const templateItemIri = (id: number) => `/api/trip_template_items/${id}`;

// Days 1..n of a new template.
export const createTemplateDays = async (ctx: WriteContext, templateId: number, n: number) => {
  if (n < 1) return;
  await insertRecords(
    ctx,
    tripTemplateDaysResource,
    Array.from({ length: n }, (_, i) => serverValues({ tripTemplateId: templateId, dayNumber: i + 1 })),
  );
};

// Keeps a template's days in step with a new nbDays, as trip days follow a trip's dates
// (trips/trip-days.ts): days past the new length removed, new ones appended. Items on removed days
// are refused (409 listing them) unless `removed` says to move them to the last day or delete them.
// The items move as the template's length says: the item rules are not asked again.
export const syncTemplateDays = async (
  ctx: WriteContext,
  templateId: number,
  before: number,
  after: number,
  removed: RemovedDayItems | undefined,
) => {
  if (before === after) return;
  const { tx } = ctx;
  if (after < before) {
    const lastDay = referenceDay(after);
    const items = await tx
      .select()
      .from(tripTemplateItems)
      .where(eq(tripTemplateItems.tripTemplateId, templateId))
      .orderBy(asc(tripTemplateItems.id))
      .for('update');
    const late = (d: unknown) => d !== null && d !== undefined && String(d).slice(0, 10) > lastDay;
    const outside = items.filter((i) => late(i.startDate) || late(i.endDate));
    if (outside.length && !removed) {
      const iris = outside.map((i) => templateItemIri(i.id));
      throw new ApiError(
        409,
        `The new length removes days that hold ${outside.length} item(s): ${iris.join(', ')}. ` +
          'Send removedDayItems: "move" (to the last day) or "delete" to go ahead.',
        { extra: { items: iris } },
      );
    }
    if (removed === 'delete') await removeRows(ctx, tripTemplateItemsResource, outside);
    else {
      const onLast = (d: string | null) => (late(d) ? `${lastDay}${String(d).slice(10)}` : d);
      const moved = outside.map((existing) => {
        const startDate = onLast(existing.startDate);
        let endDate = onLast(existing.endDate);
        if (startDate && endDate && endDate < startDate) endDate = startDate;
        return { existing, parsed: serverValues({ startDate, endDate }) };
      });
      await applyUpdates(ctx, tripTemplateItemsResource, moved, { beforeWrite: false });
    }
    await deleteWhere(
      ctx,
      tripTemplateDaysResource,
      and(eq(tripTemplateDays.tripTemplateId, templateId), gt(tripTemplateDays.dayNumber, after))!,
    );
    return;
  }
  await insertRecords(
    ctx,
    tripTemplateDaysResource,
    Array.from({ length: after - before }, (_, i) =>
      serverValues({ tripTemplateId: templateId, dayNumber: before + i + 1 }),
    ),
  );
};
