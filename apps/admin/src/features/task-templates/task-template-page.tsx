import { templatePage } from '../../shared/forms/template-page.tsx';
import { TaskTemplateForm } from './task-template-form.tsx';
import { useTaskTemplateQuery } from './template-api.ts';

// /admin/templates/tasks/new and /admin/templates/tasks/{id}; an unknown id shows the 404 page.
export const TaskTemplatePage = templatePage(useTaskTemplateQuery, TaskTemplateForm);
