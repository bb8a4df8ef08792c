import type { TaskTemplate, TaskTemplateInput } from '@backoffice/sdk';
import { Button, buttonVariants } from '@backoffice/ui/button';
import { Checkbox } from '@backoffice/ui/checkbox';
import { Select } from '@backoffice/ui/select';
import { Switch } from '@backoffice/ui/switch';
import { TextInput } from '@backoffice/ui/text-input';
import { Textarea } from '@backoffice/ui/textarea';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray } from 'react-hook-form';
import * as v from 'valibot';
import { Link, useLocation } from 'wouter';
import { FormField, RowTextField } from '../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../shared/forms/form-footer.tsx';
import { required } from '../../shared/forms/form-rules.ts';
import { useServerForm } from '../../shared/forms/use-server-form.ts';
import { useStaffOptions } from '../../shared/staff/staff-options.ts';
import { useTaskTemplateSaveMutation, useTemplateEnums } from './template-api.ts';
import { TemplatePreview } from './template-preview.tsx';
import { isStatusTrigger, isTimeTrigger, placeholders } from './template-text.ts';

export const taskTemplatesPath = '/admin/templates/tasks';

const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (s) => s === '' || (/^-?\d{1,3}$/.test(s) && Number(s) >= min && Number(s) <= max),
      `A whole number from ${min} to ${max}`,
    ),
  );

// What the server checks too (tasks/automation/template-rules.ts), said before the round trip: a
// status trigger names its status, a time trigger its days, a fixed user rule its user.
const schema = v.pipe(
  v.object({
    name: required(160),
    title: required(255),
    description: v.pipe(v.string(), v.maxLength(20_000, 'At most 20,000 characters')),
    triggerType: v.pipe(v.string(), v.nonEmpty('Please choose a trigger')),
    triggerStatus: v.string(),
    triggerDays: wholeNumber(0, 365),
    dueOffsetDays: wholeNumber(-365, 365),
    assigneeRule: v.pipe(v.string(), v.nonEmpty('Please choose who gets the task')),
    assignee: v.string(),
    priority: v.string(),
    checklist: v.pipe(v.array(v.object({ label: required(255) })), v.maxLength(50, 'At most 50 entries')),
    requiresEvidence: v.boolean(),
    active: v.boolean(),
  }),
  v.forward(
    v.check((t) => !isStatusTrigger(t.triggerType) || t.triggerStatus !== '', 'Please choose the status'),
    ['triggerStatus'],
  ),
  v.forward(
    v.check((t) => !isTimeTrigger(t.triggerType) || t.triggerDays !== '', 'Please input the number of days'),
    ['triggerDays'],
  ),
  v.forward(
    v.check((t) => t.assigneeRule !== 'fixed_user' || t.assignee !== '', 'Please choose the user'),
    ['assignee'],
  ),
);
type Values = v.InferOutput<typeof schema>;
const names = [
  'name',
  'title',
  'description',
  'triggerType',
  'triggerStatus',
  'triggerDays',
  'dueOffsetDays',
  'assigneeRule',
  'assignee',
  'priority',
  'checklist',
  'requiresEvidence',
  'active',
] as const;

export const toTemplateValues = (template: TaskTemplate | undefined): Values => ({
  name: template?.name ?? '',
  title: template?.title ?? '',
  description: template?.description ?? '',
  triggerType: template?.triggerType ?? '',
  triggerStatus: template?.triggerStatus ?? '',
  triggerDays: template?.triggerDays == null ? '' : String(template.triggerDays),
  dueOffsetDays: String(template?.dueOffsetDays ?? 0),
  assigneeRule: template?.assigneeRule ?? 'travel_director',
  assignee: template?.assignee ?? '',
  priority: template?.priority ?? 'normal',
  checklist: ((template?.checklist ?? []) as string[]).map((label) => ({ label })),
  requiresEvidence: template?.requiresEvidence ?? false,
  active: template?.active ?? true,
});

/** The body sent: what the trigger and the rule do not use goes as null (the server refuses it set). */
export const toTemplateBody = (values: Values): TaskTemplateInput => ({
  name: values.name,
  title: values.title,
  description: values.description.trim() === '' ? null : values.description,
  triggerType: values.triggerType as TaskTemplateInput['triggerType'],
  triggerStatus: isStatusTrigger(values.triggerType) ? values.triggerStatus : null,
  triggerDays: isTimeTrigger(values.triggerType) ? Number(values.triggerDays) : null,
  dueOffsetDays: values.dueOffsetDays === '' ? 0 : Number(values.dueOffsetDays),
  assigneeRule: values.assigneeRule as TaskTemplateInput['assigneeRule'],
  assignee: values.assigneeRule === 'fixed_user' ? values.assignee : null,
  priority: values.priority as TaskTemplateInput['priority'],
  checklist: values.checklist.map((entry) => entry.label),
  requiresEvidence: values.requiresEvidence,
  active: values.active,
});

type Props = { template: TaskTemplate | undefined; etag: string | undefined };

