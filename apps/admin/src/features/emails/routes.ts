// The screens of the e-mail feature, loaded as one chunk (app/route-table.tsx).
export { EmailLogsPage } from './email-logs-page.tsx';
export { EmailTemplatePage } from './email-template-page.tsx';
export { EmailTemplatesPage } from './email-templates-page.tsx';
