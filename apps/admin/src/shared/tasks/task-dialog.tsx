import { createTaskAttachment, deleteTaskAttachment, getTask } from '@backoffice/sdk';
import { useGetMe } from '@backoffice/sdk/react';
import { useQuery } from '@tanstack/react-query';
import { editedRecordOptions } from '../../lib/records/edited-record.ts';
import { useSession } from '../../lib/session.ts';
import { Attachments } from '../files/attachments.tsx';
import { FormModal } from '../forms/form-modal.tsx';
import { userIri } from './staff-source.ts';
import { TaskComments } from './task-comments.tsx';
import { TaskForm } from './task-form.tsx';
import { newTaskValues, taskFormValues } from './task-form-values.ts';
import { taskKeys } from './task-keys.ts';
import { TaskRecordLink } from './task-record-link.tsx';
import { type TaskTarget, useTaskNavigation } from './task-url.ts';

const adminRoles = ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'];

// The task dialog of ?task= (task-dialog-host.tsx): a task's fields, its files and its comments; or
// a new task, prefilled with the record of ?trip= / ?client= and assigned to me. Closing removes
// ?task (after asking when the form has unsaved changes); a new task, once made, stays open as itself.
export const TaskDialog = ({ target }: { target: TaskTarget }) => {
  const go = useTaskNavigation();
  const close = () => go(undefined);
  const me = useGetMe();
  const roles = useSession()?.user.roles ?? [];
  const id = target.kind === 'edit' ? target.id : undefined;
  const edited = useQuery(editedRecordOptions(taskKeys.item(id ?? 0), id, 'task', getTask));
  const userId = me.data?.data.id;

  if (target.kind === 'new') {
    const owner = {
      ...(target.trip ? { trip: `/api/trips/${target.trip}` } : {}),
      ...(target.client ? { client: `/api/clients/${target.client}` } : {}),
    };
    return (
      <FormModal title="New task" width={720} loading={userId === undefined && 'Loading…'} onClose={close}>
        {userId !== undefined ? (
          <div className="space-y-4">
            <TaskRecordLink task={owner} />
            <TaskForm
              defaultValues={newTaskValues(userIri(userId))}
              owner={owner}
              onSaved={(saved) => go({ kind: 'edit', id: saved.id }, { replace: true })}
              onCancel={close}
            />
          </div>
        ) : null}
      </FormModal>
    );
  }

  if (edited.isError) {
    return (
      <FormModal title="Task" onClose={close}>
        <p role="alert" className="text-sm text-red-700">
          {edited.error.message || 'This task cannot be opened.'}
        </p>
      </FormModal>
    );
  }
  const task = edited.data?.task;
  return (
    <FormModal
      title="Task"
      width={760}
      loading={(!task || userId === undefined) && 'Loading the task…'}
      onClose={close}
    >
      {task && userId !== undefined ? (
        <div className="space-y-6">
          <TaskRecordLink task={task} onNavigate={close} />
          <TaskForm
            // A save reads the task again: the form starts over from the saved version.
            key={edited.data?.etag ?? task.updatedAt}
            task={task}
            etag={edited.data?.etag}
            defaultValues={taskFormValues(task)}
            onSaved={() => undefined}
            onCancel={close}
          />
          <section aria-label="Task files" className="space-y-2">
            <h3 className="text-sm font-semibold text-stone-800">Files</h3>
            <Attachments
              attachments={task.attachments ?? []}
              label="Task files"
              uploadLabel="Upload files to the task"
              calls={{
                upload: (file, type) =>
                  createTaskAttachment({ file, task: task['@id'], ...(type ? { type } : {}) }),
                remove: (attachmentId) => deleteTaskAttachment(attachmentId),
                refresh: [taskKeys.item(task.id)],
              }}
            />
          </section>
          <TaskComments
            taskId={task.id}
            taskIri={task['@id']}
            userId={userId}
            isAdmin={roles.some((role) => adminRoles.includes(role))}
          />
        </div>
      ) : null}
    </FormModal>
  );
};
