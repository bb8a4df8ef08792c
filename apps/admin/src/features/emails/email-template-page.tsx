import { templatePage } from '../../shared/forms/template-page.tsx';
import { useEmailTemplateQuery } from './api/email-queries.ts';
import { EmailTemplateForm } from './email-template-form.tsx';

// /admin/templates/emails/new and /admin/templates/emails/{id}; an unknown id shows the 404 page.
export const EmailTemplatePage = templatePage(useEmailTemplateQuery, EmailTemplateForm);
