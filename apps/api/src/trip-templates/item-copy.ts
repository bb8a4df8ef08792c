import { itemBodyColumns, itemHeadColumns } from '../db/schema/index.ts';
import { insertRecords, serverValues } from '../engine/records.ts';
import type { Resource, Row, WriteContext } from '../engine/types.ts';
import { droppedItemStatuses, type ItemStatus } from '../trips/trip-items-states.ts';
import { shiftDateTime } from './template-dates.ts';

// The item columns trips and templates share (db/schema/trips/trip-items.ts): what a copy takes.
const copiedKeys = Object.keys({ ...itemHeadColumns(), ...itemBodyColumns() });

export type ItemCopy = {
  // The rows to copy (of trip_items or trip_template_items), in position order.
  rows: Row[];
  // The resource of the copies' table (each copy is written as the resource of its type).
  resource: Resource;
  // The owner column of the copies: { tripId } or { tripTemplateId }.
  owner: Row;
  // Whole days every date moves by (trip ↔ reference calendar, or a clone's new dates).
  shiftDays: number;
  // Positions of the copies start here (after the items already there).
  firstPosition: number;
  // A trip's clone: items dropped from the plan (not needed, cancelled) stay out of it, as not
  // needed, instead of coming back as needed (issue 30.12). Templates hold no status.
  keepDropped?: boolean;
};

// Copies items from one owner to another, in the caller's transaction: every shared column, dates
// moved by whole days (times kept), a fresh booking state (status initial, no confirmation number:
// a copy is not booked; a clone's dropped items not needed), positions after the owner's items, alternatives pointing at the copies of
// their main items. Through the record service: two set-based inserts (main items, then
// alternatives), each audited, whatever the number of items. The copies carry the server's own
// values (prices kept): the item rules are not asked again. Answers the new rows, mains first.
export const copyItems = async (ctx: WriteContext, copy: ItemCopy): Promise<Row[]> => {
  if (copy.rows.length === 0) return [];
  const valuesOf = (row: Row, position: number) => {
    const values: Row = {};
    for (const key of copiedKeys) values[key] = row[key];
    return {
      ...values,
      ...copy.owner,
      status:
        copy.keepDropped && droppedItemStatuses.includes(row.status as ItemStatus) ? 'not_needed' : 'initial',
      confirmationNumber: null,
      position,
      startDate: shiftDateTime(row.startDate, copy.shiftDays),
      endDate: shiftDateTime(row.endDate, copy.shiftDays),
    };
  };
  const positions = new Map(copy.rows.map((row, i) => [row.id as number, copy.firstPosition + i]));
  const mains = copy.rows.filter((row) => row.alternativeOfId === null || row.alternativeOfId === undefined);
  const alternatives = copy.rows.filter(
    (row) => !mains.includes(row) && positions.has(row.alternativeOfId as number),
  );
  const made: Row[] = [];
  const newIds = new Map<number, number>();
  const inserted = await insertRecords(
    ctx,
    copy.resource,
    mains.map((row) => serverValues(valuesOf(row, positions.get(row.id as number)!))),
    { beforeWrite: false },
  );
  for (const [i, row] of inserted.entries()) newIds.set(mains[i]!.id as number, row.id as number);
  made.push(...inserted);
  made.push(
    ...(await insertRecords(
      ctx,
      copy.resource,
      alternatives.map((row) =>
        serverValues({
          ...valuesOf(row, positions.get(row.id as number)!),
          alternativeOfId: newIds.get(row.alternativeOfId as number),
        }),
      ),
      { beforeWrite: false },
    )),
  );
  return made;
};
