import { useRecordTitle } from '../../lib/record-title.ts';
import { RecordGate } from '../../shared/record-gate.tsx';
import { TaskTemplateForm } from './task-template-form.tsx';
import { useTaskTemplateQuery } from './template-api.ts';

// /admin/templates/tasks/new and /admin/templates/tasks/{id}; an unknown id shows the 404 page.
export const TaskTemplatePage = ({ params }: { params: Record<string, string | undefined> }) => {
  const id = params.id === undefined ? undefined : Number(params.id);
  const current = useTaskTemplateQuery(id);
  useRecordTitle(current.data?.template.name);
  return (
    <RecordGate query={current} label="Loading the template" loads={id !== undefined}>
      {() => (
        <TaskTemplateForm key={id ?? 'new'} template={current.data?.template} etag={current.data?.etag} />
      )}
    </RecordGate>
  );
};
