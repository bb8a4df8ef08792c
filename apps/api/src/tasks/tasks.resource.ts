import { tasks } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { exactFilters } from '../engine/exact-filters.ts';
import { bool, oneOf, requiredText } from '../engine/fields.ts';
import { toOne } from '../engine/relations.ts';
import { taskPriorities, taskStatuses } from '../enums/task-values.ts';
import { taskVisible } from './task-access.ts';
import { checklist, instant, taskHtml } from './task-fields.ts';
import { taskHooks } from './task-rules.ts';

// calls.md 7.10: the staff's tasks (Updates). The header sends {id, seen}; editing with a status
// refreshes the list (§4).
export const tasksResource = defineResource({
  type: 'Task',
  path: 'tasks',
  table: tasks,
  access: 'tasks',
  updateVerbs: ['PATCH'],
  writable: {
    title: requiredText(255),
    description: taskHtml(),
    status: oneOf(taskStatuses),
    priority: oneOf(taskPriorities),
    dueDate: instant(),
    seen: bool(),
    checklist: checklist(),
  },
  required: ['title', 'assignee'],
  defaults: { status: 'pending', priority: 'normal', seen: false },
  relations: {
    assignee: { kind: 'one', target: 'User', fk: 'assigneeId' },
    // The audit column, answered as the user's IRI: the caller who made the task (none: automation).
    createdBy: { kind: 'one', target: 'User', fk: 'createdBy', readOnly: true },
    ...toOne({ trip: 'Trip', client: 'Client', vendor: 'Vendor', tripItem: 'TripItem' }),
    taskTemplate: { kind: 'one', target: 'TaskTemplate', fk: 'taskTemplateId', readOnly: true },
    attachments: { kind: 'many', target: 'TaskAttachment', fk: 'ownerId', embed: true, itemOnly: true },
    comments: { kind: 'many', target: 'TaskComment', fk: 'taskId', embed: true, itemOnly: true },
  },
  filters: {
    ...exactFilters('assignee.id', 'status'),
    seen: { kind: 'boolean', path: 'seen' },
    dueDate: { kind: 'date', path: 'dueDate' },
    ...exactFilters('trip.id', 'client.id', 'vendor.id', 'tripItem.id'),
    title: { kind: 'partial', path: 'title' },
  },
  rowAccess: taskVisible,
  extraOutput: {
    recordName: {
      type: ['string', 'null'],
      description:
        "The name of the record the task is about: its trip's reference and title, its client's or vendor's name",
    },
  },
  hooks: taskHooks,
  order: ['dueDate', 'priority', 'status', 'createdAt', 'id'],
  defaultOrder: { dueDate: 'asc', id: 'asc' },
});
