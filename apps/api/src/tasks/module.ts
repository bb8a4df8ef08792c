import type { DomainModule } from '../engine/domain-module.ts';
import { taskCommentsResource } from './task-comments.resource.ts';
import { taskFileResources } from './task-files.resource.ts';
import { taskTemplatesResource } from './task-templates.resource.ts';
import { tasksResource } from './tasks.resource.ts';

// Tasks (Updates): tasks, their comments and files, and the templates that make them.
export const tasksModule: DomainModule = {
  name: 'tasks',
  resources: [tasksResource, taskCommentsResource, ...taskFileResources, taskTemplatesResource],
  routes: [],
  subscribers: [],
  jobs: [],
  searchable: [],
};
