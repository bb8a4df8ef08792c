import { isApiError } from '@backoffice/sdk/core';
import { Spinner } from '@backoffice/ui/spinner';
import { useRecordTitle } from '../../lib/record-title.ts';
import { ErrorPage } from '../../shared/error-page.tsx';
import { useEmailTemplateQuery } from './api/email-queries.ts';
import { EmailTemplateForm } from './email-template-form.tsx';

// /admin/templates/emails/new and /admin/templates/emails/{id}; an unknown id shows the 404 page.
export const EmailTemplatePage = ({ params }: { params: Record<string, string | undefined> }) => {
  const id = params.id === undefined ? undefined : Number(params.id);
  const current = useEmailTemplateQuery(id);
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
  return <EmailTemplateForm key={id ?? 'new'} template={current.data?.template} etag={current.data?.etag} />;
};
