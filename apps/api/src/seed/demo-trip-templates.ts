import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import type { AppDeps } from '../http/app-env.ts';
import { createTemplateFromTrip } from '../trip-templates/template-copy.ts';
import { isEmpty } from './is-empty.ts';

// Three demo templates made from demo trips the way a planner makes them (POST
// /api/trips/create-template: the same code), each renamed as a reusable itinerary.
const titles = ['Signature honeymoon', 'Family discovery', 'Grand tour highlights'];

export const seedDemoTripTemplates = async (tx: Db) => {
  if (!(await isEmpty(tx, s.tripTemplates))) return 0;
  const [admin] = await tx
    .select({ id: s.users.id, email: s.users.email })
    .from(s.users)
    .orderBy(asc(s.users.id))
    .limit(1);
  // Trips with items, at most 60 days long, the richest first.
  const sources = (
    await tx.execute<{ id: number }>(sql`
      select t.id from trips t
      where t.end_date - t.start_date < 60 and exists (select 1 from trip_items i where i.trip_id = t.id)
      order by (select count(*) from trip_items i where i.trip_id = t.id) desc, t.id
      limit ${titles.length}`)
  ).rows;
  if (!admin || sources.length === 0) return 0;
  const ctx = {
    tx,
    actor: { id: admin.id, email: admin.email, roles: ['ROLE_SUPER_ADMIN'], isActive: true },
    // Template writes use no service (no mail, no files): the seed has none to give.
    deps: {} as AppDeps,
    afterCommit: () => {},
  };
  let made = 0;
  for (const [i, source] of sources.entries()) {
    const template = await createTemplateFromTrip(ctx, Number(source.id));
    await tx
      .update(s.tripTemplates)
      .set({ title: titles[i]!, description: `A ${template.nbDays}-day itinerary to start a proposal from.` })
      .where(eq(s.tripTemplates.id, template.id));
    made++;
  }
  return made;
};
