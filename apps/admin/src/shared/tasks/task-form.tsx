import { createTask, type Enums, getEnums, type Task, updateTask } from '@backoffice/sdk';
import { TextInput } from '@backoffice/ui/text-input';
import { toast } from '@backoffice/ui/toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ifMatch } from '../../lib/records/record-update-mutation.ts';
import {
  FormField,
  RecordPickerField,
  SelectField,
  TextareaField,
  TextField,
} from '../forms/form-fields.tsx';
import { FormFooter } from '../forms/form-footer.tsx';
import { referenceKeys } from '../forms/reference-options.ts';
import { STALE_MESSAGE } from '../forms/server-errors.ts';
import { useServerForm } from '../forms/use-server-form.ts';
import { ChecklistField } from './checklist-field.tsx';
import { headerTasks } from './header-tasks.ts';
import { staffSource } from './staff-source.ts';
import { viewerTimeZone } from './task-dates.ts';
import { type TaskFormValues, taskBody, taskFormNames, taskFormSchema } from './task-form-values.ts';
import { taskKeys } from './task-keys.ts';

type Props = {
  /** The task being edited and the ETag it was read with; none for a new task. */
  task?: Task;
  etag?: string | undefined;
  defaultValues: TaskFormValues;
  /** The record a new task belongs to (IRIs). */
  owner?: { trip?: string; client?: string };
  onSaved: (task: Task) => void;
  onCancel: () => void;
};

const useTaskEnums = () =>
  useQuery({
    queryKey: referenceKeys.enums,
    queryFn: async (): Promise<Enums> => (await getEnums()).data,
    staleTime: 300_000,
  });

// A task's fields. Saving sends If-Match with the version read (a stale one says so above the
// buttons); a save that changes the status (or makes or moves a task) reads the header's list
// again (calls.md §4).
export const TaskForm = ({ task, etag, defaultValues, owner, onSaved, onCancel }: Props) => {
  const queryClient = useQueryClient();
  const enums = useTaskEnums();
  const { form, submit } = useServerForm<TaskFormValues>({
    schema: taskFormSchema,
    defaultValues,
    names: taskFormNames,
    staleMessage: STALE_MESSAGE,
    onSubmit: async (values) => {
      const body = taskBody(values);
      const saved = task
        ? (await updateTask(task.id, body, ifMatch(etag))).data
        : (await createTask({ ...body, ...owner })).data;
      if (!task || task.status !== saved.status || task.assignee !== saved.assignee) headerTasks.refresh();
      await queryClient.invalidateQueries({ queryKey: taskKeys.all });
      toast.success(task ? 'Updated successfully' : 'Created successfully');
      onSaved(saved);
    },
  });
  const { control, formState } = form;
  const options = (name: 'taskStatus' | 'taskPriority') =>
    (enums.data?.[name] ?? []).map((option) => ({ value: option.value, label: option.label }));

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField control={control} name="title" label="Title" id="task-title" autoFocus={!task} />
      <TextareaField control={control} name="description" label="Description" id="task-description" />
      <div className="grid grid-cols-2 gap-4">
        <SelectField
          control={control}
          name="status"
          label="Status"
          id="task-status"
          options={options('taskStatus')}
        />
        <SelectField
          control={control}
          name="priority"
          label="Priority"
          id="task-priority"
          options={options('taskPriority')}
        />
        <FormField control={control} name="dueDate" id="task-due" label={`Due (${viewerTimeZone()})`}>
          {({ field, fieldState }) => (
            <TextInput
              id="task-due"
              type="datetime-local"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={Boolean(fieldState.error)}
            />
          )}
        </FormField>
        <RecordPickerField
          control={control}
          name="assignee"
          label="Assignee"
          id="task-assignee"
          source={staffSource}
          clearable={false}
        />
      </div>
      <ChecklistField control={control} />
      <FormFooter errors={formState.errors} isPending={formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
};
