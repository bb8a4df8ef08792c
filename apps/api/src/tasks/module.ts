import type { DomainModule } from '../engine/domain-module.ts';
import { dateShiftReaction } from './automation/date-shift.ts';
import { taskRemindersJob } from './automation/reminders.job.ts';
import { itemStatusReaction, tripStatusReaction } from './automation/status-triggers.ts';
import { taskTimeTriggersJob } from './automation/time-triggers.job.ts';
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
  jobs: [taskTimeTriggersJob, taskRemindersJob],
  // Templates make their tasks in the transaction of the trip's or item's change; a trip's new
  // dates move its time-triggered tasks (automation/).
  reactions: [tripStatusReaction, itemStatusReaction, dateShiftReaction],
  searchable: [],
};
