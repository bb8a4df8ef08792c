// The task templates' screens (Settings › Updates), loaded as one chunk (app/route-table.tsx).
export { TaskTemplatePage } from './task-template-page.tsx';
export { TaskTemplatesPage } from './task-templates-page.tsx';
