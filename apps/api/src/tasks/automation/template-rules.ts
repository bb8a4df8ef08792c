import { and, eq } from 'drizzle-orm';
import type { taskTemplates } from '../../db/schema/index.ts';
import { users } from '../../db/schema/index.ts';
import type { ResourceHooks } from '../../engine/types.ts';
import { itemStatuses } from '../../enums/item-status.ts';
import type { TaskTrigger } from '../../enums/task-values.ts';
import { tripStatuses } from '../../enums/trip-status.ts';
import { unprocessable, type Violation } from '../../http/problem.ts';
import { itemTriggers, placeholdersIn, taskPlaceholders } from './placeholders.ts';
import { timeTriggers } from './time-triggers.ts';

type TemplateHooks = ResourceHooks<typeof taskTemplates>;

const itemStatusValues: readonly string[] = itemStatuses.map((s) => s.value);
const statusesOf: Partial<Record<TaskTrigger, readonly string[]>> = {
  trip_status: tripStatuses,
  item_status: itemStatusValues,
};

// Placeholders the text may hold for the trigger: {item.name} only where an item fires it.
const placeholderViolations = (property: string, text: string | null | undefined, trigger: TaskTrigger) => {
  if (!text) return [];
  const allowed: readonly string[] = itemTriggers.includes(trigger)
    ? taskPlaceholders
    : taskPlaceholders.filter((p) => p !== 'item.name');
  const unknown = [...new Set(placeholdersIn(text).filter((name) => !allowed.includes(name)))];
  if (unknown.length === 0) return [];
  return [
    {
      propertyPath: property,
      message: `Unknown placeholder ${unknown.map((u) => `{${u}}`).join(', ')}. Use ${allowed.map((a) => `{${a}}`).join(', ')}.`,
    },
  ];
};

// A template that can fire, judged on the record it makes (the stored template with the change):
// a status trigger names a status of its kind, a time trigger its number of days, a fixed-user rule
// an active user; the title and description use only the placeholders the trigger can fill.
// What another trigger or rule does not use is cleared when kept from before the change, and
// refused when the request sends it (it would be silently ignored).
export const templateBeforeWrite: TemplateHooks['beforeWrite'] = async (values, ctx) => {
  const { existing, input, tx } = ctx;
  const merged = { ...existing, ...values };
  const trigger = merged.triggerType as TaskTrigger;
  const violations: Violation[] = [];
  const sent = (key: string) => key in input && input[key] !== null && input[key] !== undefined;

  const statuses = statusesOf[trigger];
  if (statuses) {
    if (!merged.triggerStatus)
      violations.push({
        propertyPath: 'triggerStatus',
        message: `A ${trigger} trigger needs the status it waits for.`,
      });
    else if (!statuses.includes(merged.triggerStatus))
      violations.push({
        propertyPath: 'triggerStatus',
        message: `The value you selected is not a valid choice. Choose one of: ${statuses.join(', ')}.`,
      });
  } else if (merged.triggerStatus) {
    if (sent('triggerStatus'))
      violations.push({ propertyPath: 'triggerStatus', message: `A ${trigger} trigger takes no status.` });
    else values.triggerStatus = null;
  }

  if (timeTriggers.includes(trigger)) {
    if (merged.triggerDays === null || merged.triggerDays === undefined)
      violations.push({
        propertyPath: 'triggerDays',
        message: `A ${trigger} trigger needs its number of days.`,
      });
  } else if (merged.triggerDays !== null && merged.triggerDays !== undefined) {
    if (sent('triggerDays'))
      violations.push({
        propertyPath: 'triggerDays',
        message: `A ${trigger} trigger takes no number of days.`,
      });
    else values.triggerDays = null;
  }

  if (merged.assigneeRule === 'fixed_user') {
    if (!merged.assigneeId)
      violations.push({ propertyPath: 'assignee', message: 'A fixed_user rule needs the user to assign.' });
    else if ('assignee' in input || 'assigneeRule' in input) {
      const [user] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, merged.assigneeId), eq(users.isActive, true)));
      if (!user) violations.push({ propertyPath: 'assignee', message: 'This user is not an active user.' });
    }
  } else if (merged.assigneeId) {
    if (sent('assignee'))
      violations.push({ propertyPath: 'assignee', message: 'Only a fixed_user rule takes an assignee.' });
    else values.assigneeId = null;
  }

  violations.push(
    ...placeholderViolations('title', merged.title, trigger),
    ...placeholderViolations('description', merged.description, trigger),
  );
  if (violations.length) throw unprocessable(violations);
  // The due offset is a number of days; an emptied one is none (0).
  if ('dueOffsetDays' in values && values.dueOffsetDays === null) values.dueOffsetDays = 0;
  return values;
};
