import { taskTemplates } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { bool, integer, oneOf, optionalText, requiredText } from '../engine/fields.ts';
import { taskAssigneeRules, taskPriorities, taskTriggers } from '../enums/task-values.ts';
import { templateBeforeWrite } from './automation/template-rules.ts';
import { checklistLabels, taskHtml } from './task-fields.ts';

// calls.md 7.10: the rules that make tasks (Settings › Updates).
export const taskTemplatesResource = defineResource({
  type: 'TaskTemplate',
  path: 'task_templates',
  table: taskTemplates,
  access: 'settings',
  updateVerbs: ['PATCH'],
  writable: {
    name: requiredText(160),
    title: requiredText(255),
    description: taskHtml(),
    triggerType: oneOf(taskTriggers),
    triggerStatus: optionalText(40),
    triggerDays: integer({ min: 0, max: 365 }),
    dueOffsetDays: integer({ min: -365, max: 365 }),
    assigneeRule: oneOf(taskAssigneeRules),
    priority: oneOf(taskPriorities),
    checklist: checklistLabels(),
    requiresEvidence: bool(),
    active: bool(),
  },
  required: ['name', 'title', 'triggerType'],
  defaults: { assigneeRule: 'travel_director', priority: 'normal', dueOffsetDays: 0, active: true },
  relations: {
    assignee: { kind: 'one', target: 'User', fk: 'assigneeId' },
  },
  filters: {
    name: { kind: 'partial', path: 'name' },
    triggerType: { kind: 'exact', path: 'triggerType' },
    active: { kind: 'boolean', path: 'active' },
  },
  order: ['name', 'triggerType', 'updatedAt', 'id'],
  defaultOrder: { name: 'asc', id: 'asc' },
  // What makes a template able to fire (automation/template-rules.ts).
  hooks: { beforeWrite: templateBeforeWrite },
});
