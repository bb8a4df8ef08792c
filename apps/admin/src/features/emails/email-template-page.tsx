import { useRecordTitle } from '../../lib/record-title.ts';
import { RecordGate } from '../../shared/record-gate.tsx';
import { useEmailTemplateQuery } from './api/email-queries.ts';
import { EmailTemplateForm } from './email-template-form.tsx';

// /admin/templates/emails/new and /admin/templates/emails/{id}; an unknown id shows the 404 page.
export const EmailTemplatePage = ({ params }: { params: Record<string, string | undefined> }) => {
  const id = params.id === undefined ? undefined : Number(params.id);
  const current = useEmailTemplateQuery(id);
  useRecordTitle(current.data?.template.name);
  return (
    <RecordGate query={current} label="Loading the template" loads={id !== undefined}>
      {() => (
        <EmailTemplateForm key={id ?? 'new'} template={current.data?.template} etag={current.data?.etag} />
      )}
    </RecordGate>
  );
};
