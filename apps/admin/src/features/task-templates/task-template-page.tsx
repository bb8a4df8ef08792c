import { isApiError } from '@backoffice/sdk/core';
import { Spinner } from '@backoffice/ui/spinner';
import { useRecordTitle } from '../../lib/record-title.ts';
import { ErrorPage } from '../../shared/error-page.tsx';
import { TaskTemplateForm } from './task-template-form.tsx';
import { useTaskTemplateQuery } from './template-api.ts';

// /admin/templates/tasks/new and /admin/templates/tasks/{id}; an unknown id shows the 404 page.
export const TaskTemplatePage = ({ params }: { params: Record<string, string | undefined> }) => {
  const id = params.id === undefined ? undefined : Number(params.id);
  const current = useTaskTemplateQuery(id);
  useRecordTitle(current.data?.template.name);
  if (id !== undefined && current.isError) {
    const status = isApiError(current.error) ? current.error.status : 500;
    return <ErrorPage status={status || 500} message={current.error.message} />;
  }
  if (id !== undefined && !current.data) {
    return (
      <div className="grid place-items-center py-20">
        <Spinner label="Loading the template" />
      </div>
    );
  }
  return <TaskTemplateForm key={id ?? 'new'} template={current.data?.template} etag={current.data?.etag} />;
};
