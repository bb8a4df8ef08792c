import type { Task, TaskInput } from '@backoffice/sdk';
import * as v from 'valibot';
import { fromLocalInput, toLocalInput } from './task-dates.ts';
import { htmlToText, textToHtml } from './task-description.ts';

export type ChecklistEntry = { label: string; done: boolean };

export const taskFormSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(1, 'The title is required.'), v.maxLength(255)),
  description: v.string(),
  status: v.string(),
  priority: v.string(),
  // A datetime-local value in the viewer's zone, '' for none.
  dueDate: v.string(),
  assignee: v.pipe(v.nullable(v.string()), v.nonNullable(v.string(), 'Choose whom the task is for.')),
  checklist: v.pipe(
    v.array(
      v.object({
        label: v.pipe(v.string(), v.trim(), v.minLength(1, 'Name the step or remove it.'), v.maxLength(255)),
        done: v.boolean(),
      }),
    ),
    v.maxLength(50, 'At most 50 steps.'),
  ),
});

export type TaskFormValues = {
  title: string;
  description: string;
  status: string;
  priority: string;
  dueDate: string;
  assignee: string | null;
  checklist: ChecklistEntry[];
};

/** The form's fields: a violation on another property shows above the form. */
export const taskFormNames = [
  'title',
  'description',
  'status',
  'priority',
  'dueDate',
  'assignee',
  'checklist',
];

/** The API types the stored checklist loosely; it is a list of steps. */
export const checklistOf = (task: Pick<Task, 'checklist'>): ChecklistEntry[] =>
  Array.isArray(task.checklist) ? (task.checklist as ChecklistEntry[]) : [];

export const taskFormValues = (task: Task): TaskFormValues => ({
  title: task.title,
  description: htmlToText(task.description),
  status: task.status,
  priority: task.priority,
  dueDate: toLocalInput(task.dueDate),
  assignee: task.assignee,
  checklist: checklistOf(task),
});

export const newTaskValues = (assignee: string | null): TaskFormValues => ({
  title: '',
  description: '',
  status: 'pending',
  priority: 'normal',
  dueDate: '',
  assignee,
  checklist: [],
});

/** The written fields of the form's values (the due date back to a UTC instant). */
export const taskBody = (values: TaskFormValues) =>
  ({
    title: values.title,
    description: textToHtml(values.description),
    status: values.status as TaskInput['status'],
    priority: values.priority as TaskInput['priority'],
    dueDate: fromLocalInput(values.dueDate),
    assignee: values.assignee,
    checklist: values.checklist,
  }) satisfies TaskInput;