// Settings › Updates, one template: its name, the task's title and description (placeholders
// filled from the record that fires it), the trigger (fed by GET /api/enums) with its status or
// its days, the due offset, whom the task goes to, the checklist, whether completing needs a file,
// active; beside it the title as it would read on a chosen trip.
export const TaskTemplateForm = ({ template, etag }: Props) => {
  const isNew = !template;
  const [, navigate] = useLocation();
  const enums = useTemplateEnums();
  const staff = useStaffOptions();
  const save = useTaskTemplateSaveMutation(isNew);
  const { form, submit } = useServerForm<Values>({
    schema,
    names,
    defaultValues: toTemplateValues(template),
    onSubmit: async (values) => {
      const saved = await save.mutateAsync({ id: template?.id, etag, body: toTemplateBody(values) });
      if (isNew) navigate(`${taskTemplatesPath}/${saved.id}`, { replace: true });
      else navigate(taskTemplatesPath);
    },
  });
  const checklist = useFieldArray({ control: form.control, name: 'checklist' });
  const errors = form.formState.errors;
  const [trigger, rule, title] = form.watch(['triggerType', 'assigneeRule', 'title']);
  const statusKind = isStatusTrigger(trigger) ? (trigger === 'trip_status' ? 'trip' : 'item') : null;
  const statusOptions =
    statusKind === 'trip'
      ? (enums.data?.tripStatuses ?? [])
      : statusKind === 'item'
        ? (enums.data?.itemStatuses ?? [])
        : [];
  const selectControl = (
    name: 'triggerType' | 'triggerStatus' | 'assigneeRule' | 'assignee' | 'priority',
    label: string,
    options: { value: string; label: string }[],
    placeholder: string,
  ) => (
    <FormField control={form.control} name={name} id={`task-template-${name}`} label={label}>
      {({ field }) => (
        <Select
          id={`task-template-${name}`}
          aria-label={label}
          options={options}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          placeholder={placeholder}
          invalid={Boolean(errors[name])}
        />
      )}
    </FormField>
  );
  const textControl = (
    name: 'name' | 'title' | 'triggerDays' | 'dueOffsetDays',
    label: string,
    max: number,
  ) => (
    <FormField control={form.control} name={name} id={`task-template-${name}`} label={label}>
      {({ field }) => (
        <TextInput
          id={`task-template-${name}`}
          maxLength={max}
          {...field}
          invalid={Boolean(errors[name])}
          aria-describedby={errors[name] ? `task-template-${name}-error` : undefined}
        />
      )}
    </FormField>
  );

  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-semibold">{isNew ? 'New task template' : template.name}</h1>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <form
          onSubmit={submit}
          noValidate
          aria-label={isNew ? 'New task template' : 'Edit task template'}
          className="space-y-4 rounded-lg border border-stone-200 bg-white p-6"
        >
          {textControl('name', 'Name', 160)}
          {textControl('title', 'Task title', 255)}
          <p className="text-xs text-stone-500">
            Placeholders: {placeholders.map((p) => `{${p}}`).join(', ')} ({'{item.name}'} only for an item's
            trigger).
          </p>
          <FormField
            control={form.control}
            name="description"
            id="task-template-description"
            label="Description"
          >
            {({ field }) => (
              <Textarea id="task-template-description" {...field} invalid={Boolean(errors.description)} />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            {selectControl('triggerType', 'Trigger', enums.data?.triggers ?? [], 'Choose a trigger')}
            {statusKind
              ? selectControl(
                  'triggerStatus',
                  statusKind === 'trip' ? 'Trip status' : 'Item status',
                  statusOptions,
                  'Choose a status',
                )
              : null}
            {isTimeTrigger(trigger) ? textControl('triggerDays', 'Days', 3) : null}
            {textControl('dueOffsetDays', 'Due after (days)', 4)}
            {selectControl('priority', 'Priority', enums.data?.priorities ?? [], 'Choose a priority')}
            {selectControl('assigneeRule', 'Assign to', enums.data?.assigneeRules ?? [], 'Choose who')}
            {rule === 'fixed_user'
              ? selectControl('assignee', 'User', staff.data ?? [], 'Choose a user')
              : null}
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-stone-700">Checklist</legend>
            {checklist.fields.map((entry, index) => (
              <div key={entry.id} className="flex items-start gap-2">
                <RowTextField
                  control={form.control}
                  name={`checklist.${index}.label`}
                  label={`Checklist entry ${index + 1}`}
                  maxLength={255}
                  className="flex-1 space-y-1"
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove checklist entry ${index + 1}`}
                  onClick={() => checklist.remove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            ))}
            {errors.checklist?.message ? (
              <p role="alert" className="text-xs text-red-600">
                {errors.checklist.message}
              </p>
            ) : null}
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => checklist.append({ label: '' })}
            >
              <Plus aria-hidden="true" className="size-4" />
              Add an entry
            </Button>
          </fieldset>
          <Controller
            name="requiresEvidence"
            control={form.control}
            render={({ field }) => (
              <div className="flex items-center gap-2 text-sm text-stone-700">
                <Checkbox
                  id="task-template-evidence"
                  checked={field.value}
                  onCheckedChange={(on) => field.onChange(on === true)}
                />
                <label htmlFor="task-template-evidence">Completing needs an attached file (evidence)</label>
              </div>
            )}
          />
          <Controller
            name="active"
            control={form.control}
            render={({ field }) => (
              <div className="flex items-center gap-2 text-sm text-stone-700">
                <Switch id="task-template-active" checked={field.value} onCheckedChange={field.onChange} />
                <label htmlFor="task-template-active">Active</label>
              </div>
            )}
          />
          <FormFooter
            errors={errors}
            isPending={save.isPending}
            secondary={
              <Link href={taskTemplatesPath} className={buttonVariants({ variant: 'secondary' })}>
                Cancel
              </Link>
            }
          />
        </form>
        <TemplatePreview title={title} trigger={trigger} />
      </div>
    </section>
  );
};
